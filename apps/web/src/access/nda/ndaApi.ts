/**
 * The clickwrap NDA calls of a signed-in member (visitor-portal.md §7), under the portal's API
 * base (`{basePath}/api`): where the account stands, the version to accept, the acceptance and
 * the signed PDF (a blob named from its content-disposition).
 */
import { accessPaths } from '@candor/domain/access/access.paths';
import type { NdaInfo } from '@candor/domain/access/access.schema';
import type { NdaTemplateView } from '@candor/domain/access/accountAdmin.schema';
import { jsonRequest } from '../../api/jsonRequest.js';

export const portalApiOf = (basePath: string): string => `${basePath}/api`;

export const ndaApi = {
  info: (portalApi: string, accountId: string) =>
    jsonRequest<NdaInfo>('GET', `${accessPaths.ndaBase(portalApi, accountId)}/nda`),
  template: (portalApi: string, accountId: string) =>
    jsonRequest<NdaTemplateView>('GET', accessPaths.ndaTemplate(portalApi, accountId)),
  accept: (portalApi: string, accountId: string, templateId: string) =>
    jsonRequest<{ info: NdaInfo }>('POST', accessPaths.ndaAccept(portalApi, accountId), {
      agree: true,
      templateId,
    }),
};

export const SIGNED_NDA_FALLBACK_NAME = 'signed-nda.pdf';

/**
 * POST download-signed-clickwrap-nda: the PDF and the name the server gave it, read with the
 * `content-disposition` package the server writes the header with (loaded on the click, so it
 * stays out of the page's script).
 */
export async function fetchSignedNda(
  portalApi: string,
  accountId: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(accessPaths.ndaDownload(portalApi, accountId), {
    method: 'POST',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`NDA download failed: ${response.status}`);
  const header = response.headers.get('content-disposition');
  const { parse } = await import('content-disposition');
  const fileName = (header && parse(header).parameters['filename']) || SIGNED_NDA_FALLBACK_NAME;
  return { blob: await response.blob(), fileName };
}

/** Saves a blob under a name, as a browser download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
