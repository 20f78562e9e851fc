// CSV/TSV to a staged Parquet file. DuckDB's sniffer finds the dialect, header and types; the
// retries cover what it cannot see in its sample: another encoding further on, ragged rows,
// and a type that breaks past the sampled rows.

import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { JobError } from '../errors.ts';
import { detectTextEncoding, encodingAfterInvalidUtf8, transcodeToUtf8 } from './text-encoding.ts';
import { stageRelation, type StagedTable } from './parquet-stage.ts';
import { sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';

type ReadOptions = {
  /** DuckDB's parallel reader cannot combine null_padding with quoted newlines. */
  serial: boolean;
  /** Sniff types from every row instead of a sample. */
  fullTypeScan: boolean;
  /** strict_mode off: rows with stray quotes or extra cells are read as well as possible. */
  lenient: boolean;
  /** Every column as text, when no type fits all rows (e.g. dates written 07/12 and 27/10). */
  allText: boolean;
};

function readCsvOptions(options: ReadOptions): string {
  // null_padding always: without it the sniffer judges a file with short rows by a wrong
  // dialect (one column split on "|") instead of padding the short rows.
  const parts = ['null_padding = true'];
  if (options.serial) parts.push('parallel = false');
  if (options.fullTypeScan) parts.push('sample_size = -1');
  if (options.lenient) parts.push('strict_mode = false');
  if (options.allText) parts.push('all_varchar = true');
  return parts.map((part) => `, ${part}`).join('');
}

/**
 * The header cells exactly as written (null when DuckDB judged the first row to be data), and the
 * format the sniffer reads date columns with (null when it found none).
 */
async function sniffHeader(engine: IngestEngine, path: string, options: ReadOptions): Promise<{ labels: string[] | null; dateFormat: string | null }> {
  const extra = readCsvOptions(options);
  const [sniffed] = await engine.rows(
    `SELECT HasHeader, Delimiter, Quote, Escape, Comment, SkipRows, len(Columns), DateFormat FROM sniff_csv(${sqlString(path)}${extra})`,
  );
  const [hasHeader, delimiter, quote, escape, comment, skipRows, columnCount, sniffedFormat] = sniffed as [boolean, string, string, string, string, number, bigint, unknown];
  const dateFormat = !options.allText && typeof sniffedFormat === 'string' && sniffedFormat.includes('%') ? sniffedFormat : null;
  if (!hasHeader) return { labels: null, dateFormat };
  // The sniffed dialect with every column as text: sniffing the header row on its own can fail
  // (it may be shorter than the data rows).
  const literal = (value: string) => sqlString(value === '(empty)' ? '' : value);
  const columns = Array.from({ length: Number(columnCount) }, (_, i) => `${sqlString(`c${i}`)}: 'VARCHAR'`).join(', ');
  const [first] = await engine.rows(
    `SELECT * FROM read_csv(${sqlString(path)}, auto_detect = false, header = false, columns = {${columns}}, ` +
      `delim = ${literal(delimiter)}, quote = ${literal(quote)}, escape = ${literal(escape)}, ` +
      `${comment === '(empty)' ? '' : `comment = ${literal(comment)}, `}skip = ${Number(skipRows)}${extra}) LIMIT 1`,
  );
  return { labels: (first ?? []).map((cell) => (cell === null ? '' : String(cell))), dateFormat };
}

type CsvFailure = 'encoding' | 'types' | 'parallel' | 'shape' | 'other';

function classifyCsvError(message: string): CsvFailure {
  if (/invalid unicode/i.test(message)) return 'encoding';
  if (/parallel scanner/i.test(message)) return 'parallel';
  if (/could not convert|conversion error|error when converting/i.test(message)) return 'types';
  if (/CSV Error|when sniffing/i.test(message)) return 'shape';
  return 'other';
}

function firstLine(message: string): string {
  return message.split('\n').find((line) => line.trim() !== '')?.trim() ?? message;
}

export async function stageCsv(
  engine: IngestEngine,
  input: { path: string; filename: string; signal?: AbortSignal },
  scratchDir: string,
  targetPath: string,
): Promise<StagedTable> {
  if ((await stat(input.path)).size === 0) throw new JobError('CORRUPTED_FILE', `${input.filename} is empty.`);
  const encoding = await detectTextEncoding(input.path, input.filename);
  let path = input.path;
  const transcodedPath = join(scratchDir, 'utf8.csv');
  if (encoding !== 'utf-8') {
    await transcodeToUtf8(input.path, encoding, transcodedPath, input.signal);
    path = transcodedPath;
  }
  const options: ReadOptions = { serial: false, fullTypeScan: false, lenient: false, allText: false };
  try {
    for (;;) {
      try {
        const { labels, dateFormat } = await sniffHeader(engine, path, options);
        const staged = await stageRelation(engine, `read_csv(${sqlString(path)}${readCsvOptions(options)})`, labels ?? [], targetPath);
        return dateFormat ? { ...staged, dateFormat } : staged;
      } catch (error) {
        if (error instanceof JobError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        const failure = classifyCsvError(message);
        if (failure === 'encoding' && path === input.path) {
          await transcodeToUtf8(input.path, await encodingAfterInvalidUtf8(input.path), transcodedPath, input.signal);
          path = transcodedPath;
        } else if (failure === 'parallel' && !options.serial) {
          options.serial = true;
        } else if (failure === 'types' && !options.fullTypeScan) {
          options.fullTypeScan = true;
        } else if ((failure === 'shape' || failure === 'types') && !options.lenient) {
          options.lenient = true;
          options.serial = true;
        } else if (failure === 'types' && !options.allText) {
          options.allText = true;
        } else {
          throw new JobError('CORRUPTED_FILE', `${input.filename} could not be read as CSV: ${firstLine(message)}`);
        }
      }
    }
  } finally {
    await rm(transcodedPath, { force: true });
  }
}
