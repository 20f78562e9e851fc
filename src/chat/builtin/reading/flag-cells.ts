// Yes/no columns ("corporate", "Hot Tub", "deposit_paid"), and a word that is both such a column's
// whole header and a cell of another column of the same rows.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { sameRef } from './catalog.ts';
import { FALSE_CELLS, TRUE_CELLS } from './vocabulary.ts';

/** A column of yes/no cells: the cells meaning yes and those meaning no. */
export function flagValues(c: CatalogColumn): { yes: string[]; no: string[] } | null {
  if (c.role !== 'boolean' && c.role !== 'category') return null;
  const cells = [...c.valueIndex.values()].flat();
  if (cells.length === 0 || cells.length > 2) return null;
  const yes = cells.filter((v) => TRUE_CELLS.has(v.toLowerCase()));
  const no = cells.filter((v) => FALSE_CELLS.has(v.toLowerCase()));
  return yes.length && yes.length + no.length === cells.length ? { yes, no: no.length ? no : ['__none__'] } : null;
}

/**
 * "Average price of a completed corporate booking" over sessions holding a package "Corporate" and
 * a yes/no column headed "corporate": the word is the flag's whole header, and the flag says of
 * every row whether it is corporate, so the flag's yes rows are meant, not the one package. Said
 * with the cell's own header ("corporate package bookings") the cell stays.
 */
export function flagNamedAsCell(q: Question, tables: readonly CatalogTable[], reading: Reading, values: readonly ValueMention[]): Reading {
  let out = reading;
  for (const v of values) {
    if (v.end - v.start !== 1) continue;
    const word = q.tokens[v.start].text;
    const cond = out.conditions.find((c) => c.kind === 'in' && !c.negate && sameRef(c.column, v.column.ref) && c.values.some((x) => v.values.includes(x)));
    if (!cond || cond.kind !== 'in' || cond.values.length !== v.values.length) continue;
    const next = q.tokens[v.end];
    if (next && v.column.stems.includes(next.stem)) continue;
    const table = tables.find((t) => t.name === v.column.ref.table);
    const flags = (table?.columns ?? []).filter((c) => c !== v.column && c.words.length === 1 && c.words[0] === word && flagValues(c) !== null);
    if (flags.length !== 1 || out.conditions.some((c) => sameRef(c.column, flags[0].ref))) continue;
    const flag = { kind: 'in' as const, column: flags[0].ref, values: flagValues(flags[0])!.yes, negate: false };
    out = { ...out, conditions: out.conditions.map((c) => (c === cond ? flag : c)) };
  }
  return out;
}
