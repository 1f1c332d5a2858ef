import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({}, '/srv/candor');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/candor/data',
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
      nodeEnv: 'production',
      isProduction: true,
      logLevel: 'info',
      trustProxy: false,
      secureCookies: false,
    });
    expect(path.isAbsolute(config.webDist)).toBe(true);
  });

  it('treats empty variables as unset and derives BASE_URL from PORT', () => {
    const config = parseConfig({ PORT: '8080', BASE_URL: '', DATABASE_URL: ' ' });
    expect(config.baseUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('marks cookies Secure when BASE_URL is https and drops a trailing slash', () => {
    const config = parseConfig({ BASE_URL: 'https://trust.example.com/' });
    expect(config.baseUrl).toBe('https://trust.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'http',
        DATABASE_URL: 'mysql://db',
        BASE_URL: 'https://example.com/trust',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'BASE_URL',
      'LOG_LEVEL',
    ]);
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });
});
