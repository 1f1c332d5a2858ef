/**
 * An item's integration in its edit mode (staff-content.md §4 "Integration connect flow", §6, §8):
 * disconnected → connecting → connected, the link read-only once connected until Disconnect;
 * Connect checks the link and Connect/Disconnect stay pending in the card form (dirty, 'Save to
 * connect' / 'Save to disconnect', Undo) until the card's Save applies them;
 * 'Show in card' for a status page; the provider's error texts; the temporary-connection text
 * when the last refresh failed; locked with the upgrade tooltip when the plan lacks it.
 */
import { Button, Group, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { INTEGRATION_MESSAGES } from '@candor/domain/integrations/integration.rules';
import type { CardFormInput } from '@candor/domain/items/item.schema';
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

export function IntegrationConnectFields({
  item,
  index,
  control,
}: {
  item: ItemView;
  index: number;
  control: Control<CardFormInput>;
}) {
  const edit = item.integrationEdit;
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  // The connection Save applies: undefined unchanged, null disconnect, {link} connect.
  const { field } = useController({ control, name: `items.${index}.integration` });
  const [link, setLink] = useState(edit?.link ?? '');
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!edit) return null;
  const labels = LABELS[edit.slot];
  const pending = field.value;
  const stored = edit.state === 'connected';
  const connected = pending === undefined ? stored : pending !== null;
  const inputId = `integration-${item.uid}`;
  const description = pending
    ? INTEGRATION_MESSAGES.saveToConnect
    : pending === null
      ? INTEGRATION_MESSAGES.saveToDisconnect
      : connected
        ? INTEGRATION_MESSAGES.connected
        : undefined;

  const run = async (action: () => Promise<unknown>) => {
    setConnecting(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setConnecting(false);
    }
  };
  const connect = () =>
    run(async () => {
      const showInCard = edit.slot === 'status_page' ? edit.showInCard : undefined;
      const checked = await integrationApi.check(productId, item.uid, link, showInCard);
      field.onChange({
        link: checked.link ?? link,
        ...(showInCard === undefined ? {} : { showInCard }),
      });
    });

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
        value={pending ? pending.link : connected ? (edit.link ?? '') : link}
        readOnly={connected || connecting}
        disabled={edit.locked}
        onChange={(event) => setLink(event.currentTarget.value)}
        error={error}
        description={description}
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
              field.onChange(stored ? null : undefined);
            }}
          >
            Disconnect
          </Button>
        ) : (
          <Button
            loading={connecting}
            disabled={edit.locked || link.trim() === ''}
            onClick={() => void connect()}
          >
            {connecting ? 'Connecting…' : 'Connect'}
          </Button>
        )}
        {pending !== undefined ? (
          <Button variant="subtle" onClick={() => field.onChange(undefined)}>
            Undo
          </Button>
        ) : null}
        {edit.slot === 'status_page' && connected ? (
          <Switch
            label="Show in card"
            checked={pending ? pending.showInCard !== false : edit.showInCard}
            disabled={connecting}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              // A pending connection carries it to Save; a stored one changes at once.
              if (pending) return field.onChange({ ...pending, showInCard: checked });
              void run(async () => {
                await integrationApi.setShowInCard(productId, item.uid, checked);
                await refresh();
              });
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
