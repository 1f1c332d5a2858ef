/**
 * The server's configuration: the environment, validated in this one place. Everything else
 * receives a typed `Config` and never reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_LOG_RETENTION } from '@candor/domain/access/accessExport.schema';
import { z } from 'zod';
import { isAllowlistEntry } from './http/outboundAddress.js';

/**
 * The embedded database's shared_buffers: the demo's database is a few megabytes, and a page not
 * in them is read from the operating system's file cache; PostgreSQL's 128 MB cost the server
 * about 120 MB of resident memory (bench:memory).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;
/** Rendered pages kept: the demo's page is about 200 kB, about 260 kB with its compressed forms. */
const SMTP_URL_MESSAGE =
  'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587';
export const DEFAULT_PAGE_CACHE_MB = 8;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder (embedded database, uploaded files, session secret). */
  dataDir: string;
  /** postgres:// URL; absent means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** PGLITE_SHARED_BUFFERS_MB: the embedded database's shared_buffers, in megabytes. */
  pgliteSharedBuffersMb: number;
  /** Public origin of the platform, without a trailing slash (e.g. https://trust.example.com). */
  baseUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Secret for signed tokens; persisted in dataDir when not given. */
  sessionSecret: string;
  /** Password for the seeded staff admin; generated and printed when absent. */
  adminPassword: string | undefined;
  /**
   * CANDOR_DEMO (default true): an empty database gets the demo trust center, whose admin is the
   * installation's operator; false seeds the operator alone, with no organisation.
   */
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Absolute path of apps/web/dist (client/ and server/ inside). */
  webDist: string;
  /** Passed to Fastify's trustProxy: false, or the proxies' addresses and ranges. */
  trustProxy: false | string;
  /** Session cookies get the Secure flag when the platform is served over https. */
  secureCookies: boolean;
  /** smtp:// or smtps:// URL mail is sent through; absent keeps mail in the database outbox. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /**
   * The master key documents are encrypted under at rest (32 bytes). From FILES_ENCRYPTION_KEY,
   * else generated on the first start and kept in DATA_DIR/files.key; parseConfig leaves it
   * undefined, loadConfig fills it in.
   */
  filesEncryptionKey: Buffer | undefined;
  /**
   * Master keys documents may still be sealed under, during a rotation (FILES_ENCRYPTION_PREVIOUS_KEYS):
   * envelopes of these are opened, nothing new is sealed under them.
   */
  filesPreviousKeys: Buffer[];
  /** The largest document staff may upload, in bytes. */
  documentMaxBytes: number;
  /**
   * PAGE_CACHE_MB: the rendered portal pages kept in memory (HTML and compressed forms), in
   * bytes, for anonymous visitors, a quarter of it for signed-in viewers, and again for the last
   * anonymous pages kept for outages (in brotli); least recently used go first.
   */
  pageCacheBytes: number;
  /** An S3-compatible bucket for file bytes; absent keeps them in DATA_DIR/files. */
  s3: S3Config | undefined;
  /**
   * CANDOR_E2E_ROUTES=1: the end-to-end tests' seeding routes (`routes/testing/`), never in a
   * real installation. Refused together with NODE_ENV=production unless BASE_URL is loopback.
   */
  e2eRoutes: boolean;
  /**
   * The DNS servers custom-domain TXT records are looked up at (`ip` or `ip:port`); empty uses
   * the system's resolvers. Tests point it at a local fake DNS server.
   */
  dnsServers: string[];
  /** How long one TXT lookup may take before verification answers that it timed out. */
  dnsTimeoutMs: number;
  /**
   * SAFE_FETCH_ALLOW: what the SSRF guard (`http/safeFetch.ts`) may reach besides public https
   * addresses: host names (`idp.corp.example`, `*.corp.example`), addresses and CIDR ranges
   * (`10.0.0.0/8`), over http or https. For an identity provider or CRM on the company's own
   * network; tests name 127.0.0.1 for their local fake servers. Empty by default.
   */
  safeFetchAllow: string[];
  /**
   * How often the bug-bounty and status-page data is fetched again (INTEGRATION_REFRESH_MINUTES,
   * default 15); 0 schedules no refresh (tests that drive it themselves).
   */
  integrationRefreshMs: number;
  /**
   * How often a signed checkpoint of each organisation's audit chain is published, when the chain
   * grew (AUDIT_CHECKPOINT_MINUTES, default 60); 0 publishes none.
   */
  auditCheckpointMs: number;
  /**
   * ACCESS_LOG_RETENTION_DAYS (default 400, at least 183: six months): how long analytics events,
   * the access log's views and downloads, are kept; a periodic job prunes older ones.
   */
  accessLogRetentionDays: number;
  /** Where the integrations' providers live (overridable so tests can run local fakes). */
  providers: ProviderConfig;
  /** The AI provider of Ask AI (OpenAI-compatible); absent: the AI datastore is not set up. */
  ai: AiConfig | undefined;
}

/** An OpenAI-compatible API: `{baseUrl}/embeddings` and `{baseUrl}/chat/completions`. */
export interface AiConfig {
  /** E.g. https://api.openai.com/v1, without a trailing slash. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; absent for servers that need none (a local one). */
  apiKey: string | undefined;
  chatModel: string;
  embeddingModel: string;
  /** How long one call to the provider may take. */
  timeoutMs: number;
  /** The cosine a passage needs to be answered from; below it there is no answer. */
  minScore: number;
  /** The cosine a passage needs to be a semantic search result (default 0.2). */
  searchMinScore?: number;
}

export interface ProviderConfig {
  /** The bug-bounty platform's origin: links must be {this}/{handle}. */
  hackeroneUrl: string;
  /** The scorecard-type rating service's grade endpoint ('Get Grade'); the domain is appended. */
  scorecardUrl: string;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** apps/web/dist, resolved from this file (src/config.ts) or the bundle (dist/main.js) alike. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Unset and empty variables both mean "use the default". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/** A DNS server as node:dns `setServers` takes it: `ip`, `ip:port` or `[ipv6]:port`. */
export function parseDnsServer(value: string): string | null {
  const server = value.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  const plain = /^([^:]+)(?::(\d{1,5}))?$/.exec(server);
  const host = bracketed?.[1] ?? (isIP(server) === 6 ? server : plain?.[1]);
  const port = bracketed?.[2] ?? (isIP(server) === 6 ? undefined : plain?.[2]);
  if (!host || isIP(host) === 0) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return server;
}

/** 32 bytes as 64 hex digits or base64 (openssl rand -hex 32 / openssl rand -base64 32). */
function parseKey(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    if (key.length === 32) return key;
  }
  return undefined;
}

const splitKeys = (value: string): string[] =>
  value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

const MEBIBYTE = 1024 * 1024;

const envSchema = z.object({
  FILES_ENCRYPTION_KEY: env(
    z
      .string()
      .trim()
      .refine((value) => parseKey(value) !== undefined, {
        error:
          'must be 32 bytes as 64 hex digits or base64, e.g. the output of openssl rand -hex 32',
      })
      .optional(),
  ),
  FILES_ENCRYPTION_PREVIOUS_KEYS: env(
    z
      .string()
      .trim()
      .refine((value) => splitKeys(value).every((key) => parseKey(key) !== undefined), {
        error: 'must be a comma-separated list of keys, each 32 bytes as 64 hex digits or base64',
      })
      .optional(),
  ),
  DOCUMENT_MAX_MB: env(
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .positive('must be more than 0')
      .max(1024, 'must be at most 1024')
      .default(50),
  ),
  PAGE_CACHE_MB: env(
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .positive('must be more than 0')
      .max(4096, 'must be at most 4096')
      .default(DEFAULT_PAGE_CACHE_MB),
  ),
  S3_BUCKET: env(z.string().trim().min(3).max(63).optional()),
  AI_BASE_URL: env(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((value) => !new URL(value).search && !new URL(value).hash, {
        error: 'must be the API base without a query, e.g. https://api.openai.com/v1',
      })
      .optional(),
  ),
  AI_API_KEY: env(z.string().trim().max(1000).optional()),
  AI_CHAT_MODEL: env(z.string().trim().max(200).default('gpt-4o-mini')),
  AI_EMBEDDING_MODEL: env(z.string().trim().max(200).default('text-embedding-3-small')),
  AI_TIMEOUT_MS: env(
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(1000, 'must be at least 1000')
      .max(300000, 'must be at most 300000')
      .default(30000),
  ),
  AI_MIN_SCORE: env(
    z.coerce
      .number({ error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0.3),
  ),
  AI_SEARCH_MIN_SCORE: env(
    z.coerce
      .number({ error: 'must be a number between 0 and 1' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0.2),
  ),
  CANDOR_E2E_ROUTES: env(z.enum(['0', '1']).optional()),
  CUSTOM_DOMAIN_DNS_SERVERS: env(
    z
      .string()
      .trim()
      .refine((value) => value.split(',').every((server) => parseDnsServer(server) !== null), {
        error: 'must be comma-separated IP addresses, each optionally with :port ([v6]:port)',
      })
      .optional(),
  ),
  CUSTOM_DOMAIN_DNS_TIMEOUT_MS: env(
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int()
      .min(100, 'must be at least 100')
      .max(60000, 'must be at most 60000')
      .default(5000),
  ),
  SAFE_FETCH_ALLOW: env(
    z
      .string()
      .trim()
      .refine((value) => splitKeys(value).every(isAllowlistEntry), {
        error:
          'must be comma-separated host names (idp.corp.example, *.corp.example), addresses ' +
          'or ranges (10.0.0.0/8)',
      })
      .optional(),
  ),
  HACKERONE_URL: env(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((value) => /^https?:\/\/[^/]+\/?$/.test(value), {
        error: 'must be an origin such as https://hackerone.com, without a path',
      })
      .optional(),
  ),
  INTEGRATION_REFRESH_MINUTES: env(
    z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number')
      .min(0, 'must be 0 (no refresh) or more')
      .max(1440, 'must be at most 1440 (a day)')
      .default(15),
  ),
  AUDIT_CHECKPOINT_MINUTES: env(
    z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number')
      .min(0, 'must be 0 (no checkpoints) or more')
      .max(10080, 'must be at most 10080 (a week)')
      .default(60),
  ),
  ACCESS_LOG_RETENTION_DAYS: env(
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(
        ACCESS_LOG_RETENTION.minDays,
        `must be at least ${ACCESS_LOG_RETENTION.minDays} (access logs are kept six months or more)`,
      )
      .max(36500, 'must be at most 36500 (a hundred years)')
      .default(ACCESS_LOG_RETENTION.defaultDays),
  ),
  SCORECARD_URL: env(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_ENDPOINT: env(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_REGION: env(z.string().trim().default('us-east-1')),
  S3_ACCESS_KEY_ID: env(z.string().trim().optional()),
  S3_SECRET_ACCESS_KEY: env(z.string().trim().optional()),
  S3_FORCE_PATH_STYLE: env(
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  S3_PREFIX: env(
    z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, 'must be empty or folder names ending in /')
      .optional(),
  ),
  SMTP_URL: env(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, SMTP_URL_MESSAGE)
      // Checked here, at start: nodemailer, loaded by the first mail, would refuse it only then.
      .refine((url) => URL.canParse(url), SMTP_URL_MESSAGE)
      .optional(),
  ),
  MAIL_FROM: env(z.string().trim().max(320).optional()),
  PORT: env(
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
  ),
  HOST: env(z.string().trim().default('0.0.0.0')),
  DATA_DIR: env(z.string().trim().default('./data')),
  DATABASE_URL: env(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PGLITE_SHARED_BUFFERS_MB: env(
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(1, 'must be at least 1')
      .max(4096, 'must be at most 4096')
      .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  ),
  BASE_URL: env(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((value) => /^https?:\/\/[^/]+\/?$/.test(value), {
        error: 'must be an origin such as https://trust.example.com, without a path',
      })
      .optional(),
  ),
  // Unset means production: a server started directly (a container, a process manager) must
  // never show error causes to visitors. Development is asked for (`npm run dev`).
  NODE_ENV: env(
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('production'),
  ),
  SESSION_SECRET: env(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_PASSWORD: env(z.string().min(8, 'must be at least 8 characters').optional()),
  CANDOR_DEMO: env(z.enum(['true', 'false'], { error: 'must be true or false' }).default('true')),
  LOG_LEVEL: env(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  WEB_DIST: env(z.string().trim().optional()),
  TRUST_PROXY: env(
    z
      .string()
      .trim()
      .refine((value) => value !== 'true', {
        error:
          'true would let any client choose its address with X-Forwarded-For; give the ' +
          'addresses of the proxies in front of the server (e.g. 10.0.0.2,10.0.0.0/8 or loopback)',
        abort: true,
      })
      .refine((value) => !/^[1-9]\d*$/.test(value), {
        error:
          'a hop count cannot tell a proxy from a client that sends X-Forwarded-For itself, so ' +
          'the server would trust no one; give the addresses of the proxies in front of it ' +
          '(e.g. 10.0.0.2,10.0.0.0/8 or loopback)',
        abort: true,
      })
      .refine((value) => value === 'false' || value === '0' || isAddressList(value), {
        error: 'must be false or a comma-separated list of proxy addresses and ranges',
      })
      .optional(),
  ),
});

/** Every environment variable the server reads. */
export const CONFIG_ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

/**
 * What several servers sharing one database must each be given, the same everywhere: the shared
 * database and bucket, the secret signed links are checked with, the documents' key, and the
 * public address. Without them each server would fall back to its own folder's.
 */
export const FLEET_REQUIRED_ENV = [
  'DATABASE_URL',
  'S3_BUCKET',
  'SESSION_SECRET',
  'FILES_ENCRYPTION_KEY',
  'BASE_URL',
] as const;

/** Names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDR ranges. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressList(value: string): boolean {
  return value.split(',').every((entry) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    if (PROXY_ADDRESS_NAMES.has(address) && prefix === undefined) return true;
    return (
      isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
    );
  });
}

function parseTrustProxy(value: string | undefined): false | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  return value;
}

/** Parses the environment without touching the disk; a missing SESSION_SECRET stays empty. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both, or neither to use the default AWS credentials',
    ]);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(['S3_BUCKET: is needed when S3_ENDPOINT or S3 keys are given']);
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const e2eRoutes = e.CANDOR_E2E_ROUTES === '1' && isLoopback(baseUrl);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    baseUrl,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    sessionSecret: e.SESSION_SECRET ?? '',
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.CANDOR_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secureCookies: baseUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Candor <no-reply@${new URL(baseUrl).hostname}>`,
    filesEncryptionKey: e.FILES_ENCRYPTION_KEY ? parseKey(e.FILES_ENCRYPTION_KEY) : undefined,
    filesPreviousKeys: splitKeys(e.FILES_ENCRYPTION_PREVIOUS_KEYS ?? '').flatMap(
      (key) => parseKey(key) ?? [],
    ),
    documentMaxBytes: Math.floor(e.DOCUMENT_MAX_MB * MEBIBYTE),
    pageCacheBytes: Math.floor(e.PAGE_CACHE_MB * MEBIBYTE),
    e2eRoutes,
    safeFetchAllow: splitKeys(e.SAFE_FETCH_ALLOW ?? ''),
    integrationRefreshMs: e.INTEGRATION_REFRESH_MINUTES * 60 * 1000,
    auditCheckpointMs: e.AUDIT_CHECKPOINT_MINUTES * 60 * 1000,
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    providers: {
      hackeroneUrl: (e.HACKERONE_URL ?? 'https://hackerone.com').replace(/\/+$/, ''),
      scorecardUrl: e.SCORECARD_URL ?? 'https://api.securityscorecard.io/grades',
    },
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY,
          chatModel: e.AI_CHAT_MODEL,
          embeddingModel: e.AI_EMBEDDING_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
          minScore: e.AI_MIN_SCORE,
          searchMinScore: e.AI_SEARCH_MIN_SCORE,
        }
      : undefined,
    dnsServers: e.CUSTOM_DOMAIN_DNS_SERVERS
      ? e.CUSTOM_DOMAIN_DNS_SERVERS.split(',').map((server) => server.trim())
      : [],
    dnsTimeoutMs: e.CUSTOM_DOMAIN_DNS_TIMEOUT_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Self-hosted servers (an endpoint is given) want the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE
            ? e.S3_FORCE_PATH_STYLE === 'true'
            : e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX ?? '',
        }
      : undefined,
  };
}

/**
 * Reads the secret kept in DATA_DIR/secret, creating it on the first start, so that tokens
 * signed before a restart stay valid without anyone having to configure SESSION_SECRET.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The documents' master key kept in DATA_DIR/files.key, created on the first start. Whoever
 * holds the data folder holds the key too, so production sets FILES_ENCRYPTION_KEY (kept apart
 * from the files, e.g. in a secret manager); the file keeps a default installation encrypted.
 */
function persistedFilesKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'files.key');
  try {
    const existing = parseKey(readFileSync(file, 'utf8').trim());
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** The configuration main.ts and seed.ts start with. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = parseConfig(env);
  if (!config.sessionSecret) config.sessionSecret = persistedSecret(config.dataDir);
  config.filesEncryptionKey ??= persistedFilesKey(config.dataDir);
  return config;
}

/** The e2e seeding routes only ever run on a server reachable from this machine alone. */
function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}
