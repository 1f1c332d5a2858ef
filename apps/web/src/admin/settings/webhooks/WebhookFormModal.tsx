/**
 * Add or edit a destination: the URL, a description and the events as checkboxes (a Slack
 * channel offers only the access events). Checked here first, then by the server, whose field
 * errors show on the fields.
 */
import { Checkbox, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  eventTypesFor,
  WEBHOOK_DESCRIPTION_MAX,
  type WebhookDestinationKind,
} from '@candor/domain/webhooks/webhookAdmin';
import { WEBHOOK_EVENT_LABELS, type WebhookEventType } from '@candor/domain/webhooks/webhookEvents';
import { useState } from 'react';
import { DialogActions } from '../../../ui/DialogActions.js';
import {
  validateWebhookForm,
  type WebhookFormErrors,
  type WebhookFormValues,
} from './webhookForm.js';

export interface WebhookFormProps {
  kind: WebhookDestinationKind;
  /** Editing: the destination's values (a Slack channel's URL is never sent back: empty). */
  initial?: WebhookFormValues;
  busy: boolean;
  /** What the server refused, on its fields. */
  serverErrors?: WebhookFormErrors;
  onSubmit: (values: WebhookFormValues) => void;
  onClose: () => void;
}

export function WebhookFormModal({
  kind,
  initial,
  busy,
  serverErrors = {},
  onSubmit,
  onClose,
}: WebhookFormProps) {
  const editing = initial !== undefined;
  const [values, setValues] = useState<WebhookFormValues>(
    initial ?? { url: '', description: '', eventTypes: [] },
  );
  const [errors, setErrors] = useState<WebhookFormErrors>({});
  const shown = { ...serverErrors, ...errors };
  const title = editing
    ? kind === 'slack'
      ? 'Edit Slack channel'
      : 'Edit endpoint'
    : kind === 'slack'
      ? 'Add Slack channel'
      : 'Add endpoint';
  const urlOptional = editing && kind === 'slack';

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateWebhookForm(kind, values, urlOptional);
          setErrors(found);
          if (Object.keys(found).length === 0) onSubmit(values);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={kind === 'slack' ? 'Incoming webhook URL' : 'Endpoint URL'}
            description={
              urlOptional
                ? 'Leave empty to keep the current URL.'
                : kind === 'slack'
                  ? 'From the Slack app’s Incoming Webhooks page: https://hooks.slack.com/services/…'
                  : 'Where Candor posts the events, signed (Standard Webhooks).'
            }
            placeholder="https://"
            required={!urlOptional}
            value={values.url}
            error={shown.url}
            onChange={(event) => {
              const url = event.currentTarget.value;
              setValues((current) => ({ ...current, url }));
            }}
          />
          <Textarea
            label="Description"
            description="Optional: what receives these events."
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            rows={2}
            value={values.description}
            error={shown.description}
            onChange={(event) => {
              const description = event.currentTarget.value;
              setValues((current) => ({ ...current, description }));
            }}
          />
          <Checkbox.Group
            label="Events"
            description={kind === 'slack' ? 'Slack channels receive the access events.' : undefined}
            required
            value={values.eventTypes}
            error={shown.eventTypes}
            onChange={(selected) => {
              const eventTypes = eventTypesFor(kind).filter((type) => selected.includes(type));
              setValues((current) => ({ ...current, eventTypes }));
            }}
          >
            <Stack gap={6} mt="xs">
              {eventTypesFor(kind).map((type: WebhookEventType) => (
                <Checkbox key={type} value={type} label={WEBHOOK_EVENT_LABELS[type]} />
              ))}
            </Stack>
          </Checkbox.Group>
          {editing ? null : (
            <Text size="xs" c="dimmed">
              {kind === 'slack'
                ? 'The URL is a secret: after saving, only its end is shown.'
                : 'After saving, the signing secret is shown once.'}
            </Text>
          )}
          <DialogActions onCancel={onClose} busy={busy} actionLabel={editing ? 'Save' : title} />
        </Stack>
      </form>
    </Modal>
  );
}
