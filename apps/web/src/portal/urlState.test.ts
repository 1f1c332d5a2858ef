import { describe, expect, it } from 'vitest';
import { parseUrlState, patchSearch } from './urlState.js';

describe('parseUrlState', () => {
  it('reads the known parameters', () => {
    const state = parseUrlState(
      '?itemUid=soc-2_type-ii&product=cloud+app&tcuUid=5b1c&subscribe=true&loginRequest=true&source=documents&subscribeStatus=confirmed',
    );
    expect(state.itemUid).toBe('soc-2_type-ii');
    expect(state.product).toBe('cloud app');
    expect(state.tcuUid).toBe('5b1c');
    expect(state.subscribe).toBe(true);
    expect(state.loginRequest).toBe(true);
    expect(state.requestAccess).toBe(false);
    expect(state.source).toBe('documents');
    expect(state.subscribeStatus).toBe('confirmed');
  });

  it('ignores malformed values instead of echoing them', () => {
    const state = parseUrlState(
      `?itemUid=${encodeURIComponent('<script>')}&product=${encodeURIComponent('"x"')}&tcuUid=${'a'.repeat(300)}&subscribe=yes&subscribeStatus=hacked&source=a%20b`,
    );
    expect(state.itemUid).toBeNull();
    expect(state.product).toBeNull();
    expect(state.tcuUid).toBeNull();
    expect(state.subscribe).toBe(false);
    expect(state.subscribeStatus).toBeNull();
    expect(state.source).toBeNull();
  });

  it('reads absent parameters as null or false', () => {
    const state = parseUrlState('');
    expect(state.itemUid).toBeNull();
    expect(state.edit).toBe(false);
  });
});

describe('patchSearch', () => {
  it('sets, replaces and removes parameters and keeps unknown ones', () => {
    expect(patchSearch('?a=1&itemUid=old', { itemUid: 'new' })).toBe('?a=1&itemUid=new');
    expect(patchSearch('?a=1&itemUid=old', { itemUid: null })).toBe('?a=1');
    expect(patchSearch('', { requestAccess: true, source: 'documents' })).toBe(
      '?requestAccess=true&source=documents',
    );
    expect(patchSearch('?loginRequest=true', { loginRequest: false })).toBe('');
  });
});
