// Two store API processes on one fresh PostgreSQL database, as `docker compose up --scale api=2` runs them:
// the rate limits live in the database, so guesses split across the replicas still meet one budget.
// PGlite is embedded in one process and cannot be shared by two, so this case needs DATABASE_URL.
import { afterEach, describe, expect, it } from 'vitest';
import { postgresStore, startApi, type StoreFixture } from './support/servers';

const stores: StoreFixture[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await Promise.all(stores.splice(0).map((store) => store.dispose()));
});

const ACCOUNT_MAX = 6;
let addressCounter = 0;
const newAddress = () => `192.0.2.${++addressCounter}`;

async function login(origin: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
    body: JSON.stringify({ email, password }),
  });
  await response.text();
  return response.status;
}

describe.skipIf(!process.env.DATABASE_URL)('two API replicas on one PostgreSQL database', () => {
  it('hold one sign-in budget per account between them, in turn and all at once', async () => {
    const store = await postgresStore(process.env.DATABASE_URL!, { products: 0, stock: 0, customers: 2 });
    stores.push(store);
    // Production limits, as every replica of a deployment has them, with the per-account one made small.
    const env = {
      NODE_ENV: 'production',
      APP_SECRET: 'replica-test-secret-0123456789',
      BFF_SECRET: 'replica-test-bff-secret-0123456789',
      RATE_LIMIT_LOGIN_ACCOUNT: `${ACCOUNT_MAX}/900`,
    };
    const replicas = [await startApi(store, env), await startApi(store, env)];
    cleanups.push(async () => {
      for (const replica of replicas) if (!replica.server.hasExited()) replica.server.child.kill('SIGKILL');
    });
    const [one, two] = replicas.map((replica) => replica.origin) as [string, string];

    // In turn: three wrong guesses on each replica spend the budget; both then refuse, even the right password.
    const [target, burst] = store.customers as [(typeof store.customers)[0], (typeof store.customers)[0]];
    const inTurn: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_MAX; attempt += 1) {
      inTurn.push(await login(attempt % 2 === 0 ? one : two, target.email, 'not-the-password'));
    }
    expect(inTurn).toEqual(Array.from({ length: ACCOUNT_MAX }, () => 401));
    expect(await login(one, target.email, target.password)).toBe(429);
    expect(await login(two, target.email, target.password)).toBe(429);

    // All at once: twice the budget, split across both replicas, checks exactly the budget's worth of passwords.
    const guesses = Array.from({ length: ACCOUNT_MAX * 2 }, (_, index) =>
      login(index % 2 === 0 ? one : two, burst.email, 'not-the-password'),
    );
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ACCOUNT_MAX);
  });
});
