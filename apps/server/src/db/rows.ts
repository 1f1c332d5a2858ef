/** What a select from each table returns, named once for the code that passes rows around. */
import type {
  assets,
  cards,
  files,
  items,
  kbEntries,
  organizations,
  orgFeatures,
  portalCustomizations,
  productLinks,
  products,
  staffUsers,
  subprocessors,
  updates,
  updateTopics,
} from './schema/index.js';

export type OrgRow = typeof organizations.$inferSelect;
export type CustomizationRow = typeof portalCustomizations.$inferSelect;
export type FeaturesRow = typeof orgFeatures.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductLinkRow = typeof productLinks.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type StaffUserRow = typeof staffUsers.$inferSelect;
export type SubprocessorRow = typeof subprocessors.$inferSelect;
export type KbEntryRow = typeof kbEntries.$inferSelect;
export type TopicRow = typeof updateTopics.$inferSelect;
export type UpdateRow = typeof updates.$inferSelect;
