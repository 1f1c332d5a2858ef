/**
 * The upload dialog (also opened by ?uploadModal=true): one file, checked again by the server
 * by its bytes, with its title (the file's name until staff change it) and whether the portal
 * serves it view-only; a progress bar while the bytes go out. Replacing a file keeps the
 * document's title and access type. The error the server gives (wrong type, too large, empty,
 * a bad title) shows in the dialog.
 */
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, documentNameSchema } from '@candor/domain';
import { Checkbox, FileInput, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { documentKeys, documentsApi, type DocumentSaved } from './documentsApi.js';

/** The view-only checkbox, shared with the Edit dialog. */
export function ViewOnlyCheckbox({
  checked,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      label="View only"
      description="Visitors who have access to its item can open it in the Trust Center but not download it."
      // Mantine's dimmed description is too faint on white (axe's colour contrast).
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

export function UploadDocumentDialog({
  opened,
  onClose,
  replacing,
}: {
  opened: boolean;
  onClose: () => void;
  /** Replace this document's file instead of adding a new document. */
  replacing?: { id: string; name: string } | null;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [viewOnly, setViewOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const close = () => {
    setFile(null);
    setTitle('');
    setViewOnly(false);
    setError(null);
    setTitleError(null);
    onClose();
  };
  const mutation = useSnackMutation<File, DocumentSaved>({
    mutationFn: (chosen) => {
      setSent(0);
      return replacing
        ? documentsApi.replace(replacing.id, chosen, setSent)
        : documentsApi.upload(chosen, { title: title.trim(), viewOnly }, setSent);
    },
    success: (saved) => saved.message,
    invalidates: [documentKeys.library, documentKeys.items],
    onSuccess: close,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(DOCUMENT_MESSAGES.missing);
      return;
    }
    if (!replacing) {
      const checked = documentNameSchema.safeParse(title);
      if (!checked.success) {
        setTitleError(checked.error.issues[0]?.message ?? DOCUMENT_MESSAGES.nameRequired);
        return;
      }
    }
    setError(null);
    setTitleError(null);
    mutation.mutate(file, {
      onError: (failure) => setError(failure.message),
      onSettled: () => setSent(null),
    });
  };
  const percent = Math.round((sent ?? 0) * 100);

  return (
    <Modal
      opened={opened}
      onClose={mutation.isPending ? () => undefined : close}
      title={replacing ? `Replace ${replacing.name}` : 'Upload document'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FileInput
            label="File"
            placeholder="Choose a file"
            // Mantine's placeholder grey is too faint on white (axe's colour contrast).
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept={DOCUMENT_ACCEPT}
            value={file}
            onChange={(chosen) => {
              // The title follows the file until staff type their own.
              if (!file || title === file.name) setTitle(chosen?.name ?? '');
              setFile(chosen);
              setError(null);
            }}
            error={error}
            disabled={mutation.isPending}
            clearable
            data-autofocus
          />
          <Text size="xs" c="gray.7">
            PDF, Word, Excel, PowerPoint, PNG or JPEG. Documents are encrypted when stored.
          </Text>
          {replacing ? null : (
            <>
              <TextInput
                label="Title"
                value={title}
                onChange={(event) => {
                  setTitle(event.currentTarget.value);
                  setTitleError(null);
                }}
                error={titleError}
                disabled={mutation.isPending}
                required
              />
              <ViewOnlyCheckbox
                checked={viewOnly}
                disabled={mutation.isPending}
                onChange={setViewOnly}
              />
            </>
          )}
          {sent === null ? null : (
            <Stack gap={4}>
              <Progress value={percent} aria-label="Upload progress" animated={percent < 100} />
              <Text size="xs" c="gray.7" aria-live="polite">
                {percent < 100 ? `Uploading… ${percent}%` : 'Checking the document…'}
              </Text>
            </Stack>
          )}
        </Stack>
        <DialogActions
          onCancel={close}
          busy={mutation.isPending}
          actionLabel={replacing ? 'Replace' : 'Upload'}
          mt="lg"
        />
      </form>
    </Modal>
  );
}
