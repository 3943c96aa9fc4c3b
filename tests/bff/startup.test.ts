import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compiledServer, freePort, occupyPort, startServerProcess, type ServerProcess } from '../support/processes';
import { refusedStart } from '../support/refused-start';

let entry: string;
beforeAll(async () => {
  entry = await compiledServer('bff');
});

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

describe('starting the BFF', () => {
  it('says the port is taken and exits instead of crashing with a stack', async () => {
    const taken = await occupyPort();
    try {
      const bff = startServerProcess(entry, {
        PORT: String(taken.port),
        API_URL: 'http://127.0.0.1:9/api',
      });
      running.push(bff);
      expect(await refusedStart(bff, 'GraphQL BFF ready')).toContain(`Port ${taken.port} is already in use`);
    } finally {
      await taken.release();
    }
  });
});

describe('refusing an environment it cannot trust', () => {
  const refusal = async (env: Record<string, string>) => {
    const bff = startServerProcess(entry, {
      PORT: String(await freePort()),
      API_URL: 'http://127.0.0.1:9/api',
      ...env,
    });
    running.push(bff);
    return refusedStart(bff, 'GraphQL BFF ready');
  };

  it('refuses an unknown NODE_ENV, naming the accepted values', async () => {
    expect(await refusal({ NODE_ENV: 'prod', PUBLIC_ORIGIN: 'https://shop.example' })).toContain(
      'The BFF refuses to start: NODE_ENV must be development, production or test (unset means development), ' +
        'not "prod"',
    );
  });

  it('refuses production without PUBLIC_ORIGIN', async () => {
    expect(
      await refusal({ NODE_ENV: 'production', PUBLIC_ORIGIN: '', BFF_SECRET: 'startup-test-bff-secret-0123' }),
    ).toContain('The BFF refuses to start: PUBLIC_ORIGIN must be set in production');
  });

  it('refuses production without a BFF_SECRET of at least 16 characters', async () => {
    for (const secret of ['', 'too-short']) {
      expect(
        await refusal({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', BFF_SECRET: secret }),
      ).toContain('The BFF refuses to start: BFF_SECRET must be set to at least 16 characters in production');
    }
  });
});
