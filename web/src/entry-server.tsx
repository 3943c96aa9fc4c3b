/**
 * The server render of a page (docs/web.md, "Server rendering"). The BFF imports the build of this file
 * (`web/dist-server`) and calls `renderPage` for every page address; main.tsx hydrates what it returns.
 */
import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type Params } from 'react-router';
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { BREAK, getOperationAST, visit } from 'graphql';
import { createApolloClient, persistedHash } from './apollo/client';
import { inProcessLink, type ExecuteInProcess } from './apollo/in-process-link';
import { pagePrefetchRequests } from './apollo/prefetch';
import { PrefetchedAnswers, PrefetchedAnswersContext } from './apollo/prefetched-answers';
import { localResolvers, localTypePolicies } from './app/local-state';
import { AppRoot } from './app/app-root';
import { appRoutes } from './app/routes';
import { SiteOriginContext } from './components/ui/page-meta';
import { headStyles, serverEmotionCache } from './lib/emotion-styles';
import { pageStateScript } from './lib/page-state';
import { renderPass } from './lib/render-pass';
import { StaticFragmentsContext } from './lib/static-fragment';
import { PageFragments } from './app/static-fragments-server';
import { ResponseStatusContext } from './lib/response-status';

export interface RenderOptions {
  /** Where the page's GraphQL queries go: the BFF itself. */
  graphqlUrl: string;
  /**
   * The store's public origin (the BFF's PUBLIC_ORIGIN): the only origin canonical, Open Graph and JSON-LD URLs
   * are written with, never the address's, which a request can choose.
   */
  publicOrigin: string;
  /** Ends the render: whatever data arrived by then is in the page, the browser fetches the rest. */
  signal: AbortSignal;
  /** What the page's GraphQL requests go through (the BFF notes failed answers with it); the global one if not given. */
  fetch?: typeof fetch;
  /**
   * Runs the page's GraphQL operations in the BFF's own process instead (apollo/in-process-link.ts); `graphqlUrl`
   * and `fetch` are then unused.
   */
  execute?: ExecuteInProcess;
}

export type RenderResult =
  /** A guarded page: the session lives in the browser, so the client renders it (the HTML shell). */
  | { kind: 'client-only' }
  /**
   * `head` (title, meta, links, then the styles) goes into <head>, `html` inside #root, `stateScript` after it
   * (main.tsx reads it to hydrate).
   */
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      stateScript: string;
      /** How many times React rendered the page: 1 when the route's prefetch answered every query it asks for. */
      passes: number;
    };

/** The <title>, <meta> and <link> elements React renders first for the page (PageMeta, image preloads). */
const LEADING_HEAD_ELEMENT = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** Splits React's output into the head elements it starts with and the page itself. */
function splitHead(rendered: string): { head: string; html: string } {
  let head = '';
  let html = rendered;
  for (let match = LEADING_HEAD_ELEMENT.exec(html); match; match = LEADING_HEAD_ELEMENT.exec(html)) {
    head += match[0];
    html = html.slice(match[0].length);
  }
  return { head, html };
}

const handler = createStaticHandler(appRoutes);

/**
 * Runs the queries the matched pages declare (apollo/prefetch.ts) side by side, so the render finds their answers:
 * the detail page rendered three times (product, then its reviews, then the page), now once. A query that fails is
 * left to the render, which asks again and shows its error as before. Gives back the queries that were answered,
 * with the data of those the BFF ran (apollo/prefetched-answers.ts); the others are in the cache.
 */
async function prefetchPageData(
  client: ApolloClient,
  matches: { params: Params; route: { handle?: unknown } }[],
  url: URL,
  signal: AbortSignal,
  execute: ExecuteInProcess | undefined,
): Promise<PrefetchedAnswers> {
  const answered = new PrefetchedAnswers();
  // Only the data of a query the BFF ran is handed to the page as it is (apollo/prefetched-answers.ts).
  const run = (query: DocumentNode, variables: OperationVariables): Promise<unknown> =>
    execute && !asksTheClient(query)
      ? prefetchInProcess(client, execute, query, variables)
      : client.query({ query, variables }).then(() => undefined);
  const requests = pagePrefetchRequests(matches, url.searchParams).map(({ query, variables }) =>
    run(query, variables).then(
      (data) => answered.add(query, variables, data),
      () => undefined,
    ),
  );
  if (requests.length === 0) return answered;
  // The listener goes once the data is in: left on the render's signal, it kept this render (its client, cache and
  // answers) alive as long as the signal lived.
  let stopWaiting = () => {};
  const aborted = new Promise<void>((resolve) => {
    const onAbort = () => resolve();
    signal.addEventListener('abort', onAbort, { once: true });
    stopWaiting = () => signal.removeEventListener('abort', onAbort);
  });
  try {
    await Promise.race([Promise.all(requests), aborted]);
  } finally {
    stopWaiting();
  }
  return answered;
}

const clientDirectiveIn = new WeakMap<DocumentNode, boolean>();

/** Whether a document has `@client` fields, which only the client's local state answers. */
function asksTheClient(document: DocumentNode): boolean {
  let found = clientDirectiveIn.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Directive(node) {
        if (node.name.value !== 'client') return undefined;
        found = true;
        return BREAK;
      },
    });
    clientDirectiveIn.set(document, found);
  }
  return found;
}

/**
 * A prefetched query run straight through the BFF's `execute` (the document as the cache transforms it, which is
 * the one the BFF persisted). Its data goes to the page as it is (apollo/use-query.ts) and to the browser in
 * the page's state, never into this render's normalised cache: writing it there, then reading it back out for the
 * page and out again for the state, was about a tenth of a cold detail page (issue 32, point 4). An answer with
 * errors is not used, and the render asks again.
 */
async function prefetchInProcess(
  client: ApolloClient,
  execute: ExecuteInProcess,
  query: DocumentNode,
  variables: OperationVariables,
): Promise<unknown> {
  const document = client.cache.transformDocument(query);
  const { result } = await execute({
    query: document,
    hash: persistedHash(document),
    operationName: getOperationAST(document)?.name?.value,
    variables,
  });
  if (result.errors !== undefined || !result.data) throw new Error('the prefetched query failed');
  return result.data;
}

/** The one QueryManager field shareDocumentInfo replaces (Apollo Client 4's `transformCache`). */
interface WithDocumentInfo {
  queryManager?: { transformCache?: unknown };
}

let sharedDocumentInfo: unknown;

/**
 * What Apollo's client works out about each document (QueryManager.getDocumentInfo: its directives, the document
 * it sends, its default variables) depends on the document alone, yet each client works it out again, and a server
 * render has a new client for every page: about a twentieth of a cold detail page (issue 32, point 4). The renders'
 * clients, all made alike, share one. This writes a private field of Apollo's: should a later Apollo move it, each
 * client works it out again, as before.
 */
function shareDocumentInfo(client: ApolloClient): void {
  const queryManager = (client as unknown as WithDocumentInfo).queryManager;
  if (!queryManager || !('transformCache' in queryManager)) return;
  sharedDocumentInfo ??= queryManager.transformCache;
  queryManager.transformCache = sharedDocumentInfo;
}

/**
 * prerenderStatic renders the page again after any render that watched a query not marked cache-only, even one
 * the cache already answers in full. So the server client watches a query the cache answers as cache-only: a page
 * whose queries were all prefetched renders once. A query the prefetch answered into the cache (through the
 * client) is known to be answered; any other is looked up in the cache (a read of the whole query, which a
 * prefetched one is spared: about an eighth of a detail page's render, issue 32, point 4). The queries whose answers
 * the page is handed as they are never come here (apollo/use-query.ts), and are not in the cache. A query
 * that was not prefetched, or whose prefetch failed, still goes to the network, and the render waits for it as
 * before.
 */
function watchAnsweredQueriesFromCache(client: ApolloClient, prefetched: PrefetchedAnswers): void {
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = <TData, TVariables extends OperationVariables>(
    options: ApolloClient.WatchQueryOptions<TData, TVariables>,
  ) => {
    const complete =
      prefetched.inCache(options.query, options.variables) ||
      client.cache.diff<TData, TVariables>({
        query: options.query,
        variables: options.variables,
        optimistic: false,
        returnPartialData: true,
      }).complete;
    return watchQuery(complete ? { ...options, fetchPolicy: 'cache-only' } : options);
  };
}

export async function renderPage(url: URL, options: RenderOptions): Promise<RenderResult> {
  // Guards (route loaders) read the browser's session: they are not run here, and their pages are rendered there.
  // The handler's own match says so; matching the routes again (`matchRoutes`) ranked the whole route tree anew.
  // No signal on the request: the handler runs no loader here (they are filtered out), and a signal given to a
  // Request is held, with every listener on it, until the Request is collected and its finaliser has run.
  const context = await handler.query(new Request(url), {
    filterMatchesToLoad: (match) => !match.route.loader,
  });
  if (context instanceof Response || context.matches.some((match) => match.route.loader)) {
    return { kind: 'client-only' };
  }
  // An address no route matches is the router's 404, which the browser's router finds again by itself; any
  // other route error is left to the browser.
  const unmatched = context.statusCode === 404;
  if (context.errors && !unmatched) return { kind: 'client-only' };

  let status = context.statusCode;
  const recordStatus = (code: number) => {
    status = code;
  };
  const client = createApolloClient({
    uri: options.graphqlUrl,
    fetch: options.fetch ?? globalThis.fetch,
    link: options.execute && inProcessLink(options.execute),
    localTypePolicies,
    localResolvers,
    ssrMode: true,
  });
  shareDocumentInfo(client);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    const prefetched = await prefetchPageData(client, context.matches, url, options.signal, options.execute);
    watchAnsweredQueriesFromCache(client, prefetched);
    const emotionCache = serverEmotionCache();
    const fragments = new PageFragments(emotionCache, `${url.pathname}${url.search}`);
    const { result, diagnostics } = await prerenderStatic({
      tree: (
        <CacheProvider value={emotionCache}>
          <StaticFragmentsContext value={fragments}>
            <ResponseStatusContext value={recordStatus}>
              <SiteOriginContext value={options.publicOrigin}>
                <PrefetchedAnswersContext value={prefetched}>
                  <AppRoot client={client}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </AppRoot>
                </PrefetchedAnswersContext>
              </SiteOriginContext>
            </ResponseStatusContext>
          </StaticFragmentsContext>
        </CacheProvider>
      ),
      signal: options.signal,
      diagnostics: true,
      renderFunction: (tree) => renderPass(tree, options.signal),
    });
    const { head, html } = splitHead(result);
    fragments.keepRenderedInPlace();
    return {
      kind: 'page',
      status,
      head: head + headStyles(emotionCache),
      html: fragments.fill(html),
      passes: diagnostics?.renderCount ?? 1,
      stateScript: pageStateScript({
        // An InMemoryCache's state. It holds no cart: the cart's fields are read from the browser's own
        // (features/cart/cart-state.ts).
        apollo: client.extract() as NormalizedCacheObject,
        answers: prefetched.list(),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      }),
    };
  } finally {
    // Stopping cancels what a render cut short still waits for. A render that finished waits for nothing, and its
    // client goes with it; stopping that one made an error, with its stack, for every page.
    if (options.signal.aborted) client.stop();
  }
}
