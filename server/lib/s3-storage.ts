import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { type FileStorage, checkStorageKey } from './storage.ts';

/** Where the bucket is and how to sign for it: AWS S3, or any S3-compatible store (MinIO, Cloudflare R2, Garage). */
export interface S3Settings {
  bucket: string;
  /** The store's URL; unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`: what most self-hosted stores expect. */
  forcePathStyle: boolean;
}

/** How long one request may take: a store that does not answer costs a photo request seconds, never forever. */
export interface S3Timeouts {
  connectMs: number;
  requestMs: number;
}

const DEFAULT_TIMEOUTS: S3Timeouts = { connectMs: 2_000, requestMs: 10_000 };
/** S3's own maximum of keys per list page and per batch delete. */
const S3_PAGE = 1000;

/** Photo files in an S3-compatible bucket, so that every instance of the server reads what any of them stored. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    { connectMs, requestMs } = DEFAULT_TIMEOUTS,
    /** Keys per list page and delete batch (tests force pages smaller than S3's 1000). */
    private readonly pageSize = S3_PAGE,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // One retry: a timed-out request is tried once more, so a hung store answers within two request timeouts.
      maxAttempts: 2,
      // Checksums only where S3 requires them: several compatible stores refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: connectMs, requestTimeout: requestMs, throwOnRequestTimeout: true },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    checkStorageKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data }));
  }

  async get(key: string): Promise<Buffer | undefined> {
    checkStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  /** One PUT with the file's length, its body read from disk as it goes (S3 takes up to 5 GB in one PUT). */
  async putFile(key: string, path: string): Promise<void> {
    checkStorageKey(key);
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
      }),
    );
  }

  async getStream(key: string): Promise<Readable | undefined> {
    checkStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      // In Node the SDK's body is the response's own stream.
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  /**
   * Lists the folder's first page and deletes it in one batch request, until the folder is empty: no continuation
   * token to outlive the keys it points past. A key listed again after its delete succeeded is an error, not a loop.
   */
  async removePrefix(prefix: string): Promise<void> {
    checkStorageKey(prefix);
    const { bucket } = this.settings;
    const deleted = new Set<string>();
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, MaxKeys: this.pageSize }),
      );
      const keys = (page.Contents ?? []).map(({ Key }) => Key!);
      if (keys.length === 0) return;
      const again = keys.find((key) => deleted.has(key));
      if (again) throw new Error(`the store still lists ${again} after deleting it`);
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      for (const key of keys) deleted.add(key);
      if (!page.IsTruncated) return;
    }
  }

  /** Ends the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }
}
