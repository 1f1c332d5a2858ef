/**
 * A new organisation's set-up checklist, first on the Overview until every step is done: each
 * step ticked from the organisation's data (the server's), with where it is done; publishing (and
 * unpublishing again) is done in place, after a confirmation.
 */
import type { DashboardView } from '@candor/domain/dashboard/dashboard.schema';
import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircleIcon, ClockIcon } from '../../ui/icons.js';
import { PublishDialog, type PublishAction } from '../settings/PublishControl.js';
import { SETUP_STEP_TEXT } from './dashboardView.js';

type Steps = NonNullable<DashboardView['setup']>['steps'];

export function SetupChecklist({ steps }: { steps: Steps }) {
  const [publishing, setPublishing] = useState<PublishAction | null>(null);
  const done = steps.filter((step) => step.done).length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-title">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} size="h4" id="setup-title">
          Set up your trust center
        </Title>
        <Text size="sm" c="gray.7">
          {done} of {steps.length} done
        </Text>
      </Group>
      <Progress
        value={(done / steps.length) * 100}
        size="sm"
        mb="md"
        aria-label={`Set-up progress: ${done} of ${steps.length} steps done`}
      />
      <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map(({ step, done: isDone }) => {
          const text = SETUP_STEP_TEXT[step];
          return (
            <Group key={step} component="li" wrap="nowrap" align="flex-start" gap="sm">
              <Text c={isDone ? 'teal.7' : 'gray.6'} lh={0} mt={2}>
                {isDone ? (
                  <CheckCircleIcon size={20} label="Done" />
                ) : (
                  <ClockIcon size={20} label="To do" />
                )}
              </Text>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} td={isDone ? 'line-through' : undefined}>
                  {text.title}
                </Text>
                <Text size="sm" c="gray.7">
                  {text.description}
                </Text>
                {text.path ? (
                  isDone ? null : (
                    <Anchor component={Link} to={text.path} size="sm">
                      {text.action}
                    </Anchor>
                  )
                ) : isDone ? (
                  <Button
                    size="xs"
                    mt={6}
                    variant="light"
                    color="red"
                    onClick={() => setPublishing('unpublish')}
                  >
                    Unpublish…
                  </Button>
                ) : (
                  <Button size="xs" mt={6} onClick={() => setPublishing('publish')}>
                    {text.action}
                  </Button>
                )}
              </div>
            </Group>
          );
        })}
      </Stack>
      <PublishDialog action={publishing} onClose={() => setPublishing(null)} />
    </Paper>
  );
}
