/**
 * Staff controls of the subprocessors table's rows (main mode, content editors): Edit and Delete.
 * A chunk of its own, loaded only for editors ('Add subprocessor' above the table is
 * staff/AddButton opening SubprocessorDialog).
 */
import type { SubprocessorView } from '@candor/domain/portal/portalView';
import { SUBPROCESSOR_MESSAGES } from '@candor/domain/subprocessors/subprocessor.schema';
import { ActionIcon, Group } from '@mantine/core';
import { PencilIcon, TrashIcon } from '../../ui/icons.js';
import { useState } from 'react';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { useAfterPortalChange } from '../FormDialog.js';
import { deleteSubprocessor } from './subprocessorApi.js';
import SubprocessorDialog from './SubprocessorDialog.js';

export function SubprocessorRowActions({ subprocessor }: { subprocessor: SubprocessorView }) {
  const { productId } = usePortalViewer();
  const afterChange = useAfterPortalChange();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const name = subprocessor.company.name;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Edit ${name}`}
        onClick={() => setOpen('edit')}
      >
        <PencilIcon size={16} stroke={2} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${name}`}
        onClick={() => setOpen('delete')}
      >
        <TrashIcon size={16} stroke={2} />
      </ActionIcon>
      {open === 'edit' ? (
        <SubprocessorDialog subprocessor={subprocessor} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'delete' ? (
        <ConfirmDialog
          title="Delete subprocessor"
          message={`Delete ${name} from the subprocessors? This cannot be undone.`}
          confirmLabel="Delete"
          failedMessage={SUBPROCESSOR_MESSAGES.deleteFailed}
          onConfirm={async () => afterChange(await deleteSubprocessor(productId, subprocessor.id))}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Group>
  );
}
