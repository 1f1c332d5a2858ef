/**
 * The questionnaire flow (staff-content.md §2, §4): the info dialog 'Questionnaires can take
 * some time' ('View Documents', 'upload it', 'provide a link'), then the upload or link dialog,
 * then 'Questionnaire submitted successfully'. The info dialog also lists the account's
 * questionnaires with their status, and staff's answer once there.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  CONVERSATION_MESSAGES,
  QUESTIONNAIRE_STATUS_LABELS,
} from '@candor/domain/conversations/conversations.constants';
import { httpsLinkSchema } from '@candor/domain/conversations/conversations.schema';
import { useMutation, useQuery, useQueryClient } from '../api/queries.js';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { conversationKeys, conversationsApi } from './conversationsApi.js';
import type { ExternalAbilitiesContext } from './externalContext.js';

type Step = 'info' | 'upload' | 'link' | 'done';

const ACCEPT = '.pdf,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';
const STATUS_COLORS = { submitted: 'gray', in_progress: 'yellow', answered: 'teal' } as const;

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Unfortunately, an unknown error has occurred.';

export default function QuestionnaireDialogs({
  external,
  onClose,
}: {
  external: ExternalAbilitiesContext;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>('info');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { accountId, productId } = external;
  const mine = useQuery({
    queryKey: conversationKeys.questionnaires(accountId),
    queryFn: () => conversationsApi.questionnaires(accountId),
  });
  const submit = useMutation({
    mutationFn: () =>
      step === 'upload' && file
        ? conversationsApi.submitFile(accountId, productId, file)
        : conversationsApi.submitLink(accountId, productId, link.trim()),
    onSuccess: () => {
      setStep('done');
      void queryClient.invalidateQueries({ queryKey: conversationKeys.questionnaires(accountId) });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'link') {
      const parsed = httpsLinkSchema.safeParse(link);
      if (!parsed.success) {
        setLinkError(CONVERSATION_MESSAGES.linkInvalid);
        return;
      }
      setLinkError(null);
    }
    submit.mutate();
  };

  const viewDocuments = () => {
    onClose();
    document.getElementById('documents')?.scrollIntoView({ behavior: 'smooth' });
  };

  if (step === 'done') {
    return (
      <Modal opened onClose={onClose} title={CONVERSATION_MESSAGES.questionnaireSubmitted} centered>
        <Stack>
          <Text>
            We have received your questionnaire. You will get an e-mail when the answer is ready.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  if (step === 'upload' || step === 'link') {
    return (
      <Modal
        opened
        onClose={onClose}
        title={step === 'upload' ? 'Upload your questionnaire' : 'Link to your questionnaire'}
        centered
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {step === 'upload' ? (
              <label>
                <Text size="sm" fw={500} mb={4}>
                  Questionnaire file (PDF, Word, Excel, PowerPoint, PNG or JPEG)
                </Text>
                <input
                  type="file"
                  accept={ACCEPT}
                  aria-label="Questionnaire file"
                  onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                />
              </label>
            ) : (
              <TextInput
                label="Questionnaire link"
                placeholder="https://"
                value={link}
                onChange={(event) => setLink(event.currentTarget.value)}
                error={linkError}
                required
                autoFocus
              />
            )}
            {submit.isError ? (
              <Text role="alert" c="red" size="sm">
                {errorText(submit.error)}
              </Text>
            ) : null}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('info')}>
                Back
              </Button>
              <Button
                type="submit"
                loading={submit.isPending}
                disabled={step === 'upload' ? !file : link.trim() === ''}
              >
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    );
  }

  const submitted = mine.data?.questionnaires ?? [];
  return (
    <Modal opened onClose={onClose} title={CONVERSATION_MESSAGES.questionnaireInfoTitle} centered>
      <Stack>
        <Text>
          Our published documents may already answer your questions:{' '}
          <Button variant="subtle" size="compact-sm" onClick={viewDocuments}>
            {CONVERSATION_MESSAGES.viewDocuments}
          </Button>
        </Text>
        <Text>
          If they do not, send us your questionnaire: you can{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => setStep('upload')}>
            {CONVERSATION_MESSAGES.uploadIt}
          </Button>{' '}
          or{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => setStep('link')}>
            {CONVERSATION_MESSAGES.provideLink}
          </Button>
          .
        </Text>
        {submitted.length > 0 ? (
          <Stack gap="xs" aria-label="Your questionnaires" role="region">
            <Text fw={600} size="sm">
              Your questionnaires
            </Text>
            {submitted.map((q) => (
              <Group key={q.id} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {q.fileName ?? q.link}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge color={STATUS_COLORS[q.status]} variant="light">
                    {QUESTIONNAIRE_STATUS_LABELS[q.status]}
                  </Badge>
                  {q.answerUrl ? (
                    <a href={conversationsApi.answerUrl(accountId, q.id)} download>
                      Download answer
                    </a>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
