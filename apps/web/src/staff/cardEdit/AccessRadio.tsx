import { Group, Radio } from '@mantine/core';

/** An item's access: Public, or Restricted to visitors granted access. */
export function AccessRadio({
  value,
  onChange,
}: {
  /** Public access (unset: restricted). */
  value: boolean | undefined;
  onChange: (publicAccess: boolean) => void;
}) {
  return (
    <Radio.Group
      label="Access"
      value={value ? 'public' : 'restricted'}
      onChange={(chosen) => onChange(chosen === 'public')}
    >
      <Group gap="md" mt={4}>
        <Radio value="public" label="Public" />
        <Radio value="restricted" label="Restricted" />
      </Group>
    </Radio.Group>
  );
}
