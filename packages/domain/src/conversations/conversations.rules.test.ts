import { describe, expect, it } from 'vitest';
import { commentInputSchema, questionnaireLinkInputSchema } from './conversations.schema.js';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from './conversations.constants.js';
import { externalAbilities } from './conversations.rules.js';

const base = {
  mode: 'account_external' as const,
  isMember: true,
  questionnairesEnabled: true,
  commentsEnabled: true,
  partnerImport: true,
  partnerCount: 3,
};

describe('externalAbilities', () => {
  it('offers everything to a signed-in member in account-external mode', () => {
    expect(externalAbilities(base)).toEqual({ questionnaires: true, tprm: true, comments: true });
  });
  it('offers nothing in the other modes or to anyone but a member', () => {
    for (const mode of ['public', 'preview', 'main'] as const) {
      expect(externalAbilities({ ...base, mode })).toEqual({
        questionnaires: false,
        tprm: false,
        comments: false,
      });
    }
    expect(externalAbilities({ ...base, isMember: false }).comments).toBe(false);
  });
  it('follows the customization, the partner-import feature and the partner list', () => {
    expect(externalAbilities({ ...base, questionnairesEnabled: false }).questionnaires).toBe(false);
    expect(externalAbilities({ ...base, commentsEnabled: false }).comments).toBe(false);
    expect(externalAbilities({ ...base, partnerImport: false }).tprm).toBe(false);
    expect(externalAbilities({ ...base, partnerCount: 0 }).tprm).toBe(false);
  });
});

describe('comment input', () => {
  const input = { itemUid: 'soc2', productId: 'p1' };
  it('sends the trimmed text', () => {
    expect(commentInputSchema.parse({ ...input, content: '  hello\nthere  ' }).content).toBe(
      'hello\nthere',
    );
  });
  it('refuses an empty text and a text over the limit with a clear message', () => {
    const empty = commentInputSchema.safeParse({ ...input, content: '   \n ' });
    expect(empty.error?.issues[0]?.message).toBe(CONVERSATION_MESSAGES.commentEmpty);
    const long = commentInputSchema.safeParse({
      ...input,
      content: 'x'.repeat(CONVERSATION_LIMITS.commentMaxLength + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(CONVERSATION_MESSAGES.commentTooLong);
  });
});

describe('questionnaire link', () => {
  it('takes an https address only', () => {
    expect(
      questionnaireLinkInputSchema.safeParse({ link: 'https://forms.example/q/1' }).success,
    ).toBe(true);
    for (const link of [
      'http://forms.example/q',
      'javascript:alert(1)',
      'forms',
      'https://user:pw@x.example/',
    ]) {
      expect(questionnaireLinkInputSchema.safeParse({ link }).error?.issues[0]?.message).toBe(
        CONVERSATION_MESSAGES.linkInvalid,
      );
    }
  });
});
