import { describe, expect, it } from 'vitest';
import {
  canSend,
  confirmDraft,
  EMPTY_CHIPS,
  isConfirmKey,
  removeChip,
  sendError,
} from './inviteChips.js';

const typed = (draft: string, chips: string[] = []) => ({ chips, draft, error: null });

describe('invite chips', () => {
  it('are confirmed by Enter, Space, Tab or comma, nothing else', () => {
    expect(['Enter', ' ', 'Tab', ','].every(isConfirmKey)).toBe(true);
    expect(isConfirmKey('a')).toBe(false);
    expect(isConfirmKey(';')).toBe(false);
  });

  it('are lower-cased', () => {
    expect(confirmDraft(typed('Pat@Globex.Example'))).toEqual({
      chips: ['pat@globex.example'],
      draft: '',
      error: null,
    });
  });

  it('refuses what is not an e-mail, keeping it to correct', () => {
    expect(confirmDraft(typed('pat@globex'))).toEqual({
      chips: [],
      draft: 'pat@globex',
      error: '"pat@globex" is not a valid email',
    });
  });

  it('refuses an address already added, whatever its case', () => {
    expect(confirmDraft(typed('PAT@globex.example', ['pat@globex.example'])).error).toBe(
      '"pat@globex.example" has already been added',
    );
  });

  it('takes a pasted list, stopping at the first bad entry', () => {
    const state = confirmDraft(typed('a@x.example, b@x.example nope c@x.example'));
    expect(state.chips).toEqual(['a@x.example', 'b@x.example']);
    expect(state.draft).toBe('nope, c@x.example');
    expect(state.error).toBe('"nope" is not a valid email');
  });

  it('requires at least one address to send, and nothing invalid', () => {
    expect(sendError(EMPTY_CHIPS)).toBe('Required');
    expect(canSend(EMPTY_CHIPS)).toBe(false);
    expect(canSend(typed('', ['a@x.example']))).toBe(true);
    // A valid address still being typed is sent with the others.
    expect(canSend(typed('b@x.example', ['a@x.example']))).toBe(true);
    expect(canSend(typed('b@x', ['a@x.example']))).toBe(false);
    expect(removeChip(typed('', ['a@x.example']), 'a@x.example').chips).toEqual([]);
  });
});
