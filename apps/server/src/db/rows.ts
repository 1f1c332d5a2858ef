/** What a select from each table returns, named once for the code that passes rows around. */
import type * as schema from './schema/index.js';

export type OrgRow = typeof schema.organizations.$inferSelect;
export type CustomizationRow = typeof schema.portalCustomizations.$inferSelect;
export type FeaturesRow = typeof schema.orgFeatures.$inferSelect;
export type ProductRow = typeof schema.products.$inferSelect;
export type ProductLinkRow = typeof schema.productLinks.$inferSelect;
export type CardRow = typeof schema.cards.$inferSelect;
export type ItemRow = typeof schema.items.$inferSelect;
export type FileRow = typeof schema.files.$inferSelect;
export type AssetRow = typeof schema.assets.$inferSelect;
export type StaffUserRow = typeof schema.staffUsers.$inferSelect;
export type SubprocessorRow = typeof schema.subprocessors.$inferSelect;
export type KbEntryRow = typeof schema.kbEntries.$inferSelect;
export type TopicRow = typeof schema.updateTopics.$inferSelect;
export type UpdateRow = typeof schema.updates.$inferSelect;
export type AccountRow = typeof schema.accounts.$inferSelect;
export type AccountMemberRow = typeof schema.accountMembers.$inferSelect;
export type SessionRow = typeof schema.sessions.$inferSelect;
export type JobRow = typeof schema.jobs.$inferSelect;
