// "What was the average price paid per gown?", "average gown price paid by designer" over orders
// with a "Gown Price (£)" that name a style of a gowns table with its own "Price (£)": the price the
// lookup table lists is what a thing costs, the money asked as "paid" (spent, charged) is the money
// of the rows that record the paying, the orders that refer to the listed things. A reading of the
// lookup's money column is moved onto the one money column of the referring table that carries the
// same header word (joined to the lookup, so its groups and filters still apply); when several
// referring columns fit, or the shape cannot take the join, it is declined rather than answered from
// the list price. A "List price (£)" of a catalogue beside jobs' unit_price is the same: "list" and
// "unit" only say which price of the thing a header holds; and a subscription's "Box Price (£)"
// beside deliveries' "Charged (£)": a header saying charged or paid fits any price.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { quantityColumns } from './price-takings.ts';
import { referenceTo } from './lookup-reference.ts';
import type { Question } from './question.ts';
import type { ColumnRef, Condition, Decline, Reading } from './types.ts';
import { decline } from './decline.ts';

const PAID_WORDS = new Set(['paid', 'pay', 'pays', 'spent', 'spend', 'spends', 'charged']);
/** Header words that say nothing of which money a column holds, or only which price of a thing it is (list, unit, per month). */
const UNIT_WORDS = new Set(['gbp', 'usd', 'eur', 'pound', 'pounds', 'dollar', 'dollars', 'euro', 'euros', 'amount', 'value', 'list', 'retail', 'rrp', 'catalogue', 'catalog', 'standard', 'base', 'unit', 'month', 'monthly', 'week', 'weekly', 'year', 'yearly', 'annual', 'day', 'daily', 'hour', 'hourly', 'night', 'nightly', 'per']);

/** Header words of a price of a thing, which a price paid may differ from. */
const PRICE_WORDS = new Set(['price', 'prices', 'rate', 'rates']);
const meaningful = (c: CatalogColumn): string[] => c.words.filter((w) => !UNIT_WORDS.has(w) && /[a-z]/.test(w));
/** Header words saying a column holds what each row was charged or paid ("Charged (£)", "amount_paid"). */
const CHARGED = new Set(['charged', 'paid']);
const fitsPaid = (c: CatalogColumn, words: string[]): boolean =>
  c.role === 'measure' && holdsMoney(c) && (words.every((w) => c.words.includes(w)) || (c.words.some((w) => CHARGED.has(w)) && !c.words.some((w) => w === 'unpaid' || w === 'due')));


/** The reading with the money paid taken from the rows that record it; a decline when that cannot be told; the reading itself otherwise. */
export function pricePaidOnEvents(q: Question, catalog: Catalog, reading: Reading): Reading | Decline {
  const m = reading.measure;
  if (m.fn === 'count' || m.fn === 'ratio' || m.terms?.length || m.perPeriod || m.perWhole || reading.unmatched || reading.then) return reading;
  if (!q.tokens.some((t) => PAID_WORDS.has(t.text))) return reading;
  const listed = findColumn(catalog, m.column);
  if (!listed || !holdsMoney(listed)) return reading;
  // Only a price or a rate of a thing has a price paid for it apart from the list: a "Labour (£)" or a
  // "Delivery Fee (£)" the question names ("labour charged", "delivery fees charged") is the money asked for.
  if (!listed.words.some((w) => PRICE_WORDS.has(w))) return reading;
  const words = meaningful(listed);
  if (!words.length) return reading;
  const dim = catalog.tables.find((t) => t.name === listed.ref.table)!;
  // Already the facts' side of a join: the money is the rows' own.
  if (reading.join && reading.join.left.table === dim.name) return reading;
  const fits: { column: CatalogColumn; join: { left: ColumnRef; right: ColumnRef } }[] = [];
  for (const fact of catalog.tables) {
    if (fact === dim || (reading.join && reading.join.left.table !== fact.name)) continue;
    const join = referenceTo(fact, dim);
    if (!join) continue;
    for (const c of fact.columns) if (fitsPaid(c, words)) fits.push({ column: c, join });
  }
  if (!fits.length) return reading;
  if (fits.length > 1)
    return decline(`The question asks what was paid, and ${fits.map((f) => `${f.column.label} in ${f.column.ref.table}`).join(' and ')} each record money paid beside ${listed.label} listed in ${dim.name}; I cannot tell which is meant.`);
  const [{ column: paid, join }] = fits;
  // A price per unit beside a quantity: its average per row is not weighted by the units, said so.
  const fact = catalog.tables.find((t) => t.name === paid.ref.table)!;
  const weighted = m.fn === 'avg' && quantityColumns(fact.columns).length > 0;
  const caveat = weighted ? [reading.caveat, `I averaged ${paid.label} over the rows of ${fact.name}, not weighted by their quantities.`].filter(Boolean).join(' ') : reading.caveat;
  const shape = reading.shape;
  if (shape.kind === 'top_rows' || shape.kind === 'list' || shape.kind === 'lookup')
    return decline(`The question asks what was paid: that is ${paid.label} of ${paid.ref.table}, not ${listed.label} listed in ${dim.name}, and I cannot rank or list it that way.`);
  const swap = (ref: ColumnRef): ColumnRef => (sameRef(ref, listed.ref) ? paid.ref : ref);
  const conditions = reading.conditions.map((c): Condition => ('column' in c ? { ...c, column: swap(c.column) } : c));
  return {
    ...reading,
    tables: reading.join ? reading.tables : [paid.ref.table, dim.name],
    join: reading.join ?? join,
    measure: { ...m, column: paid.ref },
    conditions,
    ...(caveat ? { caveat } : {}),
  };
}
