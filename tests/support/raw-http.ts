import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET with the request target sent exactly as given (`//host/path`, `/\host/path`, an absolute-form
 * `http://host/path`), which fetch would normalise first, and with any Host header.
 */
export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method: 'GET', headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Asks for the page (as a browser, text/html) until `done` holds for it, at most `withinMs`; every answer seen, the last one last. */
export async function pollPage(
  origin: string,
  target: string,
  done: (answer: RawAnswer) => boolean,
  withinMs: number,
): Promise<RawAnswer[]> {
  const seen: RawAnswer[] = [];
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await rawGet(origin, target, { accept: 'text/html' });
    seen.push(answer);
    if (done(answer) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A multipart upload of one image in `field` whose body never ends: an answer can only come before the body is
 * read. Resolves with the status code.
 */
export function unfinishedUpload(url: string, method: string, field: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const boundary = 'unfinished-upload';
    const request = http.request(url, {
      method,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(20 * 1024 * 1024),
        'x-access-token': token,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    request.write(Buffer.alloc(256 * 1024));
  });
}
