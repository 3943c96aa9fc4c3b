import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpExchange } from './http-exchange';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

const servers: http.Server[] = [];
const agents: http.Agent[] = [];

async function storeApi(handler: Handler): Promise<{ url: (path: string) => URL; agent: http.Agent }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, body, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return { url: (path) => new URL(`http://127.0.0.1:${port}${path}`), agent };
}

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

describe('httpExchange', () => {
  it('sends the method, headers and body, and reads the status, headers and text of the answer', async () => {
    const seen: { method?: string; type?: string; length?: string; body?: string; encoding?: string }[] = [];
    const api = await storeApi((req, body, res) => {
      seen.push({
        method: req.method,
        type: req.headers['content-type'],
        length: req.headers['content-length'],
        body,
        encoding: req.headers['accept-encoding'],
      });
      res.writeHead(409, { 'content-type': 'application/json', 'retry-after': '3' });
      res.end('{"msg":"Déjà là"}');
    });
    const answer = await httpExchange(api.url('/api/cart'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Fauteuil ré"}',
      agent: api.agent,
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('Retry-After')).toBe('3');
    expect(answer.headers.get('x-absent')).toBeNull();
    expect(await answer.text()).toBe('{"msg":"Déjà là"}');
    expect(seen).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        length: String(Buffer.byteLength('{"name":"Fauteuil ré"}')),
        body: '{"name":"Fauteuil ré"}',
        encoding: undefined,
      },
    ]);
  });

  it('reuses the kept-alive connection for the next call', async () => {
    const ports: (number | undefined)[] = [];
    const api = await storeApi((req, _body, res) => {
      ports.push(req.socket.remotePort);
      res.end('{}');
    });
    for (let call = 0; call < 3; call += 1) await httpExchange(api.url('/api/brands'), { agent: api.agent });
    expect(new Set(ports).size).toBe(1);
  });

  it('refuses a redirect', async () => {
    const api = await storeApi((_req, _body, res) => {
      res.writeHead(302, { location: '/elsewhere' });
      res.end();
    });
    await expect(httpExchange(api.url('/api/brands'), { agent: api.agent })).rejects.toThrow(/redirect/);
  });

  it('stops with its signal, before the answer or in the middle of it', async () => {
    const api = await storeApi((req, _body, res) => {
      if (req.url === '/api/half') res.write('{"data":');
    });
    const beforeAnswer = new AbortController();
    const waiting = httpExchange(api.url('/api/never'), { agent: api.agent, signal: beforeAnswer.signal });
    beforeAnswer.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');

    const midAnswer = new AbortController();
    const halfRead = httpExchange(api.url('/api/half'), { agent: api.agent, signal: midAnswer.signal });
    setTimeout(() => midAnswer.abort(new Error('timed out')), 50);
    await expect(halfRead).rejects.toThrow('timed out');

    const aborted = AbortSignal.abort(new Error('already gone'));
    await expect(httpExchange(api.url('/api/never'), { signal: aborted })).rejects.toThrow('already gone');
  });

  it('rejects an answer cut short by the API', async () => {
    const api = await storeApi((_req, _body, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"data":');
      setTimeout(() => res.destroy(), 10);
    });
    await expect(httpExchange(api.url('/api/products'), { agent: api.agent })).rejects.toThrow();
  });

  it('rejects a refused connection with its code, as the transport retries on resets', async () => {
    const api = await storeApi((_req, _body, res) => res.end());
    const url = api.url('/api/brands');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(httpExchange(url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
