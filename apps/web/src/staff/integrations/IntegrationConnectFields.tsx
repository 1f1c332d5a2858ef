/**
 * An item's integration in its edit mode (staff-content.md §4 "Integration connect flow", §6, §8):
 * disconnected → connecting → connected, the link read-only once connected until Disconnect;
 * 'Show in card' for a status page; the provider's error texts; the temporary-connection text
 * when the last refresh failed; locked with the upgrade tooltip when the plan lacks it.
 */
import { Button, Group, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { FEATURE_LABELS } from '@candor/domain/features/featureLabels';
import type { ItemView } from '@candor/domain/portal/portalView';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { integrationApi } from './integrationApi.js';

const LABELS = {
  bug_bounty: { legend: 'HackerOne program', placeholder: 'https://hackerone.com/acme' },
  status_page: { legend: 'Statuspage', placeholder: 'https://status.acme.com' },
} as const;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Unfortunately, an unknown error has occurred.';

export function IntegrationConnectFields({ item }: { item: ItemView }) {
  const edit = item.integrationEdit;
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const [link, setLink] = useState(edit?.link ?? '');
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!edit) return null;
  const labels = LABELS[edit.slot];
  const connected = edit.state === 'connected';
  const inputId = `integration-${item.uid}`;

  const run = async (action: () => Promise<unknown>) => {
    setConnecting(true);
    setError(null);
    try {
      await action();
      await refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setConnecting(false);
    }
  };

  const controls = (
    <Stack
      gap="xs"
      data-integration={edit.slot}
      data-state={connecting ? 'connecting' : edit.state}
    >
      <TextInput
        id={inputId}
        label={labels.legend}
        placeholder={labels.placeholder}
        value={connected ? (edit.link ?? '') : link}
        readOnly={connected || connecting}
        disabled={edit.locked}
        onChange={(event) => setLink(event.currentTarget.value)}
        error={error}
        description={connected ? 'Connected' : undefined}
      />
      {edit.error ? (
        <p role="status" data-temporary-error>
          {edit.error}
        </p>
      ) : null}
      <Group gap="sm">
        {connected ? (
          <Button
            variant="default"
            loading={connecting}
            onClick={() => {
              setLink('');
              void run(() => integrationApi.disconnect(productId, item.uid));
            }}
          >
            Disconnect
          </Button>
        ) : (
          <Button
            loading={connecting}
            disabled={edit.locked || link.trim() === ''}
            onClick={() =>
              void run(() =>
                integrationApi.connect(
                  productId,
                  item.uid,
                  link,
                  edit.slot === 'status_page' ? edit.showInCard : undefined,
                ),
              )
            }
          >
            {connecting ? 'Connecting…' : 'Connect'}
          </Button>
        )}
        {edit.slot === 'status_page' && connected ? (
          <Switch
            label="Show in card"
            checked={edit.showInCard}
            disabled={connecting}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              void run(() => integrationApi.setShowInCard(productId, item.uid, checked));
            }}
          />
        ) : null}
      </Group>
    </Stack>
  );
  return edit.locked ? (
    <Tooltip label={FEATURE_LABELS.integrations.upgradeTooltip}>
      <div>{controls}</div>
    </Tooltip>
  ) : (
    controls
  );
}
