/** Value lists of files and image assets; stored as enums. */

/** A document in the library is public or restricted to those granted access. */
export const FILE_ACCESS_LEVELS = ['public', 'restricted'] as const;
export type FileAccessLevel = (typeof FILE_ACCESS_LEVELS)[number];

/** Opening a document in the browser, or downloading it (each allowed or refused on its own). */
export const FILE_ACCESS = ['view', 'download'] as const;
export type FileAccess = (typeof FILE_ACCESS)[number];

/** What an image asset is for. */
export const ASSET_TYPES = [
  'logo',
  'favicon',
  'banner',
  'icon',
  'certification',
  'company',
  'social',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
