import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('BFF configuration', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      apiUrl: 'http://localhost:4001/api',
      introspection: true,
      sandbox: true,
      upstreamTimeoutMs: 10_000,
      maxUploadBytes: 5 * 1024 * 1024,
    });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it('switches introspection and the Sandbox off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ introspection: false, sandbox: false });
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true', INTROSPECTION: '1' })).toMatchObject({
      introspection: true,
      sandbox: true,
    });
  });

  it('refuses nonsense instead of guessing', () => {
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(
      'UPSTREAM_TIMEOUT_MS must be a positive whole number',
    );
    expect(() => loadConfig({ API_URL: 'not a url' })).toThrow('API_URL is not a URL');
  });

  it('drops a trailing slash from API_URL', () => {
    expect(loadConfig({ API_URL: 'http://api:4001/api/' }).apiUrl).toBe('http://api:4001/api');
  });

  it('takes PUBLIC_ORIGIN as an origin, or leaves it to each request', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example/' }).publicOrigin).toBe('https://shop.example');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop.example' })).toThrow('PUBLIC_ORIGIN is not a URL');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://shop.example/store' })).toThrow('no path');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://shop.example' })).toThrow('no path');
  });
});
