import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** What React writes for a Suspense boundary it left to the browser: the fallback stands in for the content. */
const BOUNDARY_LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * One pass of a server render, as Apollo's `prerenderStatic` takes it. `renderToString` writes the page into a
 * string in one go; the streamed prerender encodes every chunk of HTML into bytes, then the render reads the stream
 * back into a string: about a sixth of a cold detail page's render (issue 32, point 4). `renderToString` does not
 * wait for what suspends (a component whose code is not loaded yet, the first time a process renders it), and
 * writes the fallback instead; such a pass is rendered again with the prerender, which waits, so no page carries a
 * fallback the browser would have to replace.
 */
export function renderPass(tree: ReactNode, signal: AbortSignal): string | ReturnType<typeof prerenderToNodeStream> {
  const html = renderToString(tree);
  return html.includes(BOUNDARY_LEFT_TO_THE_BROWSER) ? prerenderToNodeStream(tree, { signal }) : html;
}
