import { ROLES } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPersistedState, updatePersistedState } from '../../lib/persisted-state';
import { getSession } from '../../lib/session';
import { LOGOUT } from '../../features/auth/use-logout';
import { headerShape } from './header';
import { LIVE_UNREAD_SUBSCRIPTION } from '../../features/notifications/live-unread';
import { emptyProductListMock, noSuggestionsMock, unreadNotificationCountMock } from '../../test/neutral-mocks';
import { gate, renderApp, signIn } from '../../test/render-app';

describe('header menus', () => {
  it('opens pages, shop and search one at a time', async () => {
    const { user } = await renderApp('/');
    const pages = await screen.findByRole('button', { name: 'Pages' });
    const shop = screen.getByRole('button', { name: 'Shop' });
    const search = screen.getByRole('button', { name: 'Search' });

    await user.click(pages);
    const pagesPanel = await screen.findByRole('dialog', { name: 'Pages' });
    for (const label of ['About Us', 'Contact Us', 'Coming Soon', '404 Page', 'FAQ Page']) {
      expect(within(pagesPanel).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(pagesPanel).getByRole('link', { name: '404 Page' })).toHaveAttribute('href', '/s');
    expect(pages).toHaveAttribute('aria-expanded', 'true');

    await user.click(shop);
    // A closed panel leaves a frame later (Zag's presence checks for an exit animation in requestAnimationFrame).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pages' })).not.toBeInTheDocument());
    expect(pages).toHaveAttribute('aria-expanded', 'false');
    const shopPanel = screen.getByRole('dialog', { name: 'Shop' });
    for (const label of ['Product or Other Page', 'Shopping Cart', 'Check Out', 'My Account', 'Order Tracking']) {
      expect(within(shopPanel).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(shopPanel).getByText('Decorative Ceramic Accent Vases')).toBeInTheDocument();
    expect(within(shopPanel).getByText('Off 50%')).toBeInTheDocument();
    expect(within(shopPanel).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/product');

    await user.click(search);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shop' })).not.toBeInTheDocument());
    expect(screen.getByPlaceholderText('Search here ...')).toBeInTheDocument();

    await user.click(search);
    await waitFor(() => expect(screen.queryByPlaceholderText('Search here ...')).not.toBeInTheDocument());
  });

  it('submits the search text to the product list', async () => {
    const { user, router } = await renderApp('/', { mocks: [emptyProductListMock(), noSuggestionsMock()] });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'oak chair{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('oak chair');
    expect(readPersistedState().searchText).toBe('oak chair');
    await waitFor(() => expect(screen.queryByPlaceholderText('Search here ...')).not.toBeInTheDocument());
  });
});

interface Viewport {
  width: number;
  height: number;
}

/** Resizes the test window (happy-dom's own control), so media queries follow. */
function setViewport(viewport: Viewport) {
  (window as unknown as { happyDOM: { setViewport: (size: Viewport) => void } }).happyDOM.setViewport(viewport);
}

describe('navigation drawer', () => {
  const defaultViewport = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => setViewport(defaultViewport));

  it('lists the main navigation and hands the focus back to its button when closed', async () => {
    // A phone-sized window, where the drawer's button shows instead of the main navigation.
    setViewport({ width: 390, height: 844 });
    const { user } = await renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About Us', 'Shopping Cart', 'Blog']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('is the one menu button on a phone, holding Login and Register too', async () => {
    setViewport({ width: 360, height: 740 });
    const { user } = await renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();

    await user.click(menuButton);
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('holds the signed-in account entries on a phone, and Logout asks first', async () => {
    setViewport({ width: 360, height: 740 });
    signIn(ROLES.customer);
    const { user } = await renderApp('/about', { mocks: [unreadNotificationCountMock()] });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/customer');
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(within(nav).getByRole('link', { name: 'Notification' })).toHaveAttribute('href', '/notification');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.logoutConfirm)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(getSession().token).not.toBeNull();
  });

  it('gives way to the user menu on a wide screen', async () => {
    setViewport({ width: 1280, height: 900 });
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('offers Login and Register without a token', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('menuitem', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(menu).queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each([
    [ROLES.customer, '/profile/customer'],
    [ROLES.seller, '/profile/seller'],
    [3, '/'],
  ])('signed in with role %i, Profile leads to %s', async (role, profilePath) => {
    signIn(role);
    const { user } = await renderApp('/', { mocks: [unreadNotificationCountMock()] });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', profilePath);
    expect(within(menu).getByRole('menuitem', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(within(menu).getByRole('menuitem', { name: 'Notification' })).toHaveAttribute('href', '/notification');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
    // A customer finds their orders and wishlist here too.
    const customer = role === ROLES.customer;
    expect(within(menu).queryByRole('menuitem', { name: 'Orders' })?.getAttribute('href')).toBe(
      customer ? '/order-track' : undefined,
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Wishlist' })?.getAttribute('href')).toBe(
      customer ? '/wistlist' : undefined,
    );
  });

  it('shows the unread counts the live socket tells, on the menu button and beside Notification and Chat', async () => {
    signIn(ROLES.customer);
    const opened = { __typename: 'InboxEvent', kind: 'OPENED', unreadMessageCount: 2, unreadNotificationCount: 3 };
    const { user } = await renderApp('/', {
      mocks: [{ request: { query: LIVE_UNREAD_SUBSCRIPTION }, result: { data: { inbox: opened } } }],
    });
    const button = await screen.findByRole('button', { name: 'User menu' });
    await waitFor(() => expect(within(button).getByTestId('unread-dot')).toHaveTextContent('3'));
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Notification 3 unread' })).toHaveAttribute(
      'href',
      '/notification',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Chat 2 unread' })).toHaveAttribute('href', '/chat');
  });

  it('says the Notification entry is busy while its count is asked, then shows it', async () => {
    signIn(ROLES.seller);
    const answer = gate();
    const { user } = await renderApp('/', {
      mocks: [unreadNotificationCountMock(4)],
      hold: { UnreadNotificationCount: answer.opened },
    });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    const entry = within(menu).getByRole('menuitem', { name: 'Notification' });
    expect(entry).toHaveAttribute('aria-busy', 'true');
    answer.open();
    await waitFor(() => expect(entry).not.toHaveAttribute('aria-busy'));
    expect(entry).toHaveAccessibleName('Notification 4 unread');
    expect(within(menu).getByRole('menuitem', { name: 'Chat' })).not.toHaveAttribute('aria-busy');
  });

  it('shows no badge to a visitor', async () => {
    await renderApp('/');
    const button = await screen.findByRole('button', { name: 'User menu' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(button).queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('gives way to the search band, which keeps the focus', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await screen.findByRole('menu', { name: 'User menu' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'User menu' })).not.toBeInTheDocument());
    // Zag moves the focus into a panel two animation frames after it opens, one after the menu has gone.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus());
  });
});

describe('logout', () => {
  it.each([
    [
      'the server confirms',
      { result: { data: { logout: { __typename: 'LogoutPayload', message: MESSAGES.logoutSuccess } } } },
    ],
    ['the server call fails', { error: new Error('Network down') }],
  ])('asks first, then signs out when %s, keeping the cart', async (_case, answer) => {
    signIn(ROLES.customer);
    const cartLine = {
      productId: '3',
      productName: 'Oak Chair',
      image: null,
      price: 100,
      quantity: 2,
      stock: 5,
    };
    updatePersistedState((saved) => ({ ...saved, cart: [cartLine] }));
    const { user, router } = await renderApp('/about', {
      mocks: [{ request: { query: LOGOUT }, ...answer }, unreadNotificationCountMock()],
    });

    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.logoutConfirm)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(readPersistedState()).toMatchObject({ user: null, cart: [cartLine] });
    expect(screen.queryByText(MESSAGES.loginFirst)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.alreadyLoggedIn)).not.toBeInTheDocument();
  });

  it('stays signed in when the dialog is closed', async () => {
    signIn(ROLES.customer);
    const { user, router } = await renderApp('/about', { mocks: [unreadNotificationCountMock()] });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/about');
    expect(getSession().token).not.toBeNull();
  });
});

describe('headerShape', () => {
  it('tells apart only the addresses where a main-nav link may be current, and the account path', () => {
    const visitor = getSession();
    const shape = (pathname: string) => headerShape(pathname, visitor);
    expect(shape('/product/detail/1')).toBe(shape('/about'));
    expect(shape('/product?page=2')).toBe(shape('/cart'));
    const distinct = new Set(['/', '/blog', '/blog/2', '/about'].map(shape));
    expect(distinct.size).toBe(4);
    expect(shape('/Blog')).toBe(shape('/blog'));
    expect(shape('/about')).toContain('/login');
  });
});
