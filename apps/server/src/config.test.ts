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

  it('keeps access logs 400 days by default and refuses less than six months at start', () => {
    expect(parseConfig({}).accessLogRetentionDays).toBe(400);
    expect(parseConfig({ ACCESS_LOG_RETENTION_DAYS: '183' }).accessLogRetentionDays).toBe(183);
    expect(() => parseConfig({ ACCESS_LOG_RETENTION_DAYS: '182' })).toThrow(
      'ACCESS_LOG_RETENTION_DAYS: must be at least 183 (access logs are kept six months or more)',
    );
    expect(() => parseConfig({ ACCESS_LOG_RETENTION_DAYS: '200.5' })).toThrow(
      'ACCESS_LOG_RETENTION_DAYS: must be a whole number of days',
    );
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

  it('keeps mail in the outbox without SMTP_URL and refuses a URL that is not smtp', () => {
    const outbox = parseConfig({ BASE_URL: 'https://trust.example.com' });
    expect(outbox.smtpUrl).toBeUndefined();
    expect(outbox.mailFrom).toBe('Candor <no-reply@trust.example.com>');
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    // Refused at start, though the mail library that would refuse it is loaded by the first mail.
    expect(() => parseConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:notaport' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('reads TRUST_PROXY as off or a list of proxy addresses and ranges', () => {
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toBe(
      '10.0.0.0/8, ::1,loopback',
    );
  });

  it('refuses TRUST_PROXY=true, which lets any client choose its address', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let any client choose its address with X-Forwarded-For; give the addresses/,
    );
  });

  it('refuses a hop count, with which the server would trust no proxy at all', () => {
    expect(() => parseConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a hop count cannot tell a proxy from a client/,
    );
  });

  it.each(['yes', 'proxy.example', '10.0.0.1/8/2', '10.0.0.1,'])(
    'refuses TRUST_PROXY=%j',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY: must be false or a comma-separated list of proxy addresses and ranges',
      );
    },
  );

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

describe('memory settings', () => {
  it('keeps 8 MB of rendered pages and gives the embedded database 16 MB of shared buffers by default', () => {
    const config = parseConfig({});
    expect(config.pageCacheBytes).toBe(8 * 1024 * 1024);
    expect(config.pgliteSharedBuffersMb).toBe(16);
    const set = parseConfig({ PAGE_CACHE_MB: '24', PGLITE_SHARED_BUFFERS_MB: '64' });
    expect(set.pageCacheBytes).toBe(24 * 1024 * 1024);
    expect(set.pgliteSharedBuffersMb).toBe(64);
  });

  it('refuses a cache of no bytes and shared buffers that are not whole megabytes', () => {
    expect(() => parseConfig({ PAGE_CACHE_MB: '0' })).toThrow('PAGE_CACHE_MB: must be more than 0');
    expect(() => parseConfig({ PGLITE_SHARED_BUFFERS_MB: '1.5' })).toThrow(
      'PGLITE_SHARED_BUFFERS_MB: must be a whole number of megabytes',
    );
  });
});

describe('file storage configuration', () => {
  it('keeps files in the data folder, 50 MB documents, the key left to loadConfig by default', () => {
    const config = parseConfig({});
    expect(config.s3).toBeUndefined();
    expect(config.filesEncryptionKey).toBeUndefined();
    expect(config.documentMaxBytes).toBe(50 * 1024 * 1024);
  });

  it('reads the master key as hex or base64, and refuses anything but 32 bytes', () => {
    const hex = 'ab'.repeat(32);
    expect(parseConfig({ FILES_ENCRYPTION_KEY: hex }).filesEncryptionKey?.toString('hex')).toBe(
      hex,
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(parseConfig({ FILES_ENCRYPTION_KEY: base64 }).filesEncryptionKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => parseConfig({ FILES_ENCRYPTION_KEY: 'secret' })).toThrow(
      /FILES_ENCRYPTION_KEY: must be 32 bytes/,
    );
  });

  it('reads previous master keys for a rotation as a comma-separated list', () => {
    const [a, b] = ['ab'.repeat(32), Buffer.alloc(32, 9).toString('base64')];
    expect(parseConfig({}).filesPreviousKeys).toEqual([]);
    expect(parseConfig({ FILES_ENCRYPTION_PREVIOUS_KEYS: `${a}, ${b}` }).filesPreviousKeys).toEqual(
      [Buffer.from(a, 'hex'), Buffer.alloc(32, 9)],
    );
    expect(() => parseConfig({ FILES_ENCRYPTION_PREVIOUS_KEYS: `${a},short` })).toThrow(
      /FILES_ENCRYPTION_PREVIOUS_KEYS: must be a comma-separated list/,
    );
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, path-style with an endpoint', () => {
    const config = parseConfig({
      S3_BUCKET: 'candor-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: 'candor/',
      DOCUMENT_MAX_MB: '10',
    });
    expect(config.s3).toEqual({
      bucket: 'candor-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
      prefix: 'candor/',
    });
    expect(config.documentMaxBytes).toBe(10 * 1024 * 1024);
  });

  it('refuses half a key pair, and S3 settings without a bucket', () => {
    expect(() => parseConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'only-id' })).toThrow(
      /give both, or neither/,
    );
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is needed/,
    );
  });
});

describe('AI provider configuration', () => {
  it('has no AI provider by default: the Ask AI datastore is not set up', () => {
    expect(parseConfig({}).ai).toBeUndefined();
    expect(parseConfig({ AI_API_KEY: 'sk-x', AI_CHAT_MODEL: 'm' }).ai).toBeUndefined();
  });

  it('reads an OpenAI-compatible provider, with default models and timeout', () => {
    expect(
      parseConfig({ AI_BASE_URL: 'https://api.openai.com/v1/', AI_API_KEY: 'sk-1' }).ai,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      chatModel: 'gpt-4o-mini',
      embeddingModel: 'text-embedding-3-small',
      timeoutMs: 30000,
      minScore: 0.3,
      searchMinScore: 0.2,
    });
    const local = parseConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_CHAT_MODEL: 'llama3.1',
      AI_EMBEDDING_MODEL: 'nomic-embed-text',
      AI_TIMEOUT_MS: '5000',
    }).ai;
    expect(local).toMatchObject({ apiKey: undefined, chatModel: 'llama3.1', timeoutMs: 5000 });
  });

  it('refuses a base URL that is not http(s) and a timeout out of range', () => {
    expect(() => parseConfig({ AI_BASE_URL: 'ftp://ai.example.com' })).toThrow(/AI_BASE_URL/);
    expect(() => parseConfig({ AI_BASE_URL: 'https://ai.example.com/v1?x=1' })).toThrow(
      /without a query/,
    );
    expect(() => parseConfig({ AI_TIMEOUT_MS: '5' })).toThrow(/AI_TIMEOUT_MS: must be at least/);
  });
});

it('SAFE_FETCH_ALLOW lists host names, addresses and ranges; empty by default', () => {
  expect(parseConfig({}).safeFetchAllow).toEqual([]);
  expect(
    parseConfig({ SAFE_FETCH_ALLOW: 'idp.corp.example, *.crm.corp.example,10.0.0.0/8,::1' })
      .safeFetchAllow,
  ).toEqual(['idp.corp.example', '*.crm.corp.example', '10.0.0.0/8', '::1']);
  expect(() => parseConfig({ SAFE_FETCH_ALLOW: 'idp.corp.example,http://x/' })).toThrow(
    /SAFE_FETCH_ALLOW: must be comma-separated host names/,
  );
  expect(parseConfig({}).providers.hackeroneUrl).toBe('https://hackerone.com');
});
