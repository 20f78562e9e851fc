// Receives one multipart upload: the file part is streamed to a scratch file on disk (never held
// in memory) with its size counted as it arrives; the other parts are returned as form fields.
// Whatever goes wrong (too large, malformed, too slow, a bad filename), the scratch file is
// removed and nothing else has been stored yet.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, ERRORS } from '../errors.ts';
import { detectFileType } from '../parsing/detect-type.ts';
import type { DocumentType } from '../parsing/types.ts';
import { cleanFilename, MAX_FILENAME_BYTES } from '../text-fields.ts';

export interface ReceivedUpload {
  path: string;
  filename: string;
  mimetype: string;
  sizeBytes: number;
  fields: Record<string, string>;
  /** Removes the scratch file; safe to call twice. */
  discard(): Promise<void>;
}

export interface UploadLimits {
  maxBytes: number;
  scratchDir: string;
  /** The whole request must have arrived this long after it started. */
  requestTimeoutMs: number;
  /** Longest pause between two chunks of the body. */
  idleTimeoutMs: number;
}

/** The limits from the process's configuration. */
export function uploadLimits(ctx: { config: Pick<Config, 'maxUploadBytes' | 'requestTimeoutMs' | 'bodyIdleTimeoutMs'>; scratchDir: string }): UploadLimits {
  const { maxUploadBytes, requestTimeoutMs, bodyIdleTimeoutMs } = ctx.config;
  return { maxBytes: maxUploadBytes, scratchDir: ctx.scratchDir, requestTimeoutMs, idleTimeoutMs: bodyIdleTimeoutMs };
}

class TooLarge extends Error {}
class TooSlow extends Error {}

/**
 * Aborts when the body stalls for idleMs or is still arriving at the deadline. Reading resumes
 * the timer on every chunk of the raw request, whichever part it belongs to.
 */
function bodyWatchdog(request: FastifyRequest, limits: UploadLimits) {
  const controller = new AbortController();
  const fire = () => controller.abort(new TooSlow());
  // Counted from the handler's start: the headers before it have their own, shorter limit.
  const total = setTimeout(fire, limits.requestTimeoutMs);
  let idle = setTimeout(fire, limits.idleTimeoutMs);
  const onData = () => {
    clearTimeout(idle);
    idle = setTimeout(fire, limits.idleTimeoutMs);
  };
  request.raw.on('data', onData);
  // Rejects when the watchdog fires, so a wait for the next part cannot hang either.
  const fired = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
  fired.catch(() => undefined);
  return {
    signal: controller.signal,
    fired,
    stop() {
      clearTimeout(total);
      clearTimeout(idle);
      request.raw.off('data', onData);
    },
  };
}

/** The body was not read to its end, so the connection cannot carry another request. */
function closingConnection(error: AppError): AppError {
  return new AppError(error.code, error.message, error.details, { ...error.headers, Connection: 'close' });
}

// Errors from our own disk writes are the server's problem; anything else thrown while reading
// parts comes from the body's framing (no boundary, a cut-off body, bad part headers).
function isServerSideError(err: unknown): boolean {
  return typeof (err as { syscall?: unknown }).syscall === 'string' && (err as { code?: string }).code !== 'ECONNRESET';
}

export async function receiveUpload(request: FastifyRequest, limits: UploadLimits): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw ERRORS.validation([{ path: 'body', message: 'must be multipart/form-data with a part named file' }], 'Send the file as multipart/form-data.');
  }
  const fields: Record<string, string> = Object.create(null);
  let upload: Omit<ReceivedUpload, 'fields' | 'discard'> | undefined;
  const path = join(limits.scratchDir, `upload-${randomUUID()}`);
  const discard = () => rm(path, { force: true });
  const watchdog = bodyWatchdog(request, limits);
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 32, fieldSize: 64 * 1024 } })[Symbol.asyncIterator]();
    for (;;) {
      const pending = parts.next();
      // When the watchdog wins the race, this read may still fail later: nobody waits for it then.
      pending.catch(() => undefined);
      const next = await Promise.race([pending, watchdog.fired]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      // Refused before a byte of the file is written.
      const filename = cleanFilename(part.filename ?? '');
      if (filename === null) {
        throw ERRORS.validation([{ path: 'body.file.filename', message: `is longer than ${MAX_FILENAME_BYTES} bytes` }], 'The filename is too long.');
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > limits.maxBytes) done(new TooLarge());
          else done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path, { mode: 0o600 }), { signal: watchdog.signal });
      // @fastify/multipart ends a file at its limit silently; treat that as too large, not as a short file.
      if (part.file.truncated) throw new TooLarge();
      upload = { path, filename, mimetype: part.mimetype, sizeBytes: size };
    }
  } catch (err) {
    await discard();
    throw closingConnection(toUploadError(err, watchdog.signal, limits));
  } finally {
    watchdog.stop();
  }
  if (!upload) {
    throw ERRORS.validation([{ path: 'body.file', message: 'is required' }], 'The form has no part named file.');
  }
  return { ...upload, fields, discard };
}

function toUploadError(err: unknown, watchdog: AbortSignal, limits: UploadLimits): AppError {
  if (watchdog.aborted) return ERRORS.requestTimeout(limits.idleTimeoutMs, limits.requestTimeoutMs);
  if (err instanceof AppError) return err;
  if (err instanceof TooLarge || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return ERRORS.fileTooLarge(limits.maxBytes);
  if (isServerSideError(err)) throw err;
  return ERRORS.validation(
    [{ path: 'body', message: `is not a well-formed multipart/form-data body (${(err as Error).message ?? 'unreadable'})` }],
    'The multipart body is malformed.',
  );
}

/**
 * receiveUpload, then the type decided from the content; a type the route does not accept is
 * answered 415 at once and the scratch file removed.
 */
export async function receiveTypedUpload(
  request: FastifyRequest,
  options: UploadLimits & { accept: readonly DocumentType[] },
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
