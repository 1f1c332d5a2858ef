import { Stack, Text } from '@mantine/core';
import { useAdmin } from '../adminContext.js';
import { PageHeader } from '../ui/PageHeader.js';
import { TotpSetup } from './TotpSetup.js';

/** "Your account" (every staff member, from the staff menu): who you are and your sign-in. */
export default function AccountPage() {
  const { user } = useAdmin();
  return (
    <>
      <PageHeader title="Your account">How you sign in to the private area.</PageHeader>
      <Stack gap="xl">
        <Text size="sm">
          Signed in as <strong>{user.displayName}</strong> ({user.email}).
        </Text>
        <TotpSetup />
      </Stack>
    </>
  );
}
