/**
 * The invite modal's e-mail chips (visitor-portal.md §5 'Invite'): an entry is confirmed by
 * Enter, Space, Tab or comma (or by pasting a list); it is lower-cased; it must be an e-mail
 * ('"{value}" is not a valid email') and new ('"{value}" has already been added'); at least one
 * is required ('Required').
 */
import { ACCESS_LIMITS, ACCESS_MESSAGES, EMAIL_PATTERN } from '@candor/domain/access/access.schema';

/** Keys that confirm the typed entry. */
export const CONFIRM_KEYS = ['Enter', ' ', 'Tab', ','] as const;
export const isConfirmKey = (key: string): boolean => CONFIRM_KEYS.some((known) => known === key);

export interface ChipsState {
  chips: string[];
  /** What is typed and not yet a chip. */
  draft: string;
  error: string | null;
}

export const EMPTY_CHIPS: ChipsState = { chips: [], draft: '', error: null };

/**
 * Confirms the draft: each comma, space or newline separated part becomes a chip; the first bad
 * part stays in the draft with its message.
 */
export function confirmDraft(state: ChipsState): ChipsState {
  const parts = state.draft
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const chips = [...state.chips];
  for (const [index, value] of parts.entries()) {
    const rest = parts.slice(index).join(', ');
    if (!EMAIL_PATTERN.test(value) || value.length > ACCESS_LIMITS.email) {
      return { chips, draft: rest, error: ACCESS_MESSAGES.inviteInvalid(value) };
    }
    if (chips.includes(value)) {
      return { chips, draft: rest, error: ACCESS_MESSAGES.inviteDuplicate(value) };
    }
    if (chips.length >= ACCESS_LIMITS.invitees) {
      return { chips, draft: rest, error: `At most ${ACCESS_LIMITS.invitees} colleagues at once` };
    }
    chips.push(value);
  }
  return { chips, draft: '', error: null };
}

export const removeChip = (state: ChipsState, value: string): ChipsState => ({
  ...state,
  chips: state.chips.filter((chip) => chip !== value),
  error: null,
});

/** The error to show when sending, or null when the chips may be sent. */
export function sendError(state: ChipsState): string | null {
  if (state.error) return state.error;
  if (state.draft.trim() !== '') return confirmDraft(state).error;
  return state.chips.length === 0 ? ACCESS_MESSAGES.inviteRequired : null;
}

/** Send is disabled while the entry is invalid (or nothing was added). */
export const canSend = (state: ChipsState): boolean => sendError(state) === null;
