/**
 * Short-lived signed links to a questionnaire's files (the member's upload for staff, staff's
 * answer for the account's members), like the documents' (`services/files/signedLinks.ts`): a
 * stateless HMAC token naming the organisation, the questionnaire, which file, and an expiry.
 * The route that signs one has checked who asks; whoever holds it for its few minutes gets those
 * bytes and nothing else.
 */
import { DomainError } from '@candor/domain';
import { z } from 'zod';
import {
  assertLinkUnexpired,
  expiryIn,
  FILE_LINK_TTL_SECONDS,
  linkJson,
  linkSeal,
  SIGNED_LINK_MESSAGES,
} from '../files/signedLinks.js';

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
  const { seal, open } = linkSeal(secret, 'candor:questionnaire-links:v1');
  return {
    sign(claims, now = new Date()) {
      const e = expiryIn(FILE_LINK_TTL_SECONDS, now);
      return seal(Buffer.from(JSON.stringify({ ...claims, e })).toString('base64url'));
    },
    verify(token, now = new Date()) {
      const claims = claimsSchema.safeParse(linkJson(open(token)));
      if (!claims.success) throw new DomainError('forbidden', SIGNED_LINK_MESSAGES.invalid);
      assertLinkUnexpired(claims.data.e, now);
      return claims.data;
    },
  };
}

export const questionnaireFilePath = (orgId: string, token: string): string =>
  `/api/share/${orgId}/questionnaire-file?token=${token}`;
