// Dates a CSV wrote with the day and the month as numbers ("03/07/2024"): DuckDB's sniffer reads
// them in one order, but when every day and every month is 12 or less the other order reads them
// all as well, and nothing in the file says which was meant. Such columns are marked in the
// profile with the format they were read with, so answers over them can say so.

import type { TableProfile } from './table-profile.ts';
import { swappedDayMonth } from './text-date-order.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';

/** Marks the date columns whose dates, read with `format`, would all read swapped as well. */
export async function markDayMonthAmbiguity(
  engine: IngestEngine,
  parquetPath: string,
  format: string | undefined,
  columns: ReadonlyArray<{ name: string; type: string }>,
  profile: TableProfile,
): Promise<void> {
  if (!format || !swappedDayMonth(format)) return;
  for (const c of columns) {
    if (c.type !== 'date') continue;
    const id = sqlIdentifier(c.name);
    const [row] = await engine.rows(`SELECT max(day(${id})), max(month(${id})), count(*) FILTER (WHERE day(${id}) <> month(${id})) FROM read_parquet(${sqlString(parquetPath)})`);
    // Dates whose day equals their month (01/01, 02/02) read the same either way.
    if (row[0] === null || Number(row[0]) > 12 || Number(row[1]) > 12 || Number(row[2]) === 0) continue;
    const stats = profile.columns.find((s) => s.name === c.name);
    if (stats) stats.dayMonthAmbiguous = format;
  }
}
