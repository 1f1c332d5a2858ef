import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { OrgFeaturesCard } from './OrgFeaturesCard.js';

/** The operator's screen: every organisation's plan and the feature flags on top of it. */
export default function InstallationPage() {
  const query = useQuery({
    queryKey: adminKeys.installation,
    queryFn: adminApi.installation.orgs,
  });
  return (
    <>
      <PageHeader title="Installation">
        Plans and feature flags of every organisation on this installation. A flag overrides its
        plan for one feature; set it back to the plan to follow the plan again.
      </PageHeader>
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
