/**
 * The access modal's item (visitor-portal.md §7), apart from its calls (accessApi.ts): the
 * buttons that open the modal are on the first screen, the calls only in the modal's chunk.
 */

/**
 * What the button that opened the modal knows beyond the address: the item asked from. The
 * address carries only the flags and the source (a shallow replace), so the item rides here.
 */
let intent: { itemUid?: string; itemKind?: string } = {};
export const setAccessIntent = (next: { itemUid?: string; itemKind?: string }) => {
  intent = next;
};
export const takeAccessIntent = () => {
  const current = intent;
  intent = {};
  return current;
};
