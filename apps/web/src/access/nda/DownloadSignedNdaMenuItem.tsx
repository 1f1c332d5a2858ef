/**
 * The account menu's 'Download signed NDA' (visitor-portal.md §2 'Account menu', §7, §8): only
 * for the clickwrap provider and only once the NDA is passed. Downloads the PDF as a blob named
 * from its content-disposition; on failure the snack 'Failed to download NDA. Please contact
 * support.' for 10 s. Rendered as a Mantine Menu item when inside a Menu (`asMenuItem`), else as
 * a plain button.
 */
import { NDA_UI } from '@candor/domain/access/access.constants';
import type { NdaInfo } from '@candor/domain/access/access.schema';
import { Menu, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useSnack } from '../../ui/Snack.js';
import { fetchSignedNda, saveBlob } from './ndaApi.js';

/** Whether the menu offers the download. */
export const canDownloadSignedNda = (nda: Pick<NdaInfo, 'provider' | 'passed'> | null): boolean =>
  nda !== null && nda.provider === 'clickwrap' && nda.passed;

export function DownloadSignedNdaMenuItem({
  portalApi,
  accountId,
  nda,
  asMenuItem = true,
}: {
  portalApi: string;
  accountId: string;
  nda: Pick<NdaInfo, 'provider' | 'passed'> | null;
  asMenuItem?: boolean;
}) {
  const snack = useSnack();
  const [busy, setBusy] = useState(false);
  if (!canDownloadSignedNda(nda)) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchSignedNda(portalApi, accountId);
      saveBlob(blob, fileName);
    } catch {
      snack(NDA_UI.downloadFailed, 'error', undefined, NDA_UI.failureSnackMs);
    } finally {
      setBusy(false);
    }
  };
  if (asMenuItem) {
    return (
      <Menu.Item disabled={busy} onClick={() => void download()}>
        {NDA_UI.downloadSigned}
      </Menu.Item>
    );
  }
  return (
    <UnstyledButton disabled={busy} onClick={() => void download()}>
      {NDA_UI.downloadSigned}
    </UnstyledButton>
  );
}
