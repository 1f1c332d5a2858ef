/**
 * The editors' buttons on a trust update topic (staff-content.md): edit or delete an update,
 * add an update, edit or delete the topic. They open the composer (UpdateComposer.tsx). In the
 * viewer's chunk (portal/viewerParts.ts): only staff may compose.
 */
import type { TopicView, UpdateView } from '@candor/domain/portal/portalView';
import { formatLongDate } from '@candor/domain/portal/format';
import { Button, Group } from '@mantine/core';
import type { ComposerTarget } from './UpdateComposer.js';

type Compose = (target: ComposerTarget) => void;

/** Under one update of a topic: 'Edit', and 'Delete' when the topic has other updates. */
export function UpdateActions({
  subject,
  update,
  deletable,
  onCompose,
}: {
  subject: string;
  update: UpdateView;
  deletable: boolean;
  onCompose: Compose;
}) {
  return (
    <Group gap="xs" mt={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => onCompose({ kind: 'edit-update', subject, update })}
        aria-label={`Edit update of ${formatLongDate(update.createdAt)}`}
      >
        Edit
      </Button>
      {deletable ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => onCompose({ kind: 'delete-update', updateId: update.id, subject })}
          aria-label={`Delete update of ${formatLongDate(update.createdAt)}`}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

/** Under a topic: 'Add update', 'Edit topic', 'Delete topic'. */
export function TopicActions({ topic, onCompose }: { topic: TopicView; onCompose: Compose }) {
  return (
    <Group gap="xs" mt="xs">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() =>
          onCompose({
            kind: 'add-update',
            topicId: topic.id,
            subject: topic.subject,
            hidden: topic.hidden,
          })
        }
      >
        Add update
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onCompose({ kind: 'edit-topic', topic })}
      >
        Edit topic
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() =>
          onCompose({ kind: 'delete-topic', topicId: topic.id, subject: topic.subject })
        }
      >
        Delete topic
      </Button>
    </Group>
  );
}
