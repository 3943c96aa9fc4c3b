import type { MockLink } from '@apollo/client/testing';
import { ROLES, STORAGE_KEYS } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginMutation, LoginMutationVariables } from '../__generated__/graphql';
import { readPersistedState } from '../lib/persisted-state';
import { LOGIN } from '../features/accounts/login-form';
import { enterText } from '../test/enter-text';
import { emptyProductListMock } from '../test/neutral-mocks';
import { renderApp } from '../test/render-app';
import { cartPageMock } from '../test/test-cart';

const CREDENTIALS = { email: 'ayu@spectrum.test', password: 'spectrum123' };

function loginMock(answer: LoginMutation): MockLink.MockedResponse<LoginMutation, LoginMutationVariables> {
  return { request: { query: LOGIN, variables: { input: CREDENTIALS } }, result: { data: answer } };
}

const CUSTOMER_SIGNED_IN: LoginMutation = {
  login: {
    __typename: 'LoginSuccess',
    token: 'fresh-token',
    message: MESSAGES.loginSuccess(CREDENTIALS.email),
    user: { id: '12', email: CREDENTIALS.email, role: 'CUSTOMER' },
  },
};

async function logIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await enterText(user, await screen.findByPlaceholderText('User name or email address *'), CREDENTIALS.email);
  await enterText(user, screen.getByLabelText('Password'), CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('has the Login tab open, a Register tab and the forgotten-password link', async () => {
    const { user, router } = await renderApp('/login');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forget your password?' })).toHaveAttribute('href', '/forget-password');

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('shows and hides the password', async () => {
    const { user } = await renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, keeps the token and the user, greets and goes home', async () => {
    const { user, router } = await renderApp('/login', {
      mocks: [loginMock(CUSTOMER_SIGNED_IN)],
    });
    await logIn(user);

    expect(await screen.findByText(`Congrats! ${CREDENTIALS.email} login success`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-token');
    expect(readPersistedState().user).toEqual({ id: 12, email: CREDENTIALS.email, role: ROLES.customer });
  });

  it.each([
    ['/login?next=%2Fcart', '/cart', ''],
    ['/login?next=%2Fproduct%3FcategoryId%3D2', '/product', '?categoryId=2'],
    ['/login?next=%2F%2Fevil.example', '/', ''],
    ['/login?next=%2F%5Cevil.example', '/', ''],
    ['/login?next=https%3A%2F%2Fevil.example%2Fcart', '/', ''],
    ['/login?next=javascript%3Aalert(1)', '/', ''],
  ])('from %s, greets and goes to %s%s', async (from, pathname, search) => {
    // The page it lands on has nothing to show: what is checked is where it lands.
    const { user, router } = await renderApp(from, {
      mocks: [loginMock(CUSTOMER_SIGNED_IN), cartPageMock([]), emptyProductListMock()],
    });
    await logIn(user);
    expect(await screen.findByText(`Congrats! ${CREDENTIALS.email} login success`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it('shows the server sentence and stays when the password is wrong', async () => {
    const { user, router } = await renderApp('/login', {
      mocks: [
        loginMock({
          login: { __typename: 'InvalidCredentialsError', message: 'Email/Password is wrong' },
        }),
      ],
    });
    await logIn(user);

    expect(await screen.findByText('Email/Password is wrong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('says when there were too many attempts and stays', async () => {
    const { user, router } = await renderApp('/login', {
      mocks: [
        loginMock({
          login: { __typename: 'TooManyAttemptsError', message: 'Too many login attempts for this account' },
        }),
      ],
    });
    await logIn(user);

    expect(await screen.findByText('Too many login attempts for this account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
