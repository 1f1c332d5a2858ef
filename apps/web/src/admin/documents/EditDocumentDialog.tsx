/**
 * Rename a document, set or clear its expiry date, and make it view-only on the portals or not
 * (who has access stays the item's; unchecked follows the Trust Center's setting again).
 */
import { documentPatchSchema, type DocumentPatch, type LibraryDocument } from '@candor/domain';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { documentKeys, documentsApi, type DocumentSaved } from './documentsApi.js';
import { ViewOnlyCheckbox } from './UploadDocumentDialog.js';

export function EditDocumentDialog({
  document,
  onClose,
}: {
  document: LibraryDocument;
  onClose: () => void;
}) {
  const [name, setName] = useState(document.name);
  const [expiresOn, setExpiresOn] = useState(document.expiresOn ?? '');
  const wasViewOnly = document.documentAccessType === 'view-only';
  const [viewOnly, setViewOnly] = useState(wasViewOnly);
  const [errors, setErrors] = useState<{ name?: string; expiresOn?: string }>({});
  const mutation = useSnackMutation<DocumentPatch, DocumentSaved>({
    mutationFn: (patch) => documentsApi.update(document.id, patch),
    success: (saved) => saved.message,
    invalidates: [documentKeys.library, documentKeys.items],
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = documentPatchSchema.safeParse({ name, expiresOn: expiresOn || null });
    if (!parsed.success) {
      const found: { name?: string; expiresOn?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'expiresOn') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate({
      name: parsed.data.name ?? name,
      expiresOn: parsed.data.expiresOn ?? null,
      // Only a change is sent: a type the document had otherwise stays as it was.
      ...(viewOnly === wasViewOnly ? {} : { documentAccessType: viewOnly ? 'view-only' : null }),
    });
  };

  return (
    <Modal
      opened
      onClose={mutation.isPending ? () => undefined : onClose}
      title="Edit document"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            required
            data-autofocus
          />
          <TextInput
            label="Expiration Date"
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.currentTarget.value)}
            error={errors.expiresOn}
            description="Leave empty when the document does not expire."
          />
          <ViewOnlyCheckbox checked={viewOnly} onChange={setViewOnly} />
        </Stack>
        <DialogActions onCancel={onClose} busy={mutation.isPending} mt="lg" />
      </form>
    </Modal>
  );
}
