/**
 * The NDA: which provider the organisation uses (none, clickwrap in the portal, signed outside),
 * the default days of access, and the clickwrap text's versions. A version can be edited until
 * someone accepts it; after that it is frozen evidence and changes go into a new version.
 */
import {
  ACCESS_DAYS,
  NDA_PROVIDERS,
  type NdaProvider,
  type NdaTemplateAdmin,
} from '@candor/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { letterPreviewHtml } from '../../staff/cardEdit/letterPreview.js';
import { RenderedHtml } from '../../ui/RenderedHtml.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { TableToolbar } from '../ui/TableToolbar.js';
import { LoadError, Loading, QueryView } from '../ui/QueryState.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessApi, accessKeys } from './accessApi.js';
import { NDA_PROVIDER_LABELS } from './labels.js';

const PREVIEW_STYLE = {
  maxHeight: 420,
  overflowY: 'auto',
  border: '1px solid #dee2e6',
  padding: 12,
} as const;

export function NdaPage() {
  return (
    <>
      <PageHeader title="NDA and access">
        Whether members must accept an NDA before opening restricted documents, its text, and how
        long approved access lasts by default.
      </PageHeader>
      <Stack gap="xl">
        <AccessSettings />
        <Versions />
      </Stack>
    </>
  );
}

function AccessSettings() {
  const query = useQuery({ queryKey: accessKeys.settings, queryFn: accessApi.settings.get });
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <SettingsForm
      key={`${query.data.settings.ndaProvider}-${query.data.settings.defaultAccessDays}`}
      provider={query.data.settings.ndaProvider}
      days={query.data.settings.defaultAccessDays}
    />
  );
}

function SettingsForm({ provider, days }: { provider: NdaProvider; days: number | null }) {
  const [nextProvider, setProvider] = useState<NdaProvider>(provider);
  const [nextDays, setDays] = useState<string | number>(days ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSnackMutation({
    mutationFn: () =>
      accessApi.settings.update({
        ndaProvider: nextProvider,
        defaultAccessDays: nextDays === '' ? null : Number(nextDays),
      }),
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
  });
  return (
    <Card withBorder component="section" aria-labelledby="access-settings-title">
      <Title order={2} size="h4" id="access-settings-title" mb="sm">
        Settings
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(undefined, { onError: (failure) => setError(failure.message) });
        }}
      >
        <Group align="flex-end">
          <NativeSelect
            label="NDA provider"
            data={NDA_PROVIDERS.map((value) => ({ value, label: NDA_PROVIDER_LABELS[value] }))}
            value={nextProvider}
            onChange={(e) => {
              const value = NDA_PROVIDERS.find((p) => p === e.currentTarget.value);
              if (value) setProvider(value);
            }}
          />
          <NumberInput
            label="Default access days"
            description={`${ACCESS_DAYS.min}–${ACCESS_DAYS.max}; empty for no expiry`}
            min={ACCESS_DAYS.min}
            max={ACCESS_DAYS.max}
            allowDecimal={false}
            value={nextDays}
            onChange={setDays}
            error={error}
            w={220}
          />
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </form>
    </Card>
  );
}

function Versions() {
  const query = useQuery({ queryKey: accessKeys.nda, queryFn: accessApi.nda.list });
  const [editing, setEditing] = useState<NdaTemplateAdmin | 'new' | null>(null);
  return (
    <section aria-labelledby="nda-versions-title">
      <TableToolbar
        align="center"
        mb="sm"
        actions={<Button onClick={() => setEditing('new')}>New version</Button>}
      >
        <Title order={2} size="h4" id="nda-versions-title">
          NDA versions
        </Title>
      </TableToolbar>
      <QueryView query={query}>
        {(data) =>
          data.templates.length === 0 ? (
            <Text c="gray.7">
              No NDA text yet. Members cannot accept a clickwrap NDA until a version exists.
            </Text>
          ) : (
            <Stack gap="sm">
              {data.templates.map((template) => (
                <Card withBorder key={template.id}>
                  <Group>
                    <Text fw={600}>
                      Version {template.version}: {template.title}
                    </Text>
                    {template.current ? <Badge variant="light">Current</Badge> : null}
                    {template.frozen ? (
                      <Badge variant="light" color="gray">
                        Accepted {template.acceptanceCount}×
                      </Badge>
                    ) : (
                      <Badge variant="light" color="yellow">
                        Not accepted yet
                      </Badge>
                    )}
                    <Button
                      ml="auto"
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(template)}
                    >
                      {template.frozen ? 'View' : 'Edit'}
                    </Button>
                  </Group>
                  <Text size="xs" c="gray.7" mt={4}>
                    Created {formatDateTime(template.createdAt)} · SHA-256{' '}
                    <Code style={{ wordBreak: 'break-all' }}>{template.sha256}</Code>
                  </Text>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryView>
      {editing ? (
        <VersionDialog
          template={editing === 'new' ? null : editing}
          latest={query.data?.templates[0] ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function VersionDialog({
  template,
  latest,
  onClose,
}: {
  template: NdaTemplateAdmin | null;
  latest: NdaTemplateAdmin | null;
  onClose: () => void;
}) {
  const frozen = template?.frozen ?? false;
  const start = template ?? latest;
  const [title, setTitle] = useState(start?.title ?? 'Non-disclosure agreement');
  const [body, setBody] = useState(start?.body ?? '');
  const [mode, setMode] = useState<'edit' | 'preview'>(frozen ? 'preview' : 'edit');
  const [error, setError] = useState<string | null>(null);
  const save = useSnackMutation({
    mutationFn: () =>
      template && !frozen
        ? accessApi.nda.update(template.id, { title, body })
        : accessApi.nda.create({ title, body }),
    success: (answer) => answer.message,
    invalidates: [accessKeys.nda],
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={template ? `NDA version ${template.version}` : 'New NDA version'}
    >
      <Stack gap="md">
        {frozen ? (
          <Alert color="gray">
            This NDA version has been accepted and can no longer be changed. Save as a new version
            to change the text.
          </Alert>
        ) : null}
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'preview' ? 'preview' : 'edit')}
          data={[
            { value: 'edit', label: 'Edit' },
            { value: 'preview', label: 'Preview' },
          ]}
          w={200}
        />
        {mode === 'edit' ? (
          <Textarea
            label="Text (Markdown)"
            autosize
            minRows={10}
            maxRows={20}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
        ) : (
          // markdown-it without raw HTML, then DOMPurify (letterPreview).
          <RenderedHtml
            aria-label="NDA preview"
            style={PREVIEW_STYLE}
            html={letterPreviewHtml(body)}
          />
        )}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => {
              setError(null);
              save.mutate(undefined, { onError: (failure) => setError(failure.message) });
            }}
          >
            {template && !frozen ? 'Save version' : 'Save as new version'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
