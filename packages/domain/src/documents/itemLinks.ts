/**
 * An item's document links while staff edit them (staff-content.md §4 "File link"): linked,
 * unlink pending (Save to unlink, Undo) or new link pending (Save to link, Undo); applied on Save.
 */
export interface PendingLinks {
  /** What the server has, in order. */
  linked: readonly string[];
  unlink: readonly string[];
  link: readonly string[];
}

export type LinkState = 'linked' | 'unlinkPending' | 'linkPending';

export const startLinks = (linked: readonly string[]): PendingLinks => ({
  linked,
  unlink: [],
  link: [],
});

export const pendingLinkCount = (state: PendingLinks) => state.unlink.length + state.link.length;

export const rows = (state: PendingLinks): { fileId: string; state: LinkState }[] => [
  ...state.linked.map((fileId) => ({
    fileId,
    state: state.unlink.includes(fileId) ? ('unlinkPending' as const) : ('linked' as const),
  })),
  ...state.link.map((fileId) => ({ fileId, state: 'linkPending' as const })),
];

export const unlink = (state: PendingLinks, fileId: string): PendingLinks => ({
  ...state,
  unlink: [...state.unlink, fileId],
});

export const link = (state: PendingLinks, fileId: string): PendingLinks => ({
  ...state,
  link: [...state.link, fileId],
});

/** Undo of a pending change: back to linked, or the new link dropped. */
export const undo = (state: PendingLinks, fileId: string): PendingLinks => ({
  ...state,
  unlink: state.unlink.filter((id) => id !== fileId),
  link: state.link.filter((id) => id !== fileId),
});

/** The documents the item has after Save, in order. */
export const savedFileIds = (state: PendingLinks): string[] => [
  ...state.linked.filter((id) => !state.unlink.includes(id)),
  ...state.link,
];

/** Documents the picker must not offer: linked or pending. */
export const takenIds = (state: PendingLinks): Set<string> =>
  new Set([...state.linked, ...state.link]);

/**
 * The pending state of a form that holds the item's documents after Save (`fileIds`) beside
 * what the server has (`linked`): links gone are pending unlinks, new ones pending links.
 */
export const pendingLinksOf = (
  linked: readonly string[],
  fileIds: readonly string[],
): PendingLinks => ({
  linked,
  unlink: linked.filter((id) => !fileIds.includes(id)),
  link: fileIds.filter((id) => !linked.includes(id)),
});
