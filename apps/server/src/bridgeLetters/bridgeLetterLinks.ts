/** Where a bridge letter's PDF is served, to view in the browser or to download. */
export const bridgeLetterUrl = (
  orgId: string,
  itemUid: string,
  accessType: 'view' | 'download',
): string =>
  `/api/share/${orgId}/bridge-letters/${encodeURIComponent(itemUid)}?accessType=${accessType}`;
