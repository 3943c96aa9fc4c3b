import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wishlistMock } from '../test/product-mocks';
import { profileQuery, SELLER_PROFILE } from '../test/profile-mocks';
import { renderApp, signIn } from '../test/render-app';
import { sellerProductListMock } from '../test/seller-product-mocks';
import { cartPageMock } from '../test/test-cart';

const CUSTOMER_PAGES = ['/profile/customer', '/cart', '/cart/checkout', '/wistlist', '/order-track'];
const SELLER_PAGES = [
  '/profile/seller',
  '/profile/seller/product',
  '/profile/seller/selling-product',
  '/profile/seller/order',
  '/profile/seller/product/12/edit',
];
const VISITOR_PAGES = ['/login', '/register', '/forget-password', '/forget-password/new'];

async function expectRedirect(
  router: Awaited<ReturnType<typeof renderApp>>['router'],
  path: string,
  toastText: string,
) {
  expect(await screen.findByText(toastText)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guards', () => {
  it.each([...CUSTOMER_PAGES, ...SELLER_PAGES])('sends a visitor from %s to /login', async (path) => {
    const { router } = await renderApp(path);
    await expectRedirect(router, '/login', MESSAGES.loginFirst);
    // The login page knows where to bring them back.
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });

  it.each(CUSTOMER_PAGES)('sends a seller from %s home with Forbidden', async (path) => {
    signIn(ROLES.seller);
    const { router } = await renderApp(path);
    await expectRedirect(router, '/', MESSAGES.forbidden);
  });

  it.each(SELLER_PAGES)('sends a customer from %s home with Forbidden', async (path) => {
    signIn(ROLES.customer);
    const { router } = await renderApp(path);
    await expectRedirect(router, '/', MESSAGES.forbidden);
  });

  it.each(VISITOR_PAGES)('sends a signed-in person from %s home', async (path) => {
    signIn(ROLES.customer);
    const { router } = await renderApp(path);
    await expectRedirect(router, '/', MESSAGES.alreadyLoggedIn);
  });

  it.each([
    [ROLES.customer, '/cart'],
    [ROLES.customer, '/wistlist'],
    [ROLES.seller, '/profile/seller/product'],
  ])('lets role %i open %s', async (role, path) => {
    signIn(role);
    // Each page as a new account finds it: an empty cart, wishlist or product list.
    const { router } = await renderApp(path, {
      mocks: [cartPageMock([]), wishlistMock([]), sellerProductListMock([])],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText(MESSAGES.forbidden)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loginFirst)).not.toBeInTheDocument();
  });

  it('lets a visitor open the login page and the public pages', async () => {
    const { router, user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.queryByText(MESSAGES.loginFirst)).not.toBeInTheDocument();
  });

  it('judges a role stored as text as the same integer', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('persist:spectrum', JSON.stringify({ user: { id: 1, email: 'a@b.c', role: '2' } }));
    const { reloadSession } = await import('../lib/session');
    reloadSession();
    const { router } = await renderApp('/profile/seller', { mocks: [profileQuery(SELLER_PROFILE).mock] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/seller');
  });
});
