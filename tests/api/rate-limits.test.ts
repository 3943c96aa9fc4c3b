// Every limit here is set strict on purpose (the test config relaxes the per-address ones, as development does).
// The client is 127.0.0.1, a trusted proxy by default, so X-Forwarded-For plays a different client each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, ResetData } from '@spectrum/shared';
import { loadConfig, RATE_LIMIT_DEFAULTS, RELAXED_ADDRESS_FACTOR, type RateLimits } from '../../server/api/src/config';
import {
  apiClient,
  mailTo,
  refusal,
  startTestApi,
  type ApiClient,
  type JsonResponse,
  type TestApi,
} from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

const STRICT: RateLimits = {
  loginAddress: { max: 6, windowSeconds: 900 },
  loginAccountAddress: { max: 3, windowSeconds: 900 },
  loginAccount: { max: 4, windowSeconds: 900 },
  registerAddress: { max: 2, windowSeconds: 3600 },
  resetRequestAddress: { max: 3, windowSeconds: 3600 },
  resetRequestAccount: { max: 3, windowSeconds: 900 },
  resetConfirmAddress: { max: 8, windowSeconds: 3600 },
  resetGuessAccount: { max: 6, windowSeconds: 86_400 },
  passwordChangeAddress: { max: 3, windowSeconds: 900 },
  passwordChangeAccount: { max: 2, windowSeconds: 900 },
  contactAddress: { max: 2, windowSeconds: 3600 },
  uploadAddress: { max: 3, windowSeconds: 3600 },
  uploadAccount: { max: 1, windowSeconds: 3600 },
  checkoutAddress: { max: 3, windowSeconds: 3600 },
  checkoutAccount: { max: 1, windowSeconds: 3600 },
  messageAddress: { max: 3, windowSeconds: 60 },
  messageAccount: { max: 2, windowSeconds: 60 },
  reviewWriteAddress: { max: 3, windowSeconds: 3600 },
  reviewWriteAccount: { max: 1, windowSeconds: 3600 },
  addressWriteAddress: { max: 3, windowSeconds: 3600 },
  addressWriteAccount: { max: 1, windowSeconds: 3600 },
};

let api: TestApi;
let client: ApiClient;
let addressCounter = 0;

beforeAll(async () => {
  api = await startTestApi({ rateLimits: STRICT });
  client = apiClient(api.origin);
});
afterAll(() => api.close());

/** A client address of its own (documentation range), told through X-Forwarded-For. */
function newAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}
const from = (address: string) => ({ 'x-forwarded-for': address });

function login(email: string, password: string, address: string) {
  return client.post<LoginData>('/auth/login', { email, password }, undefined, from(address));
}

function expectLimited(response: JsonResponse, sentence: RegExp, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(refusal(429, sentence, 'TOO_MANY_ATTEMPTS'));
  expect(response.body.msg).toMatch(/, please try again in \d+ (seconds?|minutes?|hours)$/);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in limits', () => {
  it('limits one address over all accounts', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < STRICT.loginAddress.max; attempt += 1) {
      expect((await login(`spray-${attempt}@example.test`, 'wrong-password-1', address)).status).toBe(401);
    }
    const user = await createUser(api.db);
    const refused = await login(user.email, user.password, address);
    expectLimited(refused, /^Too many login attempts from your address/, STRICT.loginAddress.windowSeconds);
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });

  it('trusts X-Forwarded-For only from the configured proxies', async () => {
    const direct = await startTestApi({ rateLimits: STRICT, trustedProxies: 'none' });
    try {
      const directClient = apiClient(direct.origin);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= STRICT.loginAddress.max; attempt += 1) {
        // A new made-up address each time: believed, it would give a fresh budget each time.
        const response = await directClient.post(
          '/auth/login',
          { email: `forged-${attempt}@example.test`, password: 'wrong-password-1' },
          undefined,
          from(newAddress()),
        );
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('counts every address of one IPv6 /64 as one address, and another /64 apart', async () => {
    addressCounter += 1;
    const network = `2001:db8:${addressCounter.toString(16)}:1`;
    for (let attempt = 0; attempt < STRICT.loginAddress.max; attempt += 1) {
      // A new address of the same /64 each time: keyed on the full address, each would have its own budget.
      const address = `${network}::${(attempt + 1).toString(16)}`;
      expect((await login(`v6-spray-${attempt}@example.test`, 'wrong-password-1', address)).status).toBe(401);
    }
    const user = await createUser(api.db);
    expectLimited(
      await login(user.email, user.password, `${network}:ffff:ffff:ffff:ffff`),
      /^Too many login attempts from your address/,
      STRICT.loginAddress.windowSeconds,
    );
    expect((await login(user.email, user.password, `2001:db8:${addressCounter.toString(16)}:2::1`)).status).toBe(200);
  });

  it('makes the guessing address wait, while the owner signs in from elsewhere', async () => {
    const user = await createUser(api.db);
    const attacker = newAddress();
    for (let attempt = 0; attempt < STRICT.loginAccountAddress.max; attempt += 1) {
      expect((await login(user.email, 'wrong-password-1', attacker)).status).toBe(401);
    }
    expectLimited(
      await login(user.email, user.password, attacker),
      /^Too many login attempts, please/,
      STRICT.loginAccountAddress.windowSeconds,
    );
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });

  it('limits guesses at one account from many addresses, but not from an address the owner signed in from', async () => {
    const user = await createUser(api.db);
    const owner = newAddress();
    expect((await login(user.email, user.password, owner)).status).toBe(200);
    const before = 1;
    for (let attempt = before; attempt < STRICT.loginAccount.max; attempt += 1) {
      expect((await login(user.email, 'wrong-password-1', newAddress())).status).toBe(401);
    }
    // The budget is spent: a new address is refused even with the right password…
    expectLimited(
      await login(user.email, user.password, newAddress()),
      /^Too many login attempts for this account/,
      STRICT.loginAccount.windowSeconds,
    );
    expectLimited(
      await login(user.email, 'wrong-password-2', newAddress()),
      /^Too many login attempts for this account/,
      STRICT.loginAccount.windowSeconds,
    );
    // …but the owner, at an address they signed in from before, is not locked out.
    expect((await login(user.email, user.password, owner)).status).toBe(200);
    // A success does not restore the budget for everyone else.
    expect((await login(user.email, user.password, newAddress())).status).toBe(429);
  });

  it('counts unknown emails per account too, so the answer never tells which accounts exist', async () => {
    const email = 'nobody-here@example.test';
    for (let attempt = 0; attempt < STRICT.loginAccount.max; attempt += 1) {
      expect((await login(email, 'wrong-password-1', newAddress())).status).toBe(401);
    }
    expect((await login(email, 'wrong-password-1', newAddress())).body.msg).toMatch(/for this account/);
  });

  it('never checks more passwords than the limit when the guesses come from many addresses at once', async () => {
    const user = await createUser(api.db);
    const guesses = Array.from({ length: STRICT.loginAccount.max + 5 }, () =>
      login(user.email, 'wrong-password-1', newAddress()),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(STRICT.loginAccount.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('sign-up limit', () => {
  it('limits sign-ups per address', async () => {
    const address = newAddress();
    const register = (n: number) =>
      client.post(
        '/users/register',
        { email: `signup-${address}-${n}@example.test`, password: 'long-enough-1', roles: 1 },
        undefined,
        from(address),
      );
    for (let n = 0; n < STRICT.registerAddress.max; n += 1) expect((await register(n)).status).toBe(201);
    const refused = await register(99);
    expectLimited(refused, /^Too many sign-ups from your address/, STRICT.registerAddress.windowSeconds);
    const rows = await api.db.query('SELECT 1 FROM users WHERE email = $1', [`signup-${address}-99@example.test`]);
    expect(rows).toHaveLength(0);
  });
});

describe('reset-code limits', () => {
  const requestCode = (email: string, address: string) =>
    client.post<ResetData>('/auth/reset', { email }, undefined, from(address));
  const confirm = (email: string, code: string, address: string) =>
    client.post('/auth/reset', { email, code, new_password: 'a-new-password-9' }, undefined, from(address));
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('throttles codes per account, from any address, and sends no mail when refused', async () => {
    const user = await createUser(api.db);
    for (let n = 0; n < STRICT.resetRequestAccount.max; n += 1) {
      expect((await requestCode(user.email, newAddress())).status).toBe(200);
    }
    await mailTo(api.outbox, user.email, STRICT.resetRequestAccount.max);
    const mails = api.outbox.sent.length;
    const refused = await requestCode(user.email.toUpperCase(), newAddress());
    expectLimited(
      refused,
      /^Too many reset codes requested for this account/,
      STRICT.resetRequestAccount.windowSeconds,
    );
    expect(api.outbox.sent.length).toBe(mails);
  });

  it('throttles codes per address, over all accounts', async () => {
    const address = newAddress();
    for (let n = 0; n < STRICT.resetRequestAddress.max; n += 1) {
      expect((await requestCode(`someone-${n}@example.test`, address)).status).toBe(200);
    }
    expectLimited(
      await requestCode('someone-else@example.test', address),
      /^Too many reset codes requested from your address/,
      STRICT.resetRequestAddress.windowSeconds,
    );
  });

  it('spends one budget of guesses per account across all its codes, and a new code never restores it', async () => {
    const user = await createUser(api.db);
    const first = (await requestCode(user.email, newAddress())).body.data.otp!;
    for (let n = 0; n < 5; n += 1)
      expect((await confirm(user.email, wrongCodeFor(first), newAddress())).status).toBe(401);

    const second = (await requestCode(user.email, newAddress())).body.data.otp!;
    expect((await confirm(user.email, wrongCodeFor(second), newAddress())).status).toBe(401);
    // Six guesses spent: even the right code of the newest request is refused, from any address.
    expectLimited(
      await confirm(user.email, second, newAddress()),
      /^Too many wrong reset codes for this account/,
      STRICT.resetGuessAccount.windowSeconds,
    );
    const third = (await requestCode(user.email, newAddress())).body.data.otp!;
    expect((await confirm(user.email, third, newAddress())).status).toBe(429);
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });

  it('limits code guesses per address, over all accounts', async () => {
    const address = newAddress();
    for (let n = 0; n < STRICT.resetConfirmAddress.max; n += 1) {
      expect((await confirm(`guess-${n}@example.test`, '123456', address)).status).toBe(401);
    }
    expectLimited(
      await confirm('guess-last@example.test', '123456', address),
      /^Too many reset codes tried from your address/,
      STRICT.resetConfirmAddress.windowSeconds,
    );
  });
});

describe('password change limits', () => {
  it('limits password changes per account', async () => {
    const user = await createUser(api.db);
    const change = (address: string) =>
      client.call('PATCH', '/users/editpwd', {
        body: { old_password: 'not-the-old-one', new_password: 'a-new-password-9' },
        token: user.token,
        headers: from(address),
      });
    for (let n = 0; n < STRICT.passwordChangeAccount.max; n += 1) expect((await change(newAddress())).status).toBe(401);
    expectLimited(
      await change(newAddress()),
      /^Too many password changes for this account/,
      STRICT.passwordChangeAccount.windowSeconds,
    );
  });

  it('limits password changes per address', async () => {
    const address = newAddress();
    for (let n = 0; n < STRICT.passwordChangeAddress.max; n += 1) {
      const user = await createUser(api.db);
      const response = await client.call('PATCH', '/users/editpwd', {
        body: { old_password: 'not-the-old-one', new_password: 'a-new-password-9' },
        token: user.token,
        headers: from(address),
      });
      expect(response.status).toBe(401);
    }
    const user = await createUser(api.db);
    const refused = await client.call('PATCH', '/users/editpwd', {
      body: { old_password: user.password, new_password: 'a-new-password-9' },
      token: user.token,
      headers: from(address),
    });
    expectLimited(refused, /^Too many password changes from your address/, STRICT.passwordChangeAddress.windowSeconds);
  });
});

describe('contact, upload and checkout limits', () => {
  it('limits contact messages per address and stores none when refused', async () => {
    const address = newAddress();
    const message = (n: number) => ({
      name: 'Ana',
      email: 'ana@example.test',
      website: 'https://example.test',
      business_plan: 'Lamps',
      message: `limit test ${address} ${n}`,
    });
    for (let n = 0; n < STRICT.contactAddress.max; n += 1) {
      expect((await client.post('/contactus', message(n), undefined, from(address))).status).toBe(201);
    }
    const refused = await client.post('/contactus', message(99), undefined, from(address));
    expectLimited(refused, /^Too many messages from your address/, STRICT.contactAddress.windowSeconds);
    const stored = await api.db.query('SELECT 1 FROM contact_messages WHERE message = $1', [
      `limit test ${address} 99`,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('limits product uploads per account, before the body is read', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const upload = (address: string) => {
      const form = new FormData();
      form.append('product_name', 'Limit lamp');
      form.append('images', new Blob([Buffer.alloc(64)], { type: 'image/png' }), 'lamp.png');
      return client.call('POST', '/products/new', { form, token: seller.token, headers: from(address) });
    };
    expect((await upload(newAddress())).status).not.toBe(429);
    expectLimited(await upload(newAddress()), /^Too many uploads for this account/, STRICT.uploadAccount.windowSeconds);
  });

  it('limits photo edits of a product per account and per address, but not text-only edits', async () => {
    const photoEdit = async (seller: { id: number; token: string }, address: string) => {
      const id = await createProduct(api.db, seller.id);
      const form = new FormData();
      form.append('version', '1');
      form.append('images', new Blob([Buffer.alloc(64)], { type: 'image/png' }), 'lamp.png');
      return client.call('PATCH', `/products/${id}`, { form, token: seller.token, headers: from(address) });
    };
    const seller = await createUser(api.db, { role: 2 });
    expect((await photoEdit(seller, newAddress())).status).not.toBe(429);
    expectLimited(
      await photoEdit(seller, newAddress()),
      /^Too many uploads for this account/,
      STRICT.uploadAccount.windowSeconds,
    );
    const textOnly = await client.call('PATCH', `/products/${await createProduct(api.db, seller.id)}`, {
      body: { version: 1, product_name: 'Renamed lamp' },
      token: seller.token,
      headers: from(newAddress()),
    });
    expect(textOnly.status).toBe(200);

    // A new account each time, so only the address's budget binds.
    const address = newAddress();
    for (let edit = 0; edit < STRICT.uploadAddress.max; edit += 1) {
      const fresh = await createUser(api.db, { role: 2 });
      expect((await photoEdit(fresh, address)).status).not.toBe(429);
    }
    expectLimited(
      await photoEdit(await createUser(api.db, { role: 2 }), address),
      /^Too many uploads from your address/,
      STRICT.uploadAddress.windowSeconds,
    );
  });

  it('limits avatar uploads per account, but not text-only profile edits', async () => {
    const user = await createUser(api.db);
    const avatar = () => {
      const form = new FormData();
      form.append('image', new Blob([Buffer.alloc(64)], { type: 'image/png' }), 'me.png');
      return client.call('PATCH', '/users/profile/edit', { form, token: user.token, headers: from(newAddress()) });
    };
    expect((await avatar()).status).not.toBe(429);
    expectLimited(await avatar(), /^Too many uploads for this account/, STRICT.uploadAccount.windowSeconds);
    const text = await client.call('PATCH', '/users/profile/edit', {
      body: { display_name: 'Still editable' },
      token: user.token,
      headers: from(newAddress()),
    });
    expect(text.status).toBe(200);
  });

  it('limits checkouts per account', async () => {
    const customer = await createUser(api.db);
    const checkout = () =>
      client.call('POST', '/transactions/new', { body: {}, token: customer.token, headers: from(newAddress()) });
    expect((await checkout()).status).toBe(400);
    expectLimited(await checkout(), /^Too many orders for this account/, STRICT.checkoutAccount.windowSeconds);
  });

  it('limits checkouts per address, over all accounts', async () => {
    const address = newAddress();
    const checkout = async () => {
      const customer = await createUser(api.db);
      return client.call('POST', '/transactions/new', { body: {}, token: customer.token, headers: from(address) });
    };
    for (let n = 0; n < STRICT.checkoutAddress.max; n += 1) expect((await checkout()).status).toBe(400);
    expectLimited(await checkout(), /^Too many orders from your address/, STRICT.checkoutAddress.windowSeconds);
  });
});

describe('limits by mode', () => {
  it('relaxes only the per-address limits outside production, and none in production', () => {
    for (const env of [{}, { NODE_ENV: 'test' }]) {
      const limits = loadConfig(env).rateLimits;
      expect(limits.loginAddress.max).toBe(RATE_LIMIT_DEFAULTS.loginAddress.max * RELAXED_ADDRESS_FACTOR);
      expect(limits.loginAccount).toEqual(RATE_LIMIT_DEFAULTS.loginAccount);
      expect(limits.loginAccountAddress).toEqual(RATE_LIMIT_DEFAULTS.loginAccountAddress);
      expect(limits.resetGuessAccount).toEqual(RATE_LIMIT_DEFAULTS.resetGuessAccount);
      expect(limits.resetRequestAccount).toEqual(RATE_LIMIT_DEFAULTS.resetRequestAccount);
    }
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      BFF_SECRET: 'y'.repeat(32),
    }).rateLimits;
    expect(production).toEqual(RATE_LIMIT_DEFAULTS);
    const strictDev = loadConfig({ RATE_LIMITS_STRICT: 'true' }).rateLimits;
    expect(strictDev).toEqual(RATE_LIMIT_DEFAULTS);
    const set = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      BFF_SECRET: 'y'.repeat(32),
      RATE_LIMIT_LOGIN_ACCOUNT: '7/60',
    });
    expect(set.rateLimits.loginAccount).toEqual({ max: 7, windowSeconds: 60 });
    expect(() => loadConfig({ RATE_LIMIT_CONTACT_ADDRESS: 'lots' })).toThrow(/RATE_LIMIT_CONTACT_ADDRESS must be/);
  });

  it('refuses the 11th sign-up from one address with the production limits', async () => {
    const production = await startTestApi({
      rateLimits: loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), BFF_SECRET: 'y'.repeat(32) })
        .rateLimits,
    });
    try {
      const productionClient = apiClient(production.origin);
      const statuses: number[] = [];
      for (let n = 0; n <= RATE_LIMIT_DEFAULTS.registerAddress.max; n += 1) {
        const response = await productionClient.post('/users/register', {
          email: `prod-${n}@example.test`,
          password: 'long-enough-1',
          roles: 1,
        });
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMIT_DEFAULTS.registerAddress.max);
    } finally {
      await production.close();
    }
  });
});

describe('the rate-limit table', () => {
  it('keeps one row per limit and key, counting every hit in its window', async () => {
    const address = newAddress();
    await client.post('/contactus', { name: 'A', email: 'a@example.test', message: 'one' }, undefined, from(address));
    await client.post('/contactus', { name: 'A', email: 'a@example.test', message: 'two' }, undefined, from(address));
    const rows = await api.db.query<{ hits: number }>(
      `SELECT hits FROM rate_limit_hits WHERE name = 'contactAddress' AND key = $1`,
      [address],
    );
    expect(rows).toEqual([{ hits: 2 }]);
  });
});
