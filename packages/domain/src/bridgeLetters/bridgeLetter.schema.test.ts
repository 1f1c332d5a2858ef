import { describe, expect, it } from 'vitest';
import { BRIDGE_LETTER_MESSAGES, bridgeLetterSchema } from './bridgeLetter.schema.js';

const messages = (input: unknown) => {
  const result = bridgeLetterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('bridge letter schema (staff-content.md §5)', () => {
  it('requires the content, signer name and signer title of an enabled letter', () => {
    expect(
      messages({ letterEnabled: true, letterContent: ' ', signerName: '', letterType: 'SOC 2' }),
    ).toEqual(['Letter content required', 'Signer name required', 'Signer title required']);
  });

  it('keeps a disabled letter as a draft, whatever is missing', () => {
    const parsed = bridgeLetterSchema.parse({ letterEnabled: false, letterType: 'SOC 1' });
    expect(parsed).toEqual({
      letterEnabled: false,
      letterContent: '',
      signerName: '',
      signerTitle: '',
      letterType: 'SOC 1',
    });
  });

  it('accepts a complete letter and trims the signer', () => {
    const parsed = bridgeLetterSchema.parse({
      letterEnabled: true,
      letterContent: '# Bridge letter\n\nNo changes.',
      signerName: '  Ada Lovelace ',
      signerTitle: 'CISO',
      letterType: 'SOC 2',
    });
    expect(parsed.signerName).toBe('Ada Lovelace');
    expect(parsed.letterContent).toBe('# Bridge letter\n\nNo changes.');
  });

  it('takes only SOC 1 or SOC 2 and bounds the texts', () => {
    expect(messages({ letterType: 'SOC 3' })).toEqual([BRIDGE_LETTER_MESSAGES.letterTypeInvalid]);
    expect(
      messages({
        letterType: 'SOC 2',
        letterContent: 'x'.repeat(20_001),
        signerName: 'y'.repeat(101),
      }),
    ).toEqual([BRIDGE_LETTER_MESSAGES.contentMax, BRIDGE_LETTER_MESSAGES.signerNameMax]);
  });
});
