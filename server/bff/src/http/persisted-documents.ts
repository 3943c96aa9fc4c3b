import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import type { RequestHandler } from 'express';
import { GraphQLError, Kind, parse, print, visit, type ASTNode, type SelectionSetNode } from 'graphql';
import type { Logger } from 'pino';
import type { BffContext } from '../context';
import { edgeExpiry } from './cached-pages';

/** Apollo Server's key prefix for automatic persisted queries in its cache. */
const APQ_PREFIX = 'apq:';
/** Documents other clients register by hash (development and the Sandbox); the oldest go first. */
const MAX_REGISTERED_DOCUMENTS = 1_000;

export const NOT_IN_SAFELIST_MESSAGE = 'This server runs only the operations of its own web client.';

const TYPENAME_FIELD = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/**
 * The document with `__typename` in every selection below the root, as Apollo Client's cache asks for it
 * (`addTypenameToDocument`): the client sends the manifest's hash for the document it prints that way.
 */
export function withTypenames(document: string): string {
  return print(
    visit(parse(document), {
      SelectionSet(node: SelectionSetNode, _key, parent: ASTNode | readonly ASTNode[] | undefined) {
        if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return;
        const hasTypename = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        return hasTypename ? undefined : { ...node, selections: [...node.selections, TYPENAME_FIELD] };
      },
    }),
  );
}

/**
 * The web's persisted documents (codegen's `persisted-documents.json`, hash → document, each run with
 * `withTypenames`). Browser-only documents (`@client`) never reach the server and are left out. A missing file is
 * an empty list: the web then sends the documents' text, which a server without a safelist accepts.
 */
export function readPersistedDocuments(file: string, logger: Logger): ReadonlyMap<string, string> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    logger.warn({ err: error, file }, 'no persisted GraphQL documents: every operation must send its text');
    return new Map();
  }
  if (typeof manifest !== 'object' || manifest === null) throw new Error(`${file} is not a JSON object`);
  const documents = new Map<string, string>();
  for (const [hash, document] of Object.entries(manifest)) {
    if (typeof document !== 'string') continue;
    try {
      documents.set(hash, withTypenames(document));
    } catch {
      // A browser-only operation: codegen leaves out its `@client` fields, and with them all of it.
    }
  }
  return documents;
}

/**
 * Apollo Server's persisted-query cache: the web's documents by hash, always; with the safelist off, also what
 * other clients register (a bounded number), so the Sandbox and scripts may use persisted queries too.
 */
export function persistedQueryCache(documents: ReadonlyMap<string, string>, safelist: boolean) {
  const registered = new Map<string, string>();
  const hashOf = (key: string) => (key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key);
  return {
    async get(key: string): Promise<string | undefined> {
      const hash = hashOf(key);
      return documents.get(hash) ?? registered.get(hash);
    },
    async set(key: string, value: string): Promise<void> {
      const hash = hashOf(key);
      if (safelist || documents.has(hash)) return;
      registered.delete(hash);
      registered.set(hash, value);
      if (registered.size > MAX_REGISTERED_DOCUMENTS) registered.delete(registered.keys().next().value as string);
    },
    async delete(key: string): Promise<boolean> {
      return registered.delete(hashOf(key));
    },
  };
}

/**
 * The safelist: an operation runs only when its document is one of the web's, whether it came by hash or as the
 * same text (as it is run). Anything else is refused before it runs, with HTTP 400.
 */
export function safelistPlugin(documents: ReadonlyMap<string, string>): ApolloServerPlugin {
  const known = new Set(documents.values());
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ source }) {
          if (known.has(source)) return;
          throw new GraphQLError(NOT_IN_SAFELIST_MESSAGE, {
            extensions: { code: 'PERSISTED_QUERY_NOT_ALLOWED', http: { status: 400 } },
          });
        },
      };
    },
  };
}

function hasSession(headers: { get(name: string): string | undefined }): boolean {
  return Boolean(headers.get('x-access-token') || headers.get('authorization') || headers.get('cookie'));
}

/**
 * Cache-Control from Apollo Server's cache hints (schema.graphql's `@cacheControl`): an anonymous GET whose every
 * field is public and which has no error may be kept by a shared cache for the hinted seconds and answered once
 * more while it asks again, `public, max-age=0, s-maxage=N, stale-while-revalidate=N` (the browser's own copy is
 * Apollo Client's cache). Anything else, and anything asked with a session token or a cookie, is
 * `private, no-store`. `Vary` names the session headers, so a cache that keeps an anonymous answer never gives it
 * for a signed-in request.
 */
export function graphqlCacheHeaders(): ApolloServerPlugin<BffContext>[] {
  const headers: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, overallCachePolicy }) {
          const policy = overallCachePolicy.policyIfCacheable();
          const cacheable =
            request.http?.method === 'GET' &&
            !hasSession(request.http.headers) &&
            policy?.scope === 'PUBLIC' &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors;
          response.http.headers.set(
            'cache-control',
            cacheable
              ? `public, max-age=0, s-maxage=${policy.maxAge}, stale-while-revalidate=${policy.maxAge}`
              : 'private, no-store',
          );
          if (cacheable) response.http.headers.set('x-accel-expires', edgeExpiry(policy.maxAge));
          response.http.headers.set('vary', 'x-access-token, authorization, cookie');
        },
      };
    },
  };
  const cacheControl = ApolloServerPluginCacheControl({ calculateHttpHeaders: false });
  // A server render's own operations (in-process-graphql.ts) need no cache hints: their page has its own cache
  // policy. Working the hints out was a hook on every field of a render's data.
  const hintsForRequests: ApolloServerPlugin<BffContext> = {
    ...cacheControl,
    async requestDidStart(requestContext) {
      if (requestContext.contextValue.sharesReads) return undefined;
      return cacheControl.requestDidStart?.(requestContext);
    },
  };
  return [hintsForRequests, headers];
}

/**
 * A client that sends a document's text with a hash the text does not have (Apollo Client after a replica of
 * another build did not know the hash: the hash is of the manifest's text, the text is as the client prints it)
 * has the text run; Apollo Server would refuse the pair.
 */
export const textOverStaleHash: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !('query' in body) || typeof body.query !== 'string') return next();
  if (!('extensions' in body) || typeof body.extensions !== 'object' || body.extensions === null) return next();
  const extensions = body.extensions as { persistedQuery?: { sha256Hash?: unknown } };
  const hash = extensions.persistedQuery?.sha256Hash;
  if (typeof hash === 'string' && createHash('sha256').update(body.query).digest('hex') !== hash) {
    delete extensions.persistedQuery;
  }
  next();
};
