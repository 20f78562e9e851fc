// "How much did students pay in total?" over lessons with a "Fee (EUR)" beside term invoices with an
// amount_paid_eur: a question saying money was paid is answered from the column whose header says
// it holds what was paid, not from another money column (a fee charged, an amount due) the words
// happened to reach. The reading moves onto that column: over its own table when nothing else is
// asked of the rows, or joined to the same lookup when the groups and filters are the lookup's
// ("paid by piano students"); when the reading needs columns of its first table (a lesson date),
// it is declined rather than answered from the other money.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { referenceTo } from './lookup-reference.ts';
import type { Question } from './question.ts';
import { stem } from '../text.ts';
import type { ColumnRef, Decline, Reading } from './types.ts';
import { decline } from './decline.ts';
import { CURRENCY_NAME_WORDS } from './vocabulary.ts';

const PAY_VERBS = new Set(['pay', 'pays', 'paid', 'paying']);
/** Header words saying a column holds money paid. */
const PAID_HEADER = new Set(['paid', 'payment', 'payments']);
/** Header words saying it holds something else besides ("unpaid", "payment due", "paid to"): never read as what was paid. */
const NOT_PAID = new Set(['unpaid', 'due', 'owed', 'outstanding', 'balance', 'method', 'date', 'on', 'to', 'commission', 'wage', 'wages', 'salary', 'pay']);


function paidColumns(catalog: Catalog): CatalogColumn[] {
  return catalog.tables.flatMap((t) => t.columns).filter((c) => c.role === 'measure' && holdsMoney(c) && c.words.some((w) => PAID_HEADER.has(w)) && !c.words.some((w) => NOT_PAID.has(w)));
}

/** Whether the question says every word of the column's header (its currency aside): "tip fees" for "Tip Fee (£)". */
function namedByOwnHeader(q: Question, c: CatalogColumn): boolean {
  const own = c.words.filter((w) => /^[a-z]{2,}$/.test(w) && !CURRENCY_NAME_WORDS.has(w));
  return own.length > 0 && own.every((w) => q.tokens.some((t) => t.text === w || t.stem === stem(w)));
}


/** The columns a reading reads besides its measure. */
function refsOf(reading: Reading): ColumnRef[] {
  const out: ColumnRef[] = [];
  for (const c of reading.conditions) {
    out.push(c.column);
    if (c.kind === 'columns') out.push(c.other);
  }
  const s = reading.shape;
  if ('by' in s) out.push(s.by);
  if ('ids' in s && s.ids) out.push(s.ids);
  if ('beside' in s && s.beside) out.push(s.beside);
  if ('part' in s && s.part) for (const c of s.part) out.push(c.column);
  if (s.kind === 'top_rows') out.push(s.label, s.rankBy);
  if (s.kind === 'list' || s.kind === 'lookup') out.push(s.column);
  return out;
}

/** The reading over the column that says it holds money paid, a decline when it cannot be moved there, or the reading itself. */
export function paidColumnElsewhere(q: Question, catalog: Catalog, reading: Reading): Reading | Decline {
  const m = reading.measure;
  if (m.fn !== 'sum' && m.fn !== 'avg' && m.fn !== 'median') return reading;
  if (m.terms?.length || m.perPeriod || (m.fn === 'sum' && m.perWhole) || m.outgoing || reading.unmatched || reading.then) return reading;
  if (!q.tokens.some((t) => PAY_VERBS.has(t.text))) return reading;
  const taken = findColumn(catalog, m.column);
  if (!taken || !holdsMoney(taken) || taken.words.some((w) => PAID_HEADER.has(w))) return reading;
  // "tip fees paid in 2025": the question names the money by its own header; "paid" is its verb.
  if (namedByOwnHeader(q, taken)) return reading;
  const paid = paidColumns(catalog).filter((c) => c.ref.table !== taken.ref.table);
  // The measure's own table has a column of money paid? Then another table's is no better a reading.
  if (paid.length !== 1 || paidColumns(catalog).some((c) => c.ref.table === taken.ref.table)) return reading;
  const [column] = paid;
  const fact = catalog.tables.find((t) => t.name === column.ref.table)!;
  const refs = refsOf(reading);
  const stop = decline(`The question asks what was paid: ${column.label} in ${fact.name} records that, not ${taken.label} in ${taken.ref.table}, and I cannot read the rest of the question over ${fact.name}.`);
  if (refs.every((r) => r.table === fact.name)) return { ...reading, tables: [fact.name], join: null, measure: { ...m, column: column.ref } };
  const lookups = [...new Set(refs.map((r) => r.table).filter((t) => t !== fact.name))];
  if (lookups.length !== 1) return stop;
  const dim = catalog.tables.find((t) => t.name === lookups[0]);
  const join = dim ? referenceTo(fact, dim) : null;
  if (!join) return stop;
  return { ...reading, tables: [fact.name, dim!.name], join, measure: { ...m, column: column.ref } };
}
