import { describe, expect, it } from 'vitest';
import {
  bridgeLetterFileId,
  bridgeLetterFileName,
  EMPTY_BRIDGE_LETTER,
  fileNameNeedsTooltip,
  formatBridgeLetterDate,
  isBridgeLetterPublished,
  shortFileName,
} from './bridgeLetter.rules.js';

describe('bridge letter rules', () => {
  it('names the file from the letter type and the organisation, spaces as dashes', () => {
    expect(bridgeLetterFileName('SOC 2', 'Northwind Cloud')).toBe(
      'SOC-2-Bridge-Letter-Northwind-Cloud.pdf',
    );
    expect(bridgeLetterFileName('SOC 1', '  Acme   "R/D"  Ltd ')).toBe(
      'SOC-1-Bridge-Letter-Acme-RD-Ltd.pdf',
    );
  });

  it('shows a tooltip and a shortened name only past 60 characters', () => {
    const sixty = 'a'.repeat(56) + '.pdf';
    expect(fileNameNeedsTooltip(sixty)).toBe(false);
    expect(shortFileName(sixty)).toBe(sixty);
    const long = bridgeLetterFileName(
      'SOC 2',
      'The Very Long Name Of An Organisation Incorporated',
    );
    expect(long.length).toBeGreaterThan(60);
    expect(fileNameNeedsTooltip(long)).toBe(true);
    expect(shortFileName(long)).toHaveLength(60);
    expect(shortFileName(long).endsWith('…')).toBe(true);
  });

  it("dates the letter 'MMMM dd, yyyy'", () => {
    expect(formatBridgeLetterDate(new Date('2026-03-05T23:30:00Z'))).toBe('March 05, 2026');
    expect(formatBridgeLetterDate(new Date('2026-11-24T00:00:00Z'))).toBe('November 24, 2026');
  });

  it('gives the generated document the control id {itemUid}-bridge-letter', () => {
    expect(bridgeLetterFileId('soc-2')).toBe('soc-2-bridge-letter');
  });

  it('publishes only an enabled letter of a report item while the plan has the feature', () => {
    const letter = { ...EMPTY_BRIDGE_LETTER, letterEnabled: true };
    const on = { bridgeLetters: true };
    expect(isBridgeLetterPublished('Reports', letter, on)).toBe(true);
    expect(isBridgeLetterPublished('Reports', { ...letter, letterEnabled: false }, on)).toBe(false);
    expect(isBridgeLetterPublished('Reports', null, on)).toBe(false);
    expect(isBridgeLetterPublished('Legal', letter, on)).toBe(false);
    expect(isBridgeLetterPublished('Reports', letter, { bridgeLetters: false })).toBe(false);
  });
});
