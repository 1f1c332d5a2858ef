/**
 * The composer (main mode, statuspage:edit): a new topic with its first update, another update
 * in a topic, and deleting a topic. The rules and messages are the domain's (visitor-portal.md
 * §5 'Update creation'); the server checks them again. Loaded only when staff open it.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Checkbox,
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
  updateInputSchema,
  type UpdateInput,
} from '@candor/domain/updates/updates.schema';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { DialogActions } from '../../ui/DialogActions.js';
import { useSnack } from '../../ui/Snack.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { addUpdate, createTopic, deleteTopic } from './updateApi.js';

export type ComposerTarget =
  | { kind: 'new-topic' }
  | { kind: 'add-update'; topicId: string; subject: string }
  | { kind: 'delete-topic'; topicId: string; subject: string };

type Errors = Record<string, string>;

const errorsOf = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  Object.fromEntries(issues.map((issue) => [issue.path.join('.') || 'form', issue.message]));

function UpdateFields({
  value,
  onChange,
  errors,
}: {
  value: UpdateInput;
  onChange: (next: UpdateInput) => void;
  errors: Errors;
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
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<string>('general');
  const [isPinned, setPinned] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [update, setUpdate] = useState<UpdateInput>(EMPTY_UPDATE);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkedUpdate = updateInputSchema.safeParse(update);
    const checkedTopic =
      target.kind === 'new-topic'
        ? topicInputSchema.safeParse({ subject, category, isPinned, hidden })
        : null;
    const issues = [
      ...(checkedTopic && !checkedTopic.success ? checkedTopic.error.issues : []),
      ...(checkedUpdate.success ? [] : checkedUpdate.error.issues),
    ];
    if (issues.length > 0) {
      setErrors(errorsOf(issues));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const saved =
        target.kind === 'new-topic' && checkedTopic?.success
          ? await createTopic(checkedTopic.data, update)
          : await addUpdate(target.kind === 'add-update' ? target.topicId : '', update);
      await done(saved.message);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const title = target.kind === 'new-topic' ? 'New topic' : `New update in '${target.subject}'`;
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          {target.kind === 'new-topic' ? (
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
          <UpdateFields value={update} onChange={setUpdate} errors={errors} />
          <DialogActions onCancel={onClose} busy={busy} actionLabel="Publish" />
        </Stack>
      </form>
    </Modal>
  );
}
