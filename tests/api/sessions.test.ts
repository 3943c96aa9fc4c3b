import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '@spectrum/shared';
import { apiClient, startTestApi, type ApiClient, type TestApi } from '../support/api';
import { createUser } from '../support/fixtures';

const IDLE_MINUTES = 60;
const MAX_AGE_MINUTES = 8 * 60;

let api: TestApi;
let client: ApiClient;

beforeAll(async () => {
  api = await startTestApi({ sessionIdleMinutes: IDLE_MINUTES, sessionMaxAgeMinutes: MAX_AGE_MINUTES });
  client = apiClient(api.origin);
});
afterAll(() => api.close());

async function signIn() {
  const user = await createUser(api.db);
  const response = await client.post<LoginData>('/auth/login', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  const token = response.body.data.token;
  const rows = await api.db.query<{ id: number }>(
    'SELECT id FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [user.id],
  );
  return { token, sessionId: rows[0]!.id };
}

/** Moves the session back in time: signed in `ageMinutes` ago, last used `idleMinutes` ago. */
async function age(sessionId: number, ageMinutes: number, idleMinutes: number) {
  await api.db.query(
    `UPDATE sessions SET created_at = now() - make_interval(mins => $2),
                         last_used_at = now() - make_interval(mins => $3),
                         expires_at = now() - make_interval(mins => $3) + make_interval(mins => $4)
      WHERE id = $1`,
    [sessionId, ageMinutes, idleMinutes, IDLE_MINUTES],
  );
}

describe('session lifetime', () => {
  it('slides: a session in use lives on past its first idle period', async () => {
    const { token, sessionId } = await signIn();
    await age(sessionId, 3 * IDLE_MINUTES, IDLE_MINUTES - 5);
    expect((await client.get('/users/profile', token)).status).toBe(200);
    const rows = await api.db.query<{ minutes_left: number }>(
      'SELECT extract(epoch FROM expires_at - now())::float8 / 60 AS minutes_left FROM sessions WHERE id = $1',
      [sessionId],
    );
    expect(rows[0]!.minutes_left).toBeGreaterThan(IDLE_MINUTES - 2);
  });

  it('ends after the idle period without use', async () => {
    const { token, sessionId } = await signIn();
    await age(sessionId, IDLE_MINUTES + 1, IDLE_MINUTES + 1);
    expect((await client.get('/users/profile', token)).status).toBe(401);
  });

  it('ends at its absolute lifetime even while in daily use', async () => {
    const { token, sessionId } = await signIn();
    await age(sessionId, MAX_AGE_MINUTES + 1, 2);
    const response = await client.get('/users/profile', token);
    expect(response.status).toBe(401);
    expect(await api.db.query('SELECT 1 FROM sessions WHERE id = $1', [sessionId])).toHaveLength(0);
  });

  it('never renews the sliding expiry past the absolute one', async () => {
    const { token, sessionId } = await signIn();
    await age(sessionId, MAX_AGE_MINUTES - 10, 5);
    expect((await client.get('/users/profile', token)).status).toBe(200);
    const rows = await api.db.query<{ past_absolute: boolean }>(
      `SELECT expires_at > created_at + make_interval(mins => $2) AS past_absolute FROM sessions WHERE id = $1`,
      [sessionId, MAX_AGE_MINUTES],
    );
    expect(rows[0]!.past_absolute).toBe(false);
  });
});
