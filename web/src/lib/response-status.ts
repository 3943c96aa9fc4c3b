import { createContext, useContext } from 'react';

/**
 * How a server render learns the HTTP status its page stands for: "Page cannot be found" is a 404 whether the
 * address matched no route or named a product that does not exist. The browser provides none.
 */
export type RecordResponseStatus = (code: number) => void;

export const ResponseStatusContext = createContext<RecordResponseStatus | null>(null);

/** Marks the page being rendered on the server as answering `code`. */
export function useResponseStatus(code: number): void {
  useContext(ResponseStatusContext)?.(code);
}
