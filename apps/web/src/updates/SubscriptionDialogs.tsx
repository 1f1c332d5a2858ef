/**
 * The subscription dialogs (visitor-portal.md §2): the subscribe form 'Subscribe to {org}'s
 * updates', the result of the mailed confirmation link (`?subscribeStatus=`), and the
 * unsubscribe dialog (`?unsubscribeToken=`, only when the token names a readable e-mail) with
 * its failure dialog. Closing a dialog removes its parameter from the address.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { SubscribeTerms } from '@candor/domain/portal/portalView';
import { readTokenSubject } from '@candor/domain/updates/subscriptionToken';
import { UPDATE_MESSAGES } from '@candor/domain/updates/updates.schema';
import type { SubscribeStatus } from '@candor/domain/portal/portalQuery';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/jsonRequest.js';
import { replaceUrlState } from '../portal/urlState.js';
import { useSnack } from '../ui/Snack.js';
import { AgreeToTermsLabel } from '../shell/TermsLinks.js';
import { subscribe, unsubscribe } from './subscriptionApi.js';

export interface SubscriptionPortal {
  basePath: string;
  orgName: string;
  portalTitle: string;
  supportMailbox: string | null;
  /** The agree-to-terms checkbox (visitor-portal.md §5); null: none. */
  agreeToTerms: SubscribeTerms | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SubscribeDialog({
  portal,
  source,
  onClose,
}: {
  portal: SubscriptionPortal;
  source: string;
  onClose: () => void;
}) {
  const snack = useSnack();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const terms = portal.agreeToTerms;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const emailWrong = !EMAIL.test(value);
    const agreeMissing = terms !== null && !agree;
    setError(emailWrong ? UPDATE_MESSAGES.emailInvalid : null);
    setAgreeError(agreeMissing ? UPDATE_MESSAGES.agreeRequired : null);
    if (emailWrong || agreeMissing) return;
    setBusy(true);
    try {
      const answer = await subscribe(portal.basePath, {
        email: value,
        source,
        ...(terms ? { agree } : {}),
      });
      snack(answer.message);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors.some((e) => e.path === 'agree')) {
        setAgreeError(failure.message);
        return;
      }
      const known = failure instanceof ApiError && [403, 429].includes(failure.status);
      snack(known ? failure.message : UPDATE_MESSAGES.subscribeFailure, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Subscribe to ${portal.orgName}'s updates`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">
            Get an e-mail when {portal.orgName} posts an update to its {portal.portalTitle}. We send
            a link to confirm first.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          {terms ? (
            <Checkbox
              label={<AgreeToTermsLabel orgName={portal.orgName} links={terms} />}
              checked={agree}
              error={agreeError}
              onChange={(event) => {
                setAgree(event.currentTarget.checked);
                setAgreeError(null);
              }}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Subscribe
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const closeStatus = () => replaceUrlState({ subscribeStatus: null });

export function SubscribeStatusDialog({
  status,
  portal,
}: {
  status: SubscribeStatus;
  portal: SubscriptionPortal;
}) {
  const { orgName, portalTitle, supportMailbox } = portal;
  const back = (
    <Button variant="default" onClick={closeStatus}>
      Go back to {portalTitle}
    </Button>
  );
  if (status === 'confirmed') {
    return (
      <Modal opened onClose={closeStatus} title="Subscription confirmed" centered>
        <Stack>
          <Text>
            You will now receive updates from {orgName}&apos;s {portalTitle} via email
          </Text>
          <Group justify="flex-end">
            <Button onClick={closeStatus}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (status === 'blocked') {
    return (
      <Modal opened onClose={closeStatus} title="Subscription failed" centered>
        <Stack>
          <Text>
            You are blocked from subscribing to updates from {orgName}&apos;s {portalTitle}
          </Text>
          <Text size="sm">
            If you do not believe you should be blocked, please contact support at{' '}
            {supportMailbox ?? orgName}
          </Text>
          <Group justify="flex-end">{back}</Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={closeStatus} title="Subscription failed" centered>
      <Stack>
        <Text>{UPDATE_MESSAGES.subscribeLinkExpired}</Text>
        <Group justify="flex-end">
          {back}
          <Button
            component="a"
            href={`${portal.basePath || '/'}?subscribe=true`}
            onClick={(event) => {
              event.preventDefault();
              replaceUrlState({ subscribeStatus: null, subscribe: true });
            }}
          >
            Try again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function UnsubscribeDialog({
  token,
  portal,
}: {
  token: string;
  portal: SubscriptionPortal;
}) {
  const snack = useSnack();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => replaceUrlState({ unsubscribeToken: null });
  const email = readTokenSubject(token);
  if (!email) return null;
  const { orgName, portalTitle, supportMailbox } = portal;
  if (failed) {
    return (
      <Modal opened onClose={close} title="Unsubscribe failed" centered>
        <Stack>
          <Text>{UPDATE_MESSAGES.unsubscribeExpired}</Text>
          <Text size="sm">Please contact support at {supportMailbox ?? orgName}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Go back to {portalTitle}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await unsubscribe(portal.basePath, token);
      snack(answer.message);
      close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={close} title={`Unsubscribe to ${orgName}'s updates`} centered>
      <Stack>
        <Text>
          If you unsubscribe, you will not receive new updates from {orgName}&apos;s {portalTitle}.
        </Text>
        <Text size="sm" c="dimmed">
          {email}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            Unsubscribe
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
