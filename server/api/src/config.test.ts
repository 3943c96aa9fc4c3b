import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'an-operator-chose-this-secret-01',
  BFF_SECRET: 'an-operator-chose-this-too-02',
};

describe('store API configuration: modes', () => {
  it('reads NODE_ENV unset or empty as development, and the three modes as they are', () => {
    expect(loadConfig({}).env).toBe('development');
    expect(loadConfig({ NODE_ENV: '' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
    expect(loadConfig(PRODUCTION).env).toBe('production');
  });

  it('refuses any other NODE_ENV with a sentence naming the accepted values', () => {
    for (const value of ['prod', 'Production', 'PRODUCTION', 'staging', ' production']) {
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: value }), value).toThrow(
        `NODE_ENV must be development, production or test (unset means development), not "${value}"`,
      );
    }
  });
});

describe('store API configuration: reset codes in the answer', () => {
  it('keeps them out unless EXPOSE_RESET_CODE=true, in development and test too', () => {
    expect(loadConfig({}).exposeResetCode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).exposeResetCode).toBe(false);
    expect(loadConfig({ EXPOSE_RESET_CODE: 'false' }).exposeResetCode).toBe(false);
    expect(loadConfig({ EXPOSE_RESET_CODE: 'true' }).exposeResetCode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', EXPOSE_RESET_CODE: 'true' }).exposeResetCode).toBe(true);
  });

  it('refuses EXPOSE_RESET_CODE=true in production', () => {
    expect(loadConfig({ ...PRODUCTION, EXPOSE_RESET_CODE: 'false' }).exposeResetCode).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, EXPOSE_RESET_CODE: 'true' })).toThrow(
      'EXPOSE_RESET_CODE=true is refused in production',
    );
  });

  it('refuses the old EXPOSE_OTP by name rather than ignore it', () => {
    expect(() => loadConfig({ EXPOSE_OTP: 'true' })).toThrow('EXPOSE_OTP was replaced by EXPOSE_RESET_CODE');
  });
});

describe('store API configuration: bind address', () => {
  it('listens on loopback unless API_HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('127.0.0.1');
    expect(loadConfig({ API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
