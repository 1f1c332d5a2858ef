/**
 * Settings → Webhooks (webhooks:manage): the organisation's webhook endpoints and Slack channels,
 * each with its status, its events and its actions (test event, rotate secret, edit, delete,
 * deliveries). A new endpoint's secret is shown once.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  webhookStatusLabel,
  type WebhookDestinationKind,
} from '@candor/domain/webhooks/webhookAdmin';
import { WEBHOOK_EVENT_LABELS } from '@candor/domain/webhooks/webhookEvents';
import { useState } from 'react';
import { useQuery } from '../../../api/queries.js';
import { ApiError } from '../../../api/jsonRequest.js';
import { PlusIcon } from '../../../ui/icons.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { QueryView } from '../../ui/QueryState.js';
import { useSnackMutation } from '../../ui/useSnackMutation.js';
import { DeliveriesModal } from './DeliveriesModal.js';
import { SecretOnceModal } from './SecretOnceModal.js';
import {
  serverFieldErrors,
  type WebhookFormErrors,
  type WebhookFormValues,
} from './webhookForm.js';
import { WebhookFormModal } from './WebhookFormModal.js';
import { webhooksApi, webhooksKey, type Destination } from './webhooksApi.js';

type Editing = { kind: WebhookDestinationKind; destination?: Destination };

const STATUS_COLOR = { active: 'teal', failing: 'yellow', disabled: 'gray' } as const;

export function WebhooksSettings() {
  const query = useQuery({ queryKey: webhooksKey, queryFn: webhooksApi.list });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [fieldErrors, setFieldErrors] = useState<WebhookFormErrors>({});
  const [secret, setSecret] = useState<{ value: string; url: string } | null>(null);
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const [rotating, setRotating] = useState<Destination | null>(null);
  const [logOf, setLogOf] = useState<Destination | null>(null);

  const closeForm = () => {
    setEditing(null);
    setFieldErrors({});
  };
  const onFormError = (error: unknown) => {
    if (error instanceof ApiError) setFieldErrors(serverFieldErrors(error.errors));
  };
  const create = useSnackMutation({
    mutationFn: webhooksApi.create,
    success: (answer) => answer.message,
    invalidates: [webhooksKey],
    onSuccess: (answer) => {
      closeForm();
      if (answer.secret) setSecret({ value: answer.secret, url: answer.destination.url });
    },
  });
  const update = useSnackMutation({
    mutationFn: webhooksApi.update,
    success: (answer) => answer.message,
    invalidates: [webhooksKey],
    onSuccess: closeForm,
  });
  const remove = useSnackMutation({
    mutationFn: webhooksApi.remove,
    success: (answer) => answer.message,
    invalidates: [webhooksKey],
    onSuccess: () => setDeleting(null),
  });
  const rotate = useSnackMutation({
    mutationFn: webhooksApi.rotate,
    success: (answer) => answer.message,
    invalidates: [webhooksKey],
    onSuccess: (answer) => {
      setRotating(null);
      if (answer.secret) setSecret({ value: answer.secret, url: answer.destination.url });
    },
  });
  const test = useSnackMutation({
    mutationFn: webhooksApi.test,
    success: (answer) => answer.message,
    invalidates: [['admin', 'webhooks']],
  });

  const submit = (values: WebhookFormValues) => {
    if (!editing) return;
    setFieldErrors({});
    const url = values.url.trim();
    if (editing.destination) {
      const keepUrl = editing.destination.kind === 'slack' && url === '';
      update.mutate(
        {
          id: editing.destination.id,
          body: {
            ...(keepUrl ? {} : { url }),
            description: values.description.trim(),
            eventTypes: values.eventTypes,
          },
        },
        { onError: onFormError },
      );
    } else {
      create.mutate(
        {
          kind: editing.kind,
          url,
          description: values.description.trim(),
          eventTypes: values.eventTypes,
        },
        { onError: onFormError },
      );
    }
  };

  const addButtons = (
    <Group gap="sm">
      <Button leftSection={<PlusIcon />} onClick={() => setEditing({ kind: 'webhook' })}>
        Add endpoint
      </Button>
      <Button
        variant="default"
        leftSection={<PlusIcon />}
        onClick={() => setEditing({ kind: 'slack' })}
      >
        Add Slack channel
      </Button>
    </Group>
  );

  return (
    <Stack gap="md" maw={880}>
      <Title order={2} size="h4">
        Webhooks and Slack
      </Title>
      <QueryView query={query}>
        {(data) => (
          <Stack gap="md">
            {data.destinations.length === 0 ? (
              <Stack gap="xs">
                <Text size="sm">
                  Webhooks send your trust center’s events (access requests and decisions, sign-ins,
                  documents viewed, NDAs accepted, questionnaires, comments…) to the tools your
                  security team uses: each event is posted as signed JSON to your endpoint, retried
                  when it fails, and logged. A Slack channel receives new access requests and
                  decisions as messages.
                </Text>
                <Text size="sm" c="dimmed">
                  No endpoint or channel yet.
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Events are signed with each endpoint’s secret (Standard Webhooks). Up to{' '}
                {data.limit} destinations.
              </Text>
            )}
            {addButtons}
            {data.destinations.map((destination) => (
              <Card
                key={destination.id}
                withBorder
                padding="md"
                component="section"
                aria-label={destination.url}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Badge variant="outline" color="gray">
                          {destination.kind === 'slack' ? 'Slack' : 'Webhook'}
                        </Badge>
                        <Badge variant="light" color={STATUS_COLOR[destination.status]}>
                          {webhookStatusLabel(destination)}
                        </Badge>
                      </Group>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {destination.url}
                      </Text>
                      {destination.description ? (
                        <Text size="sm" c="dimmed">
                          {destination.description}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                  <Text size="sm">
                    Events:{' '}
                    {destination.eventTypes.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      loading={test.isPending && test.variables === destination.id}
                      onClick={() => test.mutate(destination.id)}
                    >
                      Send test event
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setLogOf(destination)}>
                      Deliveries
                    </Button>
                    {destination.signed ? (
                      <Button size="xs" variant="default" onClick={() => setRotating(destination)}>
                        Rotate secret
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing({ kind: destination.kind, destination })}
                    >
                      Edit
                    </Button>
                    {destination.enabled ? null : (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() =>
                          update.mutate({ id: destination.id, body: { enabled: true } })
                        }
                      >
                        Turn on
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setDeleting(destination)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
      {editing ? (
        <WebhookFormModal
          kind={editing.kind}
          {...(editing.destination
            ? {
                initial: {
                  url: editing.destination.kind === 'slack' ? '' : editing.destination.url,
                  description: editing.destination.description,
                  eventTypes: editing.destination.eventTypes,
                },
              }
            : {})}
          busy={create.isPending || update.isPending}
          serverErrors={fieldErrors}
          onSubmit={submit}
          onClose={closeForm}
        />
      ) : null}
      <SecretOnceModal
        secret={secret?.value ?? null}
        url={secret?.url ?? ''}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this destination?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        Events will no longer be sent to <strong>{deleting?.url}</strong>, and its delivery log is
        deleted.
      </ConfirmDialog>
      <ConfirmDialog
        opened={rotating !== null}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        onConfirm={() => rotating && rotate.mutate(rotating.id)}
        onClose={() => setRotating(null)}
      >
        A new secret is made for <strong>{rotating?.url}</strong> and shown once. For 24 hours
        deliveries carry signatures with both the new and the old secret, so you can update your
        receiver without missing an event.
      </ConfirmDialog>
      {logOf ? <DeliveriesModal destination={logOf} onClose={() => setLogOf(null)} /> : null}
    </Stack>
  );
}
