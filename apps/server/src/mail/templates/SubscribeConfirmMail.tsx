/** Double opt-in: the link that confirms a subscription to an organisation's trust updates. */
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface SubscribeConfirmData {
  portalTitle: string;
  /** The signed confirmation link, absolute. */
  confirmUrl: string;
}

export const subscribeConfirmSubject = (data: SubscribeConfirmData, brand: MailBrand): string =>
  `Confirm your subscription to ${brand.orgName}'s ${data.portalTitle} updates`;

export function SubscribeConfirmMail({
  data,
  brand,
}: {
  data: SubscribeConfirmData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        Someone asked to receive updates from {brand.orgName}&apos;s {data.portalTitle} at this
        address. Confirm to start receiving them:
      </p>
      <p>
        <MailButton href={data.confirmUrl} color={brand.color}>
          Confirm subscription
        </MailButton>
      </p>
      <p>Or open this link: {data.confirmUrl}</p>
      <p>The link works for 7 days. If you did not ask for this, ignore this e-mail.</p>
    </MailLayout>
  );
}
