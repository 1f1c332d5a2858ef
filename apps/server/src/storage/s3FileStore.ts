/**
 * FileStore on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK v3.
 * Keys are the same relative paths as on disk, under an optional prefix. Reads that must be
 * checked against a recorded SHA-256 are read whole and checked before they are handed out.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidStorageKey, type FileStore } from './fileStore.js';
import { assertSameSha256, type StoredFileStream } from './storedFile.js';

export interface S3FileStoreOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; absent means AWS S3 of the region. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (MinIO, most self-hosted servers) instead of the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. 'candor/'. */
  prefix?: string | undefined;
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3FileStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
      // Not every S3-compatible server knows the SDK's newer default checksums; the database's
      // SHA-256 is the integrity check that matters here.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The bucket exists and these credentials may use it (HeadBucket). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private objectKey(key: string): string {
    assertValidStorageKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    const body = Buffer.from(bytes);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  private async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { stream: body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, expectedSha256?: string): Promise<Buffer | null> {
    const object = await this.open(key);
    if (!object) return null;
    const bytes = await buffer(object.stream);
    if (expectedSha256) {
      assertSameSha256(key, expectedSha256, createHash('sha256').update(bytes).digest('hex'));
    }
    return bytes;
  }

  async stream(key: string, expectedSha256?: string): Promise<StoredFileStream | null> {
    if (!expectedSha256) return this.open(key);
    const bytes = await this.get(key, expectedSha256);
    if (!bytes) return null;
    return { stream: Readable.from([bytes]), size: bytes.length };
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
