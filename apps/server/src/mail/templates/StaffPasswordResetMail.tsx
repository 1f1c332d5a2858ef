/** "Forgot password?": the link to choose a new staff password. */
import { formatLongDateTime } from '@candor/domain';
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface StaffPasswordResetData {
  displayName: string;
  /** The set-password link, absolute. */
  link: string;
  /** ISO date-time the link stops working. */
  expiresAt: string;
}

export const staffPasswordResetSubject = (
  _data: StaffPasswordResetData,
  brand: MailBrand,
): string => `Reset your password for ${brand.orgName}'s Trust Center`;

export function StaffPasswordResetMail({
  data,
  brand,
}: {
  data: StaffPasswordResetData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>Hello {data.displayName},</p>
      <p>
        Someone asked to reset the password you use to manage {brand.orgName}&apos;s Trust Center.
        Choose a new one:
      </p>
      <p>
        <MailButton href={data.link} color={brand.color}>
          Choose a new password
        </MailButton>
      </p>
      <p>Or open this link: {data.link}</p>
      <p>
        The link works once, until {formatLongDateTime(data.expiresAt)}. Using it signs you out
        everywhere.
      </p>
      <p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
    </MailLayout>
  );
}
