// Reads the rows of one workspace table, for previews: the same access and limits as chat
// (viewer role, the chat's per-user concurrency slots, the SQL time limit, at most one page of rows).
import type { Database } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { ERRORS } from '../errors.ts';
import { runSafeQuery, SqlTimeoutError } from '../tabular/sql-sandbox.ts';
import type { WorkspacesService } from '../workspaces/workspaces-service.ts';
import type { UserConcurrencyLimiter } from '../chat/concurrency.ts';
import type { TableRow } from './files-service.ts';
import type { HeldTable, TableCache } from './table-cache.ts';

export interface TablesDeps {
  db: Database;
  workspaces: WorkspacesService;
  tableCache: TableCache;
  queryLimiter: UserConcurrencyLimiter;
  queryTimeoutMs: number;
}

export interface TableRowsPage {
  table_name: string;
  columns: Array<{ name: string; label: string; type: string }>;
  rows: unknown[][];
  total: number;
  limit: number;
  offset: number;
}

export function createTablesService(deps: TablesDeps) {
  return {
    async rows(caller: Principal, workspaceId: string, tableName: string, page: { limit: number; offset: number }): Promise<TableRowsPage> {
      await deps.workspaces.access(caller, workspaceId, 'viewer');
      const [table] = await deps.db.query<TableRow>('SELECT * FROM tabular_tables WHERE workspace_id = $1 AND table_name = $2', [workspaceId, tableName]);
      if (!table) throw ERRORS.tableNotFound(tableName);
      const release = deps.queryLimiter.acquire(caller.userId);
      let file: HeldTable | undefined;
      try {
        // Kept in the cache (not evicted) until the query is done.
        file = await deps.tableCache.hold(table.id, table.blob_key);
        const parquetPath = file.path;
        // The name comes from our own catalogue (snake_case by construction), never from the caller.
        const sql = `SELECT * FROM "${table.table_name}" LIMIT ${page.limit} OFFSET ${page.offset}`;
        const result = await runSafeQuery({ sql, tables: [{ name: table.table_name, parquetPath }], timeoutMs: deps.queryTimeoutMs, maxRows: page.limit }).catch(
          (err: unknown) => {
            if (err instanceof SqlTimeoutError) throw ERRORS.queryTimeout([{ sql, success: false, error: err.message }]);
            throw err;
          },
        );
        const known = new Map(table.columns.map((c) => [c.name, c]));
        return {
          table_name: table.table_name,
          columns: result.columns.map((c) => ({ name: c.name, label: known.get(c.name)?.label ?? c.name, type: known.get(c.name)?.type ?? c.type })),
          rows: result.rows,
          total: table.row_count,
          ...page,
        };
      } finally {
        file?.release();
        release();
      }
    },
  };
}

export type TablesService = ReturnType<typeof createTablesService>;
