// "the average list price of 70s dresses" over stock items whose Title holds "70s Dresse" (a title
// made of the item's era and kind) beside an Era column holding 70s and a Category holding
// Dresses: the words may name the one title or every item of that era and category, and the two
// keep different rows (a "70s Levi's Dress" is a 70s dress but not that title). Where a cell of
// several words is read as a condition and each of its words is also a cell of another column of
// the same rows, none of which the reading uses, the question is declined rather than read one way,
// unless the data shows both keep the same rows ("Large Latte" beside Size Large and Drink Latte).
import type { Catalog } from './catalog.ts';
import { sameRef } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Condition, Reading } from './types.ts';
import { readingSql } from './to-sql.ts';
import type { EngineSql } from './answer.ts';

/** Why a cell of several words may as well be the cells of other columns it is made of, or null. */
export async function cellOrItsParts(q: Question, catalog: Catalog, reading: Reading, values: readonly ValueMention[], runSql: EngineSql): Promise<string | null> {
  for (const c of reading.conditions) {
    if (c.kind !== 'in' || c.negate) continue;
    const whole = values.find((v) => sameRef(v.column.ref, c.column) && v.end - v.start >= 2 && v.values.some((x) => c.values.includes(x)));
    if (!whole) continue;
    const parts = values.filter((v) => v.column.ref.table === whole.column.ref.table && v.column !== whole.column && v.column.role === 'category' && v.start >= whole.start && v.end <= whole.end && v.end - v.start < whole.end - whole.start);
    const covered = Array.from({ length: whole.end - whole.start }, (_, k) => whole.start + k).every((i) => parts.some((p) => p.start <= i && i < p.end));
    const columns = new Set(parts.map((p) => p.column));
    if (!covered || columns.size < 2) continue;
    if (reading.conditions.some((o) => [...columns].some((col) => sameRef(o.column, col.ref)))) continue;
    const partConditions: Condition[] = [...columns].map((col) => ({ kind: 'in', column: col.ref, values: parts.filter((p) => p.column === col).flatMap((p) => p.values), negate: false }));
    const rows = async (conditions: Condition[]) => Number((await runSql(readingSql(catalog, { ...reading, conditions, measure: { fn: 'count' }, shape: { kind: 'scalar' } }), 1))[0]?.[0] ?? 0);
    const others = reading.conditions.filter((o) => o !== c);
    const [asCell, asParts, asBoth] = [await rows([...others, c]), await rows([...others, ...partConditions]), await rows([...others, c, ...partConditions])];
    if (asCell === asParts && asParts === asBoth) continue;
    const said = q.cased.slice(q.tokens[whole.start].start, q.tokens[whole.end - 1].end);
    const readings = [...columns].map((col) => `${col.label} ${parts.find((p) => p.column === col)!.values[0]}`).join(' and ');
    return `"${said}" may name the ${whole.column.label} ${c.values.join(' or ')} or every row with ${readings}; the two keep different rows.`;
  }
  return null;
}
