import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, LIMITS, MESSAGES, type LoginData, type ProfileData, type ResetData } from '@spectrum/shared';
import { RATE_LIMIT_DEFAULTS } from '../../server/api/src/config';
import {
  apiClient,
  fileTestApi,
  mailTo,
  refusal,
  startTestApi,
  type ApiClient,
  type JsonResponse,
  type TestApi,
} from '../support/api';
import { createUser, type TestUser } from '../support/fixtures';
import type { QueryOptions, Queryable, SqlParam } from '../../server/api/src/db/client';
import { deleteExpiredAuthRows } from '../../server/api/src/modules/auth/auth.repo';

const { api, client } = await fileTestApi();

const NEW_PASSWORD = 'brand-new-secret-77';

async function login(email: string, password: string) {
  return client.post<LoginData>('/auth/login', { email, password });
}

async function requestCode(email: string): Promise<string> {
  const response = await client.post<ResetData>('/auth/reset', { email });
  expect(response.status).toBe(200);
  const otp = response.body.data.otp;
  if (!otp) throw new Error('expected the OTP in data.otp while exposure is on');
  return otp;
}

function confirmReset(email: string, code: string, newPassword = NEW_PASSWORD) {
  return client.post('/auth/reset', { email, code, new_password: newPassword });
}

/** A six-digit code guaranteed to differ from `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function passwordHashOf(userId: number): Promise<string> {
  const rows = await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]!.password_hash;
}

async function newestReset(userId: number) {
  const rows = await api.db.query<{
    id: number;
    code_hash: string;
    attempts: number;
    used_at: Date | null;
    seconds_left: number;
  }>(
    `SELECT id, code_hash, attempts, used_at, extract(epoch FROM expires_at - now())::float8 AS seconds_left
       FROM password_resets WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

describe('POST /auth/login', () => {
  it('answers a token, the user id, email and role, and the token opens the profile', async () => {
    const user = await createUser(api.db, { role: 2 });
    const response = await login(user.email, user.password);
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Login success');
    expect(response.body.data).toEqual({ token: expect.any(String), user_id: user.id, email: user.email, roles_id: 2 });
    expect(response.body.data.token.length).toBeGreaterThanOrEqual(22);

    const profile = await client.get<ProfileData>('/users/profile', response.body.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.id).toBe(user.id);
  });

  it('stores only a hash of the session token', async () => {
    const user = await createUser(api.db);
    const { token } = (await login(user.email, user.password)).body.data;
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.token_hash).not.toBe(token);
  });

  it('treats the email case-insensitively', async () => {
    const user = await createUser(api.db);
    const response = await login(`  ${user.email.toUpperCase()}`, user.password);
    expect(response.status).toBe(200);
    expect(response.body.data.user_id).toBe(user.id);

    const mixedCase = await createUser(api.db, { email: 'Mixed.Case@Example.test' });
    const lowered = await login('mixed.case@example.test', mixedCase.password);
    expect(lowered.status).toBe(200);
    expect(lowered.body.data.user_id).toBe(mixedCase.id);
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const user = await createUser(api.db);
    const wrongPassword = await login(user.email, 'not-the-password');
    const unknownEmail = await login('nobody-here@example.test', user.password);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(refusal(401, 'Email/Password is wrong', 'WRONG_CREDENTIALS'));
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('names the missing fields with a 400', async () => {
    const response = await client.post('/auth/login', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field).sort()).toEqual(['email', 'password']);
  });

  it('refuses an over-long email with a 400 instead of storing it', async () => {
    const response = await login(`${'a'.repeat(5000)}@example.test`, 'whatever-password');
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field)).toEqual(['email']);
    expect(await api.db.query('SELECT 1 FROM rate_limit_hits WHERE length(key) > 300')).toHaveLength(0);
  });
});

describe('POST /auth/login: too many attempts', () => {
  const tooMany = refusal(429, /^Too many login attempts, please try again in \d+ minutes?$/, 'TOO_MANY_ATTEMPTS');

  /** Failed sign-ins one account may have from one address in a window (the test API keeps the default). */
  const LOGIN_ATTEMPTS = RATE_LIMIT_DEFAULTS.loginAccountAddress.max;

  async function failLogins(email: string, count: number) {
    for (let attempt = 0; attempt < count; attempt += 1) {
      expect((await login(email, 'not-the-password')).status).toBe(401);
    }
  }

  it(`refuses attempt ${LOGIN_ATTEMPTS + 1} in the window, even with the right password`, async () => {
    const user = await createUser(api.db);
    await failLogins(user.email, LOGIN_ATTEMPTS);
    const locked = await login(user.email.toUpperCase(), user.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(
      api.config.rateLimits.loginAccountAddress.windowSeconds,
    );
  });

  it('counts unknown emails the same way, so the answer never tells which accounts exist', async () => {
    const email = 'nobody-counted@example.test';
    await failLogins(email, LOGIN_ATTEMPTS);
    expect((await login(email, 'not-the-password')).body).toEqual(tooMany);
  });

  it('lets the account in again once the window has passed', async () => {
    const user = await createUser(api.db);
    await failLogins(user.email, LOGIN_ATTEMPTS);
    expect((await login(user.email, user.password)).status).toBe(429);
    await api.db.query(`UPDATE rate_limit_hits SET expires_at = now() - interval '1 second' WHERE key LIKE $1 || '%'`, [
      user.email,
    ]);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('clears the count on a successful login', async () => {
    const user = await createUser(api.db);
    await failLogins(user.email, LOGIN_ATTEMPTS - 1);
    expect((await login(user.email, user.password)).status).toBe(200);
    await failLogins(user.email, LOGIN_ATTEMPTS - 1);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('never checks more passwords than the limit, even when the guesses arrive together', async () => {
    const user = await createUser(api.db);
    const extra = 4;
    const guesses = Array.from({ length: LOGIN_ATTEMPTS + extra }, () => login(user.email, 'not-the-password'));
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });
});

describe('expired auth rows', () => {
  it('are deleted by housekeeping while live ones stay', async () => {
    const user = await createUser(api.db);
    await login('someone-stale@example.test', 'not-the-password');
    await api.db.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, 'expired-session-hash', now() - interval '1 minute')`,
      [user.id],
    );
    await api.db.query(
      `UPDATE rate_limit_hits SET expires_at = now() - interval '1 second' WHERE key LIKE 'someone-stale@example.test%'`,
    );
    await deleteExpiredAuthRows(api.db, api.config.sessionMaxAgeMinutes);

    expect(await api.db.query(`SELECT 1 FROM sessions WHERE token_hash = 'expired-session-hash'`)).toHaveLength(0);
    expect(
      await api.db.query(`SELECT 1 FROM rate_limit_hits WHERE key LIKE 'someone-stale@example.test%'`),
    ).toHaveLength(0);
    const live = await api.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
    expect(live.length).toBeGreaterThan(0);
  });
});

describe('DELETE /auth/logout', () => {
  it('ends only the session that logs out', async () => {
    const user = await createUser(api.db);
    const other = (await login(user.email, user.password)).body.data.token;

    const response = await client.del('/auth/logout', user.token);
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe(MESSAGES.logoutSuccess);

    const afterLogout = await client.get('/users/profile', user.token);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.msg).toBe('You have to login first');
    expect((await client.get('/users/profile', other)).status).toBe(200);
  });

  it('refuses without a valid token', async () => {
    expect((await client.del('/auth/logout')).status).toBe(401);
    const bogus = await client.del('/auth/logout', 'x'.repeat(43));
    expect(bogus.status).toBe(401);
    expect(bogus.body.msg).toBe(API_MESSAGES.loginRequired);
  });
});

describe('POST /auth/reset: requesting a code', () => {
  it('stores an HMAC of a fresh 6-digit code for 10 minutes and mails the code', async () => {
    const user = await createUser(api.db);
    const response = await client.post<ResetData>('/auth/reset', { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe(MESSAGES.otpSent(user.email));
    const otp = response.body.data.otp!;
    expect(otp).toMatch(/^\d{6}$/);

    const reset = await newestReset(user.id);
    expect(reset!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(reset!.code_hash).not.toContain(otp);
    expect(reset!.seconds_left).toBeGreaterThan(LIMITS.otpTtlMinutes * 60 - 30);
    expect(reset!.seconds_left).toBeLessThanOrEqual(LIMITS.otpTtlMinutes * 60);

    const mail = await mailTo(api.outbox, user.email);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toMatch(/password/i);
    expect(mail.text).toContain(otp);
  });

  it('answers an unknown email exactly like a known one, without a code, a row or a mail', async () => {
    const user = await createUser(api.db);
    const mailsBefore = api.outbox.sent.length;
    const resetsBefore = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets');
    const known = await client.post<ResetData>('/auth/reset', { email: user.email });
    await mailTo(api.outbox, user.email);
    const unknown = await client.post<ResetData>('/auth/reset', { email: 'ghost@example.test' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.msg).toBe(MESSAGES.otpSent('ghost@example.test'));
    expect(unknown.body.data).toEqual({});
    expect(known.body.msg).toBe(MESSAGES.otpSent(user.email));
    expect(api.outbox.sent.length).toBe(mailsBefore + 1);
    const resetsAfter = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets');
    expect(resetsAfter[0]!.n).toBe(resetsBefore[0]!.n + 1);
  });

  it('accepts the email in any case', async () => {
    const user = await createUser(api.db);
    const otp = await requestCode(user.email.toUpperCase());
    expect((await confirmReset(user.email.toUpperCase(), otp)).status).toBe(200);
  });

  it('names the offending fields for any other body shape', async () => {
    const empty = await client.post('/auth/reset', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((error) => error.field)).toEqual(['email']);

    const badEmail = await client.post('/auth/reset', { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.map((error) => error.field)).toEqual(['email']);

    const halfConfirm = await client.post('/auth/reset', { email: 'a@example.test', code: '12' });
    expect(halfConfirm.status).toBe(400);
    expect(halfConfirm.body.errors?.map((error) => error.field).sort()).toEqual(['code', 'new_password']);

    const shortPassword = await client.post('/auth/reset', {
      email: 'a@example.test',
      code: '123456',
      new_password: 'short',
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.errors?.map((error) => error.field)).toEqual(['new_password']);
  });
});

describe('POST /auth/reset: using a code', () => {
  let user: TestUser;
  // A fresh account each: codes asked for and guesses spend per-account budgets that a new code never restores.
  beforeEach(async () => {
    user = await createUser(api.db);
  });

  it('sets a new argon2id password and ends every session of the account', async () => {
    const secondSession = (await login(user.email, user.password)).body.data.token;
    const otp = await requestCode(user.email);

    const response = await confirmReset(user.email, otp);
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Password updated successfully, please login!');

    const hash = await passwordHashOf(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(NEW_PASSWORD);
    expect((await client.get('/users/profile', user.token)).status).toBe(401);
    expect((await client.get('/users/profile', secondSession)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await newestReset(user.id))!.used_at).not.toBeNull();
    user.password = NEW_PASSWORD;
  });

  it('accepts a code once only', async () => {
    const otp = await requestCode(user.email);
    expect((await confirmReset(user.email, otp, 'first-new-password')).status).toBe(200);
    const again = await confirmReset(user.email, otp, 'second-new-password');
    expect(again.status).toBe(401);
    expect(again.body.msg).toBe('Wrong OTP');
    expect((await login(user.email, 'first-new-password')).status).toBe(200);
    user.password = 'first-new-password';
  });

  it('refuses an expired code and leaves the password alone', async () => {
    const otp = await requestCode(user.email);
    await api.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      user.id,
    ]);
    const hashBefore = await passwordHashOf(user.id);
    const response = await confirmReset(user.email, otp);
    expect(response.status).toBe(401);
    expect(response.body.msg).toBe('Wrong OTP');
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
  });

  it('refuses a code replaced by a newer request', async () => {
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    const live = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()',
      [user.id],
    );
    expect(live[0]!.n).toBe(1);
    if (first !== second) expect((await confirmReset(user.email, first)).status).toBe(401);
    expect((await confirmReset(user.email, second, 'after-replacement-1')).status).toBe(200);
    user.password = 'after-replacement-1';
  });

  it('answers 401 for a wrong code and counts the attempt', async () => {
    const otp = await requestCode(user.email);
    const response = await confirmReset(user.email, wrongCodeFor(otp));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(refusal(401, 'Wrong OTP', 'WRONG_OTP'));
    expect((await newestReset(user.id))!.attempts).toBe(1);
  });

  it('answers 401 for an unknown email', async () => {
    const response = await confirmReset('ghost@example.test', '123456');
    expect(response.status).toBe(401);
    expect(response.body.msg).toBe('Wrong OTP');
  });

  it('locks a code after 5 wrong tries, even against the right code, until a new one is asked for', async () => {
    const otp = await requestCode(user.email);
    for (let attempt = 0; attempt < LIMITS.otpMaxAttempts; attempt += 1) {
      expect((await confirmReset(user.email, wrongCodeFor(otp))).status).toBe(401);
    }
    const hashBefore = await passwordHashOf(user.id);
    const locked = await confirmReset(user.email, otp);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(API_MESSAGES.tooManyAttempts);
    expect(await passwordHashOf(user.id)).toBe(hashBefore);

    const fresh = await requestCode(user.email);
    expect((await confirmReset(user.email, fresh, 'after-lockout-pass')).status).toBe(200);
    user.password = 'after-lockout-pass';
  });

  it('never checks more than 5 guesses of one code, even when they arrive together', async () => {
    const otp = await requestCode(user.email);
    const guesses = Array.from({ length: 8 }, () => confirmReset(user.email, wrongCodeFor(otp)));
    const statuses = (await Promise.all(guesses)).map((response) => response.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await newestReset(user.id))!.attempts).toBe(LIMITS.otpMaxAttempts);
  });
});

describe('POST /auth/reset with the code kept out of answers, as in production', () => {
  let quiet: TestApi;
  let quietClient: ApiClient;
  beforeAll(async () => {
    quiet = await startTestApi({ exposeResetCode: false });
    quietClient = apiClient(quiet.origin);
  });
  afterAll(() => quiet.close());
  afterEach(() => vi.restoreAllMocks());

  /** The code in the newest mail to `email`. */
  const mailedCode = async (email: string) => /\b(\d{6})\b/.exec((await mailTo(quiet.outbox, email)).text)![1]!;

  /** An answer as a client can compare it: the email in the sentence made neutral, Retry-After as a range. */
  function observed(response: JsonResponse, email: string) {
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: { ...response.body, msg: response.body.msg.replace(email, '<email>') },
      retryAfter: retryAfter === null ? 'none' : Number(retryAfter) > 0 && Number(retryAfter) <= 600,
    };
  }

  it('answers an unknown email with the statuses and bodies of a known one, the 429 after the same count too', async () => {
    const known = await createUser(quiet.db);
    const unknown = `nobody-${known.id}@example.test`;
    const flow = async (email: string, wrongGuess: () => Promise<string>) => {
      const answers = [observed(await quietClient.post('/auth/reset', { email }), email)];
      const code = await wrongGuess();
      for (let guess = 0; guess <= LIMITS.otpMaxAttempts; guess += 1) {
        const response = await quietClient.post('/auth/reset', { email, code, new_password: NEW_PASSWORD });
        answers.push(observed(response, email));
      }
      return answers;
    };
    const knownAnswers = await flow(known.email, async () => wrongCodeFor(await mailedCode(known.email)));
    const unknownAnswers = await flow(unknown, async () => '123456');
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers.map((answer) => answer.status)).toEqual([200, 401, 401, 401, 401, 401, 429]);
    expect(knownAnswers.at(-1)).toEqual({
      status: 429,
      body: refusal(429, API_MESSAGES.tooManyAttempts, 'TOO_MANY_ATTEMPTS'),
      retryAfter: true,
    });
    expect(knownAnswers[1]?.retryAfter).toBe('none');

    // Asking for a new code lets both guess again.
    expect(observed(await quietClient.post('/auth/reset', { email: unknown }), unknown).status).toBe(200);
    const again = await quietClient.post('/auth/reset', { email: unknown, code: '123456', new_password: NEW_PASSWORD });
    expect(again.status).toBe(401);
  });

  /** The SQL statements the API runs during `work`, in order (transactions included). */
  async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
    const db = quiet.db;
    const { query, transaction } = db;
    const statements: string[] = [];
    const recorded = (target: Queryable): Queryable['query'] =>
      function <Row extends object>(sql: string, params?: readonly SqlParam[], options?: QueryOptions) {
        statements.push(sql);
        return target.query<Row>(sql, params, options);
      };
    db.query = recorded({ query: query.bind(db) });
    db.transaction = <T>(run: (tx: Queryable) => Promise<T>) =>
      transaction.call(db, (tx) => run({ query: recorded(tx) })) as Promise<T>;
    try {
      await work();
    } finally {
      db.query = query;
      db.transaction = transaction;
    }
    return statements;
  }

  it('does the same work for an unknown email as for a known one, statement for statement', async () => {
    // No opportunistic clean-up of expired limit rows in between (one hit in 200 does one).
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const known = await createUser(quiet.db);
    const unknown = `nobody-${known.id}@example.test`;
    const ask = (email: string) => statementsDuring(() => quietClient.post('/auth/reset', { email }));
    const guess = (email: string, code: string) =>
      statementsDuring(() => quietClient.post('/auth/reset', { email, code, new_password: NEW_PASSWORD }));

    const askKnown = await ask(known.email);
    const askUnknown = await ask(unknown);
    expect(askUnknown).toEqual(askKnown);
    expect(askKnown.some((sql) => sql.includes('INSERT INTO password_resets'))).toBe(true);

    const wrong = wrongCodeFor(await mailedCode(known.email));
    const guessKnown = await guess(known.email, wrong);
    const guessUnknown = await guess(unknown, wrong);
    expect(guessUnknown).toEqual(guessKnown);
    expect(guessKnown.some((sql) => sql.includes('UPDATE password_resets SET attempts'))).toBe(true);
  });

  it('keeps the code out of the answer but mails it, and the mailed code works', async () => {
    const user = await createUser(quiet.db);
    const response = await quietClient.post<ResetData>('/auth/reset', { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({});

    const code = await mailedCode(user.email);
    const confirm = await quietClient.post('/auth/reset', { email: user.email, code, new_password: NEW_PASSWORD });
    expect(confirm.status).toBe(200);
  });
});
