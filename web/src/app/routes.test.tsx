import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LATEST_REVIEWS_QUERY } from '../features/reviews/review-queries';
import { noLatestReviewsMock } from '../test/neutral-mocks';
import { renderApp } from '../test/render-app';
import { chunkNameOf, isChunkLoadError } from './chunk-error';
import { Layout } from './layout/layout';
import { RouteError } from './route-error';
import { pageInfo } from '../test/page-info';

describe('not-found page', () => {
  it.each(['/no-such-page', '/product/detail/1/extra', '/s'])('shows the 404 page at %s', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: MESSAGES.pageNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    // Header and footer stay around the 404 page.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText(/Copyright © 2019/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Spectrum | Page Not Found'));
  });
});

describe('page titles', () => {
  it.each([
    ['/', 'Spectrum | Minimal Furniture Store'],
    ['/FAQ', 'Spectrum | FAQ'],
    ['/contact', 'Spectrum | Contact Us'],
    ['/about', 'Spectrum | About Us'],
    ['/blog', 'Spectrum | Blog'],
    ['/blog/detail', 'Spectrum | Blog Detail'],
    ['/chat', 'Spectrum | Chat'],
    ['/notification', 'Spectrum | Notification'],
    ['/comingsoon', 'Spectrum | Coming Soon'],
    ['/product/detail/review', 'Spectrum | Product Review'],
  ])('%s is titled "%s"', async (path, title) => {
    await renderApp(path, { mocks: [noLatestReviewsMock()] });
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('static pages', () => {
  it('the landing page links Explore now to the product list', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minimal Furniture Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore now/i })).toHaveAttribute('href', '/product');
    expect(screen.getAllByRole('link', { name: /^Shop now:/i })).toHaveLength(3);
  });

  it('the FAQ has three groups and a contact us prompt', async () => {
    await renderApp('/FAQ');
    for (const group of ['Shopping', 'Payment', 'Miscellaneous']) {
      expect(await screen.findByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('blog posts read more at /blog/detail', async () => {
    await renderApp('/blog');
    const readMore = await screen.findAllByRole('link', { name: /^Read More/ });
    expect(readMore.length).toBeGreaterThan(0);
    for (const link of readMore) expect(link).toHaveAttribute('href', '/blog/detail');
  });

  it('the blog detail shows four sample comments', async () => {
    await renderApp('/blog/detail');
    expect(await screen.findByRole('heading', { name: '4 Comments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Previous:/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Next:/ })).toBeInTheDocument();
  });

  it('the review page lists the store’s newest reviews with links to their products', async () => {
    const review = {
      __typename: 'Review' as const,
      id: '3',
      rating: 4,
      title: '<b>Sturdy</b>',
      body: 'Good chair.',
      reviewerName: 'Sari Wulandari',
      verifiedPurchase: true,
      helpfulCount: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      product: { __typename: 'ReviewedProduct' as const, id: '12', name: 'Oslo Chair', image: null },
      photos: [],
      reply: null,
    };
    const latest = {
      request: { query: LATEST_REVIEWS_QUERY, variables: { page: 1 } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          latestReviews: {
            __typename: 'ReviewPage' as const,
            pageInfo: pageInfo(1, 1, 1),
            items: [review],
          },
        },
      },
    };
    await renderApp('/product/detail/review', { mocks: [latest] });
    expect(await screen.findByRole('link', { name: 'Oslo Chair' })).toHaveAttribute('href', '/product/detail/12');
    // Typed text shows as text, never as markup.
    expect(screen.getByText('<b>Sturdy</b>')).toBeInTheDocument();
    expect(screen.getByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('the chat asks a visitor to log in, and shows no invented conversations', async () => {
    await renderApp('/chat');
    expect(await screen.findByText('Log in to talk with sellers and customers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fchat');
    expect(screen.queryByText('Kayu Studio')).not.toBeInTheDocument();
  });
});

describe('chunk load failure', () => {
  const failure = new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:4173/assets/faq-Bx12cd.js',
  );

  it('recognises the browser messages and names the chunk', () => {
    expect(isChunkLoadError(failure)).toBe(true);
    expect(chunkNameOf(failure)).toBe('faq-Bx12cd');
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('offers a retry when a page fails to load', async () => {
    const routes = [
      {
        path: '/',
        Component: Layout,
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        children: [{ path: 'faq', lazy: () => Promise.reject(failure) }],
      },
    ];
    await renderApp('/faq', { routes });
    expect(await screen.findByRole('heading', { name: MESSAGES.loadingChunkFailed('faq-Bx12cd') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
