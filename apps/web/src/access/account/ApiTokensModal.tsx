/**
 * The account menu's 'API tokens': make a token for the public read API (a name and an expiry
 * of 30, 90 or 365 days, both required), shown once with a copy button; the member's tokens
 * with when they were made, last used and expire, each revoked after a confirmation. Loading,
 * empty and failed states say so; every control is a native button, field or select.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  API_TOKEN_LIFETIMES_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  type ApiTokenView,
  type CreatedApiToken,
} from '@candor/domain/access/apiTokens.schema';
import { formatLongDate } from '@candor/domain/portal/format';
import { useQuery, useQueryClient } from '../../api/queries.js';
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { KeyIcon } from '../../ui/icons.js';
import { SecretField } from '../../ui/SecretField.js';
import { apiTokensApi, apiTokensQueryKey } from './apiTokensApi.js';
import classes from './AccountMenu.module.css';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export function ApiTokensModal({ apiBase, onClose }: { apiBase: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: apiTokensQueryKey, queryFn: apiTokensApi.list });
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });

  const create = async () => {
    const lifetime = API_TOKEN_LIFETIMES_DAYS.find((d) => String(d) === days);
    if (!name.trim()) return setError(API_TOKEN_MESSAGES.nameRequired);
    if (lifetime === undefined) return setError(API_TOKEN_MESSAGES.expiryRequired);
    setBusy(true);
    setError(null);
    try {
      setCreated(await apiTokensApi.create({ name: name.trim(), expiresInDays: lifetime }));
      setName('');
      setDays('');
      await refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="API tokens" centered size="lg">
      <Stack>
        <Text size="sm">
          A token lets your scripts read this Trust Center through its API (<code>{apiBase}</code>)
          with your access: send it as <code>Authorization: Bearer …</code>.
        </Text>
        {created ? (
          <div className={classes.tokenCreated} role="status" data-testid="api-token-created">
            <Text size="sm" fw={600}>
              {API_TOKEN_MESSAGES.created}
            </Text>
            <SecretField
              value={created.token}
              label="New API token"
              labelHidden
              testId="api-token-value"
            />
          </div>
        ) : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Name"
              required
              maxLength={API_TOKEN_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 180 }}
            />
            <NativeSelect
              label="Expires in"
              required
              value={days}
              onChange={(event) => setDays(event.currentTarget.value)}
              data={[
                { value: '', label: 'Choose…' },
                ...API_TOKEN_LIFETIMES_DAYS.map((d) => ({ value: String(d), label: `${d} days` })),
              ]}
            />
            <Button type="submit" loading={busy} leftSection={<KeyIcon size={16} />}>
              Create token
            </Button>
          </Group>
          {error ? (
            <p className={classes.chipsError} role="alert">
              {error}
            </p>
          ) : null}
        </form>
        <TokenList
          state={tokens.isPending ? 'loading' : tokens.isError ? 'error' : 'ready'}
          tokens={tokens.data?.tokens ?? []}
          error={tokens.isError ? messageOf(tokens.error) : null}
          onRevoked={refresh}
        />
      </Stack>
    </Modal>
  );
}

function TokenList({
  state,
  tokens,
  error,
  onRevoked,
}: {
  state: 'loading' | 'error' | 'ready';
  tokens: ApiTokenView[];
  error: string | null;
  onRevoked: () => Promise<void>;
}) {
  if (state === 'loading') return <Text size="sm">Loading your API tokens…</Text>;
  if (state === 'error') {
    return (
      <Text size="sm" role="alert">
        Your API tokens could not be loaded: {error}
      </Text>
    );
  }
  if (tokens.length === 0) return <Text size="sm">You have no API tokens yet.</Text>;
  return (
    <ul className={classes.tokenList} aria-label="Your API tokens">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} onRevoked={onRevoked} />
      ))}
    </ul>
  );
}

function TokenRow({ token, onRevoked }: { token: ApiTokenView; onRevoked: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    try {
      await apiTokensApi.revoke(token.id);
      await onRevoked();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  return (
    <li className={classes.tokenRow} data-testid="api-token-row">
      <div>
        <Text size="sm" fw={600}>
          {token.name} <code>{token.prefix}…</code>
        </Text>
        <Text size="xs">
          Created {formatLongDate(token.createdAt)} · Last used{' '}
          {token.lastUsedAt ? formatLongDate(token.lastUsedAt) : 'never'} ·{' '}
          {token.expired ? 'Expired' : 'Expires'} {formatLongDate(token.expiresAt)}
        </Text>
        {error ? (
          <Text size="xs" role="alert">
            {error}
          </Text>
        ) : null}
      </div>
      {confirming ? (
        <Group gap="xs" role="group" aria-label={`Revoke ${token.name}?`}>
          <Text size="xs">Revoke? Scripts using it stop at once.</Text>
          <Button size="xs" color="red" loading={busy} onClick={() => void revoke()}>
            Revoke token
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
        </Group>
      ) : (
        <Button
          size="xs"
          variant="default"
          aria-label={`Revoke ${token.name}`}
          onClick={() => setConfirming(true)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}
