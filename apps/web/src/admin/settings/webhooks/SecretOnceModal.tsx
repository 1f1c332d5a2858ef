/**
 * A webhook endpoint's signing secret, right after it was made (create, rotate): shown this
 * once with a copy button; closing forgets it.
 */
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

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
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Signing secret"
            readOnly
            value={secret ?? ''}
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
