/**
 * Verify a copy (issue 27 §4): a visitor downloads a watermarked PDF, drops it on the portal's
 * /verify page and is told it is genuine, with its version and to whom it was issued; the same
 * copy with one byte changed is reported altered.
 */
import { expect, hydrated, portalPath, test } from './fixtures.js';

const CERTIFICATE = 'Northwind-Cloud-ISO-27001-Certificate.pdf';

test('a downloaded copy verifies as genuine on /verify, and an altered one does not', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  const listed = (await (await page.request.get(`${path}/api/documents?tab=public`)).json()) as {
    items: { name: string; downloadUrl: string | null }[];
  };
  const certificate = listed.items.find((document) => document.name === CERTIFICATE);
  expect(certificate?.downloadUrl).toBeTruthy();
  const download = await page.request.get(certificate!.downloadUrl!);
  expect(download.status()).toBe(200);
  const copy = await download.body();

  await page.goto(`${path}/verify`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Verify a copy' })).toBeVisible();
  const input = page.getByTestId('file-dropzone-input');
  const answer = page.getByRole('status').filter({ hasText: /copy|receipt/ });

  await input.setInputFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: copy });
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(answer).toContainText(
    new RegExp(
      `Genuine copy of “${CERTIFICATE.replaceAll('.', '\\.')}”, version 1, issued to Public on `,
    ),
  );

  const altered = Buffer.from(copy);
  const middle = Math.floor(altered.length / 3);
  altered[middle] = altered[middle]! ^ 0x01;
  await input.setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(answer).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(answer).toContainText('This copy was altered after it was downloaded');
  expect(problems).toEqual([]);
});
