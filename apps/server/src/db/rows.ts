/** What a select from each table returns, named once for the code that passes rows around. */
import type * as schema from './schema/index.js';

export type OrgRow = typeof schema.organizations.$inferSelect;
export type CustomizationRow = typeof schema.portalCustomizations.$inferSelect;
export type FeaturesRow = typeof schema.orgFeatures.$inferSelect;
export type ProductRow = typeof schema.products.$inferSelect;
export type ProductLinkRow = typeof schema.productLinks.$inferSelect;
export type CardRow = typeof schema.cards.$inferSelect;
/**
 * The stored full-text vectors (`schema/content.ts`) only the server search reads: rows passed
 * around go without them, and the portal's loads leave them out (`withoutSearchVectors`).
 */
type SearchVectors = 'searchVector' | 'nameVector';
export type ItemRow = Omit<typeof schema.items.$inferSelect, SearchVectors>;
export type FileRow = Omit<typeof schema.files.$inferSelect, SearchVectors>;
export type AssetRow = typeof schema.assets.$inferSelect;
export type StaffUserRow = typeof schema.staffUsers.$inferSelect;
export type SubprocessorRow = typeof schema.subprocessors.$inferSelect;
export type KbEntryRow = Omit<typeof schema.kbEntries.$inferSelect, SearchVectors>;
export type TopicRow = Omit<typeof schema.updateTopics.$inferSelect, SearchVectors>;
export type UpdateRow = Omit<typeof schema.updates.$inferSelect, SearchVectors>;
export type AccountRow = typeof schema.accounts.$inferSelect;
export type AccountMemberRow = typeof schema.accountMembers.$inferSelect;
export type SessionRow = typeof schema.sessions.$inferSelect;
export type JobRow = typeof schema.jobs.$inferSelect;

/** A table's columns for `db.select(...)` without its full-text vectors (a large, unused read). */
export function withoutSearchVectors<Columns extends Record<string, unknown>>(
  columns: Columns,
): Omit<Columns, SearchVectors> {
  const rest: Record<string, unknown> = { ...columns };
  delete rest.searchVector;
  delete rest.nameVector;
  return rest as Omit<Columns, SearchVectors>;
}
