/**
 * The clickwrap NDA: the current version's text (Markdown the server rendered to safe HTML and
 * the browser sanitizes again), 'I agree', and Accept. Accepting records the acceptance on the
 * server (which makes the signed PDF) and reloads the page's data, so the restricted documents
 * open at once.
 */
import { useQueryClient } from '../../api/queries.js';
import { NDA_UI } from '@candor/domain/access/access.constants';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { useSnack } from '../../ui/Snack.js';
import { RenderedHtml } from '../../ui/RenderedHtml.js';
import { ndaApi } from './ndaApi.js';
import classes from './NdaDialog.module.css';

interface Template {
  id: string;
  title: string;
  html: string;
  version: number;
}

const safeHtml = (html: string): string =>
  typeof window === 'undefined' || !DOMPurify.isSupported
    ? html
    : DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

export default function NdaDialog({
  portalApi,
  accountId,
  onClose,
}: {
  portalApi: string;
  accountId: string;
  onClose: () => void;
}) {
  const refresh = usePortalRefresh();
  const queryClient = useQueryClient();
  const snack = useSnack();
  const [template, setTemplate] = useState<Template | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    ndaApi
      .template(portalApi, accountId)
      .then((loaded) => live && setTemplate(loaded))
      .catch((failure: Error) => live && setLoadError(failure.message));
    return () => {
      live = false;
    };
  }, [portalApi, accountId]);

  const accept = async () => {
    if (!template || !agreed) return;
    setBusy(true);
    setError(null);
    try {
      await ndaApi.accept(portalApi, accountId, template.id);
      // The page's documents unlock, and the account menu's NDA line and signed copy follow.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['access', 'me'] })]);
      snack(NDA_UI.accepted);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={template ? template.title : 'Non-disclosure agreement'}
      size="lg"
      centered
    >
      {loadError ? (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      ) : !template ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <span>Loading…</span>
        </Group>
      ) : (
        <Stack gap="md">
          <Text size="xs" c="gray.7">
            Version {template.version}
          </Text>
          {/* The server renders the Markdown without raw HTML; DOMPurify checks it again. */}
          <RenderedHtml
            className={classes.text}
            tabIndex={0}
            aria-label="NDA text"
            html={safeHtml(template.html)}
          />
          <Checkbox
            label={NDA_UI.agree}
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void accept()} disabled={!agreed} loading={busy}>
              {NDA_UI.accept}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
