import { Checkbox, Stack } from '@mantine/core';
import type { GrantableScope } from '../api/adminTypes.js';

/** The scopes staff may be given, each with its label and what it allows. */
export function ScopeCheckboxes({
  scopes,
  value,
  onChange,
  error,
}: {
  scopes: GrantableScope[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox.Group label="Scopes" value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="xs">
        {scopes.map((scope) => (
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
