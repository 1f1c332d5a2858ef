import { describe, expect, it } from 'vitest';
import { documentNameSchema } from '../documents/document.schema.js';
import { titleSchema } from '../cards/card.schema.js';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './bidiControls.js';

const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('text direction controls', () => {
  it('finds each of them, and nothing in ordinary text of any script', () => {
    for (const control of CONTROLS) expect(hasBidiControl(`report${control}fdp.exe`)).toBe(true);
    for (const text of ['SOC 2 report.pdf', 'تقرير الأمان', 'דוח אבטחה', 'Zürich – 2026 ✓']) {
      expect(hasBidiControl(text)).toBe(false);
    }
  });

  it('are refused in a document name with a clear message', () => {
    const result = documentNameSchema.safeParse('Pentest report\u202Efdp.exe');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BIDI_CONTROL_MESSAGE);
    expect(documentNameSchema.parse('تقرير الأمان.pdf')).toBe('تقرير الأمان.pdf');
  });

  it('are refused in item and card titles too', () => {
    const result = titleSchema.safeParse('Pen\u2067test\u2069 report');
    expect(result.error?.issues[0]?.message).toBe(BIDI_CONTROL_MESSAGE);
  });
});
