// quarry parse FILE: submit, show progress, print the text (or tables, chunks, JSON).
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { ParseResult } from '@quarry/sdk';
import { parseCommandArgs, contextFrom, needPositionals } from '../context.ts';
import { UsageError } from '../exit-codes.ts';
import { printJson } from '../output.ts';
import { createProgress } from '../progress.ts';

export const PARSE_USAGE = 'quarry parse FILE [--tables] [--chunk] [--chunk-size N] [--no-ocr] [--json|--text]';

export async function openFile(path: string): Promise<Blob> {
  try {
    return await openAsBlob(path);
  } catch (err) {
    throw new UsageError(`Cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

export async function parseCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, {
    tables: { type: 'boolean', default: false },
    chunk: { type: 'boolean', default: false },
    'chunk-size': { type: 'string' },
    'no-ocr': { type: 'boolean', default: false },
    text: { type: 'boolean', default: false },
  });
  if (values.json && values.text) throw new UsageError('Choose one of --json and --text.');
  const [path] = needPositionals(positionals, 1, PARSE_USAGE);
  const ctx = contextFrom(values, signal);
  const chunkSize = values['chunk-size'] === undefined ? undefined : Number(values['chunk-size']);
  if (chunkSize !== undefined && !(Number.isInteger(chunkSize) && chunkSize > 0)) throw new UsageError('--chunk-size takes a positive whole number.');
  const file = await openFile(path);
  const sending = createProgress(basename(path));
  const progress = createProgress(basename(path));
  try {
    const job = await ctx.client.parse(file, {
      filename: basename(path),
      extract_tables: values.tables,
      chunk: values.chunk,
      ...(chunkSize !== undefined ? { chunk_size: chunkSize, chunk_overlap: Math.min(200, Math.floor(chunkSize / 4)) } : {}),
      process_images: !values['no-ocr'],
      signal,
      // The bytes sent on one line, the processing on the next.
      onUploadProgress: sending.visible ? (sent, total) => sending.sending(sent, total) : undefined,
      onProgress: (state) => {
        sending.done();
        progress.update(state.progress, state.status_message ?? state.status);
      },
    });
    progress.done();
    if (ctx.json) printJson(job.result);
    else printText(job.result!, { tables: values.tables, chunk: values.chunk });
  } finally {
    sending.done();
    progress.done();
  }
}

function printText(result: ParseResult, show: { tables: boolean; chunk: boolean }) {
  const out = process.stdout;
  if (show.chunk && result.chunks) {
    result.chunks.forEach((chunk, i) => out.write(`${i > 0 ? '\n' : ''}--- chunk ${i + 1} of ${result.chunks!.length} ---\n${chunk}\n`));
  } else {
    out.write(result.text.endsWith('\n') ? result.text : `${result.text}\n`);
  }
  if (show.tables) {
    for (const [i, table] of (result.tables ?? []).entries()) {
      out.write(`\n--- table ${i + 1}${table.page !== undefined ? ` (page ${table.page})` : ''}, ${table.row_count} rows ---\n`);
      // Tab-separated: pastes into a spreadsheet, cuts with `cut -f`.
      out.write(`${table.headers.join('\t')}\n`);
      for (const row of table.rows) out.write(`${table.headers.map((h) => (row[h] ?? '').replace(/[\t\n]/g, ' ')).join('\t')}\n`);
    }
  }
}
