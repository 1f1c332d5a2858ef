/**
 * Publish / Unpublish the portal (visitor-portal.md §2): until it is published, sharing is
 * disabled ('Share links will be disabled until a public portal is published'); visitors still
 * see the portal either way. One confirmation dialog saying what changes, used by Settings →
 * General and the Overview's set-up checklist.
 */
import { SHARE_DISABLED_TEXT } from '@candor/domain/consent/visitorShell';
import { formatLongDate } from '@candor/domain/portal/format';
import { Anchor, Badge, Button, Fieldset, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../ui/DialogActions.js';
import { adminKeys, type Settings } from '../api/adminApi.js';
import { useAdmin } from '../adminContext.js';
import { dashboardApi, dashboardKeys } from '../dashboard/dashboardApi.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

export type PublishAction = 'publish' | 'unpublish';

const DIALOG: Record<PublishAction, { title: string; text: string[]; action: string }> = {
  publish: {
    title: 'Publish your portal?',
    text: [
      'Visitors already reach your portal at its address; publishing lets them share links to it.',
      'What each visitor sees stays as your settings say.',
    ],
    action: 'Publish',
  },
  unpublish: {
    title: 'Unpublish your portal?',
    text: [
      `Sharing is disabled: the Share button's Copy link, Share to LinkedIn and Share via email stop working, and visitors read '${SHARE_DISABLED_TEXT}'.`,
      'Visitors still see your portal at its address, as your settings allow: nothing is hidden or deleted. You can publish it again at any time.',
    ],
    action: 'Unpublish',
  },
};

/** The confirmation, then the call; closes when done and refreshes what shows the state. */
export function PublishDialog({
  action,
  onClose,
}: {
  action: PublishAction | null;
  onClose: () => void;
}) {
  const portalUrl = useAdmin().org?.portalUrl ?? '/';
  const mutation = useSnackMutation({
    mutationFn: (to: PublishAction) =>
      to === 'publish' ? dashboardApi.publishPortal() : dashboardApi.unpublishPortal(),
    success: (answer) => answer.message,
    invalidates: [dashboardKeys.all, adminKeys.settings],
    onSuccess: onClose,
  });
  const dialog = action ? DIALOG[action] : null;
  return (
    <Modal
      opened={dialog !== null}
      onClose={mutation.isPending ? () => undefined : onClose}
      title={dialog?.title}
      centered
    >
      {action && dialog ? (
        <>
          <Stack gap="xs">
            {dialog.text.map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
            <Anchor href={portalUrl} target="_blank" rel="noreferrer" size="sm">
              Open your portal
            </Anchor>
          </Stack>
          <DialogActions
            onCancel={onClose}
            busy={mutation.isPending}
            actionLabel={dialog.action}
            danger={action === 'unpublish'}
            onConfirm={() => mutation.mutate(action)}
            mt="lg"
          />
        </>
      ) : null}
    </Modal>
  );
}

/** Settings → General: whether the portal is published, and the control that changes it. */
export function PublishSettings({ settings }: { settings: Settings }) {
  const [action, setAction] = useState<PublishAction | null>(null);
  const published = settings.publishedAt !== null;
  return (
    <Fieldset legend="Publishing" mb="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Badge variant="light" color={published ? 'teal' : 'gray'}>
              {published ? 'Published' : 'Not published'}
            </Badge>
            {settings.publishedAt ? (
              <Text size="sm" c="gray.7">
                since {formatLongDate(settings.publishedAt)}
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="gray.7">
            {published
              ? 'Visitors can share links to your portal.'
              : 'Visitors still see your portal, but share links are disabled until you publish it.'}
          </Text>
        </Stack>
        {published ? (
          <Button variant="light" color="red" onClick={() => setAction('unpublish')}>
            Unpublish…
          </Button>
        ) : (
          <Button onClick={() => setAction('publish')}>Publish…</Button>
        )}
      </Group>
      <PublishDialog action={action} onClose={() => setAction(null)} />
    </Fieldset>
  );
}
