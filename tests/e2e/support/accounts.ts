import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectPath, expectToast, newPage, type NewPageOptions } from './browser';
import { runStore } from './run-store';

export const CUSTOMER = 1;
export const SELLER = 2;
export type Role = typeof CUSTOMER | typeof SELLER;

export interface Account {
  email: string;
  password: string;
  role: Role;
}

export interface ApiSession {
  token: string;
  userId: number;
  email: string;
  role: number;
}

interface Envelope<TData> {
  status: number;
  msg: string;
  data: TData;
}

/** An address nobody else in this run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}@e2e.test`;
}

/**
 * Calls the store REST API directly: for setting a scene quickly, never for the step a journey is about. `apiUrl`
 * names another store than the run's (one a journey started for itself).
 */
export async function storeApi<TData>(
  method: string,
  route: string,
  options: { body?: unknown; token?: string; apiUrl?: string } = {},
): Promise<Envelope<TData>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['x-access-token'] = options.token;
  const response = await fetch(`${options.apiUrl ?? runStore().apiUrl}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<TData>;
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${envelope.msg}`);
  return envelope;
}

/** A new account made through the store API. */
export async function createAccount(
  role: Role,
  prefix = role === SELLER ? 'seller' : 'customer',
  apiUrl?: string,
): Promise<Account> {
  const account: Account = { email: uniqueEmail(prefix), password: 'e2e-password-42', role };
  await storeApi('POST', '/users/register', {
    body: { email: account.email, password: account.password, roles: role },
    apiUrl,
  });
  return account;
}

export async function apiLogin(account: Pick<Account, 'email' | 'password'>, apiUrl?: string): Promise<ApiSession> {
  const { data } = await storeApi<{ token: string; user_id: number; email: string; roles_id: number }>(
    'POST',
    '/auth/login',
    { body: { email: account.email, password: account.password }, apiUrl },
  );
  return { token: data.token, userId: data.user_id, email: data.email, role: data.roles_id };
}

/**
 * Signs the browser in by writing what a UI login leaves behind (the token under 'token' and the user in
 * 'persist:spectrum'), for journeys whose subject is not the login itself.
 */
export async function signInWithStoredSession(page: Page, account: Account, apiUrl?: string): Promise<ApiSession> {
  const session = await apiLogin(account, apiUrl);
  // Any same-origin file will do to reach the store's localStorage before the app itself starts.
  await page.goto('/favicon.svg');
  const user = { id: session.userId, email: session.email, role: session.role };
  await page.evaluate(
    `(() => {
      localStorage.setItem('token', ${JSON.stringify(session.token)});
      const saved = JSON.parse(localStorage.getItem('persist:spectrum') || '{}');
      localStorage.setItem('persist:spectrum', JSON.stringify({ searchText: '', cart: [], ...saved, user: ${JSON.stringify(user)} }));
    })()`,
  );
  return session;
}

/** A fresh page (`newPage`) signed in as `account` the way signInWithStoredSession does; `apiUrl` as there. */
export async function signedInPage(
  account: Account,
  options: NewPageOptions & { apiUrl?: string } = {},
): Promise<Page> {
  const { apiUrl, ...pageOptions } = options;
  const page = await newPage(pageOptions);
  await signInWithStoredSession(page, account, apiUrl);
  return page;
}

/**
 * Logs in through /login the way a person does, ending on / (or, when a guard or a button sent them to log in,
 * the page they wanted) with the spec's toast.
 */
export async function loginThroughUi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  landsOn = '/',
): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByPlaceholder('User name or email address *').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, `Congrats! ${account.email} login success`);
  await expectPath(page, landsOn);
}

/** Registers through /register the way a person does, ending on /login with the spec's toast. */
export async function registerThroughUi(page: Page, role: Role, prefix?: string): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(prefix ?? (role === SELLER ? 'seller' : 'customer')),
    password: 'e2e-password-42',
    role,
  };
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  const roleChoice = role === SELLER ? "I'm Seller" : "I'm Customer";
  await form.getByText(roleChoice, { exact: true }).click();
  if (!(await form.getByRole('checkbox', { name: roleChoice }).isChecked())) {
    throw new Error(`clicking "${roleChoice}" did not tick its checkbox`);
  }
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expectToast(page, `Congrats! ${account.email} register success`);
  await expectPath(page, '/login');
  return account;
}
