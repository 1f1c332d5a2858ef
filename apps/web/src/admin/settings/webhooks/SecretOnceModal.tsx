/**
 * A webhook endpoint's signing secret, right after it was made (create, rotate): shown this
 * once with a copy button; closing forgets it.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SecretField } from '../../../ui/SecretField.js';

export function SecretOnceModal({
  secret,
  url,
  onClose,
}: {
  secret: string | null;
  url: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Your signing secret" centered>
      <Stack gap="sm">
        <Text size="sm">
          Copy this secret now and store it where your receiver at <strong>{url}</strong> checks
          signatures. It will not be shown again.
        </Text>
        <SecretField value={secret ?? ''} label="Signing secret" />
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
