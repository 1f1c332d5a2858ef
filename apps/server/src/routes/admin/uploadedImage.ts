/**
 * Reads the one image of an upload request: multipart/form-data with a field named `file`
 * (api-contract.md). Bytes beyond the kind's size limit are never buffered: the part is cut off
 * and the request refused with the limit in words.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  DomainError,
  IMAGE_MESSAGES,
  IMAGE_RULES,
  imageTooLargeMessage,
  type SettingsImageKind,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const UPLOAD_FIELD = 'file';

const invalid = (message: string) =>
  new DomainError('validation_failed', message, [{ path: UPLOAD_FIELD, message }]);

/** Registers multipart parsing for the routes of the calling plugin only. */
export async function registerImageUploads(app: FastifyInstance): Promise<void> {
  const largest = Math.max(...Object.values(IMAGE_RULES).map((rule) => rule.maxBytes));
  await app.register(fastifyMultipart, {
    limits: { fileSize: largest, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
}

export async function readUploadedImage(
  request: FastifyRequest,
  kind: SettingsImageKind,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw invalid(`Send the image as multipart/form-data in a field named ${UPLOAD_FIELD}.`);
  }
  const { maxBytes } = IMAGE_RULES[kind];
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== UPLOAD_FIELD) throw invalid(IMAGE_MESSAGES.missing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof RequestFileTooLargeError) throw invalid(imageTooLargeMessage(kind));
    // The multipart plugin's own limits answer with their status; anything else the parser
    // throws is a body that is not well-formed multipart, which is the client's to fix.
    if (hasClientStatus(error)) throw error;
    throw invalid(UNREADABLE_UPLOAD);
  }
}

const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the image again.';

function hasClientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
