import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Database, Queryable } from '../db/database.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { BlobWrites } from '../blobs/blob-writes.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Principal } from '../auth/principal.ts';
import { ERRORS, JobError, type JobErrorCode } from '../errors.ts';
import type { DocumentType } from '../parsing/types.ts';
import type { ExtractionPool } from '../parsing/extract-pool.ts';
import { checkWebhookTarget } from '../webhooks/target-guard.ts';
import type { ParseOptions } from './parse-options.ts';
import type { ParseResult } from './parse-result.ts';
import { declaredPdfPages, estimateParseSeconds } from './estimate.ts';
import type { Metrics } from '../metrics/metrics.ts';

export const PARSE_QUEUE = 'parse';
export const WEBHOOK_QUEUE = 'parse-webhook';
/** Removes a finished parse's upload; on its own queue so a failing blob store is retried without holding anything else up. */
export const PARSE_CLEANUP_QUEUE = 'parse-cleanup';
const CLEANUP_ATTEMPTS = 10;

/** Types the parse endpoint accepts (Parquet is a workspace format only). */
export const PARSEABLE_TYPES: readonly DocumentType[] = ['pdf', 'docx', 'pptx', 'xlsx', 'xls', 'csv', 'txt', 'rtf', 'md', 'json', 'xml', 'html', 'yaml', 'log'];

interface ParseRow {
  id: string;
  user_id: string;
  org_id: string;
  filename: string;
  file_type: DocumentType;
  size_bytes: number;
  blob_key: string | null;
  options: ParseOptions;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  progress: number;
  status_message: string | null;
  estimated_seconds: number;
  error_code: JobErrorCode | null;
  error_message: string | null;
  result: ParseResult | null;
  result_purged: boolean;
  webhook_url: string | null;
  webhook_status: 'pending' | 'delivered' | 'failed' | null;
  webhook_attempts: number;
  webhook_last_status_code: number | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  expires_at: string | null;
}

/** The parse's blobs: its upload, then its serialised result. */
function parseBlobPrefix(orgId: string, parseId: string): string {
  return `orgs/${orgId}/parses/${parseId}/`;
}

export function parseResultKey(orgId: string, parseId: string): string {
  return `${parseBlobPrefix(orgId, parseId)}result.json`;
}

/** The result as a webhook body carries it (pythonSortedJson), kept only for parses with a webhook. */
export function parseWebhookResultKey(orgId: string, parseId: string): string {
  return `${parseBlobPrefix(orgId, parseId)}webhook-result.json`;
}

export interface ParsesDeps {
  db: Database;
  blobs: BlobStore;
  writes: BlobWrites;
  jobs: JobQueue;
  scratchDir: string;
  webhookAllowPrivate: boolean;
  extractor: () => Pick<ExtractionPool, 'parse'>;
  metrics: Metrics;
}

export interface ParseStatus {
  parse_id: string;
  status: ParseRow['status'];
  progress: number;
  status_message: string | null;
  estimated_seconds: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  expires_at: string | null;
  error?: { error_code: JobErrorCode; message: string };
  webhook?: { status: 'pending' | 'delivered' | 'failed'; attempts: number; last_status_code: number | null };
  /** Only for results stored in the row, before results moved to blobs. */
  result?: ParseResult;
}

export function createParsesService(deps: ParsesDeps) {
  const { db, blobs, writes, jobs } = deps;

  async function load(id: string): Promise<ParseRow | undefined> {
    return (await db.query<ParseRow>('SELECT * FROM parses WHERE id = $1', [id]))[0];
  }

  /**
   * In the transaction that ends the parse: the webhook is queued first, then the upload's
   * removal on its own queue; neither can be lost, and a failing removal delays nothing.
   * Delivery attempts are counted in the row (each schedules the next); the job's own attempts
   * cover a worker that died or failed before recording one, so a crash mid-delivery retries it.
   */
  async function enqueueAfterFinish(tx: Queryable, row: Pick<ParseRow, 'id' | 'blob_key' | 'webhook_url'>) {
    if (row.webhook_url) await jobs.send(WEBHOOK_QUEUE, { parseId: row.id }, { tx });
    if (row.blob_key) await jobs.send(PARSE_CLEANUP_QUEUE, { parseId: row.id }, { maxAttempts: CLEANUP_ATTEMPTS, tx });
  }

  return {
    async submit(
      caller: Principal,
      upload: { path: string; filename: string; sizeBytes: number; type: DocumentType },
      options: ParseOptions,
    ) {
      if (options.webhook_url) {
        const check = await checkWebhookTarget(options.webhook_url, { allowPrivate: deps.webhookAllowPrivate });
        if (!check.ok) throw ERRORS.validation([{ path: 'webhook_url', message: check.reason }], `webhook_url is refused: ${check.reason}`);
      }
      const id = randomUUID();
      const blobKey = `${parseBlobPrefix(caller.orgId, id)}original`;
      await writes.putFile(blobKey, upload.path);
      const pages = upload.type === 'pdf' ? await declaredPdfPages(upload.path) : null;
      const estimated = estimateParseSeconds(upload.type, upload.sizeBytes, pages);
      const { webhook_secret, ...storedOptions } = options;
      let rows: Array<{ created_at: string }>;
      try {
        // The row and its job commit together: no parse waits for a job that was never sent.
        rows = await db.transaction(async (tx) => {
          const inserted = await tx.query<{ created_at: string }>(
            `INSERT INTO parses (id, org_id, user_id, filename, file_type, size_bytes, blob_key, options, status, status_message,
               estimated_seconds, webhook_url, webhook_secret, webhook_status)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', 'Waiting for a worker', $9, $10, $11, $12) RETURNING created_at`,
            [
              id,
              caller.orgId,
              caller.userId,
              upload.filename,
              upload.type,
              upload.sizeBytes,
              blobKey,
              JSON.stringify(storedOptions),
              estimated,
              options.webhook_url ?? null,
              webhook_secret ?? null,
              options.webhook_url ? 'pending' : null,
            ],
          );
          await jobs.send(PARSE_QUEUE, { parseId: id }, { tx });
          await writes.commit(tx, [blobKey]);
          return inserted;
        });
      } catch (err) {
        await writes.discard([blobKey]).catch(() => undefined);
        throw err;
      }
      return { parse_id: id, status: 'queued' as const, estimated_seconds: estimated, created_at: rows[0].created_at };
    },

    /**
     * The job's state and, once completed, a stream of its stored result (the serialised JSON,
     * read as bytes: serving a large result costs no parsing or serialisation).
     */
    async get(caller: Principal, id: string): Promise<{ status: ParseStatus; result: Readable | null }> {
      const row = await load(id);
      // Another user's parse does not exist for the caller.
      if (!row || row.user_id !== caller.userId || row.org_id !== caller.orgId) throw ERRORS.parseNotFound(id);
      if (row.result_purged || (row.expires_at && Date.parse(row.expires_at) <= Date.now())) throw ERRORS.parseExpired(row.expires_at!);
      const status: ParseStatus = {
        parse_id: row.id,
        status: row.status,
        progress: row.progress,
        status_message: row.status_message,
        estimated_seconds: row.estimated_seconds,
        created_at: row.created_at,
        started_at: row.started_at,
        completed_at: row.completed_at,
        expires_at: row.expires_at,
        ...(row.status === 'failed' ? { error: { error_code: row.error_code!, message: row.error_message ?? '' } } : {}),
        ...(row.webhook_url
          ? { webhook: { status: row.webhook_status ?? 'pending', attempts: row.webhook_attempts, last_status_code: row.webhook_last_status_code } }
          : {}),
      };
      if (row.status !== 'completed') return { status, result: null };
      // Results stored before they moved to blobs are still in the row.
      if (row.result) return { status: { ...status, result: row.result }, result: null };
      return { status, result: await blobs.get(parseResultKey(row.org_id, row.id)) };
    },

    /** The job: extract, shape, store. Idempotent: a finished parse is left as it is. */
    async process(parseId: string, signal: AbortSignal) {
      const row = await load(parseId);
      if (!row || row.status === 'completed' || row.status === 'failed' || !row.blob_key) return;
      const started = Date.now();
      await db.query(
        `UPDATE parses SET status = 'processing', progress = 1, status_message = 'Preparing the document', started_at = COALESCE(started_at, now()) WHERE id = $1`,
        [parseId],
      );
      await mkdir(deps.scratchDir, { recursive: true });
      const localPath = join(deps.scratchDir, `parse-${parseId}-${randomUUID()}`);
      let lastWrite = 0;
      const onProgress = (percent: number, message: string) => {
        const now = Date.now();
        // Progress is written at most a few times a second; the last step is always written by the completion.
        if (now - lastWrite < 250) return;
        lastWrite = now;
        const pct = Math.max(2, Math.min(95, Math.round(5 + percent * 0.9)));
        void db
          .query(`UPDATE parses SET progress = GREATEST(progress, $2), status_message = $3 WHERE id = $1 AND status = 'processing'`, [parseId, pct, message])
          .catch(() => undefined);
      };
      const resultPath = `${localPath}.result.json`;
      const webhookResultPath = row.webhook_url ? `${localPath}.webhook-result.json` : undefined;
      // Result blobs written by this run: owned once the completion commits, else removed here.
      const written: string[] = [];
      let committed = false;
      try {
        await blobs.download(row.blob_key, localPath);
        onProgress(0, 'Extracting text');
        // Extraction, token counts, chunks and serialisation all run in a pool thread.
        const outcome = await deps.extractor().parse(localPath, row.file_type, {
          processImages: row.options.process_images,
          extractTables: row.options.extract_tables,
          // Options stored before the field existed read as the default.
          markup: row.options.markup ?? 'raw',
          options: row.options,
          file: { filename: row.filename, fileType: row.file_type, sizeBytes: row.size_bytes },
          startedAt: started,
          resultPath,
          webhookResultPath,
          onProgress,
          signal,
        });
        deps.metrics.documentExtracted('parse', outcome);
        await db.query(`UPDATE parses SET progress = 96, status_message = 'Storing the result' WHERE id = $1`, [parseId]);
        written.push(parseResultKey(row.org_id, parseId));
        await writes.putFile(written[0], resultPath, { contentType: 'application/json' });
        if (webhookResultPath) {
          written.push(parseWebhookResultKey(row.org_id, parseId));
          await writes.putFile(written[1], webhookResultPath, { contentType: 'application/json' });
        }
        committed = await db.transaction(async (tx) => {
          const done = await tx.query(
            `UPDATE parses SET status = 'completed', progress = 100, status_message = 'Completed', result = NULL, completed_at = now(),
               expires_at = now() + ($2 || ' seconds')::interval, estimated_seconds = LEAST(estimated_seconds, $3)
             WHERE id = $1 AND status = 'processing' RETURNING id`,
            [parseId, String(row.options.session_ttl), Math.ceil(outcome.processingSeconds)],
          );
          if (done.length === 0) return false;
          await enqueueAfterFinish(tx, row);
          await writes.commit(tx, written);
          return true;
        });
      } catch (err) {
        if (signal.aborted) throw err;
        const failure = err instanceof JobError ? err : null;
        if (!failure) throw err;
        await this.fail(row, failure.code, failure.message);
      } finally {
        // A failed removal stays registered: the reconciler retries it.
        if (!committed) await writes.discard(written).catch(() => undefined);
        await rm(localPath, { force: true });
        await rm(resultPath, { force: true });
        if (webhookResultPath) await rm(webhookResultPath, { force: true });
      }
    },

    async fail(row: Pick<ParseRow, 'id' | 'blob_key' | 'webhook_url' | 'options'>, code: JobErrorCode, message: string) {
      await db.transaction(async (tx) => {
        const done = await tx.query(
          `UPDATE parses SET status = 'failed', status_message = 'Failed', error_code = $2, error_message = $3, completed_at = now(),
             expires_at = now() + ($4 || ' seconds')::interval
           WHERE id = $1 AND status IN ('queued', 'processing') RETURNING id`,
          [row.id, code, message, String(row.options.session_ttl)],
        );
        if (done.length > 0) await enqueueAfterFinish(tx, row);
      });
    },

    /** The cleanup job: the upload is not needed once the parse has ended. Idempotent. */
    async removeUpload(parseId: string) {
      const row = await load(parseId);
      if (row?.blob_key && (row.status === 'completed' || row.status === 'failed')) await blobs.delete(row.blob_key);
    },

    /** Removes results whose session_ttl has passed. Safe to run in several processes at once. */
    async sweepExpired() {
      const rows = await db.query<{ id: string; org_id: string }>(
        `UPDATE parses SET result = NULL, result_purged = true, webhook_secret = NULL
         WHERE result_purged = false AND expires_at IS NOT NULL AND expires_at <= now() RETURNING id, org_id`,
      );
      for (const r of rows) await blobs.deletePrefix(parseBlobPrefix(r.org_id, r.id));
      return rows.length;
    },

    load,
  };
}

export type ParsesService = ReturnType<typeof createParsesService>;
