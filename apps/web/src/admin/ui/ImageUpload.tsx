import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.js';
import { DangerButton } from './RowActions.js';
import classes from './ImageUpload.module.css';

/** What the server takes; it checks the content again, this only steers the file picker. */
const ACCEPT = 'image/png,image/jpeg,image/webp';

interface ImageUploadProps {
  label: string;
  hint: string;
  url: string | null;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
  /** The preview's box; a banner is wide, a favicon small. */
  previewWidth?: number;
}

/** One uploaded image: its preview, a file picker to replace it, removal after a confirmation. */
export function ImageUpload({
  label,
  hint,
  url,
  busy,
  onUpload,
  onRemove,
  previewWidth = 160,
}: ImageUploadProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap={6} className={classes.root}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <div className={classes.preview} style={{ width: previewWidth }}>
        {url ? (
          <img src={url} alt={`Current ${label.toLowerCase()}`} className={classes.image} />
        ) : (
          <Text size="xs" c="gray.7">
            None
          </Text>
        )}
      </div>
      <Text size="xs" c="gray.7">
        {hint}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(file) => file && onUpload(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={busy}>
              {url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            </Button>
          )}
        </FileButton>
        {url ? (
          <DangerButton disabled={busy} onClick={() => setConfirming(true)}>
            Remove
          </DangerButton>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={`Remove the ${label.toLowerCase()}?`}
        confirmLabel="Remove"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          onRemove();
          setConfirming(false);
        }}
      >
        The portal stops showing it at once.
      </ConfirmDialog>
    </Stack>
  );
}
