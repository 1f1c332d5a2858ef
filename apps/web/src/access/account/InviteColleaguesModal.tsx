/**
 * Invite colleagues (visitor-portal.md §2, §5, §8): a form page (e-mail chips, an optional
 * message of 7 rows) and a success page 'Invite sent' whose 'Invite a different colleague'
 * returns to the form. It always opens on the form. A failed call shows the failure dialog.
 */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ACCESS_LIMITS, ACCESS_MESSAGES } from '@candor/domain/access/access.schema';
import { useId, useState, type KeyboardEvent } from 'react';
import { inviteColleagues } from './accountApi.js';
import {
  canSend,
  confirmDraft,
  EMPTY_CHIPS,
  isConfirmKey,
  removeChip,
  sendError,
  type ChipsState,
} from './inviteChips.js';
import classes from './AccountMenu.module.css';

type Page = 'form' | 'sent' | 'failed';

export function InviteColleaguesModal({
  accountId,
  orgName,
  onClose,
}: {
  accountId: string;
  orgName: string;
  onClose: () => void;
}) {
  const [page, setPage] = useState<Page>('form');
  const [chips, setChips] = useState<ChipsState>(EMPTY_CHIPS);
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const reset = () => {
    setChips(EMPTY_CHIPS);
    setTouched(false);
    setMessage('');
    setPage('form');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && chips.draft === '' && chips.chips.length > 0) {
      setChips(removeChip(chips, chips.chips[chips.chips.length - 1]!));
      return;
    }
    if (!isConfirmKey(event.key)) return;
    // Tab on an empty entry moves focus as usual.
    if (event.key === 'Tab' && chips.draft.trim() === '') return;
    event.preventDefault();
    setTouched(true);
    setChips(confirmDraft(chips));
  };

  const send = async () => {
    setTouched(true);
    const confirmed = chips.draft.trim() ? confirmDraft(chips) : chips;
    setChips(confirmed);
    if (sendError(confirmed) !== null) return;
    setBusy(true);
    try {
      await inviteColleagues(accountId, {
        emails: confirmed.chips,
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      setPage('sent');
    } catch {
      setPage('failed');
    } finally {
      setBusy(false);
    }
  };

  if (page === 'failed') {
    return (
      <Modal
        opened
        onClose={() => setPage('form')}
        title={ACCESS_MESSAGES.inviteFailedTitle}
        centered
      >
        <Stack>
          <Text size="sm">{ACCESS_MESSAGES.inviteFailedText}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setPage('form')}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const shownError = touched
    ? (chips.error ??
      (chips.chips.length === 0 && !chips.draft ? ACCESS_MESSAGES.inviteRequired : null))
    : null;
  return (
    <Modal
      opened
      onClose={() => {
        reset();
        onClose();
      }}
      title={page === 'sent' ? ACCESS_MESSAGES.inviteSent : 'Invite colleagues'}
      centered
      size="lg"
    >
      {page === 'sent' ? (
        <Stack>
          <Text size="sm">
            Your colleagues will receive an e-mail with a link to request access to {orgName}
            &apos;s Trust Center.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={reset}>
              Invite a different colleague
            </Button>
            <Button
              onClick={() => {
                reset();
                onClose();
              }}
            >
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack>
            <Text size="sm">
              Invite colleagues to review {orgName}&apos;s Trust Center. Each will get an e-mail
              with a link to request access.
            </Text>
            <div>
              <label className={classes.chipsLabel} htmlFor={inputId}>
                Work emails <span aria-hidden="true">*</span>
              </label>
              <div
                className={classes.chipsBox}
                data-invalid={shownError ? 'true' : undefined}
                onClick={() => document.getElementById(inputId)?.focus()}
              >
                {chips.chips.map((chip) => (
                  <span key={chip} className={classes.chip} data-testid="invite-chip">
                    {chip}
                    <button
                      type="button"
                      className={classes.chipRemove}
                      aria-label={`Remove ${chip}`}
                      onClick={() => setChips(removeChip(chips, chip))}
                    >
                      ×
                    </button>
                  </span>
                ))}
                <input
                  id={inputId}
                  className={classes.chipsInput}
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  placeholder={chips.chips.length === 0 ? 'name@company.com' : ''}
                  value={chips.draft}
                  aria-invalid={shownError ? true : undefined}
                  aria-describedby={shownError ? errorId : undefined}
                  onKeyDown={onKeyDown}
                  onBlur={() => {
                    if (chips.draft.trim()) {
                      setTouched(true);
                      setChips(confirmDraft(chips));
                    }
                  }}
                  onChange={(event) =>
                    setChips({ ...chips, draft: event.currentTarget.value, error: null })
                  }
                />
              </div>
              {shownError ? (
                <p id={errorId} className={classes.chipsError} role="alert">
                  {shownError}
                </p>
              ) : (
                <p className={classes.chipsHint}>
                  Press Enter, Space, Tab or comma after each email.
                </p>
              )}
            </div>
            <Textarea
              label="Message (optional)"
              rows={7}
              maxLength={ACCESS_LIMITS.inviteMessage}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  reset();
                  onClose();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={busy || !canSend(chips)}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
