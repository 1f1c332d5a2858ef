import { describe, expect, it } from 'vitest';
import { usePortalTestApp } from '../testing/portalTestApp.js';

const { t } = usePortalTestApp();

const ask = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/api/tls/allowed?domain=${encodeURIComponent(domain)}` });

describe('GET /api/tls/allowed (on-demand TLS)', () => {
  it("allows an organisation's custom domain and the platform's host", async () => {
    const custom = await ask('trust.acme.test');
    expect(custom.statusCode).toBe(200);
    expect(custom.json()).toEqual({ allowed: true });
    expect((await ask('TRUST.ACME.TEST')).statusCode).toBe(200);
    expect((await ask('localhost')).statusCode).toBe(200);
  });

  it('refuses any other name, so no certificate is requested for it', async () => {
    const other = await ask('attacker.example');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ allowed: false });
    expect((await ask('')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tls/allowed' })).statusCode).toBe(404);
  });
});
