/**
 * The ask rule on the approval rules page (issue 28 §3): the endpoint asked about a request the
 * other rules leave to staff, its switch, and its signing secret, shown once when the rule is
 * first saved or the secret regenerated (with confirmation); and what the endpoint must answer.
 */
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ASK_RULE_TIMEOUT_MS, type AskRuleView } from '@candor/domain/access/askRule';
import { useState, type FormEvent } from 'react';
import { useQuery } from '../../api/queries.js';
import { ApiError } from '../../api/jsonRequest.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { SecretField } from '../../ui/SecretField.js';
import { QueryView } from '../ui/QueryState.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessAdminApi, accessKeys } from './accessAdminApi.js';

const SECONDS = ASK_RULE_TIMEOUT_MS / 1000;

export function AskRuleSection() {
  const query = useQuery({ queryKey: accessKeys.askRule, queryFn: accessAdminApi.askRule });
  return (
    <Paper withBorder p="md" maw={640} component="section" aria-labelledby="ask-rule-title">
      <Title order={2} size="h4" mb="xs" id="ask-rule-title">
        Ask an endpoint
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        When the rules above leave a request to staff, Candor first asks your endpoint (a CRM, for
        instance), which approves it, declines it or leaves it for review. No answer within{' '}
        {SECONDS} seconds leaves it for review.
      </Text>
      <QueryView query={query}>{(data) => <AskRuleForm rule={data.askRule} />}</QueryView>
    </Paper>
  );
}

function AskRuleForm({ rule }: { rule: AskRuleView }) {
  const [url, setUrl] = useState(rule.url ?? '');
  const [enabled, setEnabled] = useState(rule.enabled);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSnackMutation({
    mutationFn: accessAdminApi.saveAskRule,
    success: (answer) => answer.message,
    invalidates: [accessKeys.askRule],
  });
  const regenerate = useSnackMutation({
    mutationFn: accessAdminApi.regenerateAskSecret,
    success: (answer) => answer.message,
    invalidates: [accessKeys.askRule],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { url: url.trim(), enabled },
      {
        onSuccess: (answer) => setSecret(answer.secret),
        onError: (failure) => {
          if (failure instanceof ApiError) {
            setError(failure.errors.find((e) => e.path === 'url')?.message ?? failure.message);
          }
        },
      },
    );
  };
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Ask an endpoint">
        <Stack gap="md">
          <TextInput
            label="Endpoint URL"
            description="Candor POSTs each request here, signed like its webhooks."
            placeholder="https://crm.example.com/trust-center/decide"
            type="url"
            value={url}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Switch
            label="Ask the endpoint before staff decide"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save ask rule
            </Button>
            {rule.secretSet ? (
              <Button variant="default" onClick={() => setConfirming(true)}>
                Regenerate secret
              </Button>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {rule.secretSet
              ? 'A signing secret is set; it was shown once.'
              : 'The signing secret is generated when you first save a URL, and shown once.'}
          </Text>
          <AskRuleShapes />
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title="Regenerate the signing secret?"
        confirmLabel="Regenerate"
        busy={regenerate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              setSecret(answer.secret);
            },
          })
        }
      >
        The current secret stops working at once: your endpoint must check signatures with the new
        one.
      </ConfirmDialog>
      <Modal
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title="Signing secret"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">Copy the signing secret now: it is shown only once.</Text>
          <SecretField value={secret ?? ''} label="Signing secret" labelHidden />
          <Group justify="flex-end">
            <Button onClick={() => setSecret(null)}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function AskRuleShapes() {
  return (
    <Alert variant="light" title="What your endpoint receives and answers">
      <Text size="sm">
        A POST with the headers <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and{' '}
        <Code>webhook-signature</Code> (Standard Webhooks, HMAC-SHA256 with the secret) and the
        body:
      </Text>
      <Code block mt="xs">
        {`{"type": "access_request.decide", "timestamp": "…",
 "data": {"email", "firstName", "lastName", "company", "jobTitle",
          "product": {"id", "name"}, "item": {"uid", "title"} | null,
          "requestedProducts"?: [{"id", "name"}], "dryRun"?: true}}`}
      </Code>
      <Text size="sm" mt="xs">
        It answers within {SECONDS} seconds with 2xx and:
      </Text>
      <Code block mt="xs">
        {`{"decision": "approve" | "decline" | "review",
 "reason"?: "…", "profileId"?: "permission profile id"}`}
      </Code>
      <Text size="sm" mt="xs">
        Anything else (an error, a timeout, another shape) leaves the request for staff.
      </Text>
    </Alert>
  );
}
