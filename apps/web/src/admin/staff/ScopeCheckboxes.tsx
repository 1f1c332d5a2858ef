import { SCOPE_DESCRIPTIONS } from '@candor/domain';
import { Checkbox, Stack } from '@mantine/core';

/** The permissions staff may be given, each by its label and what it allows (never raw). */
export function ScopeCheckboxes({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Checkbox.Group label="Permissions" value={value} onChange={onChange}>
      <Stack gap="sm" mt="xs">
        {SCOPE_DESCRIPTIONS.map((scope) => (
          <Checkbox
            key={scope.scope}
            value={scope.scope}
            label={scope.label}
            description={scope.description}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
