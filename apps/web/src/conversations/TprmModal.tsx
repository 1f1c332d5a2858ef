/**
 * 'Send data to TPRM' (staff-content.md §2, §4, §5, §9): choose an integration, Next asks for
 * the token, then a read-only token with Copy ('Copied' for 5 seconds), Back and Done. The token
 * is shown once: Done forgets it, and asking again makes a new one.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  CONVERSATION_MESSAGES,
  TPRM_COPIED_RESET_MS,
  TPRM_PARTNERS,
} from '@candor/domain/conversations/conversations.constants';
import { useMutation } from '../api/queries.js';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { useCopyToClipboard } from '../ui/useCopyToClipboard.js';
import { conversationsApi } from './conversationsApi.js';

export default function TprmModal({
  accountId,
  onClose,
}: {
  accountId: string;
  onClose: () => void;
}) {
  const [partnerId, setPartnerId] = useState<string>('');
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copyText = useCopyToClipboard();
  const next = useMutation({
    mutationFn: () => conversationsApi.tprmToken(accountId, partnerId),
    onSuccess: (answer) => setToken(answer.result),
  });
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TPRM_COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!token) return;
    setCopied(await copyText(token, 'token'));
  };

  const partner = TPRM_PARTNERS.find((p) => p.id === partnerId);
  return (
    <Modal opened onClose={onClose} title={CONVERSATION_MESSAGES.sendToTprm} centered>
      {token ? (
        <Stack>
          <Text size="sm">
            Paste this token into {partner?.name ?? 'your TPRM tool'}. It expires in 24 hours and is
            shown only once.
          </Text>
          <TextInput
            label="Token"
            value={token}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => {
                setToken(null);
                setCopied(false);
              }}
            >
              Back
            </Button>
            <Group>
              <Button variant="light" onClick={() => void copy()}>
                {copied ? CONVERSATION_MESSAGES.copied : CONVERSATION_MESSAGES.copy}
              </Button>
              <Button onClick={onClose}>Done</Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Radio.Group label="Choose an integration" value={partnerId} onChange={setPartnerId}>
            <Stack gap="xs" mt="xs">
              {TPRM_PARTNERS.map((p) => (
                <Radio key={p.id} value={p.id} label={`${p.name} (${p.domain})`} />
              ))}
            </Stack>
          </Radio.Group>
          {next.isError ? (
            <Text role="alert" c="red" size="sm">
              {next.error instanceof ApiError
                ? next.error.message
                : 'Unfortunately, an unknown error has occurred.'}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button disabled={!partnerId} loading={next.isPending} onClick={() => next.mutate()}>
              Next
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
