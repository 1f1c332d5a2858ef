/**
 * The destination form's values and their checks, before the server's (which also checks the
 * address through the SSRF guard): the same words the API answers with.
 */
import {
  eventTypesFor,
  isWebhookUrl,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_MESSAGES,
  type WebhookDestinationKind,
} from '@candor/domain/webhooks/webhookAdmin';
import type { WebhookEventType } from '@candor/domain/webhooks/webhookEvents';

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

export type WebhookFormErrors = Partial<Record<keyof WebhookFormValues, string>>;

export function validateWebhookForm(
  kind: WebhookDestinationKind,
  values: WebhookFormValues,
  /** Editing a Slack channel: its URL is not shown, so left empty it stays as it is. */
  urlOptional = false,
): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = values.url.trim();
  if (!(urlOptional && url === '') && !isWebhookUrl(url)) {
    errors.url = kind === 'slack' ? WEBHOOK_MESSAGES.slackUrlInvalid : WEBHOOK_MESSAGES.urlInvalid;
  }
  if (values.description.trim().length > WEBHOOK_DESCRIPTION_MAX) {
    errors.description = WEBHOOK_MESSAGES.descriptionTooLong;
  }
  if (values.eventTypes.length === 0) errors.eventTypes = WEBHOOK_MESSAGES.noEvents;
  else if (values.eventTypes.some((type) => !eventTypesFor(kind).includes(type))) {
    errors.eventTypes = WEBHOOK_MESSAGES.slackEvents;
  }
  return errors;
}

/** The server's field errors (a 400's `errors`) on the form's fields. */
export function serverFieldErrors(errors: { path: string; message: string }[]): WebhookFormErrors {
  const result: WebhookFormErrors = {};
  for (const { path, message } of errors) {
    const field = path.split('.')[0];
    if (field === 'url' || field === 'description' || field === 'eventTypes') {
      result[field] ??= message;
    }
  }
  return result;
}
