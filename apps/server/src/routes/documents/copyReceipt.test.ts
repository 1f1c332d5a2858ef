/**
 * Provable copies (issue 27 §4): a watermarked copy downloaded through the real route carries a
 * receipt signed with the installation's key; `POST …/api/verify` and the offline CLI (spawned)
 * say it is genuine under the published key, altered once a byte outside the receipt or a field
 * inside it changes, and find no receipt in a plain PDF.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CopyVerification } from '@candor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrg, TINY_PDF } from '../../db/factories.js';
import { findReceiptSlot, RECEIPT_MARKER } from '../../pdf/pdfReceipt.js';
import { runCommandProcess } from '../../testing/commandProcess.js';
import { getFollowing } from '../../testing/fileDownloads.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import { multipartFile } from '../../testing/multipart.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();
const MEMBER = 'jane@buyer.example';
const dir = mkdtempSync(path.join(os.tmpdir(), 'candor-receipts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let copy: Buffer;
let keyFile: string;

beforeAll(async () => {
  const { cookie, account } = await buildGrantedMember(t.database.db, {
    org: f.org,
    product: f.product,
    member: { email: MEMBER },
  });
  const { restrictedFile: file } = f.files;
  const query = new URLSearchParams({
    itemUid: f.items.restrictedItem.uid,
    accountId: account.id,
    productId: f.product.id,
    accessType: 'download',
  });
  const url = `/api/share/${f.org.id}/files/${file.id}?${query.toString()}`;
  const downloaded = await getFollowing(t.app, url, { cookie });
  expect(downloaded.statusCode, downloaded.body).toBe(200);
  copy = downloaded.rawPayload;
  const key = await t.app.inject({ method: 'GET', url: '/acme/.well-known/candor-signing-key' });
  expect(key.statusCode).toBe(200);
  keyFile = path.join(dir, 'key.pub');
  writeFileSync(keyFile, key.body);
});

const verify = async (bytes: Buffer, slug = 'acme') => {
  const body = multipartFile(bytes, { filename: 'copy.pdf', contentType: 'application/pdf' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/${slug}/api/verify`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CopyVerification>();
};

const cli = (bytes: Buffer, name: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return runCommandProcess('verifyCopy.ts', dir, [file, '--key', keyFile]);
};

/** The copy with the byte at `at` changed. */
const flipped = (at: number) => {
  const altered = Buffer.from(copy);
  altered[at] = altered[at]! ^ 0x01;
  return altered;
};

describe('a downloaded copy', () => {
  it('verifies as genuine through the API, naming the document, version, viewer and time', async () => {
    expect(await verify(copy)).toEqual({
      status: 'genuine',
      message: expect.stringMatching(
        /^Genuine copy of “Pentest report 2025\.pdf”, version 1, issued to jane@buyer\.example on /,
      ) as string,
      copy: {
        title: 'Pentest report 2025.pdf',
        version: 1,
        issuedTo: MEMBER,
        issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
        organisation: 'Acme Corp',
      },
    });
  });

  it('verifies offline with the CLI and the published key (exit 0)', async () => {
    const result = await cli(copy, 'genuine.pdf');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Genuine copy');
    expect(result.stdout).toContain(`Issued to: ${MEMBER}`);
    expect(result.stdout).toContain('Version: 1');
  });

  it('is altered when one byte outside the receipt changes, in the API and the CLI (exit 1)', async () => {
    const at = findReceiptSlot(copy)!;
    for (const offset of [9, Math.floor(at / 2), copy.length - 3]) {
      expect((await verify(flipped(offset))).status, `byte ${offset}`).toBe('altered');
    }
    const result = await cli(flipped(Math.floor(at / 2)), 'altered.pdf');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Altered');
  });

  it("is altered when the receipt's fields are changed", async () => {
    const forged = Buffer.from(
      copy.toString('latin1').replace(MEMBER, 'eve@buyer.example'),
      'latin1',
    );
    expect(forged.equals(copy)).toBe(false);
    expect(await verify(forged)).toMatchObject({ status: 'altered', copy: null });
    expect((await cli(forged, 'forged.pdf')).code).toBe(1);
  });

  it("is another organisation's copy when checked on another portal", async () => {
    await buildOrg(t.database.db, { slug: 'globex', name: 'Globex' });
    expect(await verify(copy, 'globex')).toMatchObject({
      status: 'other_organisation',
      message: "This is a copy issued by Acme Corp's trust center, not this one.",
    });
  });
});

describe('a PDF that is not a copy', () => {
  it('has no receipt (API, and CLI exit 2)', async () => {
    expect(copy.includes(RECEIPT_MARKER)).toBe(true);
    expect(await verify(TINY_PDF)).toEqual({
      status: 'none',
      message: 'This PDF has no receipt: it is not a copy downloaded from this trust center.',
      copy: null,
    });
    expect((await cli(TINY_PDF, 'plain.pdf')).code).toBe(2);
  });

  it('is refused when it is no PDF at all', async () => {
    const body = multipartFile(Buffer.from('hello'), {
      filename: 'a.txt',
      contentType: 'text/plain',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/acme/api/verify',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
