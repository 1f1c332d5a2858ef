/**
 * The private area's Single sign-on (sso:manage): the verified e-mail domains it applies to and
 * the organisation's OpenID Connect provider.
 */
import { Divider, Stack } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { SsoDomains } from './SsoDomains.js';
import { ssoApi, ssoKey } from './ssoApi.js';
import { SsoProviderForm } from './SsoProviderForm.js';

export default function SsoPage() {
  const query = useQuery({ queryKey: ssoKey, queryFn: ssoApi.get });
  return (
    <>
      <PageHeader title="Single sign-on">
        Let your staff sign in with your organisation&apos;s identity provider (OpenID Connect).
      </PageHeader>
      <QueryView query={query}>
        {({ sso }) => (
          <Stack gap="xl">
            <SsoDomains domains={sso.domains} />
            <Divider />
            <SsoProviderForm view={sso} />
          </Stack>
        )}
      </QueryView>
    </>
  );
}
