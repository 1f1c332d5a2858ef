import type { FeatureFlag } from '@candor/domain/features/featureFlags';
import { isPlanId, planLabel } from '@candor/domain/features/plans';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { useState } from 'react';
import type { InstallationOrgListed } from '../api/adminApi.js';
import { AdminTable } from '../ui/AdminTable.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { DeleteOrgDialog } from './DeleteOrgDialog.js';
import { featureLabel, featureStates, flagsWith, type FeatureSource } from './featureStates.js';

const SOURCES: { value: FeatureSource; label: string }[] = [
  { value: 'plan', label: 'Plan' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

const isSource = (value: string): value is FeatureSource =>
  SOURCES.some((source) => source.value === value);

/** One organisation: its plan (a select) and each feature with where it comes from. */
export function OrgFeaturesCard({
  org,
  plans,
  features,
}: {
  org: InstallationOrgListed;
  plans: Record<string, FeatureFlag[]>;
  features: FeatureFlag[];
}) {
  const update = useSnackMutation({
    mutationFn: (patch: Parameters<typeof adminApi.installation.update>[1]) =>
      adminApi.installation.update(org.id, patch),
    success: `${org.name} saved`,
    invalidates: [adminKeys.installation],
  });
  const states = featureStates(features, plans[org.plan] ?? [], org.flags);
  const [deleting, setDeleting] = useState(false);

  return (
    <Paper withBorder p="md" component="section" aria-label={`${org.name} (${org.slug})`}>
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4" id={`org-${org.id}`}>
            {org.name}
          </Title>
          <Anchor size="xs" href={`/${org.slug}`}>
            /{org.slug}
          </Anchor>
        </div>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Plan"
            value={org.plan}
            disabled={update.isPending}
            data={Object.keys(plans).map((plan) => ({ value: plan, label: planLabel(plan) }))}
            onChange={(event) => {
              const plan = event.currentTarget.value;
              if (isPlanId(plan)) update.mutate({ plan });
            }}
            w={200}
          />
          <Button variant="light" color="red" onClick={() => setDeleting(true)}>
            Delete…
          </Button>
        </Group>
      </Group>
      <DeleteOrgDialog org={org} opened={deleting} onClose={() => setDeleting(false)} />
      <AdminTable
        label={`Features of ${org.name}`}
        columns={['Feature', 'Now', 'From']}
        verticalSpacing={6}
      >
        {states.map((state) => (
          <Table.Tr key={state.feature}>
            <Table.Td>
              <Text size="sm">{featureLabel(state.feature)}</Text>
              <Text size="xs" c="gray.7">
                {state.inPlan ? 'In the plan' : 'Not in the plan'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={state.enabled ? 'teal' : 'gray'}>
                {state.enabled ? 'On' : 'Off'}
              </Badge>
              {state.source === 'plan' ? null : (
                <Badge variant="light" color="orange" ml={6}>
                  Overridden
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <SegmentedControl
                size="xs"
                value={state.source}
                disabled={update.isPending}
                data={SOURCES}
                aria-label={`${featureLabel(state.feature)} for ${org.name}`}
                onChange={(value) => {
                  if (isSource(value)) {
                    update.mutate({ flags: flagsWith(org.flags, state.feature, value) });
                  }
                }}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </Paper>
  );
}
