/**
 * An organisation's claim on its own host name (issue 11 §7). The portal is served there only
 * once the claim is verified by a DNS TXT record: verifying copies the domain to
 * `organizations.custom_domain`, which is what host routing reads, so an unverified claim never
 * serves anything. One claim per organisation; adding another replaces it (the verified domain
 * keeps serving until the new one is verified).
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './orgs.js';

export const customDomainClaims = pgTable('custom_domain_claims', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Lower-case host name, no port, no trailing dot (ASCII: IDNs in punycode). */
  domain: text('domain').notNull(),
  /** The value the TXT record `_candor-verify.{domain}` must hold. */
  token: text('token').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  /** Why the last check failed, in the words staff read; null after a success. */
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
