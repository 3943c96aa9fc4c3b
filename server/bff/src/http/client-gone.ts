import type { ServerResponse } from 'node:http';

/** Why a call was cancelled: the client that asked for it closed its connection before its answer was sent. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client went away before its answer was sent');
    this.name = 'ClientGoneError';
  }
}

/**
 * A signal that aborts when the client goes away before its answer is complete, so the store API calls made
 * for it are cancelled and their sockets freed instead of running on for nobody. (The response's `close`, not
 * the request's: a request emits `close` as soon as its body has been read.)
 */
export function clientGoneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  // A client may already be gone by the time its request is parsed and executed (an overloaded BFF).
  if (res.closed || res.destroyed || res.socket?.destroyed) controller.abort(new ClientGoneError());
  else {
    res.once('close', () => {
      if (!res.writableFinished) controller.abort(new ClientGoneError());
    });
  }
  return controller.signal;
}
