import { foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A reference within the tenant: (org_id, column) to (org_id, id) of `target` (its
 * `<table>_org_id_id` unique key), so a row can only point at a row of its own organisation.
 */
export function tenantReference(
  name: string,
  orgId: AnyPgColumn,
  column: AnyPgColumn,
  target: { orgId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [orgId, column], foreignColumns: [target.orgId, target.id] });
}
