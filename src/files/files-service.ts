import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { BlobWrites } from '../blobs/blob-writes.ts';
import { cancelWhenGone } from '../jobs/cancel-when-gone.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Principal } from '../auth/principal.ts';
import { ERRORS, JobError, type JobErrorCode } from '../errors.ts';
import type { DocumentType } from '../parsing/types.ts';
import type { IngestProcesses } from '../tabular/ingest-processes.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { ColumnType, IngestedTable, TabularFileType } from '../tabular/types.ts';
import { PROFILE_VERSION, type TableProfile } from '../tabular/table-profile.ts';
import type { WorkspacesService } from '../workspaces/workspaces-service.ts';
import { workspaceBlobPrefix } from '../workspaces/workspaces-service.ts';
import { embedChunks, indexChunks } from '../search/index-chunks.ts';
import { EmbeddingsError, type EmbeddingsClient } from '../search/embeddings-client.ts';
import type { ExtractionPool } from '../parsing/extract-pool.ts';
import { categoryOf, contentTypeOf, WORKSPACE_FILE_TYPES, type FileCategory } from './categories.ts';
import type { TableCache } from './table-cache.ts';

export const INGEST_QUEUE = 'ingest-file';
export const MAX_TABLES_PER_WORKSPACE = 50;
/** Search passages: small enough to pinpoint an answer, large enough to carry its context. */
export const SEARCH_CHUNK = { chunkSize: 384, chunkOverlap: 48, gatherBelowTokens: 64 };

export interface TableColumn {
  name: string;
  label: string;
  type: ColumnType;
  sample_values: string[];
  null_count: number;
}

export interface FileRow {
  id: string;
  org_id: string;
  workspace_id: string;
  filename: string;
  category: FileCategory;
  detected_type: DocumentType;
  content_type: string;
  size_bytes: number;
  blob_key: string;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  progress: number;
  status_message: string | null;
  error_code: JobErrorCode | null;
  error_message: string | null;
  page_count: number | null;
  chunk_count: number | null;
  image_count: number | null;
  created_at: string;
  updated_at: string;
}

export interface TableRow {
  id: string;
  workspace_id: string;
  file_id: string;
  table_name: string;
  sheet: string | null;
  row_count: number;
  columns: TableColumn[];
  blob_key: string;
}

export interface FilesDeps {
  db: Database;
  blobs: BlobStore;
  writes: BlobWrites;
  jobs: JobQueue;
  workspaces: WorkspacesService;
  scratchDir: string;
  tableCache: TableCache;
  extractor: () => Pick<ExtractionPool, 'passages' | 'writeWorkbookTables'>;
  /** Where tables are imported: processes of their own, so DuckDB never runs in this one. */
  ingester: Pick<IngestProcesses, 'ingest'>;
  embeddings?: EmbeddingsClient;
  metrics: Metrics;
}

/** How long a document's ingestion waits for the embeddings endpoint (retries included) before indexing lexically. */
const EMBEDDING_BUDGET_MS = 120_000;
/** How long deleting a file or workspace waits for its running jobs to stop (they notice within a second). */
const JOB_STOP_WAIT_MS = 15_000;

/**
 * The passages' vectors, or none when the embeddings endpoint fails or is too slow: the document
 * is then searchable lexically at once, and the backfill (search/embeddings-backfill.ts) adds
 * its vectors later.
 */
async function embedOrSkip(embeddings: EmbeddingsClient, chunks: Array<{ text: string }>, signal: AbortSignal): Promise<number[][] | undefined> {
  const deadline = AbortSignal.timeout(EMBEDDING_BUDGET_MS);
  try {
    return await embedChunks(embeddings, chunks, AbortSignal.any([signal, deadline]));
  } catch (err) {
    if (signal.aborted) throw err;
    if (err instanceof EmbeddingsError || deadline.aborted) return undefined;
    throw err;
  }
}

export function createFilesService(deps: FilesDeps) {
  const { db, blobs, writes, jobs, workspaces } = deps;

  async function tablesOf(fileIds: string[]): Promise<Map<string, TableRow[]>> {
    const byFile = new Map<string, TableRow[]>();
    if (fileIds.length === 0) return byFile;
    // Profiles are large and only the builtin engine reads them (tableProfiles).
    const rows = await db.query<TableRow>(
      'SELECT id, workspace_id, file_id, table_name, sheet, row_count, columns, blob_key FROM tabular_tables WHERE file_id = ANY($1::uuid[]) ORDER BY created_at, table_name',
      [fileIds],
    );
    for (const t of rows) byFile.set(t.file_id, [...(byFile.get(t.file_id) ?? []), t]);
    return byFile;
  }

  function present(file: FileRow, tables: TableRow[] | undefined) {
    return {
      file_id: file.id,
      workspace_id: file.workspace_id,
      filename: file.filename,
      category: file.category,
      content_type: file.content_type,
      size_bytes: file.size_bytes,
      status: file.status,
      progress: file.progress,
      status_message: file.status_message,
      error_code: file.error_code,
      error_message: file.error_message,
      created_at: file.created_at,
      updated_at: file.updated_at,
      ...(file.category === 'tabular'
        ? {
            tables: (tables ?? []).map((t) => ({
              table_name: t.table_name,
              sheet: t.sheet,
              row_count: t.row_count,
              columns: t.columns.map((c) => ({ name: c.name, label: c.label, type: c.type, sample_values: c.sample_values, null_count: c.null_count })),
            })),
          }
        : { page_count: file.page_count, chunk_count: file.chunk_count, image_count: file.image_count }),
    };
  }

  async function loadFile(workspaceId: string, fileId: string): Promise<FileRow> {
    const rows = await db.query<FileRow>('SELECT * FROM files WHERE id = $1 AND workspace_id = $2', [fileId, workspaceId]);
    if (rows.length === 0) throw ERRORS.fileNotFound(fileId);
    return rows[0];
  }

  async function tableCount(workspaceId: string): Promise<number> {
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tabular_tables WHERE workspace_id = $1', [workspaceId]);
    return n;
  }

  async function setProgress(fileId: string, progress: number, message: string) {
    await db.query(`UPDATE files SET progress = GREATEST(progress, $2), status_message = $3, updated_at = now() WHERE id = $1 AND status = 'processing'`, [
      fileId,
      progress,
      message,
    ]);
  }

  async function fail(fileId: string, code: JobErrorCode, message: string) {
    await db.query(
      `UPDATE files SET status = 'failed', error_code = $2, error_message = $3, status_message = 'Failed', updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'processing')`,
      [fileId, code, message],
    );
  }

  async function ingestTabular(file: FileRow, signal: AbortSignal) {
    const started = performance.now();
    const local = join(deps.scratchDir, `file-${file.id}-${randomUUID()}`);
    await mkdir(deps.scratchDir, { recursive: true });
    const outputDir = await mkdtemp(join(deps.scratchDir, 'tables-'));
    try {
      await blobs.download(file.blob_key, local);
      signal.throwIfAborted();
      await setProgress(file.id, 20, 'Reading the table');
      const existing = await db.query<{ table_name: string }>('SELECT table_name FROM tabular_tables WHERE workspace_id = $1', [file.workspace_id]);
      const tables = await deps.ingester.ingest({
        path: local,
        filename: file.filename,
        type: file.detected_type as TabularFileType,
        outputDir,
        existingTableNames: existing.map((e) => e.table_name),
        maxTables: MAX_TABLES_PER_WORKSPACE,
        // SheetJS reads hostile files: in a pool thread, with the extraction time and memory limits.
        readWorkbook: (path, tablesDir) => deps.extractor().writeWorkbookTables(path, tablesDir, { signal }),
        signal,
      });
      await setProgress(file.id, 80, 'Storing the analytical tables');
      const stored: Array<{ tableId: string; blobKey: string; t: IngestedTable }> = [];
      try {
        for (const t of tables) {
          const tableId = randomUUID();
          const blobKey = `${workspaceBlobPrefix(file.org_id, file.workspace_id)}tables/${tableId}.parquet`;
          signal.throwIfAborted();
          stored.push({ tableId, blobKey, t });
          await writes.putFile(blobKey, t.parquetPath);
          // Best effort: the blob is the copy of record; the cache is filled again on first query.
          await deps.tableCache.adopt(tableId, t.parquetPath).catch(() => undefined);
        }
        await commitTables(file, stored);
      } catch (err) {
        // Nothing refers to these tables (the workspace may have been deleted meanwhile): their
        // Parquet goes, from blob storage and the cache. What fails here stays registered for the reconciler.
        await writes.discard(stored.map((s) => s.blobKey)).catch(() => undefined);
        for (const { tableId } of stored) await deps.tableCache.remove(tableId).catch(() => undefined);
        throw err;
      }
      deps.metrics.tablesIngested(
        stored.reduce((sum, s) => sum + s.t.rowCount, 0),
        (performance.now() - started) / 1000,
      );
    } finally {
      await rm(local, { force: true });
      await rm(outputDir, { recursive: true, force: true });
    }
  }

  /** Tables become visible together with the completed status, or not at all. */
  async function commitTables(file: FileRow, stored: Array<{ tableId: string; blobKey: string; t: IngestedTable }>) {
    await db.transaction(async (tx) => {
      const workspace = await tx.query('SELECT id FROM workspaces WHERE id = $1 FOR UPDATE', [file.workspace_id]);
      if (workspace.length === 0) throw new JobError('INTERNAL_ERROR', 'The workspace was deleted while the file was processed.');
      const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tabular_tables WHERE workspace_id = $1', [file.workspace_id]);
      if (n + stored.length > MAX_TABLES_PER_WORKSPACE) {
        throw new JobError('WORKSPACE_TABLE_LIMIT_EXCEEDED', `The workspace holds ${n} tables and this file adds ${stored.length}; the limit is ${MAX_TABLES_PER_WORKSPACE}.`);
      }
      for (const { tableId, blobKey, t } of stored) {
        const columns: TableColumn[] = t.columns.map((c) => ({ name: c.name, label: c.label, type: c.type, sample_values: c.sampleValues, null_count: c.nullCount }));
        await tx.query(
          `INSERT INTO tabular_tables (id, workspace_id, file_id, table_name, sheet, row_count, columns, blob_key, profile) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [tableId, file.workspace_id, file.id, t.tableName, t.sheet, t.rowCount, JSON.stringify(columns), blobKey, JSON.stringify(t.profile)],
        );
      }
      await tx.query(`UPDATE files SET status = 'completed', progress = 100, status_message = 'Ready', updated_at = now() WHERE id = $1`, [file.id]);
      await writes.commit(tx, stored.map((s) => s.blobKey));
    });
    workspaces.changed(file.org_id);
  }

  async function ingestDocument(file: FileRow, signal: AbortSignal) {
    const local = join(deps.scratchDir, `file-${file.id}-${randomUUID()}`);
    await mkdir(deps.scratchDir, { recursive: true });
    try {
      await blobs.download(file.blob_key, local);
      let last = 0;
      // Extraction and chunking (tokenising every sentence) run in a pool thread, under its limits.
      const doc = await deps.extractor().passages(local, file.detected_type, {
        processImages: true,
        extractTables: true,
        chunk: SEARCH_CHUNK,
        signal,
        onProgress: (percent, message) => {
          if (Date.now() - last < 500) return;
          last = Date.now();
          void setProgress(file.id, Math.round(5 + percent * 0.7), message).catch(() => undefined);
        },
      });
      deps.metrics.documentExtracted('upload', doc);
      await setProgress(file.id, 80, 'Indexing for search');
      const { chunks } = doc;
      // The embeddings model is called before the transaction: on the embedded database a
      // transaction holds the only connection, and a model call can take seconds.
      if (deps.embeddings) await setProgress(file.id, 85, 'Embedding passages for semantic search');
      const vectors = deps.embeddings ? await embedOrSkip(deps.embeddings, chunks, signal) : undefined;
      await db.transaction(async (tx) => {
        // The file (or its workspace) may have been deleted meanwhile: then there is nothing to index.
        const present = await tx.query('SELECT id FROM files WHERE id = $1 FOR UPDATE', [file.id]);
        if (present.length === 0) throw new JobError('INTERNAL_ERROR', 'The file was deleted while it was processed.');
        // A retried job starts from a clean slate.
        await tx.query('DELETE FROM chunks WHERE file_id = $1', [file.id]);
        await indexChunks(tx, { workspaceId: file.workspace_id, fileId: file.id, chunks, vectors });
        await tx.query(
          `UPDATE files SET status = 'completed', progress = 100, status_message = 'Ready', page_count = $2, chunk_count = $3, image_count = $4, updated_at = now()
           WHERE id = $1`,
          [file.id, doc.pageCount, chunks.length, doc.imageCount],
        );
      });
    } finally {
      await rm(local, { force: true });
    }
  }

  // Tables never change once ingested, so their profiles are cached by id (bounded, oldest out).
  const profileCache = new Map<string, TableProfile>();
  const PROFILE_CACHE_ENTRIES = 64;

  /** Profiles of these tables; tables ingested before profiles existed map to null. */
  async function tableProfiles(tableIds: string[]): Promise<Map<string, TableProfile | null>> {
    const out = new Map<string, TableProfile | null>();
    const missing = tableIds.filter((id) => !profileCache.has(id));
    if (missing.length > 0) {
      const rows = await db.query<{ id: string; profile: TableProfile | null }>('SELECT id, profile FROM tabular_tables WHERE id = ANY($1::uuid[])', [missing]);
      for (const r of rows) if (r.profile?.version === PROFILE_VERSION) rememberProfile(r.id, r.profile);
    }
    for (const id of tableIds) out.set(id, profileCache.get(id) ?? null);
    return out;
  }

  function rememberProfile(tableId: string, profile: TableProfile) {
    profileCache.delete(tableId);
    profileCache.set(tableId, profile);
    if (profileCache.size > PROFILE_CACHE_ENTRIES) profileCache.delete(profileCache.keys().next().value as string);
  }

  /** Stores a profile computed after ingestion (tables from before profiles existed). */
  async function saveTableProfile(tableId: string, profile: TableProfile): Promise<void> {
    await db.query('UPDATE tabular_tables SET profile = $2 WHERE id = $1', [tableId, JSON.stringify(profile)]);
    rememberProfile(tableId, profile);
  }

  /**
   * Waits until no ingestion job of these files is running (deleted files' jobs stop within about
   * a second), at most JOB_STOP_WAIT_MS; past it the storage reconciler removes what they leave.
   */
  async function whenJobsStopped(fileIds: string[]): Promise<boolean> {
    if (fileIds.length === 0) return true;
    const deadline = Date.now() + JOB_STOP_WAIT_MS;
    const data = fileIds.map((fileId) => ({ fileId }));
    while ((await jobs.running(INGEST_QUEUE, data)) > 0) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
    return true;
  }

  return {
    tablesOf,
    tableProfiles,
    saveTableProfile,
    fail,

    async upload(caller: Principal, workspaceId: string, upload: { path: string; filename: string; sizeBytes: number; type: DocumentType }) {
      const access = await workspaces.access(caller, workspaceId, 'editor');
      const category = categoryOf(upload.type);
      if (!category) throw ERRORS.unsupportedFormat(upload.type, WORKSPACE_FILE_TYPES);
      if (category === 'tabular' && (upload.type === 'csv' || upload.type === 'parquet')) {
        // Files still being ingested will add their tables too.
        const [{ pending }] = await db.query<{ pending: number }>(
          `SELECT count(*)::int AS pending FROM files WHERE workspace_id = $1 AND category = 'tabular' AND status IN ('queued', 'processing')`,
          [workspaceId],
        );
        const current = (await tableCount(workspaceId)) + pending;
        if (current + 1 > MAX_TABLES_PER_WORKSPACE) throw ERRORS.tableLimit(current, MAX_TABLES_PER_WORKSPACE);
      }
      const id = randomUUID();
      const blobKey = `${workspaceBlobPrefix(access.orgId, workspaceId)}files/${id}/original`;
      await writes.putFile(blobKey, upload.path);
      let file: FileRow;
      try {
        // The row and its job commit together: no file waits for a job that was never sent.
        file = await db.transaction(async (tx) => {
          const [inserted] = await tx.query<FileRow>(
            `INSERT INTO files (id, org_id, workspace_id, filename, category, detected_type, content_type, size_bytes, blob_key, status, status_message, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'queued', 'Waiting for a worker', $10) RETURNING *`,
            [id, access.orgId, workspaceId, upload.filename, category, upload.type, contentTypeOf(upload.type), upload.sizeBytes, blobKey, caller.userId],
          );
          await jobs.send(INGEST_QUEUE, { fileId: id }, { tx });
          await writes.commit(tx, [blobKey]);
          return inserted;
        });
      } catch (err) {
        await writes.discard([blobKey]).catch(() => undefined);
        throw err;
      }
      workspaces.changed(access.orgId);
      // As accepted: a worker may already be at it, which the status endpoint shows.
      return present(file, []);
    },

    async list(caller: Principal, workspaceId: string, page: { limit: number; offset: number }) {
      await workspaces.access(caller, workspaceId, 'viewer');
      const files = await db.query<FileRow>(
        `SELECT * FROM files WHERE workspace_id = $1 ORDER BY created_at DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`,
        [workspaceId],
      );
      const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM files WHERE workspace_id = $1', [workspaceId]);
      const tables = await tablesOf(files.map((f) => f.id));
      return { items: files.map((f) => present(f, tables.get(f.id))), total };
    },

    async get(caller: Principal, workspaceId: string, fileId: string) {
      await workspaces.access(caller, workspaceId, 'viewer');
      const file = await loadFile(workspaceId, fileId);
      return present(file, (await tablesOf([file.id])).get(file.id));
    },

    async remove(caller: Principal, workspaceId: string, fileId: string) {
      await workspaces.access(caller, workspaceId, 'editor');
      const file = await loadFile(workspaceId, fileId);
      const tables = (await tablesOf([file.id])).get(file.id) ?? [];
      // Rows first (tables and chunks cascade), so no query can reach a half-deleted file; its job
      // (if running) then stops, and removes what it wrote before the blobs go.
      await db.query('DELETE FROM files WHERE id = $1', [file.id]);
      workspaces.changed(file.org_id);
      if (file.status === 'queued' || file.status === 'processing') await whenJobsStopped([file.id]);
      await blobs.deletePrefix(`${workspaceBlobPrefix(file.org_id, workspaceId)}files/${file.id}/`);
      for (const t of tables) {
        await blobs.delete(t.blob_key);
        await deps.tableCache.remove(t.id);
      }
    },

    /**
     * The job. Idempotent: a completed or failed file is left alone; a retried one starts over. A
     * file deleted while it runs (or its workspace) cancels it: its work stops and what it wrote goes.
     */
    async process(fileId: string, signal: AbortSignal) {
      const rows = await db.query<FileRow>('SELECT * FROM files WHERE id = $1', [fileId]);
      const file = rows[0];
      if (!file || file.status === 'completed' || file.status === 'failed') return;
      await db.query(`UPDATE files SET status = 'processing', progress = 5, status_message = 'Reading the file', updated_at = now() WHERE id = $1`, [fileId]);
      const exists = async () => (await db.query('SELECT 1 FROM files WHERE id = $1', [fileId])).length > 0;
      const cancellation = cancelWhenGone('file', exists, signal);
      try {
        if (file.category === 'tabular') await ingestTabular(file, cancellation.signal);
        else await ingestDocument(file, cancellation.signal);
      } catch (err) {
        if (signal.aborted) throw err;
        // Deleted meanwhile, whether or not the watch saw it first: the job ends, nothing to record.
        if (cancellation.gone() || !(await exists())) return;
        if (err instanceof JobError) {
          await fail(fileId, err.code, err.message);
          return;
        }
        throw err;
      } finally {
        cancellation.stop();
      }
    },

    whenJobsStopped,
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
