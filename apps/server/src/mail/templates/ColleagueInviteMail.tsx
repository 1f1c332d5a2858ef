/** A member's invitation of a colleague to the organisation's Trust Center (visitor-portal.md §2). */
import { formatLongDate } from '@candor/domain';
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface ColleagueInviteData {
  /** Who invited: their name and e-mail. */
  inviterName: string;
  inviterEmail: string;
  accountName: string;
  portalTitle: string;
  /** The portal with the invitation and the request tab open, absolute. */
  link: string;
  /** The inviter's own words, trimmed; null when they wrote none. */
  message: string | null;
  /** ISO date-time the invitation stops working. */
  expiresAt: string;
}

export const colleagueInviteSubject = (data: ColleagueInviteData, brand: MailBrand): string =>
  `${data.inviterName} invited you to ${brand.orgName}'s ${data.portalTitle}`;

export function ColleagueInviteMail({
  data,
  brand,
}: {
  data: ColleagueInviteData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>Hello,</p>
      <p>
        {data.inviterName} ({data.inviterEmail}) of {data.accountName} invited you to review{' '}
        {brand.orgName}&apos;s {data.portalTitle}.
      </p>
      {data.message ? (
        <blockquote style={{ borderLeft: '3px solid #d0d5dd', margin: 0, paddingLeft: 12 }}>
          {data.message.split('\n').map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </blockquote>
      ) : null}
      <p>
        <MailButton href={data.link} color={brand.color}>
          Request access
        </MailButton>
      </p>
      <p>Or open this link: {data.link}</p>
      <p>The invitation works until {formatLongDate(data.expiresAt)}.</p>
      <p>If you did not expect this invitation, you can ignore this e-mail.</p>
    </MailLayout>
  );
}
