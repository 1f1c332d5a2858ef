/**
 * Single sign-on with OpenID Connect (issue 23): each organisation's provider, the e-mail
 * domains it has proved it controls (a DNS TXT record, as custom domains are verified), and the
 * sign-ins under way between /sso/start and the provider's callback.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, orgIdColumn, updatedAtColumn } from './columns.js';
import { organizations } from './orgs.js';

/** One provider per organisation. The client secret is sealed with the files key, never plain. */
export const ssoConfigs = pgTable('sso_configs', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuerUrl: text('issuer_url').notNull(),
  clientId: text('client_id').notNull(),
  /** base64 of the secret's sealed envelope (storage/sealedSecret.ts); null until one is set. */
  clientSecretSealed: text('client_secret_sealed'),
  /** Staff of a verified domain must sign in through the provider (break-glass aside). */
  required: boolean('required').notNull().default(false),
  /** An unknown e-mail of a verified domain becomes a staff member with `jitRole`'s scopes. */
  jitEnabled: boolean('jit_enabled').notNull().default(false),
  jitRole: text('jit_role').notNull().default('viewer'),
  updatedAt: updatedAtColumn(),
});

/**
 * An e-mail domain an organisation claims for single sign-on. Any number may claim a domain;
 * only one may have verified it (the partial unique index).
 */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** Lower-case, no trailing dot (IDNs in punycode). */
    domain: text('domain').notNull(),
    /** The value the TXT record `_candor-verify.{domain}` must hold. */
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('sso_domains_org_id_domain').on(t.orgId, t.domain),
    uniqueIndex('sso_domains_verified_domain')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);

/**
 * A sign-in under way: the state (its SHA-256), nonce and PKCE verifier, kept on the server and
 * deleted when the callback uses them, so a replayed or unknown state finds nothing.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    orgId: orgIdColumn(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The safe same-site path to go to once signed in. */
    next: text('next'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_login_states_expires').on(t.expiresAt)],
);
