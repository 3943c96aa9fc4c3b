// @vitest-environment node
import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerSystem } from './theme';
import { headStyles, serverEmotionCache } from '../lib/emotion-styles';
import { StaticFragment, StaticFragmentsContext, staticFragmentMarker } from '../lib/static-fragment';
import { forgetStaticFragments, PageFragments } from './static-fragments-server';

/** A page rendered as entry-server.tsx renders one: its HTML (markers filled), the markers left, and its styles. */
function renderPage(page: ReactNode) {
  const cache = serverEmotionCache();
  const fragments = new PageFragments(cache);
  const rendered = renderToString(
    <CacheProvider value={cache}>
      <StaticFragmentsContext value={fragments}>
        <ChakraProvider value={providerSystem()}>
          <StaticRouter location="/product/detail/1">{page}</StaticRouter>
        </ChakraProvider>
      </StaticFragmentsContext>
    </CacheProvider>,
  );
  fragments.keepUnknown();
  return { rendered, html: fragments.fill(rendered), head: headStyles(cache) };
}

function Page({ fragment, name = 'footer' }: { fragment: ReactNode; name?: string }) {
  return (
    <Box display="flex" color="red.500">
      <Text fontWeight="bold">Before</Text>
      <StaticFragment name={name}>{fragment}</StaticFragment>
    </Box>
  );
}

const FOOTER = (
  <Box as="footer" color="red.500" bg="blue.100" p={{ base: '4', md: '8' }}>
    <Text fontSize="sm">Copyright © 2019 Spectrum</Text>
    <a href="/about">About us</a>
  </Box>
);

function Labelled() {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="green.100">
      <h2 id={id}>Labelled</h2>
    </Box>
  );
}

beforeEach(() => vi.stubEnv('SSR', true));

afterEach(() => {
  vi.unstubAllEnvs();
  forgetStaticFragments();
});

describe('a static fragment in the server render', () => {
  it('is rendered in place once, then written from its kept HTML with its styles, the page alike', () => {
    const inPlace = renderPage(<Page fragment={FOOTER} />);
    expect(inPlace.rendered).not.toContain('spectrum-fragment');
    expect(inPlace.html).toContain('<footer class="');

    const kept = renderPage(<Page fragment={FOOTER} />);
    expect(kept.rendered).toContain(staticFragmentMarker('footer'));
    expect(kept.rendered).not.toContain('<footer');
    expect(kept.html).toBe(inPlace.html);
    expect(kept.head).toBe(inPlace.head);
  });

  it('adds only the styles the page does not have yet, where rendering would have added them', () => {
    const footer = (
      <Box as="footer" bg="blue.100">
        <Text fontWeight="bold">Also bold</Text>
        <Text fontSize="xs">Small print</Text>
      </Box>
    );
    const inPlace = renderPage(<Page fragment={footer} />);
    const alone = renderPage(<StaticFragment name="footer">{footer}</StaticFragment>);
    const kept = renderPage(<Page fragment={footer} />);
    // The page's own bold text and the footer's share one style: written once, before the footer's others.
    expect(inPlace.head.match(/font-weight:var\(--chakra-font-weights-bold\)/g)).toHaveLength(1);
    expect(alone.head).not.toBe(inPlace.head);
    expect(kept.rendered).toContain(staticFragmentMarker('footer'));
    expect(kept.head).toBe(inPlace.head);
    expect(kept.html).toBe(inPlace.html);
  });

  it('is always rendered in place when its HTML has ids from useId', () => {
    const inPlace = renderPage(<Page fragment={<Labelled />} />);
    const again = renderPage(<Page fragment={<Labelled />} />);
    expect(again.rendered).not.toContain('spectrum-fragment');
    expect(again.html).toBe(inPlace.html);
  });

  it('is always rendered in place when it starts or ends with text', () => {
    const fragment = (
      <>
        Made to last
        <Box as="span">.</Box>
      </>
    );
    renderPage(<Page fragment={fragment} />);
    expect(renderPage(<Page fragment={fragment} />).rendered).not.toContain('spectrum-fragment');
  });

  it('refuses a name that would not survive as an attribute', () => {
    expect(() => renderPage(<Page name='foot"er' fragment={FOOTER} />)).toThrow(/static fragment's name/);
  });

  it('is its content in the browser, whatever the page knows', () => {
    vi.stubEnv('SSR', false);
    renderPage(<Page fragment={FOOTER} />);
    expect(renderPage(<Page fragment={FOOTER} />).rendered).toContain('<footer class="');
  });
});
