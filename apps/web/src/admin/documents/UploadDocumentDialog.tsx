/**
 * The upload dialog (also opened by ?uploadModal=true): one file, checked again by the server
 * by its bytes. The error the server gives (wrong type, too large, empty) shows in the dialog.
 */
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES } from '@candor/domain';
import { FileInput, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { documentKeys, documentsApi, type DocumentSaved } from './documentsApi.js';

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
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };
  const mutation = useSnackMutation<File, DocumentSaved>({
    mutationFn: (chosen) =>
      replacing ? documentsApi.replace(replacing.id, chosen) : documentsApi.upload(chosen),
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
    setError(null);
    mutation.mutate(file, { onError: (failure) => setError(failure.message) });
  };

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
            accept={DOCUMENT_ACCEPT}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setError(null);
            }}
            error={error}
            clearable
            data-autofocus
          />
          <Text size="xs" c="gray.7">
            PDF, Word, Excel, PowerPoint, PNG or JPEG. Documents are encrypted when stored.
          </Text>
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
