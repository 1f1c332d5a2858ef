import { describe, expect, it } from 'vitest';
import { ACCESS_FEEDBACK, feedbackOfCode } from './accessFeedback.js';
import { countryLabel, countryOptions } from '@candor/domain/access/countries';

describe('the country list', () => {
  it('puts the United States first, then the rest alphabetically, each with its flag', () => {
    const list = countryOptions();
    expect(list[0]).toMatchObject({ iso2: 'US', iso3: 'USA', name: 'United States', flag: '🇺🇸' });
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    const germany = list.find((c) => c.iso2 === 'DE')!;
    expect(countryLabel(germany)).toBe('🇩🇪 Germany (Deutschland)');
    expect(germany).toMatchObject({ continent: 'EU', currencies: ['EUR'], languages: ['de'] });
    expect(germany.phone).toEqual([49]);
  });
});

describe('feedback of the answer codes', () => {
  it('maps every code of §8 to its dialog, and others to the generic error', () => {
    expect(feedbackOfCode('pending_request', 'a@b.example')).toEqual({ kind: 'pending' });
    expect(feedbackOfCode('access_expired', 'a@b.example')).toEqual({
      kind: 'access_expired',
      email: 'a@b.example',
    });
    expect(feedbackOfCode('account_already_exists', 'A@B.example')).toEqual({
      kind: 'approved',
      email: 'a@b.example',
      already: true,
    });
    for (const code of [
      'request_declined',
      'request_declined_blocked_domain',
      'request_declined_third_party',
      'request_access_auto_declined',
    ]) {
      expect(feedbackOfCode(code, 'a@b.example')).toEqual({ kind: 'declined', code });
    }
    expect(feedbackOfCode('unique_violation', 'a@b.example')).toBeNull();
    expect(ACCESS_FEEDBACK('Acme', 'Trust Center', { kind: 'request_sent' }).title).toBe(
      'Request sent',
    );
  });
});
