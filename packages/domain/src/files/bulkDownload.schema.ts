/**
 * Bulk download (staff-content.md §3 "File and documents", §7): the request names the documents
 * by item and file, the answer gives the zip's link and which files could not be included
 * (restricted or view-only for the viewer, bytes missing, a PDF that cannot be stamped).
 */
import { z } from 'zod';

/** More than a documents card lists in practice; keeps the zip's signed link a short URL. */
export const BULK_DOWNLOAD_MAX_FILES = 500;

export const BULK_DOWNLOAD_MESSAGES = {
  empty: 'Select at least one document to download',
  tooMany: `Select at most ${BULK_DOWNLOAD_MAX_FILES} documents to download at once`,
  disabled: 'Bulk download is not enabled for this Trust Center',
  notFound: 'Document not found',
} as const;

export const bulkDownloadFileSchema = z.object({
  itemUid: z.string().min(1).max(128),
  fileId: z.string().min(1).max(64),
  /** A generated document (a bridge letter); included when its item has one. */
  generated: z.boolean().optional(),
});

export const bulkDownloadRequestSchema = z.object({
  files: z
    .array(bulkDownloadFileSchema)
    .min(1, BULK_DOWNLOAD_MESSAGES.empty)
    .max(BULK_DOWNLOAD_MAX_FILES, BULK_DOWNLOAD_MESSAGES.tooMany),
  productId: z.string().min(1).max(64),
  selectAllUsed: z.boolean(),
});

export const bulkDownloadResponseSchema = z.object({
  /** The zip's short-lived link (when no file can be included, the request fails instead). */
  fileUrl: z.string(),
  successCount: z.number().int().min(0),
  failedFileIds: z.array(z.string()),
});

export type BulkDownloadRequest = z.infer<typeof bulkDownloadRequestSchema>;
export type BulkDownloadResponse = z.infer<typeof bulkDownloadResponseSchema>;
