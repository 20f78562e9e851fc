// Entry point of an ingestion host process (forked by ingest-processes.ts). DuckDB's native
// library (loading it holds a thread for about a second), the import's queries and the column
// profiles read row by row all run here, so the service's event loop never waits for them, and
// DuckDB's memory goes back to the system when an idle host exits.

import { ingestTabularFile } from './ingest.ts';
import { lowerThisProcessPriority } from '../background-priority.ts';
import { fromWire, toWire, type HostIngestInput, type HostToService, type ServiceToHost } from './ingest-protocol.ts';
import type { SheetFile } from './sheet-files.ts';

// DuckDB's threads, started later by this one, inherit the lower priority.
lowerThisProcessPriority();

let running: AbortController | null = null;
let workbookWaiter: { resolve: (sheets: SheetFile[]) => void; reject: (error: Error) => void } | null = null;

function send(message: HostToService): void {
  process.send?.(message);
}

function readWorkbookInService(path: string, outDir: string): Promise<SheetFile[]> {
  return new Promise((resolve, reject) => {
    workbookWaiter = { resolve, reject };
    send({ type: 'read-workbook', path, outDir });
  });
}

async function ingest(input: HostIngestInput): Promise<void> {
  const controller = new AbortController();
  running = controller;
  try {
    const tables = await ingestTabularFile({ ...input, readWorkbook: readWorkbookInService, signal: controller.signal });
    send({ type: 'done', tables });
  } catch (error) {
    send({ type: 'failed', error: toWire(error) });
  } finally {
    running = null;
  }
}

process.on('message', (message: ServiceToHost) => {
  switch (message.type) {
    case 'ingest':
      void ingest(message.input);
      break;
    case 'cancel':
      running?.abort(fromWire(message.reason));
      workbookWaiter?.reject(fromWire(message.reason));
      workbookWaiter = null;
      break;
    case 'workbook':
      workbookWaiter?.resolve(message.sheets);
      workbookWaiter = null;
      break;
    case 'workbook-failed':
      workbookWaiter?.reject(fromWire(message.error));
      workbookWaiter = null;
      break;
  }
});

// The service going away (crash, kill) ends the host too.
process.on('disconnect', () => process.exit(0));
