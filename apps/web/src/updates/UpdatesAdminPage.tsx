/**
 * The private area's "Trust updates": every update, drafts and published, filtered by status and
 * topic; the portal's composer (one composer, two places) to write, edit and delete; publishing
 * a draft topic; and each published update's delivery report.
 */
import {
  STAFF_UPDATE_STATUS_LABELS,
  STAFF_UPDATE_STATUSES,
  UPDATE_CATEGORY_LABELS,
  type StaffUpdate,
  type StaffUpdateStatus,
} from '@candor/domain';
import { formatLongDate } from '@candor/domain/portal/format';
import type { TopicView, UpdateView } from '@candor/domain/portal/portalView';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery, useQueryClient } from '../api/queries.js';
import { useCallback, useMemo, useState } from 'react';
import { ACTIONS_COLUMN, AdminTable } from '../admin/ui/AdminTable.js';
import { PageHeader } from '../admin/ui/PageHeader.js';
import { QueryView } from '../admin/ui/QueryState.js';
import { TableToolbar } from '../admin/ui/TableToolbar.js';
import { PortalRefreshContext } from '../portal/portalRefresh.js';
import { DialogActions } from '../ui/DialogActions.js';
import { DotsIcon } from '../ui/icons.js';
import { useSnack } from '../ui/Snack.js';
import { DeliveryReportDialog } from './DeliveryReportDialog.js';
import { staffUpdateKeys, staffUpdatesApi } from './staffUpdatesApi.js';
import { AudienceCount, UpdateComposer, type ComposerTarget } from './UpdateComposer.js';
import { editTopic } from './updateApi.js';
import classes from './UpdatesAdminPage.module.css';

const STATUS_COLORS: Record<StaffUpdateStatus, string> = { draft: 'gray', published: 'teal' };
const ALL = 'all';

/** The message's first line of text, without Markdown's marks. */
const excerpt = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => line.replace(/[#*_`>~[\]]|\(https?:[^)]*\)/g, '').trim())
    .find((line) => line.length > 0) ?? '';

const publishedOn = (update: StaffUpdate) =>
  update.publishedAt ? formatLongDate(update.publishedAt) : '—';
const topicView = (update: StaffUpdate): TopicView => ({ ...update.topic, updates: [] });
const updateView = (update: StaffUpdate): UpdateView => ({
  id: update.id,
  message: update.message,
  html: '',
  createdAt: update.createdAt,
  updatedAt: update.updatedAt,
  audience: update.audience,
  productIds: update.productIds,
  channels: update.channels,
});

export default function UpdatesAdminPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: staffUpdateKeys.list,
    queryFn: staffUpdatesApi.list,
    staleTime: 0,
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    [queryClient],
  );
  const [target, setTarget] = useState<ComposerTarget | null>(null);
  const [publishing, setPublishing] = useState<StaffUpdate | null>(null);
  const [reporting, setReporting] = useState<StaffUpdate | null>(null);
  const [status, setStatus] = useState<string>(ALL);
  const [topicId, setTopicId] = useState<string>(ALL);

  const updates = useMemo(() => query.data?.updates ?? [], [query.data]);
  const topics = useMemo(
    () => [...new Map(updates.map((u) => [u.topic.id, u.topic.subject])).entries()],
    [updates],
  );
  const shown = updates.filter(
    (u) => (status === ALL || u.status === status) && (topicId === ALL || u.topic.id === topicId),
  );
  const inTopic = (update: StaffUpdate) => updates.filter((u) => u.topic.id === update.topic.id);
  const entryProps = (update: StaffUpdate): UpdateEntryProps => ({
    update,
    onlyInTopic: inTopic(update).length === 1,
    onCompose: setTarget,
    onPublish: () => setPublishing(update),
    onReport: () => setReporting(update),
  });
  const newTopic = <Button onClick={() => setTarget({ kind: 'new-topic' })}>New topic</Button>;

  return (
    <PortalRefreshContext value={refresh}>
      <PageHeader title="Trust updates">
        News for your Trust Center&apos;s visitors, grouped in topics. Publish an update on the
        Trust Center, e-mail it to confirmed subscribers, and see what became of each mail.
      </PageHeader>
      <QueryView query={query}>
        {() =>
          updates.length === 0 ? (
            <Stack align="flex-start" gap="sm">
              <Text c="gray.7">
                No trust updates yet. Start a topic (for example “SOC 2 report renewed”), write its
                first update, and choose whether visitors read it on the Trust Center, by e-mail, or
                both. Tick Hidden to keep it as a draft until you publish it.
              </Text>
              {newTopic}
            </Stack>
          ) : (
            <>
              <TableToolbar mb="md" actions={newTopic}>
                <Select
                  label="Status"
                  data={[
                    { value: ALL, label: 'All statuses' },
                    ...STAFF_UPDATE_STATUSES.map((value) => ({
                      value,
                      label: STAFF_UPDATE_STATUS_LABELS[value],
                    })),
                  ]}
                  value={status}
                  onChange={(value) => setStatus(value ?? ALL)}
                  allowDeselect={false}
                  w={180}
                />
                <Select
                  label="Topic"
                  data={[
                    { value: ALL, label: 'All topics' },
                    ...topics.map(([value, label]) => ({ value, label })),
                  ]}
                  value={topicId}
                  onChange={(value) => setTopicId(value ?? ALL)}
                  allowDeselect={false}
                  searchable
                  w={260}
                  maw="100%"
                />
              </TableToolbar>
              {shown.length === 0 ? (
                <Text c="gray.7">No update matches these filters.</Text>
              ) : (
                <>
                  <div className={classes.wide}>
                    <AdminTable
                      label="Trust updates"
                      columns={['Update', 'Topic', 'Status', 'Published', 'Author', ACTIONS_COLUMN]}
                      minWidth={820}
                      verticalSpacing="xs"
                    >
                      {shown.map((update) => (
                        <UpdateRow key={update.id} {...entryProps(update)} />
                      ))}
                    </AdminTable>
                  </div>
                  <div className={classes.narrow}>
                    <Stack
                      component="ul"
                      gap="sm"
                      className={classes.cards}
                      aria-label="Trust updates"
                    >
                      {shown.map((update) => (
                        <UpdateCard key={update.id} {...entryProps(update)} />
                      ))}
                    </Stack>
                  </div>
                </>
              )}
            </>
          )
        }
      </QueryView>
      {target ? <UpdateComposer target={target} onClose={() => setTarget(null)} /> : null}
      {publishing ? (
        <PublishDialog
          update={publishing}
          topicUpdates={inTopic(publishing)}
          onClose={() => setPublishing(null)}
          onPublished={refresh}
        />
      ) : null}
      {reporting ? (
        <DeliveryReportDialog update={reporting} onClose={() => setReporting(null)} />
      ) : null}
    </PortalRefreshContext>
  );
}

interface UpdateEntryProps {
  update: StaffUpdate;
  onlyInTopic: boolean;
  onCompose: (target: ComposerTarget) => void;
  onPublish: () => void;
  onReport: () => void;
}

const channelsOf = (update: StaffUpdate) =>
  `${
    update.channels.statusPage && update.channels.email
      ? 'Trust Center and e-mail'
      : update.channels.email
        ? 'E-mail only'
        : 'Trust Center only'
  } · ${update.audience === 'private' ? 'Signed-in account members' : 'Everyone'}`;

function StatusBadge({ status }: { status: StaffUpdateStatus }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      styles={{ label: { overflow: 'visible' } }}
    >
      {STAFF_UPDATE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Everything staff may do with one update, in its row's (or card's) menu. */
function UpdateActions({ update, onlyInTopic, onCompose, onPublish, onReport }: UpdateEntryProps) {
  const { topic } = update;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={`Actions for the update “${excerpt(update.message)}”`}
        >
          <DotsIcon size={18} stroke={2} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {update.status === 'draft' ? (
          <Menu.Item onClick={onPublish}>Publish topic</Menu.Item>
        ) : update.channels.email ? (
          <Menu.Item onClick={onReport}>Delivery report</Menu.Item>
        ) : null}
        <Menu.Item
          onClick={() =>
            onCompose({ kind: 'edit-update', subject: topic.subject, update: updateView(update) })
          }
        >
          Edit update
        </Menu.Item>
        <Menu.Item
          onClick={() =>
            onCompose({
              kind: 'add-update',
              topicId: topic.id,
              subject: topic.subject,
              hidden: topic.hidden,
            })
          }
        >
          Add update to topic
        </Menu.Item>
        <Menu.Item onClick={() => onCompose({ kind: 'edit-topic', topic: topicView(update) })}>
          Edit topic
        </Menu.Item>
        <Menu.Divider />
        {onlyInTopic ? null : (
          <Menu.Item
            color="red"
            onClick={() =>
              onCompose({ kind: 'delete-update', updateId: update.id, subject: topic.subject })
            }
          >
            Delete update
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          onClick={() =>
            onCompose({ kind: 'delete-topic', topicId: topic.id, subject: topic.subject })
          }
        >
          Delete topic
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function UpdateRow(props: UpdateEntryProps) {
  const { update } = props;
  return (
    <Table.Tr>
      <Table.Td maw={360}>
        <Text size="sm" fw={500} lineClamp={2}>
          {excerpt(update.message)}
        </Text>
        <Text size="xs" c="gray.7">
          {channelsOf(update)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{update.topic.subject}</Text>
        <Text size="xs" c="gray.7">
          {UPDATE_CATEGORY_LABELS[update.topic.category]}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={update.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{publishedOn(update)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{update.author ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <UpdateActions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** An update on a phone: the table's columns one under the other. */
function UpdateCard(props: UpdateEntryProps) {
  const { update } = props;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} lineClamp={3}>
          {excerpt(update.message)}
        </Text>
        <UpdateActions {...props} />
      </Group>
      <Text size="sm" mt={4}>
        {update.topic.subject} · {UPDATE_CATEGORY_LABELS[update.topic.category]}
      </Text>
      <Text size="xs" c="gray.7">
        {channelsOf(update)}
      </Text>
      <Group gap="xs" mt={6}>
        <StatusBadge status={update.status} />
        <Text size="xs" c="gray.7">
          {update.publishedAt ? `Published ${publishedOn(update)}` : 'Not published'}
          {update.author ? ` · by ${update.author}` : ''}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * Publishing a draft topic: visitors see its updates, and those with E-mail are mailed now to
 * the confirmed subscribers of their audience (counted here before the button is pressed).
 */
function PublishDialog({
  update,
  topicUpdates,
  onClose,
  onPublished,
}: {
  update: StaffUpdate;
  topicUpdates: StaffUpdate[];
  onClose: () => void;
  onPublished: () => Promise<void>;
}) {
  const snack = useSnack();
  const [busy, setBusy] = useState(false);
  const mailed = topicUpdates.filter((u) => u.channels.email);
  const audiences = [...new Map(mailed.map((u) => [u.audience, u])).values()];
  const publish = async () => {
    setBusy(true);
    try {
      const { topic } = update;
      const saved = await editTopic(topic.id, {
        subject: topic.subject,
        category: topic.category,
        isPinned: topic.isPinned,
        hidden: false,
      });
      snack(saved.message);
      await onPublished();
      onClose();
    } catch (error) {
      snack(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Publish topic" centered>
      <Stack>
        <Text size="sm">
          Visitors will see “{update.topic.subject}” and its{' '}
          {topicUpdates.length === 1 ? 'update' : `${topicUpdates.length} updates`} on the Trust
          Center.
          {mailed.length > 0 ? ' Updates with E-mail are mailed once, now.' : ''}
        </Text>
        {audiences.map((u) => (
          <AudienceCount
            key={u.audience}
            mailing="on-publish"
            update={{
              message: u.message,
              audience: u.audience,
              allProducts: u.productIds === null,
              productIds: u.productIds ?? [],
              channels: u.channels,
            }}
          />
        ))}
        <DialogActions
          onCancel={onClose}
          busy={busy}
          actionLabel="Publish"
          onConfirm={() => void publish()}
        />
      </Stack>
    </Modal>
  );
}
