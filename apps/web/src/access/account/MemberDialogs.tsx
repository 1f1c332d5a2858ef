/**
 * The member's dialogs, a chunk of their own: the access-expired dialog with its extension
 * request (visitor-portal.md §4 'Access-expired flow', §8), invite colleagues, and 'How to use
 * this Trust Center?'.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ExtendAccessResult } from '@candor/domain/access/access.schema';
import { useState } from 'react';
import { EXTEND_ACCESS_TEXTS, requestAccessExtension } from './extendAccess.js';

export { InviteColleaguesModal } from './InviteColleaguesModal.js';
export { ApiTokensModal } from './ApiTokensModal.js';

export function AccessExpiredDialog({
  accountId,
  accountName,
  orgName,
  productId,
  onClose,
}: {
  accountId: string;
  accountName: string;
  orgName: string;
  productId: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ExtendAccessResult | null>(null);
  const ask = async () => {
    setBusy(true);
    setResult(await requestAccessExtension(accountId, productId));
    setBusy(false);
  };
  const title =
    result === 'success'
      ? 'Request sent'
      : result === null
        ? 'Your access has expired'
        : 'Extend access';
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {result === null ? (
          <Text size="sm">
            {accountName}&apos;s access to {orgName}&apos;s Trust Center has expired. Ask {orgName}{' '}
            to extend it; you will get an e-mail once they have.
          </Text>
        ) : (
          <Text
            size="sm"
            role={result === 'error' ? 'alert' : 'status'}
            data-testid="extend-result"
          >
            {EXTEND_ACCESS_TEXTS[result]}
          </Text>
        )}
        <Group justify="flex-end">
          {result === null || result === 'error' ? (
            <>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button loading={busy} onClick={() => void ask()}>
                Request extension
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>Done</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export function HowToDialog({
  orgName,
  portalTitle,
  onClose,
}: {
  orgName: string;
  portalTitle: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="How to use this Trust Center?" centered size="lg">
      <Stack gap="xs">
        <Text size="sm">
          {orgName}&apos;s {portalTitle} gathers its security, compliance and privacy information
          for your review.
        </Text>
        <Text size="sm">
          • Browse the cards by section, open one to read its items, and open or download the
          documents your account has access to.
        </Text>
        <Text size="sm">
          • Documents behind a non-disclosure agreement open once the NDA is accepted.
        </Text>
        <Text size="sm">
          • Use &apos;Invite colleagues&apos; in this menu to let others of your company request
          access, and &apos;Log Out&apos; when you are done.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
