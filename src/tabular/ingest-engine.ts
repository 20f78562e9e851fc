// One short-lived DuckDB instance per ingestion, with limits that keep a 200 MB file well under
// 1 GB of memory: DuckDB spills to `temp_directory` instead of growing.

import type { DuckDBConnection } from '@duckdb/node-api';
import { JobError } from '../errors.ts';

export type IngestEngineSettings = {
  /** DuckDB memory_limit, e.g. '512MB'. */
  memoryLimit: string;
  threads: number;
};

export const DEFAULT_INGEST_ENGINE_SETTINGS: IngestEngineSettings = { memoryLimit: '512MB', threads: 2 };

export type IngestEngine = {
  connection: DuckDBConnection;
  run(sql: string): Promise<void>;
  /** Rows of a query, every value as DuckDB returns it (strings for VARCHAR). */
  rows(sql: string): Promise<unknown[][]>;
  close(): void;
};

/** What an ingestion stopped through its AbortSignal fails with. */
export function stoppedIngestion(signal: AbortSignal): JobError {
  return signal.reason instanceof JobError
    ? signal.reason
    : new JobError('PROCESSING_TIMEOUT', 'The file took too long to process and was stopped.');
}

export async function openIngestEngine(tempDirectory: string, settings: IngestEngineSettings, signal?: AbortSignal): Promise<IngestEngine> {
  // DuckDB's bindings (about 30 MB) load with the first ingestion, not with the service.
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:', {
    memory_limit: settings.memoryLimit,
    threads: String(settings.threads),
    temp_directory: tempDirectory,
    // Row order is kept: people ask about "the first" or "the next" row of their tables.
    preserve_insertion_order: 'true',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  const connection = await instance.connect();
  const interrupt = () => connection.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  const checkStopped = () => {
    if (signal?.aborted) throw stoppedIngestion(signal);
  };
  return {
    connection,
    async run(sql) {
      checkStopped();
      await connection.run(sql);
    },
    async rows(sql) {
      checkStopped();
      // Chunk by chunk (2,048 rows each, fetched off the main thread): turning a large result into
      // JS values then holds the event loop for one chunk at a time, not for the whole result.
      const result = await connection.stream(sql);
      const rows: unknown[][] = [];
      for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
        for (const row of chunk.getRows()) rows.push(row);
      }
      return rows;
    },
    close() {
      signal?.removeEventListener('abort', interrupt);
      connection.closeSync();
      instance.closeSync();
    },
  };
}
