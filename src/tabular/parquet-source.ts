// Parquet uploads are rewritten rather than kept: names become SQL-friendly, exotic types
// become text, and a damaged file fails here instead of in the middle of a chat.

import { open } from 'node:fs/promises';
import { JobError } from '../errors.ts';
import { describeRelation, stageRelation, type StagedTable } from './parquet-stage.ts';
import { sqlString } from './sql-text.ts';
import { checkTableWidth } from './table-limits.ts';
import type { IngestEngine } from './ingest-engine.ts';

async function hasParquetMagic(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 12) return false;
    const head = Buffer.alloc(4);
    const tail = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    await handle.read(tail, 0, 4, size - 4);
    return head.toString('latin1') === 'PAR1' && tail.toString('latin1') === 'PAR1';
  } finally {
    await handle.close();
  }
}

export async function stageParquet(
  engine: IngestEngine,
  input: { path: string; filename: string },
  targetPath: string,
): Promise<StagedTable> {
  if (!(await hasParquetMagic(input.path))) {
    throw new JobError('CORRUPTED_FILE', `${input.filename} is not a complete Parquet file.`);
  }
  const relation = `read_parquet(${sqlString(input.path)})`;
  const unreadable = (error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return new JobError('CORRUPTED_FILE', `${input.filename} could not be read as Parquet: ${message}`);
  };
  const columns = await describeRelation(engine, relation).catch((error: unknown) => {
    throw unreadable(error);
  });
  checkTableWidth(input.filename, columns.length);
  try {
    return await stageRelation(engine, relation, columns.map((column) => column.name), targetPath);
  } catch (error) {
    throw unreadable(error);
  }
}
