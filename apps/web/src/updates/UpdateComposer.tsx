/**
 * The composer (main mode on the portal, and the private area's Trust updates; statuspage:edit or
 * updates:edit): a new topic with its first update, another update in a topic, editing a topic
 * or an update (an edit never mails again), and deleting either. The rules and messages are the
 * domain's (visitor-portal.md §5 'Update creation'); the server checks them again. With E-mail
 * ticked it says, before Publish, how many confirmed subscribers the audience reaches (the
 * publish's own count). Saving refreshes through PortalRefreshContext (the portal's data, or the
 * private area's list). Loaded only when staff open it.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Checkbox,
  Loader,
  Text,
  Input,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { UPDATE_CATEGORIES } from '@candor/domain/cards/constants';
import { UPDATE_CATEGORY_LABELS } from '@candor/domain/updates/updates.constants';
import {
  topicInputSchema,
  UPDATE_MESSAGES,
  updateInputSchema,
  type UpdateInput,
} from '@candor/domain/updates/updates.schema';
import { useQuery } from '../api/queries.js';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { usePortalRefresh } from '../portal/portalRefresh.js';
import { DialogActions } from '../ui/DialogActions.js';
import { useSnack } from '../ui/Snack.js';
import { ConfirmDialog } from '../staff/ConfirmDialog.js';
import {
  addUpdate,
  createTopic,
  deleteTopic,
  deleteUpdate,
  editTopic,
  editUpdate,
} from './updateApi.js';
import { staffUpdateKeys, staffUpdatesApi } from './staffUpdatesApi.js';
import type { TopicView, UpdateView } from '@candor/domain/portal/portalView';

export type ComposerTarget =
  | { kind: 'new-topic' }
  | { kind: 'add-update'; topicId: string; subject: string; hidden: boolean }
  | { kind: 'edit-topic'; topic: TopicView }
  | { kind: 'edit-update'; subject: string; update: UpdateView }
  | { kind: 'delete-topic'; topicId: string; subject: string }
  | { kind: 'delete-update'; updateId: string; subject: string };

type Errors = Record<string, string>;

const errorsOf = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((issue) => [issue.path.join('.') || 'form', issue.message]));

/** When the update is mailed: on saving, when its draft topic is published, or never (an edit). */
export type Mailing = 'on-save' | 'on-publish' | null;

const subscribersWord = (n: number) =>
  n === 1 ? '1 confirmed subscriber' : `${n} confirmed subscribers`;

/**
 * How many confirmed subscribers the chosen audience reaches by e-mail, asked of the server (the
 * publish's own rule); nobody is a warning, since publishing would be refused.
 */
export function AudienceCount({
  update,
  mailing,
}: {
  update: UpdateInput;
  mailing: Exclude<Mailing, null>;
}) {
  const productIds = update.allProducts ? [] : (update.productIds ?? []);
  const query = useQuery({
    queryKey: staffUpdateKeys.audience(update.audience, productIds),
    queryFn: () => staffUpdatesApi.audienceCount(update.audience, productIds),
    staleTime: 0,
  });
  if (query.isPending) {
    return (
      <Text size="sm" c="gray.7" role="status">
        <Loader size="xs" mr={6} aria-hidden />
        Counting the subscribers this update would reach…
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" c="red.8" role="status">
        Could not count the subscribers this update would reach: {query.error.message}
      </Text>
    );
  }
  const n = query.data.confirmedSubscribers;
  const readers = update.audience === 'private' ? 'signed-in account members' : 'everyone';
  if (n === 0) {
    return (
      <Alert color="yellow" role="status" data-testid="audience-count">
        {UPDATE_MESSAGES.noRecipients} who can read an update for {readers}.{' '}
        {mailing === 'on-save'
          ? 'Untick E-mail or choose another audience to publish.'
          : 'Nobody would be mailed when the topic is published.'}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="gray.7" role="status" data-testid="audience-count">
      {mailing === 'on-save' ? 'E-mail goes to' : 'When the topic is published, e-mail goes to'}{' '}
      <strong>{subscribersWord(n)}</strong>.
    </Text>
  );
}

function UpdateFields({
  value,
  onChange,
  errors,
  mailing,
}: {
  value: UpdateInput;
  onChange: (next: UpdateInput) => void;
  errors: Errors;
  mailing: Mailing;
}) {
  const channels = value.channels;
  return (
    <>
      <Textarea
        label="Message (Markdown)"
        required
        autosize
        minRows={5}
        value={value.message}
        error={errors.message}
        onChange={(event) => onChange({ ...value, message: event.currentTarget.value })}
      />
      <NativeSelect
        label="Audience"
        data={[
          { value: 'public', label: 'Public: everyone' },
          { value: 'private', label: 'Private: signed-in account members' },
        ]}
        value={value.audience}
        error={errors.audience}
        onChange={(event) =>
          onChange({
            ...value,
            audience: event.currentTarget.value === 'private' ? 'private' : 'public',
          })
        }
      />
      <Input.Wrapper label="Channels" error={errors.channels}>
        <Group mt={4}>
          <Checkbox
            label="Trust Center"
            checked={channels.statusPage}
            onChange={(event) =>
              onChange({
                ...value,
                channels: { ...channels, statusPage: event.currentTarget.checked },
              })
            }
          />
          <Checkbox
            label="E-mail"
            checked={channels.email}
            onChange={(event) =>
              onChange({ ...value, channels: { ...channels, email: event.currentTarget.checked } })
            }
          />
        </Group>
      </Input.Wrapper>
      {channels.email && mailing ? <AudienceCount update={value} mailing={mailing} /> : null}
    </>
  );
}

const EMPTY_UPDATE: UpdateInput = {
  message: '',
  audience: 'public',
  allProducts: true,
  productIds: [],
  channels: { statusPage: true, email: false },
};

export function UpdateComposer({
  target,
  onClose,
}: {
  target: ComposerTarget;
  onClose: () => void;
}) {
  const snack = useSnack();
  const refresh = usePortalRefresh();
  const topic = target.kind === 'edit-topic' ? target.topic : null;
  const edited = target.kind === 'edit-update' ? target.update : null;
  const [subject, setSubject] = useState(topic?.subject ?? '');
  const [category, setCategory] = useState<string>(topic?.category ?? 'general');
  const [isPinned, setPinned] = useState(topic?.isPinned ?? false);
  const [hidden, setHidden] = useState(topic?.hidden ?? false);
  const [update, setUpdate] = useState<UpdateInput>(
    edited
      ? {
          message: edited.message,
          audience: edited.audience,
          allProducts: edited.productIds === null,
          productIds: edited.productIds ?? [],
          channels: edited.channels,
        }
      : EMPTY_UPDATE,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const done = async (message: string) => {
    snack(message);
    await refresh();
    onClose();
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError) setErrors({ form: error.message });
    else setErrors({ form: 'Unfortunately, an unknown error has occurred.' });
  };

  if (target.kind === 'delete-topic') {
    return (
      <ConfirmDialog
        title="Delete topic"
        message={`Delete '${target.subject}' and all its updates? Visitors will no longer see it.`}
        confirmLabel="Delete"
        failedMessage="Failed to delete topic"
        onConfirm={async () => done((await deleteTopic(target.topicId)).message)}
        onClose={onClose}
      />
    );
  }
  if (target.kind === 'delete-update') {
    return (
      <ConfirmDialog
        title="Delete update"
        message={`Delete this update of '${target.subject}'? Visitors will no longer see it; mail already sent stays sent.`}
        confirmLabel="Delete"
        failedMessage="Failed to delete update"
        onConfirm={async () => done((await deleteUpdate(target.updateId)).message)}
        onClose={onClose}
      />
    );
  }
  const withTopic = target.kind === 'new-topic' || target.kind === 'edit-topic';
  const withUpdate = target.kind !== 'edit-topic';
  const draft = target.kind === 'add-update' ? target.hidden : hidden;
  const mailing: Mailing =
    target.kind === 'new-topic' || target.kind === 'add-update'
      ? draft
        ? 'on-publish'
        : 'on-save'
      : null;

  const topicInput = () => topicInputSchema.parse({ subject, category, isPinned, hidden });
  const save = () => {
    switch (target.kind) {
      case 'new-topic':
        return createTopic(topicInput(), update);
      case 'edit-topic':
        return editTopic(target.topic.id, topicInput());
      case 'add-update':
        return addUpdate(target.topicId, update);
      case 'edit-update':
        return editUpdate(target.update.id, update);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkedUpdate = withUpdate ? updateInputSchema.safeParse(update) : null;
    const checkedTopic = withTopic
      ? topicInputSchema.safeParse({ subject, category, isPinned, hidden })
      : null;
    const issues = [
      ...(checkedTopic && !checkedTopic.success ? checkedTopic.error.issues : []),
      ...(checkedUpdate && !checkedUpdate.success ? checkedUpdate.error.issues : []),
    ];
    if (issues.length > 0) {
      setErrors(errorsOf(issues));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await done((await save()).message);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const title =
    target.kind === 'new-topic'
      ? 'New topic'
      : target.kind === 'edit-topic'
        ? 'Edit topic'
        : target.kind === 'edit-update'
          ? `Edit update in '${target.subject}'`
          : `New update in '${target.subject}'`;
  const actionLabel =
    target.kind === 'edit-topic' || target.kind === 'edit-update' ? 'Save' : 'Publish';
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          {withTopic ? (
            <>
              <TextInput
                label="Subject"
                required
                value={subject}
                error={errors.subject}
                onChange={(event) => setSubject(event.currentTarget.value)}
                data-autofocus
              />
              <NativeSelect
                label="Category"
                data={UPDATE_CATEGORIES.map((value) => ({
                  value,
                  label: UPDATE_CATEGORY_LABELS[value],
                }))}
                value={category}
                error={errors.category}
                onChange={(event) => setCategory(event.currentTarget.value)}
              />
              <Group>
                <Checkbox
                  label="Pinned"
                  checked={isPinned}
                  onChange={(event) => setPinned(event.currentTarget.checked)}
                />
                <Checkbox
                  label="Hidden (a draft: not shown, not mailed)"
                  checked={hidden}
                  onChange={(event) => setHidden(event.currentTarget.checked)}
                />
              </Group>
            </>
          ) : null}
          {withUpdate ? (
            <UpdateFields value={update} onChange={setUpdate} errors={errors} mailing={mailing} />
          ) : null}
          {target.kind === 'edit-update' ? (
            <Alert color="gray">Saving changes what visitors read; it never mails again.</Alert>
          ) : null}
          <DialogActions onCancel={onClose} busy={busy} actionLabel={actionLabel} />
        </Stack>
      </form>
    </Modal>
  );
}
