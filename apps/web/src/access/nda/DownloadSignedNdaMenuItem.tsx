/**
 * The account menu's 'Download signed NDA' (visitor-portal.md §2 'Account menu', §7, §8): only
 * for the clickwrap provider and only once the NDA is passed. Downloads the PDF as a blob named
 * from its content-disposition; on failure the snack 'Failed to download NDA. Please contact
 * support.' for 10 s. A plain button: the account menu is our own disclosure list, so Mantine's
 * Menu (and the floating-ui it brings) stays out of the page's script.
 */
import { NDA_UI } from '@candor/domain/access/access.constants';
import type { NdaInfo } from '@candor/domain/access/access.schema';
import { UnstyledButton } from '@mantine/core';
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
}: {
  portalApi: string;
  accountId: string;
  nda: Pick<NdaInfo, 'provider' | 'passed'> | null;
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
  return (
    <UnstyledButton disabled={busy} onClick={() => void download()}>
      {NDA_UI.downloadSigned}
    </UnstyledButton>
  );
}
