import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { auditLog } from '../db/schema/index.js';
import { buildPortalFixture } from '../testing/portalFixture.js';
import { createTestApp } from '../testing/testApp.js';

/** The address a failed sign-in is audited with, when sent through `remoteAddress`. */
async function auditedAddress(trustProxyEnv: string | undefined, remoteAddress: string) {
  const t = await createTestApp({
    config: { trustProxy: parseConfig({ TRUST_PROXY: trustProxyEnv }).trustProxy },
  });
  try {
    await buildPortalFixture(t.database.db, t.fileStore);
    await t.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      payload: { email: 'someone@acme.example', password: 'a-wrong-guess' },
    });
    const [row] = await t.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'auth.sign_in_failed'),
          eq(auditLog.entityId, 'someone@acme.example'),
        ),
      );
    return row?.ip;
  } finally {
    await t.close();
  }
}

describe('the client address behind TRUST_PROXY', () => {
  it('is read from X-Forwarded-For when the request comes from a listed proxy', async () => {
    expect(await auditedAddress('10.0.0.0/8', '10.1.2.3')).toBe('203.0.113.7');
  }, 30_000);

  it('is the connecting address when it is not a listed proxy, whatever the header says', async () => {
    expect(await auditedAddress('10.0.0.0/8', '198.51.100.4')).toBe('198.51.100.4');
    expect(await auditedAddress(undefined, '198.51.100.4')).toBe('198.51.100.4');
  }, 60_000);
});
