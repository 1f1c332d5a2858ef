/**
 * The roles staff are given (Admin, Editor, Access manager, Viewer) as radio cards: each with
 * what it is for and, when `withScopes`, the permissions it grants, by label. Arrow keys move
 * between the cards.
 */
import { ROLE_PRESETS, scopeLabel, type RolePresetId } from '@candor/domain';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';

export function RolePicker({
  value,
  onChange,
  withScopes = false,
  label = 'Role',
  error,
}: {
  value: RolePresetId | null;
  onChange: (role: RolePresetId) => void;
  withScopes?: boolean;
  label?: string;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <Radio.Group
      label={label}
      withAsterisk={withScopes}
      value={value}
      onChange={(next) => {
        const preset = ROLE_PRESETS.find((candidate) => candidate.id === next);
        if (preset) onChange(preset.id);
      }}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {ROLE_PRESETS.map((preset) => (
          <Radio.Card
            key={preset.id}
            value={preset.id}
            radius="md"
            p="sm"
            aria-label={preset.label}
            aria-describedby={`${id}-${preset.id}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {preset.label}
                </Text>
                <div id={`${id}-${preset.id}`}>
                  <Text size="xs" c="dimmed">
                    {preset.description}
                  </Text>
                  {withScopes ? (
                    <Text size="xs" mt={4}>
                      {preset.scopes.map(scopeLabel).join(', ')}
                    </Text>
                  ) : null}
                </div>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
