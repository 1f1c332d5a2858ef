import { formatBridgeLetterDate } from '@candor/domain';
import { cardItemsSchema, documentsPageSchema } from '@candor/domain/portal/portalLists.schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCard, buildItem, buildOrg, buildStaffUser } from '../db/factories.js';
import { buildGrantedMember } from '../testing/grantedMember.js';
import type { CardRow, ItemRow } from '../db/rows.js';
import { analyticsEvents, auditLog, items } from '../db/schema/index.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { pdfText } from '../testing/pdfText.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { itemOnPage, portalView, staffRequest } from '../testing/staffRequest.js';
import { signInAs } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

const LETTER = {
  letterEnabled: true,
  letterContent: '## To our customers\n\nNo **material changes** since the report period.',
  signerName: 'Grace Hopper',
  signerTitle: 'Chief Executive Officer',
  letterType: 'SOC 2',
} as const;

let reports: CardRow;
let publicReport: ItemRow;
let restrictedReport: ItemRow;
let hiddenReport: ItemRow;
let editor: string;

const letterPath = (uid: string, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/items/${uid}/bridge-letter`;
const pdfUrl = (uid: string, accessType: 'view' | 'download' = 'download', orgId = f.org.id) =>
  `/api/share/${orgId}/bridge-letters/${uid}?accessType=${accessType}`;
/** The links the page gives: they name the portal's product, whose grants count. */
const listedUrl = (uid: string, accessType: 'view' | 'download') =>
  `/api/share/${f.org.id}/bridge-letters/${uid}?productId=${f.product.id}&accessType=${accessType}`;
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const put = (url: string, cookie: string | undefined, payload: unknown) =>
  staffRequest(t.app)('PUT', url, cookie, payload);

async function storedLetter(id: string) {
  const [row] = await t.database.db
    .select({ bridgeLetter: items.bridgeLetter })
    .from(items)
    .where(eq(items.id, id));
  return row?.bridgeLetter ?? null;
}

async function auditRows(entityId: string) {
  return t.database.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityId, entityId)));
}

beforeAll(async () => {
  const { db } = t.database;
  reports = await buildCard(db, { product: f.product, kind: 'Reports' });
  publicReport = await buildItem(db, { card: reports, title: 'SOC 2 Report', publicAccess: true });
  restrictedReport = await buildItem(db, { card: reports, title: 'SOC 1 Report' });
  hiddenReport = await buildItem(db, { card: reports, title: 'Internal audit', hidden: true });
  editor = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  for (const item of [restrictedReport, hiddenReport]) {
    const saved = await put(letterPath(item.uid), editor, LETTER);
    expect(saved.statusCode).toBe(200);
  }
});

describe('saving a bridge letter', () => {
  it('saves the letter, audits it and answers with the file name and the snack', async () => {
    const response = await put(letterPath(publicReport.uid), editor, LETTER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid: publicReport.uid,
      bridgeLetter: LETTER,
      fileName: 'SOC-2-Bridge-Letter-Acme-Corp.pdf',
      message: 'Bridge letter saved',
    });
    expect(await storedLetter(publicReport.id)).toEqual(LETTER);
    const audit = await auditRows(publicReport.id);
    expect(audit.map((row) => row.action)).toEqual(['item.bridgeLetterSaved']);
    expect(audit[0]?.after).toMatchObject({ bridgeLetter: LETTER });
  });

  it('refuses an enabled letter without content, signer name and title, writing nothing', async () => {
    const response = await put(letterPath(publicReport.uid), editor, {
      letterEnabled: true,
      letterContent: '  ',
      signerName: '',
      signerTitle: '',
      letterType: 'SOC 1',
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.errors?.map((error) => error.message)).toEqual([
      'Letter content required',
      'Signer name required',
      'Signer title required',
    ]);
    expect(await storedLetter(publicReport.id)).toEqual(LETTER);
    expect(await auditRows(publicReport.id)).toHaveLength(1);
  });

  it('refuses a letter type other than SOC 1 or SOC 2', async () => {
    const response = await put(letterPath(publicReport.uid), editor, {
      ...LETTER,
      letterType: 'SOC 3',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).errors?.map((error) => error.message)).toEqual([
      'Select SOC 1 or SOC 2',
    ]);
  });

  it('keeps bridge letters to report items', async () => {
    const response = await put(letterPath(f.items.publicItem.uid), editor, LETTER);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe('Bridge letters belong to report items');
    expect(await storedLetter(f.items.publicItem.id)).toBeNull();
  });

  it('refuses visitors, staff without statuspage:edit and unknown items', async () => {
    expect((await put(letterPath(publicReport.uid), undefined, LETTER)).statusCode).toBe(401);
    const reader = await buildStaffUser(t.database.db, { org: f.org, scopes: ['files:view'] });
    const readerCookie = await signInAs(t.app, reader.user.email, reader.password);
    const refused = await put(letterPath(publicReport.uid), readerCookie, LETTER);
    expect(refused.statusCode).toBe(403);
    expect(errorBodyOf(refused).message).not.toBe('This feature is not included in your plan');
    expect((await put(letterPath('no-such-item'), editor, LETTER)).statusCode).toBe(404);
    expect((await put(letterPath(publicReport.uid, f.mobile.id), editor, LETTER)).statusCode).toBe(
      404,
    );
  });

  it('saves through the card form too, with the same rules', async () => {
    const form = (bridgeLetter: unknown) => ({
      items: [
        {
          uid: restrictedReport.uid,
          title: restrictedReport.title,
          publicAccess: false,
          bridgeLetter,
        },
      ],
    });
    const formPath = `/api/trust-center/products/${f.product.id}/cards/Reports/form`;
    const invalid = await put(formPath, editor, form({ ...LETTER, signerName: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(errorBodyOf(invalid).errors?.map((error) => error.message)).toEqual([
      'Signer name required',
    ]);
    const changed = { ...LETTER, letterType: 'SOC 1', signerTitle: 'CISO' };
    const saved = await put(formPath, editor, form(changed));
    expect(saved.statusCode).toBe(200);
    expect(await storedLetter(restrictedReport.id)).toEqual(changed);
  });
});

describe('serving a bridge letter', () => {
  it('lists the generated PDF among the item documents with the links canSee allows', async () => {
    const view = await portalView(t.app);
    const open = itemOnPage(view, { uid: publicReport.uid })?.item;
    expect(open?.documents).toContainEqual({
      fileId: `${publicReport.uid}-bridge-letter`,
      size: null,
      createdAt: publicReport.createdAt.toISOString(),
      name: 'SOC-2-Bridge-Letter-Acme-Corp.pdf',
      contentType: 'application/pdf',
      viewUrl: listedUrl(publicReport.uid, 'view'),
      downloadUrl: listedUrl(publicReport.uid, 'download'),
      generated: true,
    });
    // A visitor sees the restricted report's letter listed but locked, and no editing data.
    const locked = itemOnPage(view, { uid: restrictedReport.uid })?.item;
    expect(locked?.documents.find((doc) => doc.generated)).toMatchObject({
      viewUrl: null,
      downloadUrl: null,
    });
    expect(locked?.bridgeLetter).toBeUndefined();
    expect(itemOnPage(view, { uid: hiddenReport.uid })).toBeNull();
  });

  it('reaches the drawer (the card items list) and the documents list too', async () => {
    const cardItems = await get('/acme/api/cards/Reports/items', editor);
    expect(cardItems.statusCode).toBe(200);
    const listed = cardItemsSchema.parse(cardItems.json()).items;
    expect(listed.find((item) => item.uid === publicReport.uid)?.bridgeLetter).toEqual({
      letter: LETTER,
      locked: false,
      fileNames: {
        'SOC 1': 'SOC-1-Bridge-Letter-Acme-Corp.pdf',
        'SOC 2': 'SOC-2-Bridge-Letter-Acme-Corp.pdf',
      },
    });
    const anonymous = await get('/acme/api/cards/Reports/items');
    const seen = cardItemsSchema.parse(anonymous.json()).items;
    expect(seen.every((item) => item.bridgeLetter === undefined)).toBe(true);

    const documents = await get('/acme/api/documents');
    expect(documents.statusCode).toBe(200);
    expect(documentsPageSchema.parse(documents.json()).items).toContainEqual(
      expect.objectContaining({
        fileId: `${publicReport.uid}-bridge-letter`,
        name: 'SOC-2-Bridge-Letter-Acme-Corp.pdf',
        itemUid: publicReport.uid,
        downloadUrl: listedUrl(publicReport.uid, 'download'),
        generated: true,
      }),
    );
  });

  it('downloads the PDF with the letter, the signer and the date, named after the organisation', async () => {
    const response = await get(pdfUrl(publicReport.uid));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=SOC-2-Bridge-Letter-Acme-Corp.pdf',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('To our customers');
    expect(text).toContain('No material changes since the report period.');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Chief Executive Officer');
    expect(text).toContain(formatBridgeLetterDate(new Date()));

    const viewed = await get(pdfUrl(publicReport.uid, 'view'));
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-disposition']).toMatch(/^inline;/);

    // Counted for the analytics page like any document, with nobody attached.
    const events = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.orgId, f.org.id), eq(analyticsEvents.itemUid, publicReport.uid)),
      );
    expect(events.map((e) => e.kind).sort()).toEqual(['document_download', 'document_view']);
    for (const event of events) {
      expect(event).toMatchObject({
        productId: f.product.id,
        fileId: null,
        accountId: null,
        memberId: null,
        detail: { name: 'SOC-2-Bridge-Letter-Acme-Corp.pdf' },
      });
    }
  });

  it('authorizes like any document: restricted 403, hidden 404, staff in main mode 200', async () => {
    const restricted = await get(pdfUrl(restrictedReport.uid));
    expect(restricted.statusCode).toBe(403);
    expect(errorBodyOf(restricted).message).toBe("You don't have access to this document");
    expect((await get(pdfUrl(hiddenReport.uid))).statusCode).toBe(404);
    for (const item of [publicReport, restrictedReport, hiddenReport]) {
      expect((await get(pdfUrl(item.uid, 'download'), editor)).statusCode).toBe(200);
    }
    expect((await get(pdfUrl(publicReport.uid, 'download', f.mobile.id))).statusCode).toBe(404);
  });

  it("opens a restricted letter for a member of an account granted the product, by the page's link (issue 21 §12)", async () => {
    const { db } = t.database;
    const { account, cookie } = await buildGrantedMember(db, {
      org: f.org,
      product: f.product,
      account: { name: 'Globex' },
    });
    const view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('account_external');
    const letter = itemOnPage(view, { uid: restrictedReport.uid })?.item.documents.find(
      (doc) => doc.generated,
    );
    // The link names the product and the member's account: the route needs both.
    const link = new URL(letter?.downloadUrl ?? 'missing:', 'http://x');
    expect(link.searchParams.get('accountId')).toBe(account.id);
    expect(link.searchParams.get('productId')).toBe(f.product.id);
    const opened = await get(letter!.downloadUrl!, cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    // Without them the same member is a visitor: locked.
    expect((await get(pdfUrl(restrictedReport.uid), cookie)).statusCode).toBe(403);
  });

  it('answers 404 for a disabled letter and for an item without one', async () => {
    const disabled = await put(letterPath(publicReport.uid), editor, {
      ...LETTER,
      letterEnabled: false,
      signerName: '',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await get(pdfUrl(publicReport.uid))).statusCode).toBe(404);
    const view = await portalView(t.app);
    const item = itemOnPage(view, { uid: publicReport.uid })?.item;
    expect(item?.documents.some((doc) => doc.generated)).toBe(false);
    expect((await get(pdfUrl(f.items.publicItem.uid))).statusCode).toBe(404);
    await put(letterPath(publicReport.uid), editor, LETTER);
  });

  it('follows the organisation’s view-only documents setting', async () => {
    const { db } = t.database;
    const viewOnly = await buildOrg(db, {
      name: 'View Only Inc',
      customization: { documentAccessType: 'view-only' },
    });
    const card = await buildCard(db, { product: viewOnly.product, kind: 'Reports' });
    const report = await buildItem(db, { card, publicAccess: true, bridgeLetter: LETTER });
    expect((await get(pdfUrl(report.uid, 'view', viewOnly.org.id))).statusCode).toBe(200);
    const download = await get(pdfUrl(report.uid, 'download', viewOnly.org.id));
    expect(download.statusCode).toBe(403);
    expect(errorBodyOf(download).message).toBe(
      'This file is view-only and not downloadable in the portal',
    );
  });
});

describe('a plan without bridge letters', () => {
  it('refuses saving with the upgrade message, unpublishes the letter and locks the control', async () => {
    const { db } = t.database;
    const starter = await buildOrg(db, {
      slug: 'starter-co',
      name: 'Starter Co',
      features: { plan: 'starter' },
    });
    const card = await buildCard(db, { product: starter.product, kind: 'Reports' });
    const report = await buildItem(db, { card, publicAccess: true, bridgeLetter: LETTER });
    const staff = await buildStaffUser(db, { org: starter.org });
    const cookie = await signInAs(t.app, staff.user.email, staff.password);

    const refused = await put(letterPath(report.uid, starter.product.id), cookie, LETTER);
    expect(refused.statusCode).toBe(403);
    expect(errorBodyOf(refused).message).toBe('This feature is not included in your plan');
    expect((await get(pdfUrl(report.uid, 'download', starter.org.id))).statusCode).toBe(404);

    const view = await portalView(t.app, '/starter-co', cookie);
    const item = itemOnPage(view, { uid: report.uid })?.item;
    expect(item?.bridgeLetter).toMatchObject({ locked: true, letter: LETTER });
    expect(item?.documents.some((doc) => doc.generated)).toBe(false);
  });
});
