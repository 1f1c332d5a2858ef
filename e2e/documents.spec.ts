import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  hydrated,
  ONE_PAGE_PDF as PDF,
  openReorderDialog,
  portalPath,
  signInAsStaff,
  test,
} from './fixtures.js';

/** The names in a zip's central directory (enough to check what a bulk download holds). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 46)) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
}

interface ListedDocument {
  name: string;
  downloadUrl: string | null;
  viewUrl: string | null;
  generated?: boolean;
}

/** Every document of a tab as the portal's API lists it to the anonymous visitor. */
async function listedDocuments(page: Page, path: string, tab: 'all' | 'public') {
  const listed: ListedDocument[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`${path}/api/documents?tab=${tab}&page=${number}`);
    const body = (await response.json()) as {
      items: ListedDocument[];
      page: number;
      pageSize: number;
      total: number;
    };
    listed.push(...body.items);
    if (body.page * body.pageSize >= body.total) break;
  }
  return listed;
}

/** Every public document the anonymous visitor may download (uploaded files and bridge letters). */
async function downloadablePublicDocuments(page: Page, path: string): Promise<string[]> {
  const listed = await listedDocuments(page, path, 'public');
  return [...new Set(listed.filter((d) => d.downloadUrl !== null).map((d) => d.name))].sort();
}

const documentsOf = (page: Page) => page.locator('section[data-section="documents"]');

test('an anonymous visitor sees the documents, and a restricted one offers Get access instead of the file', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const documents = documentsOf(page);
  await expect(documents.getByText('Featured Documents')).toBeVisible();

  // A public document: its title, then type, date and size, then the file name.
  const iso = documents.getByRole('article', { name: 'ISO 27001 Certificate' });
  await expect(iso.getByText('Northwind-Cloud-ISO-27001-Certificate.pdf')).toBeVisible();
  await expect(iso.getByText(/^PDF · \w+ \d{1,2}, \d{4} · [\d.]+ KB$/)).toBeVisible();
  await expect(iso.getByRole('button', { name: /^Download / })).toBeVisible();

  // A restricted one: no link to the file, 'Get access', which asks for the login form.
  const soc2 = documents.getByRole('article', { name: 'SOC 2 Type II Report' });
  await expect(soc2.getByRole('link')).toHaveCount(0);
  await soc2.getByRole('button', { name: 'Get access' }).click();
  await expect(page).toHaveURL(/loginRequest=true/);
  expect(problems).toEqual([]);
});

test('a public document opens in the view modal, stamped with the visitor watermark', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  await documentsOf(page).getByRole('link', { name: 'ISO 27001 Certificate' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Northwind-Cloud-ISO-27001-Certificate.pdf');
  // Drawn in the page by pdf.js; the text of its pages includes the watermark.
  await expect(modal.locator('canvas[data-page="1"]')).toBeVisible();
  const text = modal.locator('[data-pdf-text]');
  await expect(text).toContainText('Public');
  await expect(text).toContainText(/Northwind Cloud · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(modal.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a view-only document opens in the view modal without a download, and its download is refused', async ({
  page,
  problems,
}) => {
  await page.goto(await portalPath(page));
  await hydrated(page);
  const whitepaper = documentsOf(page).getByRole('article', { name: 'Security Whitepaper' });
  await expect(
    whitepaper.getByText('This file is view-only and not downloadable in the portal'),
  ).toBeVisible();
  await expect(whitepaper.getByRole('button', { name: /^Download / })).toHaveCount(0);

  const link = whitepaper.getByRole('link', { name: 'Security Whitepaper' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/accessType=view$/);
  await link.click();
  const modal = page.getByRole('dialog');
  await expect(modal.locator('canvas[data-page="1"]')).toBeVisible();
  await expect(modal.locator('[data-pdf-text]')).toContainText('Public');
  await expect(modal).toContainText('This file is view-only and not downloadable in the portal');
  await expect(modal.getByRole('button', { name: 'Download' })).toHaveCount(0);

  // Asking for the download anyway is refused with the spec's words.
  const refused = await page.request.get(href!.replace('accessType=view', 'accessType=download'));
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This file is view-only and not downloadable in the portal',
  );
  expect(problems).toEqual([]);
});

test('bulk download of the public documents returns a zip with exactly those files', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  const expected = await downloadablePublicDocuments(page, path);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(path);
  await hydrated(page);
  await documentsOf(page).getByRole('button', { name: 'Bulk download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download documents' });
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  const download = dialog.getByRole('button', { name: 'Download' });
  await expect(selectAll).toBeVisible();
  await expect(download).toBeDisabled();
  await selectAll.check();
  await expect(download).toBeEnabled();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const zip = await readFile(await file.path());
  expect(zipEntryNames(zip).sort()).toEqual(expected);
  // Select all takes the documents the visitor may not download too: the notice names them.
  await expect(dialog.getByRole('status')).toContainText(
    /Your download has started\.|Failed to download \d+ document\(s\)/,
  );
  expect(problems).toEqual([]);
});

test('a visitor who selects an allowed and a restricted document gets the zip of the allowed one and is told which was left out', async ({
  page,
  problems,
}) => {
  const path = await portalPath(page);
  const listed = await listedDocuments(page, path, 'all');
  const allowed = listed.find((d) => d.name === 'Northwind-Cloud-ISO-27001-Certificate.pdf');
  const restricted = listed.find((d) => d.downloadUrl === null && d.viewUrl === null);
  expect(allowed?.downloadUrl).toBeTruthy();
  expect(restricted).toBeTruthy();

  await page.goto(path);
  await hydrated(page);
  await documentsOf(page).getByRole('button', { name: 'Bulk download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download documents' });
  await dialog.getByRole('checkbox', { name: allowed!.name, exact: true }).check();
  await dialog.getByRole('checkbox', { name: restricted!.name, exact: true }).check();
  await expect(dialog.getByText('Restricted').first()).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(zipEntryNames(await readFile(await file.path()))).toEqual([allowed!.name]);
  const notice = dialog.getByRole('status');
  await expect(notice).toContainText('Failed to download 1 document(s)');
  await expect(notice.getByRole('listitem')).toHaveText([restricted!.name]);
  expect(problems).toEqual([]);
});

/**
 * The documents' way to a visitor (issue 7, done when): staff upload a PDF in the private
 * area's library, link it to an item, mark it featured from the Documents card's re-order dialog,
 * and an anonymous visitor sees it listed on the portal; a view-only upload. In this file, after
 * the visitor's tests, so that no upload lands beside the bulk download's count of the public
 * documents (the tests of one file run one after another in one worker).
 */
test.describe('the library', () => {
  test.describe.configure({ timeout: 120_000 });

  const ITEM = 'Terms of Service';

  interface ItemOrder {
    items: { uid: string; title: string; featured: boolean }[];
  }

  async function productIdOf(page: Page): Promise<string> {
    return page.evaluate(() => {
      const data = document.getElementById('__candor_page')?.textContent ?? '{}';
      return (JSON.parse(data) as { view: { product: { id: string } } }).view.product.id;
    });
  }

  test('staff upload a PDF, link it to an item and feature it; an anonymous visitor sees it', async ({
    page,
    browser,
    problems,
  }) => {
    const name = `Terms of Service ${Date.now()}.pdf`;
    const portal = await portalPath(page);
    await signInAsStaff(page, portal);
    await hydrated(page);
    const productId = await productIdOf(page);
    const savedOrder = (await (
      await page.request.get(`/api/trust-center/products/${productId}/cards/Documents/items/order`)
    ).json()) as ItemOrder;
    let fileId: string | undefined;
    let itemUid: string | undefined;

    try {
      // The upload dialog opens from the address.
      await page.goto('/admin/documents?uploadModal=true');
      const upload = page.getByRole('dialog', { name: 'Upload document' });
      await expect(upload).toBeVisible();
      await upload.locator('input[type="file"]').setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText('Document uploaded')).toBeVisible();
      await expect(upload).toHaveCount(0);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('PDF');
      await expect(row).toContainText('Not linked');
      await expect(
        row.getByRole('img', { name: 'This file is encrypted so viewing may take a moment' }),
      ).toHaveCount(1);

      // Link it to the item: pending until Save.
      await page.getByRole('combobox', { name: 'Item' }).fill(ITEM);
      await page
        .getByRole('option', { name: new RegExp(`^${ITEM} \\(Legal\\)`) })
        .first()
        .click();
      await page.getByRole('combobox', { name: 'Link a document' }).click();
      await page.getByRole('option', { name }).click();
      const pending = page.getByRole('list', { name: `Documents of ${ITEM}` });
      await expect(pending).toContainText('Save to link');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Documents saved')).toBeVisible();
      await expect(row).toContainText(ITEM);
      await expect(pending.getByRole('button', { name: 'Unlink' })).toBeVisible();

      const library = (await (await page.request.get('/api/documents/trust-center')).json()) as {
        documents: { id: string; name: string; links: { itemUid: string }[] }[];
      };
      const uploaded = library.documents.find((d) => d.name === name);
      fileId = uploaded?.id;
      itemUid = uploaded?.links[0]?.itemUid;

      // Featured from the Documents card's re-order dialog.
      await page.goto(portal);
      await hydrated(page);
      const dialog = await openReorderDialog(page, 'Documents');
      const featured = dialog.locator('[data-reorder-column="Featured documents"]');
      const others = dialog.locator('[data-reorder-column="Non-featured documents"]');
      await expect(others.locator(`[data-reorder-row="${ITEM}"]`)).toBeVisible();
      await dialog.getByRole('button', { name: `Actions for ${ITEM}` }).click();
      await page.getByRole('menuitem', { name: 'Move to Featured documents' }).click();
      await expect(featured.locator(`[data-reorder-row="${ITEM}"]`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText("Updated Documents card item's order")).toBeVisible();

      // An anonymous visitor sees it among the featured documents, and can open it.
      const visitor = await browser.newContext();
      try {
        const anonymous = await visitor.newPage();
        await anonymous.goto(portal);
        await hydrated(anonymous);
        const featuredBlock = anonymous
          .locator('[data-section="documents"] h3', { hasText: 'Featured Documents' })
          .locator('xpath=..');
        // Its tile is led by the item's title, with the file name last.
        const tile = featuredBlock.getByRole('article', { name: ITEM }).filter({ hasText: name });
        const link = tile.getByRole('link', { name: ITEM });
        await expect(link).toBeVisible();
        const opened = await anonymous.request.get((await link.getAttribute('href')) ?? '');
        expect(opened.status()).toBe(200);
        expect(opened.headers()['content-type']).toBe('application/pdf');
        // A visitor's copy of a PDF is the stored one, watermarked: a PDF, not the same bytes.
        const body = Buffer.from(await opened.body());
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(body.equals(PDF)).toBe(false);
      } finally {
        await visitor.close();
      }
      expect(problems).toEqual([]);
    } finally {
      if (itemUid) {
        await page.request.put(
          `/api/trust-center/products/${productId}/items/${itemUid}/documents`,
          {
            data: { fileIds: [] },
          },
        );
      }
      if (fileId) await page.request.delete(`/api/documents/trust-center/${fileId}`);
      await page.request.patch(`/api/trust-center/products/${productId}/cards/Documents/items`, {
        data: {
          items: savedOrder.items.map((item) => item.uid),
          featured: savedOrder.items.filter((item) => item.featured).map((item) => item.uid),
        },
      });
    }
  });

  /** A public item of the Legal card no other test links documents to. */
  const PRIVACY = 'Privacy Policy';

  /** A PNG of `size` bytes: a valid one-pixel image, then bytes no reader looks at. */
  function pngOf(size: number): Buffer {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
  }

  test('staff upload a document with its title as view-only, with a progress bar; the visitor may only view it until Edit makes it downloadable', async ({
    page,
    browser,
    problems,
  }) => {
    const title = `Acceptable use policy ${Date.now()}`;
    const portal = await portalPath(page);
    await signInAsStaff(page, portal);
    let fileId: string | undefined;
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const visitorTile = async () => {
      await anonymous.goto(portal);
      await hydrated(anonymous);
      // Past the first twelve tiles: the whole list.
      const documents = anonymous.locator('[data-section="documents"]');
      const viewAll = documents.getByRole('button', { name: 'View all documents' });
      if (await viewAll.isVisible()) await viewAll.click();
      return documents.getByRole('article', { name: PRIVACY }).filter({ hasText: title }).first();
    };

    try {
      await page.goto('/admin/documents');
      await page.getByRole('button', { name: 'Upload document' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload document' });
      await upload.locator('input[type="file"]').setInputFiles({
        name: 'acceptable-use.png',
        mimeType: 'image/png',
        buffer: pngOf(6 * 1024 * 1024),
      });
      // The title follows the file until it is typed.
      await expect(upload.getByRole('textbox', { name: 'Title' })).toHaveValue(
        'acceptable-use.png',
      );
      await upload.getByRole('textbox', { name: 'Title' }).fill(title);
      await upload.getByRole('checkbox', { name: 'View only' }).check();

      // A slow uplink, so the progress can be seen.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 2 * 1024 * 1024,
      });
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
      await expect(page.getByText('Document uploaded')).toBeVisible({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('View only');

      // Linked to a public item: its access stays the item's.
      await page.getByRole('combobox', { name: 'Item' }).fill(PRIVACY);
      await page
        .getByRole('option', { name: new RegExp(`^${PRIVACY} \\(Legal\\)`) })
        .first()
        .click();
      await page.getByRole('combobox', { name: 'Link a document' }).click();
      await page.getByRole('option', { name: title }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Documents saved')).toBeVisible();
      const library = (await (await page.request.get('/api/documents/trust-center')).json()) as {
        documents: { id: string; name: string }[];
      };
      fileId = library.documents.find((d) => d.name === title)?.id;

      // The visitor may view it, not download it.
      let tile = await visitorTile();
      await expect(tile).toContainText('This file is view-only and not downloadable in the portal');
      await expect(tile.getByRole('button', { name: /^Download / })).toHaveCount(0);

      // Edit makes it downloadable again.
      await row.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit document' });
      await expect(edit.getByRole('checkbox', { name: 'View only' })).toBeChecked();
      await edit.getByRole('checkbox', { name: 'View only' }).uncheck();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Document saved')).toBeVisible();
      await expect(row).not.toContainText('View only');
      tile = await visitorTile();
      await expect(tile.getByRole('button', { name: /^Download / })).toBeVisible();
      await expect(tile).not.toContainText('This file is view-only');
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
      // Deleting the document unlinks it; the item's other documents stay.
      if (fileId) await page.request.delete(`/api/documents/trust-center/${fileId}`);
    }
  });
});
