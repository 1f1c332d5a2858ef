import { Modal } from '@mantine/core';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { ProductLink } from '../api/adminApi.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { EditNamedForm, type EditField } from './EditNamedForm.js';

type LinkField = 'name' | 'link';

const FIELDS: readonly [EditField<LinkField>, EditField<LinkField>] = [
  { name: 'name', label: 'Link name', required: 'Link name is required' },
  { name: 'link', label: 'URL', required: 'Please enter a valid URL.' },
];

/** Rename a product link or point it elsewhere; the server checks the URL. */
export function EditLinkDialog({ link, onClose }: { link: ProductLink; onClose: () => void }) {
  const save = useSnackMutation({
    mutationFn: (patch: Partial<Record<LinkField, string>>) =>
      adminApi.links.update(link.id, patch),
    success: (answer) => `Link ${answer.link.name} saved`,
    invalidates: [adminKeys.products],
    onSuccess: onClose,
  });

  return (
    <Modal opened onClose={onClose} title={`Edit the link ${link.name}`} centered>
      <EditNamedForm
        fields={FIELDS}
        values={{ name: link.name, link: link.link }}
        save={save}
        onCancel={onClose}
      />
    </Modal>
  );
}
