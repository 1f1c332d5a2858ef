/** The invitation to join an organisation's staff, with the link to set a password. */
import { formatLongDateTime } from '@candor/domain';
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface StaffInviteData {
  displayName: string;
  /** Who sent the invitation. */
  invitedBy: string;
  /** The set-password link, absolute. */
  link: string;
  /** ISO date-time the link stops working. */
  expiresAt: string;
}

export const staffInviteSubject = (_data: StaffInviteData, brand: MailBrand): string =>
  `You are invited to manage ${brand.orgName}'s Trust Center`;

export function StaffInviteMail({ data, brand }: { data: StaffInviteData; brand: MailBrand }) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.displayName},</p>
      <p>
        {data.invitedBy} invited you to manage {brand.orgName}&apos;s Trust Center. Choose a
        password to sign in:
      </p>
      <p>
        <MailButton href={data.link} color={brand.color}>
          Set your password
        </MailButton>
      </p>
      <p>Or open this link: {data.link}</p>
      <p>The link works once, until {formatLongDateTime(data.expiresAt)}.</p>
      <p>If you did not expect this invitation, you can ignore this e-mail.</p>
    </MailLayout>
  );
}
