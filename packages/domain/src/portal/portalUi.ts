/**
 * Texts and measures of the portal's shared pieces (visitor-portal.md §8, §9; staff-content.md
 * §8, §9): the copy snack, the expanded card drawer's transitions, when a modal is tall.
 */

/** 'Copied {type} to clipboard' (staff-content.md §8): `type` is what was copied ('link'). */
export const copiedToClipboard = (type: string): string => `Copied ${type} to clipboard`;

/** 'Expand animation: 500 ms in, 600 ms out' (staff-content.md §9). */
export const DRAWER_TRANSITION_MS = { in: 500, out: 600 } as const;

/**
 * 'A modal is tall when above window height minus 160 px' (visitor-portal.md §9): a modal keeps
 * 80 px above and below it, and a taller one scrolls inside that height.
 */
export const TALL_MODAL_MARGIN_PX = 160;
