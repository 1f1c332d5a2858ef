/**
 * Text direction controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * marks U+200E, U+200F and U+061C) change how text is displayed, not what it says: with a
 * right-to-left override 'report‮fdp.exe' reads as 'reportexe.pdf'. A name or title staff or
 * visitors give never needs one, so the validation helpers refuse them. One small rule beside
 * the others of the validation layer.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const BIDI_CONTROL_MESSAGE =
  'Names and titles cannot contain text direction control characters.';

export const hasBidiControl = (value: string): boolean => BIDI_CONTROL.test(value);

/** For zod's refine: `.refine(withoutBidiControls, BIDI_CONTROL_MESSAGE)`. */
export const withoutBidiControls = (value: string): boolean => !hasBidiControl(value);
