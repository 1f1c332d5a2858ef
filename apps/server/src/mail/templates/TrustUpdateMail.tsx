/**
 * A trust update as mailed to subscribers: the topic's subject, the message (Markdown rendered
 * and made safe by updates/updateMarkdown.ts), a link to the topic on the portal and the
 * unsubscribe link every update mail carries.
 */
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface TrustUpdateData {
  portalTitle: string;
  subject: string;
  /** Category label, e.g. 'Incidents'. */
  category: string;
  /** Sanitized HTML of the message. */
  messageHtml: string;
  /** The topic on the portal (`?tcuUid=`), absolute. */
  topicUrl: string;
  /** The signed unsubscribe link, absolute. */
  unsubscribeUrl: string;
}

export const trustUpdateSubject = (data: TrustUpdateData, brand: MailBrand): string =>
  `${brand.orgName}: ${data.subject}`;

export function TrustUpdateMail({ data, brand }: { data: TrustUpdateData; brand: MailBrand }) {
  return (
    <MailLayout brand={brand}>
      <p style={{ color: '#6e7781', fontSize: 13, margin: 0 }}>
        {data.category} update from {brand.orgName}&apos;s {data.portalTitle}
      </p>
      <h1 style={{ fontSize: 20, margin: '4px 0 16px' }}>{data.subject}</h1>
      <div dangerouslySetInnerHTML={{ __html: data.messageHtml }} />
      <p>
        <MailButton href={data.topicUrl} color={brand.color}>
          View on {data.portalTitle}
        </MailButton>
      </p>
      <p style={{ fontSize: 12, color: '#6e7781' }}>
        You receive this because you subscribed to {brand.orgName}&apos;s updates.{' '}
        <a href={data.unsubscribeUrl}>Unsubscribe</a>
      </p>
    </MailLayout>
  );
}
