// "Total sales before refunds", "takings after refunds", "takings by market, net of refunds",
// "units sold (excluding refunds)" over till lines whose Type holds Refund beside Sale: a status
// cell of money given back, said after words placing the total before or after the refunds, names
// no rows to keep. Before refunds (or excluding them) is every row but the refunds; after them
// (net of, less, minus) is every row, the refunds taken off, which adding every row does only where
// the refund rows carry negative amounts: that the data must show, by a column holding both signs
// whose refund rows are all below zero; else "after refunds" is declined, as the data does not say
// how a refund is to be taken off. But a cell saying what became of the row itself, a participle
// ("Refunded", "Returned" beside Confirmed or Paid: the booking was refunded), records the money the
// row took, all of it given back: after such refunds is every row but them, as before them, unless
// a figure of their table holds negative amounts, where the refunded rows may be recorded below zero
// and are read as above, or the status holds a called-off cell too (Cancelled orders: their money
// after refunds is not said, declined as above). And "refunds by range", "how much have we refunded" beside such a
// money column: the refunds' money, given back (the negative amounts as positive figures), never a
// count of refund rows unless a count is asked ("how many refunds").
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import { countAskedAt } from './question.ts';
import { GIVEN_BACK, takingsColumn } from './takings-column.ts';
import type { Condition, Decline, Reading } from './types.ts';
import { decline } from './decline.ts';
import { neverHappened } from './happened-rows.ts';
import { quoteIdent, sqlString } from '../text.ts';

/** Words before a refund cell leaving its rows out: "before refunds", "excluding refunds". */
const BEFORE = new Set(['before', 'excluding', 'excl', 'without', 'ignoring', 'pre', 'ex']);
/** Words before a refund cell taking it off a total: "after refunds", "less refunds". */
const AFTER = new Set(['after', 'less', 'minus', 'deducting', 'subtracting']);
/** Two words doing either. */
const BEFORE_PAIRS = [['not', 'counting'], ['gross', 'of'], ['leaving', 'out']];
const AFTER_PAIRS = [['net', 'of'], ['net', 'off'], ['taking', 'off'], ['allowing', 'for']];
/** Words between the phrase's first words and the cell: "after all refunds". */
const BETWEEN = new Set(['the', 'any', 'all', 'our', 'its']);

export type RefundPhrase = {
  /** The token indexes of the phrase, cell included. */
  tokens: number[];
  cell: ValueMention;
  /** before: the refund rows left out; after: every row, the refunds' negative amounts added in. */
  side: 'before' | 'after';
  /** The cell says the row itself was given back ("Refunded"): after such refunds, its rows are left out too. */
  rowGivenBack: boolean;
};

/** Cells saying what became of the row itself: the booking or order was refunded, the goods returned. */
const ROW_GIVEN_BACK = new Set(['refunded', 'returned']);

/** Whether a mention is a cell of money given back, in a few-valued column holding other cells too. */
function refundCell(v: ValueMention): boolean {
  const c = v.column;
  if (c.role !== 'category' || c.valueIndex.size < 2 || c.stats.distinctCount > 12) return false;
  return v.values.length > 0 && v.values.every((x) => GIVEN_BACK.has(x.toLowerCase()));
}

/** The side of the words placing a total before or after the cell starting at `start`, and where they begin; or null. */
function sideBefore(q: Question, start: number): { side: 'before' | 'after'; from: number } | null {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  let i = start - 1;
  while (i >= 0 && BETWEEN.has(word(i))) i--;
  const pair = (pairs: string[][]) => pairs.some(([a, b]) => word(i - 1) === a && word(i) === b);
  if (BEFORE.has(word(i))) return { side: 'before', from: i };
  if (AFTER.has(word(i))) return { side: 'after', from: i };
  if (pair(BEFORE_PAIRS)) return { side: 'before', from: i - 1 };
  if (pair(AFTER_PAIRS)) return { side: 'after', from: i - 1 };
  return null;
}

/** Whether the word at `i` is the refund word of a phrase placing a total before or after the refunds: "after refunds". */
export function refundOfPhrase(q: Question, i: number): boolean {
  return GIVEN_BACK.has(q.tokens[i]?.text ?? '') && sideBefore(q, i) !== null;
}

/** The refund phrases of the question: "before refunds", "net of refunds". */
export function refundPhrases(q: Question, values: readonly ValueMention[]): RefundPhrase[] {
  const out: RefundPhrase[] = [];
  for (const v of values) {
    if (!refundCell(v)) continue;
    // "not counting returned or short deliveries": a list of cells left out is the exclusion
    // phrases' (exclusion-phrases.ts), never a refund phrase that would keep the others as conditions.
    if (['or', 'and', 'nor'].includes(q.tokens[v.end]?.text ?? '')) continue;
    const found = sideBefore(q, v.start);
    if (!found) continue;
    const { side, from } = found;
    const tokens: number[] = [];
    for (let k = from; k < v.end; k++) tokens.push(k);
    out.push({ tokens, cell: v, side, rowGivenBack: v.values.every((x) => ROW_GIVEN_BACK.has(x.toLowerCase())) });
  }
  return out;
}

const signed = (c: CatalogColumn | null | undefined) => typeof c?.stats.min === 'number' && c.stats.min < 0 && typeof c.stats.max === 'number' && c.stats.max > 0;

/**
 * Whether the phrase's rows were given back themselves, in a table recording no amount below zero,
 * and beside no called-off cell (Cancelled orders, whose money after refunds the words do not place).
 */
function rowsLeftOutAfter(p: RefundPhrase, catalog: Catalog): boolean {
  const table = catalog.tables.find((t) => t.name === p.cell.column.ref.table);
  return p.rowGivenBack && table !== undefined && givenBackRowCells(table, p.cell.column).length > 0;
}

/**
 * The cells of a status saying its rows were given back themselves ("Refunded" beside Confirmed), as
 * stored, where leaving those rows out is what is left after the refunds: a few-valued category column
 * of a table recording no amount below zero, holding no called-off cell. Else none.
 */
export function givenBackRowCells(table: CatalogTable, c: CatalogColumn): string[] {
  if (c.role !== 'category' || c.valueIndex.size < 2 || c.stats.distinctCount > 12) return [];
  if (table.columns.some(signed) || neverHappened(c).length > 0) return [];
  return [...c.valueIndex].flatMap(([key, cells]) => (ROW_GIVEN_BACK.has(key) ? cells : []));
}

/**
 * The condition a phrase puts on the rows: before refunds, every row but the refunds; after, none,
 * unless the rows themselves were given back ("after refunds" beside Refunded bookings: the others).
 */
export function refundPhraseCondition(p: RefundPhrase, catalog: Catalog): Condition | null {
  return p.side === 'before' || rowsLeftOutAfter(p, catalog) ? { kind: 'in', column: p.cell.column.ref, values: p.cell.values, negate: true } : null;
}

/**
 * Why a total "after refunds" does not answer the question, or null: adding every row takes the
 * refunds off only when what is added up is a figure of the refunds' own table holding both signs.
 */
export function netOfRefundsDoubt(q: Question, catalog: Catalog, reading: Reading, values: readonly ValueMention[]): string | null {
  const after = refundPhrases(q, values).filter((p) => p.side === 'after');
  if (after.length === 0) return null;
  const m = reading.measure;
  const column = m.fn === 'count' ? null : findColumn(catalog, m.column);
  for (const p of after) {
    const said = q.tokens.slice(p.tokens[0], p.tokens.at(-1)! + 1).map((t) => t.raw).join(' ');
    // Rows given back themselves, left out (refundPhraseCondition) where the reading keeps that condition.
    const leftOut = (c: Condition) => c.kind === 'in' && c.negate === true && c.column.table === p.cell.column.ref.table && c.column.column === p.cell.column.ref.column;
    if (rowsLeftOutAfter(p, catalog) && reading.conditions.some(leftOut)) continue;
    if (m.fn !== 'sum' || m.outgoing || m.terms?.length || !column || column.ref.table !== p.cell.column.ref.table || !signed(column)) {
      return `"${said}" takes the rows whose ${p.cell.column.label} is ${p.cell.values.join(' or ')} off a total, but what I would add up is no figure those rows record as negative amounts, so I cannot tell how to take them off.`;
    }
  }
  return null;
}

/** Words saying rows are counted: "how many refunds", "the number of refunds". */
const COUNTED = new Set(['many', 'number', 'count', 'often', 'times']);

/** The refund cell a reading keeps, alone, with its table: "refunds by range" reads Type = Refund. */
function keptRefundCell(catalog: Catalog, reading: Reading): { condition: Extract<Condition, { kind: 'in' }>; table: CatalogTable } | null {
  const kept = reading.conditions.filter((c): c is Extract<Condition, { kind: 'in' }> => c.kind === 'in' && !c.negate && c.values.every((x) => GIVEN_BACK.has(x.toLowerCase())));
  if (kept.length !== 1) return null;
  const table = catalog.tables.find((t) => t.name === kept[0].column.table);
  return table ? { condition: kept[0], table } : null;
}

/**
 * "Refunds by range", "how much have we refunded in total?" over till lines whose Type holds
 * Refund and whose money column records the refunds as negative amounts: the refunds' money given
 * back, as positive figures. Where the refund rows carry positive amounts the money is theirs as
 * it stands; where they carry both, which is given back is not said, and the reading is declined.
 */
export async function refundsAsMoney(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<Reading | Decline> {
  const m = reading.measure;
  const saidRefund = q.tokens.findIndex((t) => GIVEN_BACK.has(t.text));
  if (saidRefund < 0) return reading;
  const kept = keptRefundCell(catalog, reading);
  if (!kept) return reading;
  const money = takingsColumn(kept.table);
  if (!money) return reading;
  if (m.fn === 'count') {
    if (countAskedAt(q) >= 0 || q.tokens.some((t) => COUNTED.has(t.text))) return reading;
    // A count shape the words chose otherwise ("which range had the most refunds") is left alone.
    if (q.tokens.some((t) => t.text === 'most' || t.text === 'fewest' || t.text === 'least')) return reading;
  } else if (m.fn !== 'sum' || m.column.table !== money.ref.table || m.column.column !== money.ref.column || m.outgoing || m.terms?.length) {
    return reading;
  }
  const cells = `CAST(${quoteIdent(kept.condition.column.column)} AS VARCHAR) IN (${kept.condition.values.map(sqlString).join(', ')})`;
  const v = `CAST(${quoteIdent(money.ref.column)} AS DOUBLE)`;
  const [row] = await runSql(`SELECT count(*) FILTER (WHERE ${v} < 0), count(*) FILTER (WHERE ${v} > 0) FROM ${quoteIdent(kept.table.name)} WHERE ${cells}`, 1);
  const negative = Number(row?.[0] ?? 0);
  const positive = Number(row?.[1] ?? 0);
  if (negative > 0 && positive > 0) {
    return decline(`The rows whose ${kept.condition.column.column} is ${kept.condition.values.join(' or ')} hold both positive and negative ${money.label}; I cannot tell which is the money given back.`);
  }
  if (negative === 0 && positive === 0) return reading;
  return { ...reading, measure: { fn: 'sum', column: money.ref, ...(negative > 0 ? { outgoing: true as const } : {}) } };
}
