/**
 * deploy/compose.yaml read as Docker Compose reads it (YAML with merge keys), checked against
 * the configuration the server validates: no container runtime runs here, so this is what keeps
 * the file and config.ts in step.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_ENV_NAMES, FLEET_REQUIRED_ENV, parseConfig } from '../config.js';

const deploy = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../deploy/${file}`, import.meta.url)), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

const compose = parse(deploy('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const SERVERS = ['candor-1', 'candor-2'];

/** What Compose substitutes: ${NAME:?message} from the .env file, ${NAME:-default} or default. */
const SAMPLE: Record<string, string> = {
  CANDOR_DOMAIN: 'trust.example.com',
  POSTGRES_PASSWORD: 'pg-password',
  SESSION_SECRET: 'a'.repeat(64),
  FILES_ENCRYPTION_KEY: 'b'.repeat(64),
  MINIO_ROOT_USER: 'candor',
  MINIO_ROOT_PASSWORD: 'minio-password',
  SMTP_URL: 'smtp://mail.example.com:587',
};
const substitute = (value: string) =>
  value.replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) =>
      SAMPLE[name] ?? (kind === '-' ? (rest ?? '') : ''),
  );

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, an S3-compatible store with its bucket, two Candor servers and Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['caddy', 'candor-1', 'candor-2', 'minio', 'minio-bucket', 'postgres'].sort(),
    );
    expect(services.postgres?.image).toBe('postgres:15');
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.caddy?.image).toMatch(/^caddy:2/);
    expect(services.caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    for (const name of SERVERS) expect(services[name]?.build).toBeDefined();
  });

  it('gives every long-running service a health check, and starts servers on healthy ones', () => {
    for (const name of ['postgres', 'minio', 'caddy', ...SERVERS]) {
      expect(services[name]?.healthcheck?.test, name).toBeDefined();
    }
    for (const name of SERVERS) {
      expect(String(services[name]?.healthcheck?.test)).toContain('/readyz');
      expect(services[name]?.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services['minio-bucket']?.healthcheck).toBeUndefined();
  });

  it('sets only variables config.ts reads, every one a fleet needs, and they validate', () => {
    for (const name of SERVERS) {
      const environment = services[name]?.environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !CONFIG_ENV_NAMES.includes(key));
      expect(unknown, `${name} sets variables the server never reads`).toEqual([]);
      for (const required of FLEET_REQUIRED_ENV) {
        expect(environment[required], `${name}: ${required}`).toBeTruthy();
      }
      const env = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [key, substitute(String(value))]),
      );
      const config = parseConfig(env);
      expect(config.isProduction).toBe(true);
      expect(config.databaseUrl).toBe('postgres://candor:pg-password@postgres:5432/candor');
      expect(config.baseUrl).toBe('https://trust.example.com');
      expect(config.secureCookies).toBe(true);
      expect(config.s3).toMatchObject({
        bucket: 'candor',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
      });
      expect(config.filesEncryptionKey).toHaveLength(32);
      expect(config.sessionSecret).toBe(SAMPLE.SESSION_SECRET);
      expect(config.trustProxy).toBe('172.28.0.10');
    }
    // Both servers are configured alike (same secret, key, database, bucket).
    expect(services['candor-1']?.environment).toEqual(services['candor-2']?.environment);
  });

  it('puts Caddy in front of both servers, with on-demand TLS asking Candor', () => {
    const caddyfile = deploy('Caddyfile');
    expect(caddyfile).toContain('reverse_proxy candor-1:3000 candor-2:3000');
    expect(caddyfile).toContain('health_uri /readyz');
    expect(caddyfile).toMatch(/on_demand_tls \{\s*ask http:\/\/candor-1:3000\/api\/tls\/allowed/);
    expect(caddyfile).toMatch(/tls \{\s*on_demand\s*\}/);
  });
});
