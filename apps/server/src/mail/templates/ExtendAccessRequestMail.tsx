/** Tells staff that a member whose access expired asks for more time (the extend-access call). */
import { formatLongDate } from '@candor/domain';
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface ExtendAccessRequestData {
  memberName: string;
  memberEmail: string;
  accountName: string;
  /** ISO date-time the account's access ended; null when unknown. */
  expiredAt: string | null;
  /** The staff request queue, absolute. */
  queueUrl: string;
}

export const extendAccessRequestSubject = (data: ExtendAccessRequestData): string =>
  `${data.accountName} asks to extend access`;

export function ExtendAccessRequestMail({
  data,
  brand,
}: {
  data: ExtendAccessRequestData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        {data.memberName} ({data.memberEmail}) of {data.accountName} asks to extend their access to{' '}
        {brand.orgName}&apos;s Trust Center
        {data.expiredAt ? `, which ended on ${formatLongDate(data.expiredAt)}` : ''}.
      </p>
      <p>
        <MailButton href={data.queueUrl} color={brand.color}>
          Review the request
        </MailButton>
      </p>
      <p>Or open this link: {data.queueUrl}</p>
    </MailLayout>
  );
}
