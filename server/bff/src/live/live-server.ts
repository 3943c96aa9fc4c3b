import type { Agent, IncomingMessage, Server } from 'node:http';
import type { Express } from 'express';
import {
  execute,
  GraphQLError,
  parse,
  subscribe,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context } from 'graphql-ws';
import type { Duplex } from 'node:stream';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BffConfig } from '../config';
import { createLoaders, type BffContext } from '../context';
import { ReferenceCache } from '../datasources/reference-cache';
import { createStoreApiClient, type FetchFunction, type StoreApiClient } from '../datasources/store-api';
import type { UpstreamGuard } from '../datasources/upstream-guard';
import { UpstreamError } from '../errors';
import type { InboxHub } from './inbox-hub';

/** Close codes a live socket may end with, besides graphql-ws's own (4400 bad message, 4403 forbidden…). */
export const LIVE_CLOSE = {
  sessionEnded: 4401,
  tooManyConnections: 4429,
  goingAway: 1001,
} as const;

/** Subscriptions one socket may run at once (a client needs one: `inbox`). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5;
/** Longest session token taken from a connection's init payload. */
const MAX_TOKEN_LENGTH = 512;
/** Largest message a client may send on the socket (a subscribe message with its query). */
const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

export interface LiveServerOptions {
  httpServer: Server;
  /** The Express app, for the client address as `trust proxy` resolves it. */
  app: Express;
  schema: GraphQLSchema;
  config: BffConfig;
  logger: Logger;
  inbox: InboxHub;
  agent: Agent;
  guard?: UpstreamGuard;
  fetch?: FetchFunction;
  validationRules: readonly ValidationRule[];
  maxTokens: number;
}

export interface LiveServer {
  /** Sockets open now. */
  readonly sockets: number;
  /** Closes every socket (1001, going away) and stops accepting new ones. */
  close(): Promise<void>;
}

interface SocketState {
  userId: number;
  address: string;
  storeApi: StoreApiClient;
  context: BffContext;
  subscriptions: number;
}

/** The client's address as Express resolves it under `trust proxy` (what the page and API limits use). */
function clientAddress(app: Express, request: IncomingMessage): string {
  const probe = Object.create(app.request, {
    app: { value: app },
    headers: { value: request.headers },
    socket: { value: request.socket },
    connection: { value: request.socket },
  }) as { ip?: string };
  return probe.ip ?? request.socket.remoteAddress ?? 'unknown';
}

function tokenOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const token = params?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the BFF's HTTP server at /graphql. A socket is accepted
 * once the session token in its init payload is a live session (asked of the store API, as HTTP asks), within
 * the per-account and per-address caps; every socket's session is checked again every LIVE_SESSION_CHECK_MS and
 * the socket closed (4401) once it has ended. Only subscriptions run here; queries and mutations go over HTTP.
 */
export function startLiveServer(options: LiveServerOptions): LiveServer {
  const { config, logger } = options;
  // Not bound to the HTTP server (`server:`): ws would re-emit the server's own errors (a taken port) as the
  // socket server's, which graphql-ws reports as an internal error with a stack. Upgrades are handed over here.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://bff.invalid').pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  };
  options.httpServer.on('upgrade', onUpgrade);
  const states = new Map<WebSocket, SocketState>();
  const perUser = new Map<number, number>();
  const perAddress = new Map<string, number>();
  const referenceCache = new ReferenceCache();
  const bump = <Key>(counts: Map<Key, number>, key: Key, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };

  const release = (socket: WebSocket) => {
    const state = states.get(socket);
    if (!state) return;
    states.delete(socket);
    bump(perUser, state.userId, -1);
    bump(perAddress, state.address, -1);
  };

  const storeApiFor = (token: string, address: string) => {
    const storeOptions = {
      baseUrl: config.apiUrl,
      token,
      requestId: `live-${Date.now().toString(36)}`,
      clientAddress: address,
      timeoutMs: config.upstreamTimeoutMs,
      agent: options.agent,
      guard: options.guard,
      fetch: options.fetch,
      logger,
    };
    return createStoreApiClient(storeOptions);
  };

  const cleanup = useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema: options.schema,
      // This module's graphql-js runs the operations: the schema was built with it, and graphql-js refuses a
      // schema from another copy of itself (graphql-ws may resolve the package's other module format).
      execute,
      subscribe,
      onConnect: async (ctx: Context<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>) => {
        const token = tokenOf(ctx.connectionParams);
        if (!token) return false;
        const address = clientAddress(options.app, ctx.extra.request);
        if ((perAddress.get(address) ?? 0) >= config.liveMaxSocketsPerAddress) {
          ctx.extra.socket.close(LIVE_CLOSE.tooManyConnections, 'Too many connections from your address');
          return false;
        }
        const storeApi = storeApiFor(token, address);
        let userId: number;
        try {
          userId = (await storeApi.users.profile()).data.id;
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 401) return false;
          throw error;
        }
        if ((perUser.get(userId) ?? 0) >= config.liveMaxSocketsPerUser) {
          ctx.extra.socket.close(LIVE_CLOSE.tooManyConnections, 'Too many connections for this account');
          return false;
        }
        const context: BffContext = {
          token,
          requestId: 'live',
          storeApi,
          loaders: createLoaders(storeApi, referenceCache),
          logger,
          maxUploadBytes: config.maxUploadBytes,
          live: { userId, inbox: options.inbox },
        };
        states.set(ctx.extra.socket, { userId, address, storeApi, context, subscriptions: 0 });
        bump(perUser, userId, 1);
        bump(perAddress, address, 1);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const state = states.get(ctx.extra.socket);
        if (!state) return [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: options.maxTokens });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The subscription could not be read')];
        }
        const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
        if (operations.some((operation) => operation.operation !== 'subscription')) {
          return [
            new GraphQLError('Only subscriptions run over the live socket; send queries and mutations over HTTP'),
          ];
        }
        const errors = validate(options.schema, document, [...specifiedRules, ...options.validationRules]);
        if (errors.length > 0) return errors;
        if (state.subscriptions >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [new GraphQLError('Too many subscriptions on one connection')];
        }
        state.subscriptions += 1;
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: state.context,
        };
      },
      onComplete: (ctx) => {
        const state = states.get(ctx.extra.socket);
        if (state) state.subscriptions = Math.max(0, state.subscriptions - 1);
      },
      onClose: (ctx) => release(ctx.extra.socket),
    },
    wss,
  );
  wss.on('connection', (socket) => socket.once('close', () => release(socket)));

  // A session that ended (logout, expiry, revocation, password reset) closes its sockets.
  const sessionCheck = setInterval(() => {
    for (const [socket, state] of states) {
      state.storeApi.users.profile().catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 401) {
          socket.close(LIVE_CLOSE.sessionEnded, 'The session has ended');
        }
      });
    }
  }, config.liveSessionCheckMs);
  sessionCheck.unref();

  return {
    get sockets() {
      return wss.clients.size;
    },
    async close() {
      options.httpServer.off('upgrade', onUpgrade);
      clearInterval(sessionCheck);
      for (const socket of wss.clients) socket.close(LIVE_CLOSE.goingAway, 'The server is stopping');
      await cleanup.dispose();
    },
  };
}
