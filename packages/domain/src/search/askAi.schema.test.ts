import { describe, expect, it } from 'vitest';
import { ASK_AI_MESSAGES, askAiRequestSchema } from './askAi.schema.js';

const ask = (term: unknown, product: unknown = 'p1') =>
  askAiRequestSchema.safeParse({ query: { term, filters: { product } } });

describe('askAiRequestSchema', () => {
  it('takes a question of up to 512 characters, trimmed', () => {
    expect(ask('  Do you encrypt at rest?  ').data?.query.term).toBe('Do you encrypt at rest?');
    expect(ask('a'.repeat(512)).success).toBe(true);
  });

  it('refuses 513 characters with the limit', () => {
    const result = ask('a'.repeat(513));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ASK_AI_MESSAGES.termTooLong);
  });

  it('turns control characters into spaces and refuses a question of nothing', () => {
    expect(ask('SOC\u00002\u0007 report').data?.query.term).toBe('SOC 2  report');
    expect(ask('\u0000\u0001 ').success).toBe(false);
    expect(ask('').error?.issues[0]?.message).toBe(ASK_AI_MESSAGES.termRequired);
  });

  it('needs a product', () => {
    expect(ask('x', '').error?.issues[0]?.message).toBe(ASK_AI_MESSAGES.productRequired);
    expect(ask('x', null).success).toBe(false);
  });
});
