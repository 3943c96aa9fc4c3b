/** Reports how many bytes of the request body have been sent so far. */
export type UploadProgressListener = (loaded: number, total: number) => void;

/**
 * Request options with an optional progress listener. A mutation passes it through the operation
 * context: `context: { fetchOptions: { onUploadProgress } }`; the upload link hands `fetchOptions`
 * to the fetch function unchanged.
 */
export interface UploadProgressInit extends RequestInit {
  onUploadProgress?: UploadProgressListener;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/** `fetch` cannot observe request-body progress, so requests that ask for it go through XMLHttpRequest. */
function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (init.credentials === 'include') xhr.withCredentials = true;

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));

    const { signal } = init;
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The request was aborted.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The GraphQL link's fetch: plain `fetch`, unless the operation asked to hear about upload progress. */
export function uploadProgressFetch(input: RequestInfo | URL, init: UploadProgressInit = {}): Promise<Response> {
  const { onUploadProgress, ...requestInit } = init;
  if (onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return fetchWithUploadProgress(url, requestInit, onUploadProgress);
  }
  return fetch(input, requestInit);
}
