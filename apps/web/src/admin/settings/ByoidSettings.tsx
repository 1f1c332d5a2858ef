/**
 * 'Sign-in with your identity provider' (byoid): the PEM public key and/or the JWKS URL whose
 * JWTs sign account members in at /byoid/{orgId}/welcome. Staff with access:manage only (the
 * API checks it again); empty fields turn it off.
 */
import { accessPaths } from '@candor/domain/access/access.paths';
import {
  MEMBER_MESSAGES,
  type ByoidSettings as ByoidSettingsValues,
} from '@candor/domain/access/access.schema';
import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, jsonRequest } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';
import { useAdmin } from '../adminContext.js';

const byoidKey = ['admin', 'byoid'] as const;

export function ByoidSettings() {
  const admin = useAdmin();
  if (!admin.org || !admin.abilities.actions.manageAccess) return null;
  return <ByoidSettingsForm orgId={admin.org.id} />;
}

function ByoidSettingsForm({ orgId }: { orgId: string }) {
  const snack = useSnack();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: byoidKey,
    queryFn: () => jsonRequest<ByoidSettingsValues>('GET', accessPaths.byoidSettings),
  });
  const [publicKey, setPublicKey] = useState('');
  const [jwksUrl, setJwksUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!query.data) return;
    setPublicKey(query.data.byoidPublicKey ?? '');
    setJwksUrl(query.data.byoidJwksUrl ?? '');
  }, [query.data]);

  const save = useMutation({
    mutationFn: (values: ByoidSettingsValues) =>
      jsonRequest<ByoidSettingsValues>('PUT', accessPaths.byoidSettings, values),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(byoidKey, saved);
      snack(MEMBER_MESSAGES.byoidSaved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(
          error.errors[0]?.path === 'byoidJwksUrl'
            ? { byoidJwksUrl: error.message }
            : { byoidPublicKey: error.message },
        );
        return;
      }
      snack(error.message, 'error');
    },
  });

  return (
    <form
      aria-label="Identity provider"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ byoidPublicKey: publicKey || null, byoidJwksUrl: jwksUrl || null });
      }}
    >
      <Fieldset legend="Sign-in with your identity provider" mt="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your identity provider can sign account members in: send them to{' '}
            <code>{accessPaths.byoidWelcome(orgId)}?jwt=…</code> with a JWT signed by this key (RS,
            PS, ES or EdDSA), carrying <code>exp</code> (at most 24 hours ahead), the member&apos;s
            e-mail in <code>email</code> or <code>sub</code>, and your organisation id{' '}
            <code>{orgId}</code> or your portal&apos;s address as <code>aud</code>. Each token works
            once.
          </Text>
          <Textarea
            label="Public key (PEM)"
            placeholder="-----BEGIN PUBLIC KEY-----"
            autosize
            minRows={4}
            maxRows={12}
            value={publicKey}
            error={errors.byoidPublicKey}
            disabled={query.isPending}
            onChange={(event) => setPublicKey(event.currentTarget.value)}
          />
          <TextInput
            label="JWKS URL"
            placeholder="https://idp.example.com/.well-known/jwks.json"
            value={jwksUrl}
            error={errors.byoidJwksUrl}
            disabled={query.isPending}
            onChange={(event) => setJwksUrl(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save identity provider
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
