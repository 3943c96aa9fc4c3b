// @vitest-environment node
import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { createContext, use, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerSystem } from './theme';
import { headStyles, serverEmotionCache } from '../lib/emotion-styles';
import { StaticFragment, StaticFragmentsContext } from '../lib/static-fragment';
import {
  forgetStaticFragments,
  MOST_REMEMBERED_FRAGMENTS,
  PageFragments,
  rememberedFragments,
} from './static-fragments-server';

/** A page rendered as entry-server.tsx renders one: its HTML (markers filled), the markers left, and its styles. */
function renderPage(page: ReactNode) {
  const cache = serverEmotionCache();
  const fragments = new PageFragments(cache, '/product/detail/1');
  const rendered = renderToString(
    <CacheProvider value={cache}>
      <StaticFragmentsContext value={fragments}>
        <ChakraProvider value={providerSystem()}>
          <StaticRouter location="/product/detail/1">{page}</StaticRouter>
        </ChakraProvider>
      </StaticFragmentsContext>
    </CacheProvider>,
  );
  fragments.keepRenderedInPlace();
  return { rendered, html: fragments.fill(rendered), head: headStyles(cache) };
}

function Page({ fragment, by }: { fragment: ReactNode; by?: string }) {
  return (
    <Box display="flex" color="red.500">
      <Text fontWeight="bold">Before</Text>
      <StaticFragment name="footer" by={by}>
        {fragment}
      </StaticFragment>
    </Box>
  );
}

/** Renders a page until it writes its fragment from kept HTML (the third time: seen once, then kept). */
function renderUntilKept(page: ReactNode) {
  const inPlace = renderPage(page);
  const second = renderPage(page);
  return { inPlace, second, kept: renderPage(page) };
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
  it('is rendered in place twice, then written from its kept HTML with its styles, the page alike', () => {
    const { inPlace, second, kept } = renderUntilKept(<Page fragment={FOOTER} />);
    expect(inPlace.rendered).not.toContain('spectrum-fragment');
    expect(inPlace.html).toContain('<footer class="');
    expect(second.rendered).not.toContain('spectrum-fragment');
    expect(rememberedFragments()).toEqual({ kept: 1, notKept: 0 });

    expect(kept.rendered).toMatch(
      /^<div class="[^"]+"><p class="[^"]+">Before<\/p><spectrum-fragment data-kept="\d+"><\/spectrum-fragment><\/div>$/,
    );
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
    const { inPlace, kept } = renderUntilKept(<Page fragment={footer} />);
    const alone = renderPage(<StaticFragment name="footer">{footer}</StaticFragment>);
    // The page's own bold text and the footer's share one style: written once, before the footer's others.
    expect(inPlace.head.match(/font-weight:var\(--chakra-font-weights-bold\)/g)).toHaveLength(1);
    expect(alone.rendered).toContain('spectrum-fragment');
    expect(alone.head).not.toBe(inPlace.head);
    expect(kept.rendered).toContain('spectrum-fragment');
    expect(kept.head).toBe(inPlace.head);
    expect(kept.html).toBe(inPlace.html);
  });

  it('keeps one HTML for each `by`, and writes each where it stands', () => {
    const card = (name: string) => (
      <Box as="article" bg="neutral.100">
        <Text>{name}</Text>
      </Box>
    );
    const page = (
      <Box>
        <StaticFragment name="card" by="oak">
          {card('Oak')}
        </StaticFragment>
        <StaticFragment name="card" by="ash">
          {card('Ash')}
        </StaticFragment>
        <StaticFragment name="card" by="oak">
          {card('Oak')}
        </StaticFragment>
      </Box>
    );
    const { inPlace, kept } = renderUntilKept(page);
    expect(rememberedFragments()).toEqual({ kept: 2, notKept: 0 });
    expect(kept.rendered.match(/spectrum-fragment data-kept/g)).toHaveLength(3);
    expect(kept.html).toBe(inPlace.html);
    expect(kept.html.indexOf('Oak')).toBeLessThan(kept.html.indexOf('Ash'));
  });

  it('forgets the fragment used longest ago past its bound', () => {
    const cards = (from: number, count: number) => (
      <Box>
        {Array.from({ length: count }, (_, index) => (
          <StaticFragment key={index} name="card" by={String(from + index)}>
            <Box as="article">{`Card ${from + index}`}</Box>
          </StaticFragment>
        ))}
      </Box>
    );
    renderUntilKept(cards(0, MOST_REMEMBERED_FRAGMENTS));
    expect(rememberedFragments().kept).toBe(MOST_REMEMBERED_FRAGMENTS);
    renderUntilKept(cards(MOST_REMEMBERED_FRAGMENTS, 1));
    expect(rememberedFragments().kept).toBe(MOST_REMEMBERED_FRAGMENTS);
    // The first card was forgotten: a page showing it renders it in place again.
    expect(renderPage(cards(0, 1)).rendered).not.toContain('spectrum-fragment');
  });

  it('is always rendered in place when its HTML has ids from useId', () => {
    const { inPlace, kept } = renderUntilKept(<Page fragment={<Labelled />} />);
    expect(rememberedFragments()).toEqual({ kept: 0, notKept: 1 });
    expect(kept.rendered).not.toContain('spectrum-fragment');
    expect(kept.html).toBe(inPlace.html);
  });

  it('is always rendered in place when it starts or ends with text', () => {
    const fragment = (
      <>
        Made to last
        <Box as="span">.</Box>
      </>
    );
    const { kept } = renderUntilKept(<Page fragment={fragment} />);
    expect(rememberedFragments()).toEqual({ kept: 0, notKept: 1 });
    expect(kept.rendered).not.toContain('spectrum-fragment');
  });

  it('is always rendered in place when it needs more of the page than it is rendered with on its own', () => {
    const PageOnly = createContext(false);
    function NeedsThePage() {
      if (!use(PageOnly)) throw new Error('rendered outside the page');
      return <Box as="aside">Only in the page</Box>;
    }
    const page = (
      <PageOnly value>
        <Page fragment={<NeedsThePage />} />
      </PageOnly>
    );
    const { inPlace, kept } = renderUntilKept(page);
    expect(rememberedFragments()).toEqual({ kept: 0, notKept: 1 });
    expect(kept.html).toBe(inPlace.html);
    expect(kept.html).toContain('Only in the page');
  });

  it('is its content in the browser, whatever the page knows', () => {
    vi.stubEnv('SSR', false);
    const { kept } = renderUntilKept(<Page fragment={FOOTER} />);
    expect(kept.rendered).toContain('<footer class="');
    expect(rememberedFragments()).toEqual({ kept: 0, notKept: 0 });
  });
});
