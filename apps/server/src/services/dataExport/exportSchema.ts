/**
 * What an organisation's export holds, read from the Drizzle schema rather than listed by hand:
 * `organizations` and every table with an `org_id` column, parents before children (the order
 * of their foreign keys), minus the tables and columns that hold secrets or this installation's
 * own work, which are named here with the reason. A table added to the schema is exported
 * without a change here; exportSchema.test.ts fails when one of its columns looks secret and is
 * neither left out nor named harmless below.
 */
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.js';

/** Tables whose rows never leave the installation, and why. */
export const OMITTED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'sign-in sessions (token hashes)',
  staff_password_tokens: 'set-password and reset links (token hashes)',
  member_login_tokens: "members' mailed sign-in links (token hashes)",
  member_api_tokens: "members' API tokens (token hashes): members make new ones where imported",
  used_tokens: 'single-use tokens already seen, meaningless under new ids',
  mail_outbox: 'sent mail, whose links carry sign-in and set-password tokens',
  jobs: "the queue: this installation's work, not the organisation's data",
  data_exports: "this installation's record of the exports themselves",
  sso_login_states: 'sign-ins through the provider under way (state, nonce, PKCE verifier)',
  sso_domains:
    'e-mail domains verified by DNS: verified again where imported (one organisation per domain)',
  webhook_endpoints:
    "webhook endpoints and chat channels: their secrets and a channel's URL are credentials, set up again where imported",
  webhook_deliveries: "the delivery log of those destinations: this installation's work",
};

/** Columns left out of exported tables, and why. */
export const OMITTED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  staff_users: {
    password_hash: 'argon2 hashes: imported staff set a new password',
    is_operator: 'a role of the installation, not of the organisation',
  },
  sso_configs: {
    client_secret_sealed: "the provider's client secret: entered again where imported",
  },
  portal_customizations: {
    ask_secret_sealed: "the ask rule's signing secret: generated again where imported",
  },
};

/** Columns whose names look secret but hold none, and what they hold. */
export const HARMLESS_COLUMNS: Readonly<Record<string, string>> = {
  'assets.storage_key': 'where the bytes are stored; rewritten on import',
  'files.storage_key': 'where the bytes are stored; rewritten on import',
  'items.logo_key': 'the certification or company a logo shows',
  'audit_log.hash': "the chain's content hash",
  'audit_log.prev_hash': "the chain's content hash",
  'audit_checkpoints.head_hash': "the chain's content hash",
  'document_log.prev_hash': "the document log's chain hash",
  'document_log.entry_hash': "the document log's chain hash",
  'audit_archives.head_hash': "the archived chain's content hash",
  'ai_chunks.content_hash': 'the SHA-256 of an embedded passage',
  'custom_domain_claims.token': 'the value published in a public DNS TXT record',
  'portal_customizations.byoid_public_key': "the identity provider's public key",
  'org_totp_policy.require_totp': 'whether the organisation requires two-step sign-in',
};

/** What a column's name suggests it holds a secret (tuned by HARMLESS_COLUMNS). */
export const SECRET_LOOKING =
  /password|secret|token|seed|sealed|hash|key|otp|recovery|nonce|verifier|credential|private/i;

/** Tables whose JSON is kept byte for byte on import: the archived chain's hashes cover it. */
export const VERBATIM_TABLES: ReadonlySet<string> = new Set(['audit_archives']);

export interface ExportTable {
  name: string;
  table: PgTable;
  /** The exported columns (stored, not generated, not left out), by SQL name. */
  columns: PgColumn[];
  /** The column naming the organisation: `id` of organizations, `org_id` elsewhere. */
  orgColumn: PgColumn;
  /**
   * Nullable references to a table that comes later in the order (a cycle: an organisation's
   * logo is one of its assets): inserted null, then set once every row is in.
   */
  deferred: PgColumn[];
}

const isTable = (value: unknown): value is PgTable => value instanceof PgTable;

const orgColumnName = (table: string) => (table === 'organizations' ? 'id' : 'org_id');

/** A table's foreign keys: the table referenced, and the columns besides the organisation's. */
function referencesOf(table: PgTable) {
  const { name, foreignKeys } = getTableConfig(table);
  return foreignKeys.map((fk) => {
    const reference = fk.reference();
    return {
      target: getTableConfig(reference.foreignTable).name,
      columns: reference.columns.filter((column) => column.name !== orgColumnName(name)),
    };
  });
}

function buildExportTables(): ExportTable[] {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (!isTable(value)) continue;
    const config = getTableConfig(value);
    const tenant =
      config.name === 'organizations' || config.columns.some((c) => c.name === 'org_id');
    if (tenant && !(config.name in OMITTED_TABLES)) tables.set(config.name, value);
  }
  // Parents first, by the references that must hold at insert (not null); nullable ones that
  // point forward are deferred.
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (order.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const ref of referencesOf(tables.get(name)!)) {
      const required = ref.columns.length > 0 && ref.columns.some((c) => c.notNull);
      if (required && tables.has(ref.target) && ref.target !== name) visit(ref.target);
    }
    visiting.delete(name);
    order.push(name);
  };
  // Every row names its organisation: that one first.
  ['organizations', ...[...tables.keys()].sort()].forEach(visit);
  return order.map((name) => {
    const table = tables.get(name)!;
    const config = getTableConfig(table);
    const omitted = OMITTED_COLUMNS[name] ?? {};
    const before = new Set(order.slice(0, order.indexOf(name)));
    const deferred = referencesOf(table)
      .filter((ref) => tables.has(ref.target) && !before.has(ref.target))
      .flatMap((ref) => ref.columns);
    return {
      name,
      table,
      columns: config.columns.filter((c) => !c.generated && !(c.name in omitted)),
      orgColumn: config.columns.find((c) => c.name === orgColumnName(name))!,
      deferred,
    };
  });
}

/** Every exported table, parents first. */
export const EXPORT_TABLES: readonly ExportTable[] = buildExportTables();

/** Every table of the schema by SQL name (the tests check the omissions against it). */
export function schemaTables(): Map<string, PgTable> {
  return new Map(
    Object.values(schema as Record<string, unknown>)
      .filter(isTable)
      .map((table) => [getTableConfig(table).name, table]),
  );
}
