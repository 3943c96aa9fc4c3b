import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadProgressFetch } from './upload-progress-fetch';

/** Stands in for the browser's XMLHttpRequest: sends in two steps, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: abc\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = 200;
      this.statusText = 'OK';
      this.responseText = '{"data":{"ok":true}}';
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploadProgressFetch', () => {
  it('reports upload progress through XMLHttpRequest and answers like fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: [number, number][] = [];
    const body = new FormData();
    body.append('operations', '{}');

    const response = await uploadProgressFetch('/graphql', {
      method: 'POST',
      headers: { 'x-access-token': 'abc', 'apollo-require-preflight': 'true' },
      body,
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });

    expect(progress).toEqual([
      [40, 100],
      [100, 100],
    ]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/graphql');
    expect(FakeXhr.last?.headers).toEqual({ 'x-access-token': 'abc', 'apollo-require-preflight': 'true' });
    expect(FakeXhr.last?.body).toBe(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it('rejects as an abort when the operation is cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadProgressFetch('/graphql', { method: 'POST', signal: controller.signal, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses plain fetch when nobody listens for progress', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    await uploadProgressFetch('/graphql', { method: 'POST', body: '{}' });

    expect(fetchMock).toHaveBeenCalledWith('/graphql', { method: 'POST', body: '{}' });
    expect(FakeXhr.last).toBeNull();
  });
});
