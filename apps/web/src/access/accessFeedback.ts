/**
 * The access modal's feedback states (visitor-portal.md §2, §4, §8): request sent, check e-mail,
 * access expired, request declined (staff, blocked domain, third party, automatic), request
 * pending, and approved (a rule approved it, or the visitor already has access); after 'Request
 * extension' on access expired, the extension link mailed (or why not).
 */
import { ACCESS_MESSAGES } from '@candor/domain/access/access.messages';
import type { ExtensionLinkAnswer } from './accessApi.js';
import { EXTEND_ACCESS_TEXTS } from './account/extendAccess.js';
export type DeclinedCode =
  | 'request_declined'
  | 'request_declined_blocked_domain'
  | 'request_declined_third_party'
  | 'request_access_auto_declined';

export type AccessFeedback =
  | { kind: 'request_sent' }
  | { kind: 'check_email'; email: string }
  | { kind: 'access_expired'; email: string }
  | { kind: 'extension'; answer: ExtensionLinkAnswer; email: string }
  | { kind: 'declined'; code: DeclinedCode }
  | { kind: 'pending' }
  | { kind: 'approved'; email: string; already: boolean };

const DECLINED: readonly string[] = [
  'request_declined',
  'request_declined_blocked_domain',
  'request_declined_third_party',
  'request_access_auto_declined',
] satisfies DeclinedCode[];
const isDeclined = (code: string): code is DeclinedCode => DECLINED.includes(code);

/** The feedback an error code of the request or login call leads to; null: a generic error. */
export function feedbackOfCode(code: string, email: string): AccessFeedback | null {
  if (code === 'pending_request') return { kind: 'pending' };
  if (code === 'access_expired')
    return { kind: 'access_expired', email: email.trim().toLowerCase() };
  if (code === 'account_already_exists') {
    return { kind: 'approved', email: email.trim().toLowerCase(), already: true };
  }
  if (isDeclined(code)) return { kind: 'declined', code };
  return null;
}

const DECLINED_LINES: Record<DeclinedCode, string> = {
  request_declined: 'Your request for access was declined.',
  request_declined_blocked_domain: 'Requests for access from your email domain are not accepted.',
  request_declined_third_party: 'Your request for access was declined by a third party.',
  request_access_auto_declined: 'Your request for access was declined automatically.',
};

export function ACCESS_FEEDBACK(
  org: string,
  portal: string,
  feedback: AccessFeedback,
): { title: string; lines: string[] } {
  switch (feedback.kind) {
    case 'request_sent':
      return {
        title: 'Request sent',
        lines: [
          `Your request for access to ${org}'s ${portal} was sent.`,
          'You will receive an email once it has been reviewed.',
        ],
      };
    case 'check_email':
      return {
        title: 'Check your email',
        lines: [
          `We sent a sign-in link to ${feedback.email}.`,
          'The link works once, for 15 minutes.',
        ],
      };
    case 'access_expired':
      return {
        title: 'Access expired',
        lines: [`Your access to ${org}'s ${portal} has expired.`],
      };
    case 'extension':
      return feedback.answer === 'check_email'
        ? {
            title: 'Check your email',
            lines: [
              ACCESS_MESSAGES.extendLinkSent(feedback.email),
              'The link works once, for 15 minutes.',
            ],
          }
        : { title: 'Extend access', lines: [EXTEND_ACCESS_TEXTS[feedback.answer]] };
    case 'declined':
      return {
        title: 'Request declined',
        lines: [
          DECLINED_LINES[feedback.code],
          `If you believe this is a mistake, please contact ${org}.`,
        ],
      };
    case 'pending':
      return {
        title: 'Request pending',
        lines: [
          `Your request for access to ${org}'s ${portal} is still pending review.`,
          'You will receive an email once it has been reviewed.',
        ],
      };
    case 'approved':
      return {
        title: feedback.already ? 'You already have access' : 'Request approved',
        lines: [
          feedback.already
            ? `You already have access to ${org}'s ${portal}.`
            : `Your request for access to ${org}'s ${portal} was approved automatically.`,
          feedback.already
            ? 'Log in with your work email to receive a sign-in link.'
            : `We sent a sign-in link to ${feedback.email}.`,
        ],
      };
  }
}
