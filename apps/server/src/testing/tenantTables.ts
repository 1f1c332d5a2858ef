/**
 * What an organisation holds in the database, table by table: the row count and a checksum of
 * its rows in every table with an `org_id` (and its own row of `organizations`). A refused
 * request must leave it as it was, audit rows and all.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type TenantTables = Record<string, string>;

export async function tenantTables(db: Db, orgId: string): Promise<TenantTables> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'org_id' order by 1`,
  );
  const summary = (table: string, column: string) =>
    sql`select ${table} as name, count(*) || ':' || coalesce(md5(string_agg(md5(x::text), ','
        order by md5(x::text))), '') as sum from ${sql.identifier(table)} x
        where ${sql.identifier(column)} = ${orgId}`;
  const { rows } = await db.execute<{ name: string; sum: string }>(
    sql.join(
      [summary('organizations', 'id'), ...tables.map((t) => summary(t.name, 'org_id'))],
      sql` union all `,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose rows of the organisation differ between two readings. */
export const changedTables = (before: TenantTables, after: TenantTables): string[] =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
