import { createContext, useContext } from 'react';

/**
 * Where a server render records the HTTP status its page stands for: "Page cannot be found" is a 404 whether
 * the address matched no route or named a product that does not exist. The browser provides none.
 */
export interface ResponseStatus {
  code: number;
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** Marks the page being rendered on the server as answering `code`. */
export function useResponseStatus(code: number): void {
  const status = useContext(ResponseStatusContext);
  if (status) status.code = code;
}
