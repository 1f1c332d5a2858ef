/**
 * The identity provider (OpenID Connect): issuer URL, client id and secret (write-only: the form
 * says whether one is stored), "SSO required", just-in-time creation with its default role, the
 * callback URL to register at the provider, and a test of the saved settings.
 */
import type { SsoSettingsView } from '@candor/domain/sso/sso';
import { ROLE_PRESETS, type RolePresetId } from '@candor/domain/staff/rolePresets';
import { CopyValueButton } from '../../ui/CopyValueButton.js';
import {
  Alert,
  Button,
  Code,
  Group,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '../../api/queries.js';
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { ssoApi, useSsoMutation } from './ssoApi.js';

const isRole = (value: string | null): value is RolePresetId =>
  ROLE_PRESETS.some((preset) => preset.id === value);

export function SsoProviderForm({ view }: { view: SsoSettingsView }) {
  const [issuerUrl, setIssuerUrl] = useState(view.issuerUrl ?? '');
  const [clientId, setClientId] = useState(view.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [required, setRequired] = useState(view.required);
  const [jitEnabled, setJitEnabled] = useState(view.jitEnabled);
  const [jitRole, setJitRole] = useState<RolePresetId>(view.jitRole);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSsoMutation(
    () =>
      ssoApi.save({
        issuerUrl,
        clientId,
        required,
        jitEnabled,
        jitRole,
        ...(clientSecret ? { clientSecret } : {}),
      }),
    () => {
      setErrors({});
      setClientSecret('');
    },
    (error) =>
      setErrors(
        Object.fromEntries(
          (error.errors.length > 0 ? error.errors : [{ path: 'form', message: error.message }]).map(
            (entry) => [entry.path, entry.message],
          ),
        ),
      ),
  );
  const test = useMutation({
    mutationFn: ssoApi.test,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h4">
          Identity provider
        </Title>
        <Text size="sm">Callback URL to register at your identity provider:</Text>
        <Group gap="xs">
          <Code>{view.callbackUrl}</Code>
          <CopyValueButton
            value={view.callbackUrl}
            label="Copy"
            type="callback URL"
            variant="default"
          />
        </Group>
        <TextInput
          label="Issuer URL"
          description="The address of your OpenID Connect provider, e.g. https://login.example.com"
          value={issuerUrl}
          onChange={(event) => setIssuerUrl(event.currentTarget.value)}
          error={errors['issuerUrl']}
          required
        />
        <TextInput
          label="Client ID"
          value={clientId}
          onChange={(event) => setClientId(event.currentTarget.value)}
          error={errors['clientId']}
          required
        />
        <PasswordInput
          label="Client secret"
          description={
            view.secretSet
              ? 'A secret is stored. Leave empty to keep it, or enter a new one to replace it.'
              : 'Not set yet.'
          }
          value={clientSecret}
          onChange={(event) => setClientSecret(event.currentTarget.value)}
          error={errors['clientSecret']}
          autoComplete="new-password"
        />
        <Switch
          label="Require single sign-on"
          description="Staff with a verified e-mail domain can no longer sign in with a password (staff managers keep an administrator sign-in in case the provider is down)."
          checked={required}
          onChange={(event) => setRequired(event.currentTarget.checked)}
          error={errors['required']}
        />
        <Switch
          label="Create staff on first sign-in"
          description="Someone your provider signs in, with a verified e-mail domain and no staff account yet, gets one with the role below."
          checked={jitEnabled}
          onChange={(event) => setJitEnabled(event.currentTarget.checked)}
        />
        <Select
          label="Role of staff created on first sign-in"
          data={ROLE_PRESETS.map((preset) => ({ value: preset.id, label: preset.label }))}
          value={jitRole}
          onChange={(value) => {
            if (isRole(value)) setJitRole(value);
          }}
          allowDeselect={false}
          disabled={!jitEnabled}
          w={280}
        />
        {errors['form'] ? (
          <Text size="sm" c="red" role="alert">
            {errors['form']}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!view.secretSet}
          >
            Test
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
        {test.isSuccess ? (
          <Alert color="green" title="Provider found" role="status">
            {test.data.message}
            {test.data.authorizationEndpoint ? (
              <Text size="xs">Sign-in: {test.data.authorizationEndpoint}</Text>
            ) : null}
          </Alert>
        ) : null}
        {test.isError ? (
          <Alert color="red" title="Test failed" role="alert">
            {test.error instanceof ApiError ? test.error.message : 'The test could not run.'}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
