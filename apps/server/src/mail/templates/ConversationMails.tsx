/**
 * Questionnaires and conversations: staff hear of a member's questionnaire or comment, the
 * member hears of staff's answer. Comments are quoted as plain text (React escapes them; line
 * breaks are kept), never as HTML.
 */
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

const quoteStyle = {
  whiteSpace: 'pre-wrap' as const,
  borderLeft: '3px solid #d0d5dd',
  margin: '12px 0',
  padding: '4px 12px',
  color: '#344054',
};

export interface QuestionnaireReceivedData {
  memberName: string;
  memberEmail: string;
  accountName: string;
  /** The file's name, or the link the member gave. */
  what: string;
  queueUrl: string;
}

export const questionnaireReceivedSubject = (data: QuestionnaireReceivedData): string =>
  `${data.accountName} submitted a questionnaire`;

export function QuestionnaireReceivedMail({
  data,
  brand,
}: {
  data: QuestionnaireReceivedData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        {data.memberName} ({data.memberEmail}) of {data.accountName} submitted a security
        questionnaire on {brand.orgName}&apos;s Trust Center: {data.what}
      </p>
      <p>
        <MailButton href={data.queueUrl} color={brand.color}>
          Open the questionnaire queue
        </MailButton>
      </p>
      <p>Or open this link: {data.queueUrl}</p>
    </MailLayout>
  );
}

export interface QuestionnaireAnsweredData {
  memberName: string;
  /** The portal as the account, where the answer can be downloaded. */
  portalUrl: string;
}

export const questionnaireAnsweredSubject = (
  _data: QuestionnaireAnsweredData,
  brand: MailBrand,
): string => `${brand.orgName} answered your questionnaire`;

export function QuestionnaireAnsweredMail({
  data,
  brand,
}: {
  data: QuestionnaireAnsweredData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.memberName},</p>
      <p>
        {brand.orgName} answered the questionnaire your company submitted. Sign in to the Trust
        Center to download the answer.
      </p>
      <p>
        <MailButton href={data.portalUrl} color={brand.color}>
          Open the Trust Center
        </MailButton>
      </p>
      <p>Or open this link: {data.portalUrl}</p>
    </MailLayout>
  );
}

export interface CommentReceivedData {
  memberName: string;
  memberEmail: string;
  accountName: string;
  itemTitle: string;
  content: string;
  conversationsUrl: string;
}

export const commentReceivedSubject = (data: CommentReceivedData): string =>
  `${data.accountName} commented on ${data.itemTitle}`;

export function CommentReceivedMail({
  data,
  brand,
}: {
  data: CommentReceivedData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        {data.memberName} ({data.memberEmail}) of {data.accountName} wrote on “{data.itemTitle}”:
      </p>
      <div style={quoteStyle}>{data.content}</div>
      <p>
        <MailButton href={data.conversationsUrl} color={brand.color}>
          Reply
        </MailButton>
      </p>
      <p>Or open this link: {data.conversationsUrl}</p>
    </MailLayout>
  );
}

export interface CommentAnsweredData {
  memberName: string;
  staffName: string;
  itemTitle: string;
  content: string;
  /** The portal as the account, with the item open. */
  itemUrl: string;
}

export const commentAnsweredSubject = (data: CommentAnsweredData, brand: MailBrand): string =>
  `${brand.orgName} replied on ${data.itemTitle}`;

export function CommentAnsweredMail({
  data,
  brand,
}: {
  data: CommentAnsweredData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.memberName},</p>
      <p>
        {data.staffName} of {brand.orgName} replied in the conversation on “{data.itemTitle}”:
      </p>
      <div style={quoteStyle}>{data.content}</div>
      <p>
        <MailButton href={data.itemUrl} color={brand.color}>
          Open the conversation
        </MailButton>
      </p>
      <p>Or open this link: {data.itemUrl}</p>
    </MailLayout>
  );
}
