import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestApi, type ApiClient, type TestApi } from '../support/api';
import { collectingLogger } from '../support/collected-logs';
import { createUser } from '../support/fixtures';
import { createMailer } from '../../server/api/src/lib/mailer';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string; headers?: unknown };
  res?: { statusCode: number; headers?: unknown };
}

const { logger, lines } = collectingLogger<LogLine>();

let api: TestApi;
let client: ApiClient;

beforeAll(async () => {
  api = await startTestApi({}, logger);
  client = apiClient(api.origin);
});
afterAll(() => api.close());

const requestLines = (url: string) => lines.filter((line) => line.req?.url === url);

describe('request logs', () => {
  it('write one short line per request with its id, and never a header or a token', async () => {
    const user = await createUser(api.db);
    await client.get('/users/profile', user.token);
    const [line] = requestLines('/api/users/profile');
    expect(line).toBeDefined();
    expect(line!.req).toEqual({ id: expect.any(String), method: 'GET', url: '/api/users/profile' });
    expect(line!.res).toEqual({ statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });

  it('leave out successful health checks and images but keep failed ones', async () => {
    await client.get('/health');
    const missingImage = await fetch(`${api.origin}/uploads/products/missing-thumb.webp`);
    expect(missingImage.status).toBe(404);
    expect(requestLines('/api/health')).toEqual([]);
    expect(requestLines('/uploads/products/missing-thumb.webp')).toHaveLength(1);
  });
});

describe('the development outbox', () => {
  function outboxWithLog(logMailText: boolean) {
    const { logger: mailLogger, lines: logged } = collectingLogger<LogLine>();
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.test', logger: mailLogger, logMailText });
    return { mailer, logged };
  }
  const mail = { to: 'someone@example.test', subject: 'Your code', text: 'Your password reset code is 123456.' };

  it('logs the text, reset code included, in development', async () => {
    const { mailer, logged } = outboxWithLog(true);
    await mailer.send(mail);
    expect(logged).toEqual([expect.objectContaining({ to: mail.to, subject: mail.subject, text: mail.text })]);
  });

  it('keeps the text out of the log otherwise', async () => {
    const { mailer, logged } = outboxWithLog(false);
    await mailer.send(mail);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('123456');
  });
});
