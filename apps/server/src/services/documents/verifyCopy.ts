/**
 * Verifying a copy (issue 27 §4): the uploaded PDF (checked by its bytes, readDocumentUpload)
 * has its receipt checked in the PDF pool under the installation's public key. Anyone may ask:
 * the answer tells only what the copy's own receipt says.
 */
import {
  copyMessage,
  COPY_MESSAGES,
  DomainError,
  type CopyStatus,
  type CopyVerification,
  type VerifiedCopy,
} from '@candor/domain';
import { verifiedPdf } from '../../pdf/pdfPool.js';
import { DOCUMENT_FIELD, type CheckedUpload } from './readDocumentUpload.js';

export async function verifyCopy(
  readUpload: () => Promise<CheckedUpload>,
  { orgId, publicKeyPem, owner }: { orgId: string; publicKeyPem: string; owner: string },
): Promise<CopyVerification> {
  const upload = await readUpload();
  if (upload.contentType !== 'application/pdf') {
    const message = COPY_MESSAGES.notPdf;
    throw new DomainError('validation_failed', message, [{ path: DOCUMENT_FIELD, message }]);
  }
  const check = await verifiedPdf(upload.bytes, publicKeyPem, { owner });
  const receipt = check.status === 'genuine' ? check.receipt : null;
  const copy: VerifiedCopy | null = receipt && {
    title: receipt.title,
    version: receipt.version,
    issuedTo: receipt.viewer,
    issuedAt: receipt.issuedAt,
    organisation: receipt.orgName,
  };
  const status: CopyStatus = receipt && receipt.org !== orgId ? 'other_organisation' : check.status;
  return { status, message: copyMessage(status, copy), copy };
}
