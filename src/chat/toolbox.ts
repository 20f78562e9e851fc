// The tools every engine uses, bound to one chat's scope: only these tables, only these
// documents, the SQL sandbox's limits, and a record of every call for execution_details.
import type { Database } from '../db/database.ts';
import type { TableRow } from '../files/files-service.ts';
import type { HeldTable, TableCache } from '../files/table-cache.ts';
import { runSafeQuery, SqlTimeoutError } from '../tabular/sql-sandbox.ts';
import type { EmbeddingsClient } from '../search/embeddings-client.ts';
import { searchPassages } from '../search/workspace-search.ts';
import { serverPathHider } from './server-paths.ts';
import { profileTable, type TableProfile } from '../tabular/table-profile.ts';
import { sqlIdentifier } from '../tabular/sql-text.ts';
import type { ChatToolbox, SearchHit, SqlRunOptions, TableDescription, TableSummary } from './engine.ts';

export interface SqlRecord {
  sql: string;
  success: boolean;
  error: string | null;
  row_count: number;
  duration_ms: number;
  timed_out: boolean;
  /** The first rows of the result, kept so a client can show how an answer was found. */
  columns: string[] | null;
  rows: unknown[][];
}

/** Rows of each result kept in execution_details: enough to show, small enough to store with every message. */
export const RESULT_ROWS_KEPT = 50;

export interface ToolboxRecord {
  sql: SqlRecord[];
  searchResults: SearchHit[];
}

export interface ToolboxDeps {
  db: Database;
  tableCache: TableCache;
  embeddings?: EmbeddingsClient;
  workspaceId: string;
  tables: TableRow[];
  documentFileIds: string[];
  /** Labels shown for tables: file name, and sheet for workbooks. */
  fileNames: Map<string, string>;
  queryTimeoutMs: number;
  signal: AbortSignal;
  /** Stored table profiles (null for tables ingested before profiles existed) and where to keep new ones. */
  profiles?: {
    load(tableIds: string[]): Promise<Map<string, TableProfile | null>>;
    save(tableId: string, profile: TableProfile): Promise<void>;
  };
}

/** Rows an engine's own query may read (profiles, breakdowns); users' SQL keeps the sandbox's caps. */
const ENGINE_MAX_ROWS = 10_000;

function summaryOf(t: TableRow, fileName: string): TableSummary {
  return {
    name: t.table_name,
    label: t.sheet ? `${fileName} / ${t.sheet}` : fileName,
    rowCount: t.row_count,
    columns: t.columns.map((c) => ({ name: c.name, label: c.label, type: c.type })),
  };
}

export function createToolbox(deps: ToolboxDeps): { toolbox: ChatToolbox; record: ToolboxRecord } {
  const record: ToolboxRecord = { sql: [], searchResults: [] };
  const byName = new Map(deps.tables.map((t) => [t.table_name.toLowerCase(), t]));

  const toolbox: ChatToolbox = {
    async listTables() {
      return deps.tables.map((t) => summaryOf(t, deps.fileNames.get(t.file_id) ?? t.table_name));
    },

    async describeTable(name) {
      const t = byName.get(name.toLowerCase().replace(/^"|"$/g, ''));
      if (!t) throw new Error(`No table named ${name}. Tables: ${deps.tables.map((x) => x.table_name).join(', ') || 'none'}.`);
      const summary = summaryOf(t, deps.fileNames.get(t.file_id) ?? t.table_name);
      const description: TableDescription = {
        ...summary,
        columns: t.columns.map((c) => ({ name: c.name, label: c.label, type: c.type, sampleValues: c.sample_values, nullCount: c.null_count })),
      };
      return description;
    },

    async runSql(sql, options?: SqlRunOptions) {
      const started = performance.now();
      // The tables' files stay in the cache (not evicted) until the query is done.
      const held: HeldTable[] = [];
      let hidePaths = serverPathHider([]);
      try {
        const files = await Promise.allSettled(deps.tables.map((t) => deps.tableCache.hold(t.id, t.blob_key)));
        for (const file of files) if (file.status === 'fulfilled') held.push(file.value);
        const missing = files.find((file) => file.status === 'rejected');
        if (missing) throw missing.reason;
        const tables = deps.tables.map((t, i) => ({ name: t.table_name, parquetPath: (files[i] as PromiseFulfilledResult<HeldTable>).value.path }));
        hidePaths = serverPathHider(tables);
        const rows = options?.maxRows === undefined ? {} : { maxRows: Math.min(options.maxRows, ENGINE_MAX_ROWS), defaultRows: Math.min(options.maxRows, ENGINE_MAX_ROWS) };
        const result = await runSafeQuery({ sql, tables, timeoutMs: deps.queryTimeoutMs, signal: deps.signal, ...rows });
        const shownRows = hidePaths.rows(result.rows);
        record.sql.push({
          sql,
          success: true,
          error: null,
          row_count: result.rowCount,
          duration_ms: Math.round(result.durationMs),
          timed_out: false,
          columns: result.columns.map((c) => c.name),
          rows: shownRows.slice(0, RESULT_ROWS_KEPT),
        });
        return { columns: result.columns.map((c) => c.name), rows: shownRows, rowCount: result.rowCount, truncated: result.truncated, error: null };
      } catch (err) {
        if (deps.signal.aborted) throw err;
        const message = hidePaths.message((err as Error).message ?? String(err));
        record.sql.push({
          sql,
          success: false,
          error: message,
          row_count: 0,
          duration_ms: Math.round(performance.now() - started),
          timed_out: err instanceof SqlTimeoutError,
          columns: null,
          rows: [],
        });
        return { columns: null, rows: [], rowCount: 0, truncated: false, error: message };
      } finally {
        for (const file of held) file.release();
      }
    },

    async tableProfile(name) {
      const t = byName.get(name.toLowerCase());
      if (!t) throw new Error(`No table named ${name}.`);
      const stored = (await deps.profiles?.load([t.id]))?.get(t.id) ?? null;
      if (stored) return stored;
      // Tables ingested before profiles existed: profiled once through the sandbox, then stored.
      const file = await deps.tableCache.hold(t.id, t.blob_key);
      try {
        const query = async (sql: string) =>
          (await runSafeQuery({ sql, tables: [{ name: t.table_name, parquetPath: file.path }], timeoutMs: deps.queryTimeoutMs, signal: deps.signal, maxRows: ENGINE_MAX_ROWS, defaultRows: ENGINE_MAX_ROWS })).rows;
        const profile = await profileTable(query, sqlIdentifier(t.table_name), null, t.columns, t.row_count);
        await deps.profiles?.save(t.id, profile);
        return profile;
      } finally {
        file.release();
      }
    },

    async searchDocuments(query, limit = 5) {
      if (deps.documentFileIds.length === 0) return [];
      const scope = { workspaceId: deps.workspaceId, fileIds: deps.documentFileIds, query, limit };
      const hits = await searchPassages(deps.db, scope, deps.embeddings, deps.signal);
      for (const h of hits) if (!record.searchResults.some((r) => r.chunk_id === h.chunk_id)) record.searchResults.push(h);
      return hits;
    },
  };
  return { toolbox, record };
}
