// Finds storage nothing refers to any more and removes it: blob writes registered but never
// committed (blobs/blob-writes.ts), the remains of interrupted writes, blobs whose row is gone or
// whose job has ended, cached tables of deleted tables, and scratch files of jobs that crashed. Work that
// is cut short (a crash between a blob write and its row, a workspace deleted mid-import, a
// process killed mid-download) leaves such things; this is the net under every such path.
// Every step is idempotent, so several worker processes may run it at once.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../app-context.ts';

export interface ReconcileOptions {
  /** Blobs younger than this are left alone: uploads write their blob before their row. */
  graceMs: number;
  /** Scratch entries untouched for this long belong to no live job. */
  scratchAgeMs: number;
}

export interface ReconcileReport {
  /** Registered writes whose transaction never committed. */
  pendingWrites: number;
  /** Remains of writes that never finished. */
  incompleteWrites: number;
  blobs: number;
  cachedTables: number;
  scratch: number;
}

const RECONCILE_INTERVAL_MS = 10 * 60_000;
const BATCH = 500;

type Ctx = Pick<AppContext, 'db' | 'blobs' | 'writes' | 'tableCache' | 'scratchDir' | 'log'>;

// orgs/<org>/parses/<parse>/<name> and orgs/<org>/workspaces/<ws>/files/<file>/... or tables/<table>.parquet
const PARSE_KEY = /^orgs\/[^/]+\/parses\/([0-9a-f-]{36})\/(.+)$/;
const FILE_KEY = /^orgs\/[^/]+\/workspaces\/[^/]+\/files\/([0-9a-f-]{36})\//;
const TABLE_KEY = /^orgs\/[^/]+\/workspaces\/[^/]+\/tables\/([0-9a-f-]{36})\.parquet$/;

/** The keys of a batch that nothing owns, given what the database holds for their ids. */
async function orphansOf(ctx: Ctx, keys: string[]): Promise<string[]> {
  const ids = (pattern: RegExp) => [...new Set(keys.map((key) => pattern.exec(key)?.[1]).filter((id): id is string => id !== undefined))];
  const parseIds = ids(PARSE_KEY);
  const parses = new Map(
    (
      await ctx.db.query<{ id: string; status: string; result_purged: boolean }>('SELECT id, status, result_purged FROM parses WHERE id = ANY($1::uuid[])', [
        parseIds,
      ])
    ).map((row) => [row.id, row]),
  );
  const files = new Set((await ctx.db.query<{ id: string }>('SELECT id FROM files WHERE id = ANY($1::uuid[])', [ids(FILE_KEY)])).map((r) => r.id));
  const tables = new Set(
    (await ctx.db.query<{ id: string }>('SELECT id FROM tabular_tables WHERE id = ANY($1::uuid[])', [ids(TABLE_KEY)])).map((r) => r.id),
  );
  return keys.filter((key) => {
    const parse = PARSE_KEY.exec(key);
    if (parse) {
      const row = parses.get(parse[1]);
      if (!row || row.result_purged) return true;
      // The upload is needed until the job ends; the result only by a completed parse.
      return parse[2] === 'original' ? row.status === 'completed' || row.status === 'failed' : row.status !== 'completed';
    }
    const file = FILE_KEY.exec(key);
    if (file) return !files.has(file[1]);
    const table = TABLE_KEY.exec(key);
    if (table) return !tables.has(table[1]);
    return false;
  });
}

async function reconcileBlobs(ctx: Ctx, graceMs: number): Promise<number> {
  const cutoff = Date.now() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    for (const key of await orphansOf(ctx, batch)) {
      await ctx.blobs.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const blob of ctx.blobs.list('orgs/')) {
    if (blob.modifiedAt.getTime() > cutoff) continue;
    batch.push(blob.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

async function reconcileCache(ctx: Ctx): Promise<number> {
  const cached = ctx.tableCache.cachedIds();
  let removed = 0;
  for (let start = 0; start < cached.length; start += BATCH) {
    const ids = cached.slice(start, start + BATCH);
    const live = new Set((await ctx.db.query<{ id: string }>('SELECT id FROM tabular_tables WHERE id = ANY($1::uuid[])', [ids])).map((r) => r.id));
    for (const id of ids) {
      if (live.has(id)) continue;
      await ctx.tableCache.remove(id);
      removed++;
    }
  }
  return removed;
}

async function reconcileScratch(ctx: Ctx, cutoff: number): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(ctx.scratchDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const path = join(ctx.scratchDir, name);
    try {
      if ((await stat(path)).mtimeMs > cutoff) continue;
      await rm(path, { recursive: true, force: true });
      removed++;
    } catch {
      // Removed by its job meanwhile.
    }
  }
  return removed;
}

export async function reconcileStorage(ctx: Ctx, options: ReconcileOptions): Promise<ReconcileReport> {
  return {
    pendingWrites: await ctx.writes.discardRegisteredBefore(new Date(Date.now() - options.graceMs)),
    // A write that outlived a job's time limit has lost its writer.
    incompleteWrites: await ctx.blobs.removeIncomplete(new Date(Date.now() - options.scratchAgeMs)),
    blobs: await reconcileBlobs(ctx, options.graceMs),
    cachedTables: await reconcileCache(ctx),
    scratch: await reconcileScratch(ctx, Date.now() - options.scratchAgeMs),
  };
}

/**
 * On the embedded database this process is the data directory's only user, so at start every
 * registered write, unfinished write and scratch file belongs to a predecessor that died: all
 * go before the jobs start (the jobs they belonged to are retried from scratch).
 */
export async function reclaimPredecessorStorage(ctx: Ctx): Promise<Pick<ReconcileReport, 'pendingWrites' | 'incompleteWrites' | 'scratch'>> {
  const now = new Date();
  return {
    pendingWrites: await ctx.writes.discardRegisteredBefore(now),
    incompleteWrites: await ctx.blobs.removeIncomplete(now),
    scratch: await reconcileScratch(ctx, now.getTime()),
  };
}

/**
 * Runs the reconciler now and every ten minutes in worker processes. Scratch files are kept as
 * long as a job may run (the parse time limit) plus a margin for its download and upload.
 */
export function startStorageReconciler(ctx: AppContext): () => void {
  const options: ReconcileOptions = { graceMs: 60 * 60_000, scratchAgeMs: ctx.config.parseTimeoutMs + 30 * 60_000 };
  const run = async () => {
    try {
      const report = await reconcileStorage(ctx, options);
      if (Object.values(report).some((n) => n > 0)) ctx.log.info(report, 'orphaned storage removed');
    } catch (err) {
      ctx.log.warn({ err }, 'storage reconciliation failed; will retry');
    }
  };
  const timer = setInterval(() => void run(), RECONCILE_INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
