// Messages between the service and an ingestion host process (ingest-host.ts).

import { JobError, type JobErrorCode } from '../errors.ts';
import type { IngestInput } from './ingest.ts';
import type { SheetFile } from './sheet-files.ts';
import type { IngestedTable } from './types.ts';

/** An ingestion as the host receives it: the workbook reader and the signal stay with the service. */
export type HostIngestInput = Omit<IngestInput, 'readWorkbook' | 'signal'>;

/** An error as it crosses the process boundary; JobErrors keep their catalogue code. */
export type WireError = { name: string; message: string; code?: JobErrorCode };

export type ServiceToHost =
  | { type: 'ingest'; input: HostIngestInput }
  | { type: 'cancel'; reason: WireError }
  | { type: 'workbook'; sheets: SheetFile[] }
  | { type: 'workbook-failed'; error: WireError };

export type HostToService =
  | { type: 'done'; tables: IngestedTable[] }
  | { type: 'failed'; error: WireError }
  /** Workbooks are read by the service's extraction threads (time and memory limits for SheetJS). */
  | { type: 'read-workbook'; path: string; outDir: string };

export function toWire(error: unknown): WireError {
  if (error instanceof JobError) return { name: error.name, message: error.message, code: error.code };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export function fromWire(wire: WireError): Error {
  if (wire.code) return new JobError(wire.code, wire.message);
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}
