import { MESSAGES } from '@spectrum/shared/messages';
import { parse } from 'graphql';
import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '../lib/session';
import { createApolloClient } from './client';
import { readPersistedState, updatePersistedState } from '../lib/persisted-state';
import { PRODUCT_DETAIL_QUERY } from '../features/catalogue/product-detail-query';
import { LOGIN } from '../features/accounts/login-form';
import persistedDocuments from '../__generated__/persisted-documents.json';

// Built with parse() rather than a tagged template so codegen does not collect this test-only query.
const ME = parse('query Me { me { id } }');

function answer(body: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

describe('Apollo client', () => {
  it('sends the session token and the preflight header', async () => {
    startSession('token-123', { id: 1, email: 'a@spectrum.test', role: 1 });
    const fetch = answer({ data: { me: { __typename: 'User', id: '1' } } });
    const client = createApolloClient({ uri: 'http://127.0.0.1/graphql', fetch });

    await client.query({ query: ME });

    const init = fetch.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('x-access-token')).toBe('token-123');
    expect(headers.get('apollo-require-preflight')).toBe('true');
  });

  it('sends no token header for a visitor', async () => {
    const fetch = answer({ data: { me: null } });
    await createApolloClient({ uri: 'http://127.0.0.1/graphql', fetch }).query({ query: ME });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('x-access-token')).toBe(false);
  });

  it('ends the session but keeps the cart when the server answers UNAUTHENTICATED', async () => {
    render(<ToastContainer />);
    startSession('stale-token', { id: 1, email: 'a@spectrum.test', role: 1 });
    const cartLine = {
      productId: '4',
      productName: 'Lamp',
      image: null,
      price: 50,
      quantity: 1,
      stock: 2,
    };
    updatePersistedState((saved) => ({ ...saved, cart: [cartLine] }));
    const onSessionExpired = vi.fn();
    const fetch = answer({
      data: null,
      errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const client = createApolloClient({ uri: 'http://127.0.0.1/graphql', fetch, onSessionExpired });

    await expect(client.query({ query: ME })).rejects.toThrow('Session expired');

    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(readPersistedState().cart).toEqual([cartLine]);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(await screen.findByText(MESSAGES.loginFirst)).toBeInTheDocument();
  });

  it('leaves the session alone for other errors', async () => {
    startSession('good-token', { id: 1, email: 'a@spectrum.test', role: 1 });
    const onSessionExpired = vi.fn();
    const fetch = answer({ data: null, errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }] });
    const client = createApolloClient({ uri: 'http://127.0.0.1/graphql', fetch, onSessionExpired });

    await expect(client.query({ query: ME })).rejects.toThrow('Product not found');
    expect(getSession().token).toBe('good-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("sends the web's queries by persisted hash as GET, and mutations by hash as POST", async () => {
    const hashOf = (name: string) =>
      Object.entries(persistedDocuments).find(([, text]) =>
        new RegExp(`(^| )(query|mutation) ${name}\\b`).test(text),
      )?.[0];
    const fetch = answer({ data: { product: null, relatedProducts: [] } });
    const client = createApolloClient({ uri: 'http://127.0.0.1/graphql', fetch });

    await client.query({ query: PRODUCT_DETAIL_QUERY, variables: { id: '7' } });

    const [address, init] = fetch.mock.calls[0] ?? [];
    const url = new URL(String(address));
    expect(init?.method).toBe('GET');
    expect(url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(url.searchParams.get('variables') ?? '{}')).toEqual({ id: '7' });
    expect(JSON.parse(url.searchParams.get('extensions') ?? '{}')).toEqual({
      persistedQuery: { version: 1, sha256Hash: hashOf('ProductDetail') },
    });

    const login = answer({ data: { login: { __typename: 'InvalidCredentialsError', message: 'Wrong' } } });
    await createApolloClient({ uri: 'http://127.0.0.1/graphql', fetch: login }).mutate({
      mutation: LOGIN,
      variables: { input: { email: 'a@spectrum.test', password: 'wrong-password' } },
    });
    const [, loginInit] = login.mock.calls[0] ?? [];
    expect(loginInit?.method).toBe('POST');
    const body = JSON.parse(String(loginInit?.body)) as { query?: string; extensions?: unknown };
    expect(body.query).toBeUndefined();
    expect(body.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: hashOf('Login') } });
  });
});
