import { Button, Group } from '@mantine/core';

/**
 * A form's Save (off until something changed, saying when it is saving) and Discard changes,
 * which puts back what is saved.
 */
export function SaveButtons({
  dirty,
  saving,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  return (
    <Group>
      <Button type="submit" disabled={!dirty} loading={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
        Discard changes
      </Button>
    </Group>
  );
}
