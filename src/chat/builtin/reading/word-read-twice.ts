// "How many pupils passed their theory test in 2025?" over pupils (theory_passed_on) and tests
// (result: Pass/Fail): "passed" read as the Pass cell of the tests and, through the same word, as
// the header of the pupils' date the period is taken on, counts pupils who passed a practical test
// and whose theory date fell in 2025. One word of the question naming a cell of one table and a
// header of another that the same reading uses says the reading is not sure which it means.
import type { Catalog } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import type { Found } from './interpret.ts';
import type { Question } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';

/** The columns a reading uses besides its conditions' cells: periods, figures, groups. */
function headersUsed(reading: Reading): ColumnRef[] {
  const out: ColumnRef[] = reading.conditions.filter((c) => c.kind !== 'in').map((c) => c.column);
  if ('column' in reading.measure) out.push(reading.measure.column);
  const shape = reading.shape;
  if ('by' in shape) out.push(shape.by);
  return out;
}

/**
 * Whether the words from `start` to `end`, two or more, spell one of the cells whole: "Total Tiling
 * Ltd", "Total Stone" said in full name the customer or the range, and their "Total" is part of the
 * name, no header's word (a line total beside them). One word ("passed") may still be either.
 */
function saidInFull(q: Question, start: number, end: number, cells: string[]): boolean {
  if (end - start < 2) return false;
  const said = q.tokens.slice(start, end).map((t) => t.text).join(' ');
  return cells.some((cell) => cell.toLowerCase().split(/\s+/).join(' ') === said);
}

/** Why a word read as a cell that also names a header of another table in the reading leaves it unsure, or null. */
export function wordReadTwice(q: Question, catalog: Catalog, reading: Reading, found: Found): string | null {
  const headers = headersUsed(reading).map((r) => findColumn(catalog, r)).filter((c) => c !== null);
  for (const cond of reading.conditions) {
    if (cond.kind !== 'in' || cond.negate) continue;
    for (const v of found.values) {
      if (!sameRef(v.column.ref, cond.column) || !v.values.some((x) => cond.values.includes(x))) continue;
      if (saidInFull(q, v.start, v.end, v.values)) continue;
      for (const tok of q.tokens.slice(v.start, v.end)) {
        const other = headers.find((h) => h.ref.table !== cond.column.table && h.stems.includes(tok.stem));
        if (other) return `"${tok.raw}" may name ${v.column.label} = ${cond.values.join(' or ')} or the ${other.label} the reading already uses; I cannot tell which it means here.`;
      }
    }
  }
  return null;
}
