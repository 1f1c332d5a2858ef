/**
 * The organisation's Generative AI settings (visitor-portal.md §4: 'enable it in your Generative
 * AI settings'): generative AI (content may be sent to the installation's AI provider) and Trust
 * Center AI (account members may Ask AI on the portal). Ask AI is offered only when both are on,
 * the plan includes Trust Center AI and the operator configured a provider.
 */
import type { GenerativeAiSettings } from '@candor/domain/search/askAi.schema';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '../../api/queries.js';
import { answerOf, api } from '../../api/apiClient.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';

const KEY = ['admin', 'generative-ai'] as const;

export default function GenerativeAiPage() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => answerOf(api.GET('/api/admin/generative-ai', { signal })),
  });
  const save = useMutation({
    mutationFn: (input: GenerativeAiSettings) =>
      answerOf(api.PUT('/api/admin/generative-ai', { body: input })),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });

  return (
    <>
      <PageHeader title="Generative AI">
        Ask AI answers account members&apos; questions from your Trust Center&apos;s content, citing
        its sources, and only from what each member may read.
      </PageHeader>
      <QueryView query={query}>
        {(data) => (
          <Stack gap="md" maw={640}>
            {!data.providerConfigured ? (
              <Alert color="yellow" title="No AI provider">
                This installation has no AI provider configured (AI_BASE_URL), so Ask AI is not
                available whatever these settings say.
              </Alert>
            ) : null}
            {!data.planIncludesTrustCenterAi ? (
              <Alert color="yellow" title="Not in your plan">
                Ask AI will not be available to Account Members until you upgrade to a paid plan
              </Alert>
            ) : null}
            <Switch
              label="Generative AI"
              description="Your Trust Center's content may be sent to the AI provider to be embedded and answered from. Switching it off removes the stored passages."
              checked={data.generativeAiEnabled}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({
                  generativeAiEnabled: event.currentTarget.checked,
                  trustCenterAiEnabled: data.trustCenterAiEnabled,
                })
              }
            />
            <Switch
              label="Trust Center AI (Ask AI)"
              description="Account members may ask questions in the portal's search and get answers with their sources."
              checked={data.trustCenterAiEnabled}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({
                  generativeAiEnabled: data.generativeAiEnabled,
                  trustCenterAiEnabled: event.currentTarget.checked,
                })
              }
            />
            {save.isError ? (
              <Text c="red" size="sm" role="alert">
                {save.error.message}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </>
  );
}
