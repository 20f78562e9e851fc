import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { BlobNotFoundError, type BlobStore } from './blob-store.ts';
import { assertValidKey, assertValidPrefix } from './keys.ts';

// At most two parts are held in memory. 8 MiB parts allow objects up to 80 GB (10,000 parts).
const PART_SIZE = 8 * 1024 * 1024;

export interface S3BlobStoreOptions {
  /** Unset for AWS itself; the server's URL for MinIO, Ceph, R2 and the like. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` addressing, which most self-hosted servers need. */
  forcePathStyle?: boolean;
}

/** Blobs as objects in one S3 bucket, keyed by the blob key. */
export class S3BlobStore implements BlobStore {
  readonly bucket: string;
  private readonly client: S3Client;
  private deleteObjectsUnsupported = false;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default CRC checksums (and aws-chunked bodies) are unknown to many
      // S3-compatible servers; send them only where the API requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType?: string } = {}): Promise<{ sizeBytes: number }> {
    assertValidKey(key);
    const parts = readParts(body)[Symbol.asyncIterator]();
    try {
      const first = await parts.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      const second = first.done ? first : await parts.next();
      if (second.done) {
        // The whole body fits in one part: a single PUT with a known length.
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: firstPart, ContentLength: firstPart.length, ContentType: options.contentType }),
        );
        return { sizeBytes: firstPart.length };
      }
      return await this.putMultipart(key, [firstPart, second.value], parts, options.contentType);
    } catch (error) {
      await parts.return?.(undefined);
      body.destroy();
      throw error;
    }
  }

  putFile(key: string, localPath: string, options: { contentType?: string } = {}): Promise<{ sizeBytes: number }> {
    return this.put(key, createReadStream(localPath), options);
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async download(key: string, localPath: string): Promise<void> {
    const source = await this.get(key);
    try {
      await pipeline(source, createWriteStream(localPath));
    } catch (error) {
      await rm(localPath, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: continuationToken }),
      );
      const keys = (page.Contents ?? []).map((object) => object.Key!);
      if (keys.length > 0) await this.deleteKeys(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    assertValidPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: continuationToken }));
      for (const object of page.Contents ?? []) yield { key: object.Key!, modifiedAt: object.LastModified ?? new Date(0) };
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async removeIncomplete(before: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
      } catch (error) {
        // Some S3-compatible servers do not list uploads; a lifecycle rule on the bucket
        // (AbortIncompleteMultipartUpload) then does this job.
        if ((error as { name?: string }).name === 'NotImplemented') return removed;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed++;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private async putMultipart(key: string, firstParts: Buffer[], rest: AsyncIterator<Buffer>, contentType?: string): Promise<{ sizeBytes: number }> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    const completed: Array<{ ETag: string; PartNumber: number }> = [];
    let sizeBytes = 0;
    try {
      const upload = async (part: Buffer) => {
        const PartNumber = completed.length + 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: part, ContentLength: part.length }),
        );
        completed.push({ ETag: ETag!, PartNumber });
        sizeBytes += part.length;
      };
      for (const part of firstParts) await upload(part);
      for (let next = await rest.next(); !next.done; next = await rest.next()) await upload(next.value);
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: completed } }),
      );
      return { sizeBytes };
    } catch (error) {
      // Uploaded parts are stored (and billed) until the upload is aborted.
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => {});
      throw error;
    }
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    if (!this.deleteObjectsUnsupported) {
      try {
        const result = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) throw new Error(`Could not delete ${failed.length} objects, e.g. ${failed[0].Key}: ${failed[0].Message}`);
        return;
      } catch (error) {
        if (!isUnsupported(error)) throw error;
        this.deleteObjectsUnsupported = true;
      }
    }
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/** The body cut into PART_SIZE buffers (the last one shorter); holds one part at a time. */
async function* readParts(body: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    pending.push(data);
    pendingBytes += data.length;
    while (pendingBytes >= PART_SIZE) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, PART_SIZE);
      pending = [joined.subarray(PART_SIZE)];
      pendingBytes -= PART_SIZE;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

function isUnsupported(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'NotImplemented' || name === 'MethodNotAllowed' || statusOf(error) === 501 || statusOf(error) === 405;
}
