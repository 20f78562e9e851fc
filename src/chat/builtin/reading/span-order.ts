// The days between a row's two dates are taken as a length (catalog.ts derives them, to-sql.ts
// takes their absolute value, so the order of the columns in the table does not matter). That
// holds only when one date comes before the other in (nearly) every row: a start and an end. Where
// a fair share of rows have them the other way round, the two dates are not a start and an end
// (a renewal and a sign-up, a visit and a follow-up that may come before it), and no length between
// them is given.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import { quoteIdent } from '../text.ts';
import type { ColumnRef, Condition, Measure, Reading, Shape } from './types.ts';

/** The share of rows (holding both dates) that may run the other way before the pair is doubted. */
const OTHER_WAY_SHARE = 0.05;

function refsOf(reading: Reading): ColumnRef[] {
  const m: Measure = reading.measure;
  const measured = m.fn === 'count' ? (m.per ? [m.per] : []) : m.fn === 'ratio' ? [m.column, m.per] : [m.column, ...(m.terms ?? []).map((t) => t.column)];
  const conditions = (cs: Condition[]): ColumnRef[] => cs.flatMap((c) => (c.kind === 'columns' ? [c.column, c.other] : [c.column]));
  const s: Shape = reading.shape;
  const shaped = s.kind === 'top_rows' ? [s.label, s.rankBy] : s.kind === 'list' || s.kind === 'lookup' ? [s.column] : 'by' in s ? [s.by] : [];
  const parts = 'part' in s && s.part ? conditions(s.part) : [];
  return [...measured, ...conditions(reading.conditions), ...shaped, ...parts];
}

/** Why the span the reading uses is no length (its dates run both ways in many rows), or null. */
export async function spanOrderDoubt(catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  for (const ref of refsOf(reading)) {
    const c = findColumn(catalog, ref);
    if (!c?.span) continue;
    const [from, to] = [findColumn(catalog, c.span.from), findColumn(catalog, c.span.to)];
    if (!from || !to) continue;
    const d = (x: typeof from) => (x.dateSql ? x.dateSql(quoteIdent(x.ref.column)) : quoteIdent(x.ref.column));
    const [row] = await runSql(`SELECT count(*) FILTER (WHERE ${d(to)} < ${d(from)}), count(*) FILTER (WHERE ${d(to)} > ${d(from)}) FROM ${quoteIdent(ref.table)}`, 1);
    const [back, forth] = [Number(row?.[0] ?? 0), Number(row?.[1] ?? 0)];
    if (Math.min(back, forth) > OTHER_WAY_SHARE * (back + forth)) {
      return `${from.label} comes before ${to.label} in ${forth.toLocaleString('en-US')} rows and after it in ${back.toLocaleString('en-US')}: they are not a start and an end, so I do not take the time between them as a length.`;
    }
  }
  return null;
}
