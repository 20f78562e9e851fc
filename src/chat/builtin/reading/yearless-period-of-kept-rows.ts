// "How many visits are scheduled for December?" over visits from 2025 to December 2026, the
// scheduled ones all still to come: December is held in two years, but the rows the question keeps
// (scheduled visits) fall in December of 2026 only, so that December is the one asked about; in
// December 2025 there are none to ask about. The question is read once per year the data holds the
// period in; where exactly one of those readings keeps any rows, it is the answer, saying which
// year it took and why. Where several keep rows (visits missed in December 2025 and in December
// 2026) the question stays declined for its missing year, as any reading may fail.
import type { TableProfile } from '../../../tabular/table-profile.ts';
import type { BuiltinTable } from '../types.ts';
import { buildCatalog } from './catalog.ts';
import { isDecline } from './interpret.ts';
import { readingSql } from './to-sql.ts';
import type { Decline, Reading } from './types.ts';
import { mayNameYearlessPeriod, withDataYears } from './yearless-periods.ts';

type Input = { question: string; tables: Array<{ table: BuiltinTable; profile: TableProfile }>; previous: Reading | null; runSql: (sql: string, maxRows: number) => Promise<unknown[][]> };
type Answer = { answer: string; reading: Reading };

/** The answer for the one year whose reading keeps rows, or null to read the question as usual. */
export async function yearOfKeptRows<I extends Input, A extends Answer>(input: I, answer: (input: I) => Promise<A | Decline>): Promise<A | null> {
  if (input.previous || !mayNameYearlessPeriod(input.question)) return null;
  const catalog = buildCatalog(input.tables);
  const dated = withDataYears(input.question, catalog);
  if (!dated.ambiguous || !dated.choices) return null;
  const read: Array<{ year: number; said: string; answer: A; rows: number }> = [];
  for (const choice of dated.choices) {
    const a = await answer({ ...input, question: choice.text });
    if (isDecline(a)) return null;
    const [row] = await input.runSql(readingSql(catalog, { ...a.reading, measure: { fn: 'count' }, shape: { kind: 'scalar' } }), 1);
    read.push({ year: choice.year, said: choice.said, answer: a, rows: Number(row?.[0] ?? 0) });
  }
  const kept = read.filter((r) => r.rows > 0);
  if (kept.length !== 1) return null;
  const [only] = kept;
  const none = read.filter((r) => r !== only).map((r) => `${r.said} ${r.year}`);
  const note = `The question names ${only.said} without a year; I read it as ${only.said} ${only.year}, the only ${only.said} holding rows the question asks about (${none.join(' and ')} has none).`;
  return { ...only.answer, answer: `${only.answer.answer}\n\n${note}` };
}
