/**
 * 'Sign-in with your identity provider' (byoid), the Settings page's Identity tab: the PEM
 * public key and/or the JWKS URL whose JWTs sign account members in at /byoid/{orgId}/welcome.
 * Staff with access:manage only (the API checks it again); empty fields turn it off.
 */
import { accessPaths } from '@candor/domain/access/access.paths';
import {
  MEMBER_MESSAGES,
  type ByoidSettings as ByoidSettingsValues,
} from '@candor/domain/access/access.schema';
import { Fieldset, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '../../api/queries.js';
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';
import { useAdmin } from '../adminContext.js';
import { QueryView } from '../ui/QueryState.js';
import { SaveButtons } from '../ui/SaveButtons.js';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard.js';
import { byoidApi, settingsKeys } from './settingsApi.js';

export function ByoidSettings() {
  const orgId = useAdmin().org?.id;
  const query = useQuery({ queryKey: settingsKeys.byoid, queryFn: byoidApi.get });
  if (!orgId) return null;
  return (
    <QueryView query={query}>
      {(saved) => <ByoidSettingsForm orgId={orgId} saved={saved} />}
    </QueryView>
  );
}

interface ByoidForm {
  publicKey: string;
  jwksUrl: string;
}

const formOf = (saved: ByoidSettingsValues): ByoidForm => ({
  publicKey: saved.byoidPublicKey ?? '',
  jwksUrl: saved.byoidJwksUrl ?? '',
});

function ByoidSettingsForm({ orgId, saved }: { orgId: string; saved: ByoidSettingsValues }) {
  const snack = useSnack();
  const queryClient = useQueryClient();
  const stored = formOf(saved);
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Partial<Record<keyof ByoidSettingsValues, string>>>({});
  const dirty = values.publicKey !== stored.publicKey || values.jwksUrl !== stored.jwksUrl;

  const save = useMutation({
    mutationFn: byoidApi.save,
    onSuccess: (answer) => {
      setErrors({});
      queryClient.setQueryData(settingsKeys.byoid, answer);
      setValues(formOf(answer));
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
        save.mutate({
          byoidPublicKey: values.publicKey || null,
          byoidJwksUrl: values.jwksUrl || null,
        });
      }}
    >
      <UnsavedChangesGuard dirty={dirty} />
      <Stack gap="lg">
        <Fieldset legend="Sign-in with your identity provider">
          <Stack gap="md">
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              Your identity provider can sign account members in: send them to{' '}
              <code>{accessPaths.byoidWelcome(orgId)}?jwt=…</code> with a JWT signed by this key
              (RS, PS, ES or EdDSA), carrying <code>exp</code> (at most 24 hours ahead), the
              member&apos;s e-mail in <code>email</code> or <code>sub</code>, and your organisation
              id <code>{orgId}</code> or your portal&apos;s address as <code>aud</code>. Each token
              works once.
            </Text>
            <Textarea
              label="Public key (PEM)"
              placeholder="-----BEGIN PUBLIC KEY-----"
              autosize
              minRows={4}
              maxRows={12}
              value={values.publicKey}
              error={errors.byoidPublicKey}
              onChange={(event) => setValues({ ...values, publicKey: event.currentTarget.value })}
            />
            <TextInput
              label="JWKS URL"
              placeholder="https://idp.example.com/.well-known/jwks.json"
              value={values.jwksUrl}
              error={errors.byoidJwksUrl}
              onChange={(event) => setValues({ ...values, jwksUrl: event.currentTarget.value })}
            />
          </Stack>
        </Fieldset>
        <SaveButtons dirty={dirty} saving={save.isPending} onDiscard={() => setValues(stored)} />
      </Stack>
    </form>
  );
}
