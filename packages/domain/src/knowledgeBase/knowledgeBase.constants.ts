/** Knowledge-base access levels (staff-content.md §3 "Knowledge-base hit"); stored as an enum. */
export const KB_ACCESS_LEVELS = ['public', 'private'] as const;
export type KbAccessLevel = (typeof KB_ACCESS_LEVELS)[number];
