/**
 * Short-lived signed links to a questionnaire's files (the member's upload for staff, staff's
 * answer for the account's members), like the documents' (`services/files/signedLinks.ts`): a
 * stateless HMAC token naming the organisation, the questionnaire, which file, and an expiry.
 * The route that signs one has checked who asks; whoever holds it for its few minutes gets those
 * bytes and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@candor/domain';
import { z } from 'zod';
import { FILE_LINK_TTL_SECONDS, SIGNED_LINK_MESSAGES } from '../files/signedLinks.js';

const claimsSchema = z.object({
  o: z.string(),
  q: z.string(),
  /** The member's questionnaire, or staff's answer. */
  part: z.enum(['submission', 'answer']),
  e: z.number().int(),
});
export type QuestionnaireLinkClaims = z.infer<typeof claimsSchema>;

export interface QuestionnaireLinks {
  sign(claims: Omit<QuestionnaireLinkClaims, 'e'>, now?: Date): string;
  verify(token: string, now?: Date): QuestionnaireLinkClaims;
}

export function createQuestionnaireLinks(secret: string): QuestionnaireLinks {
  const key = createHmac('sha256', secret).update('candor:questionnaire-links:v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(claims, now = new Date()) {
      const e = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS;
      const payload = Buffer.from(JSON.stringify({ ...claims, e })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, now = new Date()) {
      const invalid = () => new DomainError('forbidden', SIGNED_LINK_MESSAGES.invalid);
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw invalid();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      const claims = claimsSchema.safeParse(parsed);
      if (!claims.success) throw invalid();
      if (claims.data.e <= Math.floor(now.getTime() / 1000)) {
        throw new DomainError('forbidden', SIGNED_LINK_MESSAGES.expired);
      }
      return claims.data;
    },
  };
}

export const questionnaireFilePath = (orgId: string, token: string): string =>
  `/api/share/${orgId}/questionnaire-file?token=${token}`;
