import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src=/g;

/**
 * The page's code (one file, see vite.config.ts) is fetched at low priority: a server-rendered page is on screen
 * without it, and on a phone's slow network the photo the page leads with (fetched at high priority) then gets the
 * bandwidth first, while 160 KB of script waits. Hydration starts a little later; the page paints and shows its main photo sooner.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'spectrum:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const lowered = html.replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low" crossorigin src=');
        if (!lowered.includes('fetchpriority="low"')) {
          throw new Error('low-priority-scripts: the built index.html no longer has the entry script Vite writes');
        }
        return lowered;
      },
    },
  };
}
