import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://shop.example',
  BFF_SECRET: 'an-operator-chose-this-too-02',
};

describe('BFF configuration', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      apiUrl: 'http://127.0.0.1:4001/api',
      introspection: true,
      sandbox: true,
      upstreamTimeoutMs: 10_000,
      maxUploadBytes: 5 * 1024 * 1024,
    });
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it('switches introspection and the Sandbox off in production unless asked', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ introspection: false, sandbox: false });
    expect(loadConfig({ ...PRODUCTION, SANDBOX: 'true', INTROSPECTION: '1' })).toMatchObject({
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

  it('reads NODE_ENV unset as development, and refuses any mode but development, production and test', () => {
    expect(loadConfig({ NODE_ENV: '' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
    for (const value of ['prod', 'Production', 'staging']) {
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: value }), value).toThrow(
        `NODE_ENV must be development, production or test (unset means development), not "${value}"`,
      );
    }
  });

  it('requires PUBLIC_ORIGIN in production, and defaults it to its own port elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PUBLIC_ORIGIN must be set in production');
    expect(loadConfig(PRODUCTION).publicOrigin).toBe('https://shop.example');
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:4000');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123' }).publicOrigin).toBe('http://localhost:4123');
  });

  it('takes PUBLIC_ORIGIN as an origin and nothing else', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://shop.example/' }).publicOrigin).toBe('https://shop.example');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop.example' })).toThrow('PUBLIC_ORIGIN is not a URL');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://shop.example/store' })).toThrow('no path');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://shop.example' })).toThrow('no path');
  });

  it('limits page requests per address: 300 per 5 minutes in production, relaxed elsewhere unless set', () => {
    expect(loadConfig(PRODUCTION).pageRateLimit).toEqual({ max: 300, windowSeconds: 300 });
    expect(loadConfig({}).pageRateLimit).toEqual({ max: 300_000, windowSeconds: 300 });
    expect(loadConfig({ RATE_LIMITS_STRICT: 'true' }).pageRateLimit).toEqual({ max: 300, windowSeconds: 300 });
    expect(loadConfig({ PAGE_RATE_LIMIT: '20/60' }).pageRateLimit).toEqual({ max: 20, windowSeconds: 60 });
    expect(loadConfig({ ...PRODUCTION, PAGE_RATE_LIMIT: '600/300' }).pageRateLimit).toEqual({
      max: 600,
      windowSeconds: 300,
    });
    expect(() => loadConfig({ PAGE_RATE_LIMIT: 'lots' })).toThrow('PAGE_RATE_LIMIT must be "max/seconds"');
    expect(loadConfig({}).pageRateLimitAddresses).toBe(100_000);
  });
});

describe('BFF_SECRET', () => {
  it('is required in production, at least 16 characters, and has a development default elsewhere', () => {
    expect(() => loadConfig({ ...PRODUCTION, BFF_SECRET: '' })).toThrow('BFF_SECRET must be set');
    expect(() => loadConfig({ ...PRODUCTION, BFF_SECRET: 'short' })).toThrow('at least 16 characters');
    expect(loadConfig({ NODE_ENV: 'test' }).bffSecret.length).toBeGreaterThanOrEqual(16);
  });
});
