// Runs model-written SQL in this process: one read-only SELECT, only the given tables visible,
// interrupted at the time limit, rows capped. The sandbox host process runs it; callers use
// runSafeQuery (sql-sandbox.ts), which can also kill that process when DuckDB cannot be interrupted.

import { DEFAULT_SANDBOX_SETTINGS, connectSandbox, type SandboxSettings, type SandboxTable } from './sandbox-instances.ts';
import { prepareSelect, rejectedAccess } from './sql-statement.ts';
import { SqlExecutionError, SqlMemoryError, SqlRejectedError, SqlTimeoutError } from './sql-errors.ts';
import { jsonSafeValue } from './json-values.ts';

export type SafeQueryInput = {
  sql: string;
  tables: SandboxTable[];
  timeoutMs: number;
  /** Rows returned when the query has its own outer LIMIT; larger limits are clamped to this. */
  maxRows?: number;
  /** Rows returned when the query has no outer LIMIT. */
  defaultRows?: number;
  signal?: AbortSignal;
  settings?: SandboxSettings;
};

/** A query as it crosses to the sandbox host process (no signal: cancelling is a message). */
export type SandboxQuery = Omit<SafeQueryInput, 'signal'>;

export type SafeQueryResult = {
  columns: Array<{ name: string; type: string }>;
  /** JSON-safe: exact integers as numbers (strings beyond 2^53), dates and timestamps as ISO strings. */
  rows: unknown[][];
  rowCount: number;
  /** More rows existed than were returned. */
  truncated: boolean;
  durationMs: number;
};

export const DEFAULT_MAX_ROWS = 5_000;
export const DEFAULT_ROWS_WITHOUT_LIMIT = 100;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runQueryInProcess(input: SafeQueryInput): Promise<SafeQueryResult> {
  const started = performance.now();
  const maxRows = input.maxRows ?? DEFAULT_MAX_ROWS;
  const defaultRows = Math.min(input.defaultRows ?? DEFAULT_ROWS_WITHOUT_LIMIT, maxRows);
  if (input.signal?.aborted) throw new SqlTimeoutError('The query was cancelled before it started.', input.timeoutMs);

  const settings = input.settings ?? DEFAULT_SANDBOX_SETTINGS;
  const { connection, release } = await connectSandbox(input.tables, settings);
  let stoppedBy: 'timeout' | 'abort' | null = null;
  const stop = (reason: 'timeout' | 'abort') => {
    stoppedBy ??= reason;
    connection.interrupt();
  };
  const timer = setTimeout(() => stop('timeout'), input.timeoutMs);
  const onAbort = () => stop('abort');
  input.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const { prepared, hasOuterLimit } = await prepareSelect(connection, input.sql);
    try {
      // Reading stops one row past the cap: that row only tells whether the result was cut.
      const cap = hasOuterLimit ? maxRows : defaultRows;
      const reader = await prepared.streamAndReadUntil(cap + 1);
      const rows = reader.convertRows(jsonSafeValue);
      const columns = reader.columnNames().map((name, i) => ({ name, type: reader.columnType(i).toString() }));
      const returned = rows.slice(0, cap);
      return {
        columns,
        rows: returned,
        rowCount: returned.length,
        truncated: rows.length > cap,
        durationMs: Math.round(performance.now() - started),
      };
    } finally {
      prepared.destroySync();
    }
  } catch (error) {
    if (stoppedBy === 'timeout') {
      throw new SqlTimeoutError(`The query ran longer than ${input.timeoutMs} ms (the time limit) and was stopped; simplify it or aggregate first.`, input.timeoutMs);
    }
    if (stoppedBy === 'abort') throw new SqlTimeoutError('The query was cancelled.', input.timeoutMs);
    if (error instanceof SqlRejectedError || error instanceof SqlExecutionError) throw error;
    const message = messageOf(error);
    if (message.startsWith('Permission Error')) throw rejectedAccess();
    if (message.startsWith('Out of Memory Error')) {
      throw new SqlMemoryError(`The query needed more than the ${settings.memoryLimit} of working memory a query may use (the memory limit); filter or aggregate first.`);
    }
    throw new SqlExecutionError(message);
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onAbort);
    release();
  }
}
