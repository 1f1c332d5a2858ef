/**
 * A stored file as a FileStore hands it out, and the proof that stored bytes are the bytes that
 * were stored (fileStore.ts); the stores, the envelope and the off-thread reader share them.
 */
import type { Readable } from 'node:stream';

export interface StoredFileStream {
  stream: Readable;
  size: number;
}

/** Stored bytes differ from what was stored: disk corruption or tampering. Never sent. */
export class StoredFileIntegrityError extends Error {
  constructor(
    readonly key: string,
    readonly expectedSha256: string,
    readonly actualSha256: string,
  ) {
    super(
      `Stored bytes under ${JSON.stringify(key)} do not match their recorded SHA-256 ` +
        `(expected ${expectedSha256}, found ${actualSha256})`,
    );
    this.name = 'StoredFileIntegrityError';
  }
}

/** Throws StoredFileIntegrityError unless `actualSha256` is the recorded digest. */
export function assertSameSha256(key: string, expectedSha256: string, actualSha256: string) {
  if (actualSha256.toLowerCase() !== expectedSha256.toLowerCase()) {
    throw new StoredFileIntegrityError(key, expectedSha256, actualSha256);
  }
}
