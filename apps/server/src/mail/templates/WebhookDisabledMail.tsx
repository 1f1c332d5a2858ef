/** Tells staff that a webhook endpoint or chat channel was disabled after a day of failures. */
import { formatLongDateTime } from '@candor/domain';
import type { MailBrand } from '../mailBrand.js';
import { MailButton, MailLayout } from './MailLayout.js';

export interface WebhookDisabledData {
  /** 'webhook endpoint' or 'Slack channel'. */
  kindLabel: string;
  /** The URL (a chat channel's only by its host and last characters: its URL is its secret). */
  destination: string;
  reason: string;
  /** ISO date-time of the first failure since the last success. */
  failingSince: string;
  /** Settings → Webhooks, absolute. */
  settingsUrl: string;
}

export const webhookDisabledSubject = (): string => 'A webhook endpoint was disabled';

export function WebhookDisabledMail({
  data,
  brand,
}: {
  data: WebhookDisabledData;
  brand: MailBrand;
}) {
  return (
    <MailLayout brand={brand}>
      <p>
        The {data.kindLabel} {data.destination} of {brand.orgName}&apos;s Trust Center was disabled:
        it has failed since {formatLongDateTime(data.failingSince)}.
      </p>
      <p>{data.reason}</p>
      <p>
        It receives no events until it is turned on again. Check the receiver, then turn it on in
        Settings → Webhooks; its delivery log shows what it answered.
      </p>
      <p>
        <MailButton href={data.settingsUrl} color={brand.color}>
          Open Settings → Webhooks
        </MailButton>
      </p>
      <p>Or open this link: {data.settingsUrl}</p>
    </MailLayout>
  );
}
