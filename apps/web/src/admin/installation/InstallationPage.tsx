import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { CreatedOrganisation } from '../api/adminApi.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { CreateOrganisationDialog } from './CreateOrganisationDialog.js';
import { OrgFeaturesCard } from './OrgFeaturesCard.js';

/**
 * The operator's screen: create an organisation, and every organisation's plan and the feature
 * flags on top of it.
 */
export default function InstallationPage() {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedOrganisation | null>(null);
  const query = useQuery({
    queryKey: adminKeys.installation,
    queryFn: adminApi.installation.orgs,
  });
  return (
    <>
      <PageHeader title="Installation">
        The organisations on this installation, their plans and feature flags. A flag overrides its
        plan for one feature; set it back to the plan to follow the plan again.
      </PageHeader>
      <Group mb="md">
        <Button onClick={() => setCreating(true)}>Create organisation</Button>
      </Group>
      {created ? (
        <Alert
          color="teal"
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setCreated(null)}
        >
          {created.message} <Anchor href={`/${created.slug}`}>Open /{created.slug}</Anchor>
        </Alert>
      ) : null}
      {creating ? (
        <CreateOrganisationDialog onClose={() => setCreating(false)} onCreated={setCreated} />
      ) : null}
      <QueryView query={query}>
        {(data) =>
          data.orgs.length === 0 ? (
            <Text c="gray.7">No organisations yet.</Text>
          ) : (
            <Stack gap="lg">
              {data.orgs.map((org) => (
                <OrgFeaturesCard
                  key={org.id}
                  org={org}
                  plans={data.plans}
                  features={data.features}
                />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </>
  );
}
