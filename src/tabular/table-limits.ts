// How wide a table Quarry ingests. DuckDB's CSV reader needs memory per column for every buffer:
// at 4,000 columns it ran out of its 512 MB, and at 2,000 a 20-row file took 7 s. A file past
// the limit fails with a code and a message that name the limit, before DuckDB reads it.
import { open } from 'node:fs/promises';
import { JobError } from '../errors.ts';

export const MAX_TABLE_COLUMNS = 1_000;

// A header line of MAX_TABLE_COLUMNS names fits well within this.
const HEADER_PROBE_BYTES = 1024 * 1024;
const DELIMITERS = [',', ';', '\t', '|'].map((d) => d.charCodeAt(0));

export function checkTableWidth(filename: string, columns: number, sheet: string | null = null): void {
  if (columns <= MAX_TABLE_COLUMNS) return;
  const where = sheet === null ? filename : `Sheet "${sheet}" of ${filename}`;
  throw new JobError(
    'TABLE_TOO_WIDE',
    `${where} has ${columns.toLocaleString('en-US')} columns; a table may have at most ${MAX_TABLE_COLUMNS.toLocaleString('en-US')}.`,
  );
}

/**
 * An upper bound of a CSV's column count from its first line: the most frequent delimiter
 * candidate, plus one. Delimiters inside quotes count too, which only errs towards refusing a
 * header with more than a thousand quoted commas.
 */
export async function checkCsvWidth(path: string, filename: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_PROBE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEADER_PROBE_BYTES, 0);
    const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
    const line = buffer.subarray(0, end < 0 ? bytesRead : end);
    const counts = DELIMITERS.map((d) => line.reduce((n, byte) => n + (byte === d ? 1 : 0), 0));
    checkTableWidth(filename, Math.max(...counts) + 1);
  } finally {
    await file.close();
  }
}
