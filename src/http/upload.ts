// Receives one multipart upload: the file part is streamed to a scratch file on disk (never held
// in memory) with its size counted as it arrives; the other parts are returned as form fields.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ERRORS } from '../errors.ts';
import { detectFileType } from '../parsing/detect-type.ts';
import type { DocumentType } from '../parsing/types.ts';

export interface ReceivedUpload {
  path: string;
  filename: string;
  mimetype: string;
  sizeBytes: number;
  fields: Record<string, string>;
  /** Removes the scratch file; safe to call twice. */
  discard(): Promise<void>;
}

class TooLarge extends Error {}

export async function receiveUpload(request: FastifyRequest, options: { maxBytes: number; scratchDir: string }): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw ERRORS.validation([{ path: 'body', message: 'must be multipart/form-data with a part named file' }], 'Send the file as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let upload: Omit<ReceivedUpload, 'fields' | 'discard'> | undefined;
  const path = join(options.scratchDir, `upload-${randomUUID()}`);
  const discard = () => rm(path, { force: true });
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 32, fieldSize: 64 * 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > options.maxBytes) done(new TooLarge());
          else done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path));
      // @fastify/multipart ends a file at its limit silently; treat that as too large, not as a short file.
      if (part.file.truncated) throw new TooLarge();
      upload = { path, filename: part.filename || 'upload', mimetype: part.mimetype, sizeBytes: size };
    }
  } catch (err) {
    await discard();
    if (err instanceof TooLarge || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw ERRORS.fileTooLarge(options.maxBytes);
    throw err;
  }
  if (!upload) {
    throw ERRORS.validation([{ path: 'body.file', message: 'is required' }], 'The form has no part named file.');
  }
  return { ...upload, fields, discard };
}

/**
 * receiveUpload, then the type decided from the content; a type the route does not accept is
 * answered 415 at once and the scratch file removed.
 */
export async function receiveTypedUpload(
  request: FastifyRequest,
  options: { maxBytes: number; scratchDir: string; accept: readonly DocumentType[] },
): Promise<ReceivedUpload & { type: DocumentType }> {
  const upload = await receiveUpload(request, options);
  try {
    const detected = await detectFileType(upload.path, upload.filename);
    if (!('type' in detected) || !options.accept.includes(detected.type)) {
      throw ERRORS.unsupportedFormat('type' in detected ? detected.type : detected.unsupported, options.accept);
    }
    return { ...upload, type: detected.type };
  } catch (err) {
    await upload.discard();
    throw err;
  }
}
