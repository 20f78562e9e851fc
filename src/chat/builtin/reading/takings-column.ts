// "Revenue from products made in the US", "which category has the highest sales", "which day
// brings in the most money" over sales lines whose one money column is headed otherwise
// (line_total_gbp): a word for what was taken in names that column when the table has no column
// the word names itself (revenue, sales, amount) and the money column is not what one item costs.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { nameWords } from './catalog.ts';
import { salePriceColumn } from './price-takings.ts';
import { columnKind, holdsMoney, onlyMoneyColumn, PER_UNIT_HEADER_WORDS } from './figure-kinds.ts';
import { AMOUNT_UNIT_WORDS, TIME_UNIT_WORDS } from './units-of-measure.ts';
import type { Question } from './question.ts';
import { MEASURE_SYNONYMS, TAKEN_OFF, TIP_WORDS } from './vocabulary.ts';
import { partBesideTotal } from './takings-beside-parts.ts';
import { besideRowCharge } from './charge-beside-extras.ts';
import { feeNamedForAnother } from './fee-named-for-another.ts';
import { ourOutgoing } from './incoming-verbs.ts';

/** Stems of words for money taken in over many rows. */
export const TAKINGS_STEMS = new Set(['revenu', 'sale', 'turnov', 'taking', 'monei']);
/** Of those, the stems that say money taken and nothing else; "income" only of a sale's own price or fee. */
const PRICE_TAKINGS_STEMS = new Set(['revenu', 'turnov', 'taking', 'incom']);
/** Header words of what one item costs or a rate (a list price, RRP): never what was taken in. */
export const PER_ITEM = new Set([...PER_UNIT_HEADER_WORDS, 'price', 'cost', 'fee', 'salary', 'wage', 'budget', 'tax', 'rrp', 'msrp']);
/**
 * Header words of carriage charged on top of the goods ("Shipping (GBP)" on orders whose goods are
 * priced on their lines): passed on to the carrier, never the sales themselves.
 */
const CARRIAGE = new Set(['shipping', 'postage', 'freight', 'carriage']);
/**
 * Header words of a part of the price paid ahead ("Deposit £" beside "Price £"): what the row took
 * in is its price, of which the deposit is one part, never the deposit alone.
 */
const PAID_AHEAD = new Set(['deposit', 'deposits', 'instalment', 'instalments', 'installment', 'installments', 'downpayment', 'prepayment', 'prepaid']);

/**
 * Header words of money only offered ("Quote (£)" beside "Invoiced (£)"): a quote or an estimate
 * is what a job might have cost, never what it took in, so beside it the other money is the takings.
 */
const OFFERED = new Set(['quote', 'quotes', 'quoted', 'estimate', 'estimates', 'estimated']);

/** Words of money given back: a refund or a return is never what was taken in. */
export const GIVEN_BACK = new Set(['refund', 'refunds', 'refunded', 'return', 'returns', 'returned', 'chargeback', 'chargebacks']);

/**
 * Whether a money column is money given back: its header or its table's name says refund or
 * return ("Refund Amount £", the amount of returns.csv). "Sales" beside orders and a returns table
 * is never the returns' one money column, as a refund answers another question.
 */
export function givenBack(table: CatalogTable | null, c: CatalogColumn): boolean {
  return c.words.some((w) => GIVEN_BACK.has(w)) || (table !== null && nameWords(table.name).some((w) => GIVEN_BACK.has(w)));
}

/**
 * A rate or a figure per unit ("fare_per_seat", "unit_price", "hourly_rate"): never money taken in
 * over the rows. A price or a fee of the row itself (price_eur of a booking) may well be.
 */
export function rateHeader(c: CatalogColumn): boolean {
  return c.words.some((w) => PER_UNIT_HEADER_WORDS.includes(w));
}

/** Whether a word names money taken in ("revenue", "sales", "takings"). */
export function takingsWord(tok: { text?: string; stem: string }): boolean {
  return TAKINGS_STEMS.has(takingsStem(tok));
}

/**
 * The column holding what a row took in: the table's one money column when it is not what one item
 * costs; else, beside a unit price, the one other column holding money ("line_value (£)" beside
 * unit_price), whose header may say so only by its currency sign.
 */
export function takingsColumn(table: CatalogTable): CatalogColumn | null {
  const money = onlyMoneyColumn(table.columns);
  if (money && givenBack(table, money)) return null;
  if (money && !money.words.some((w) => PER_ITEM.has(w) || TIP_WORDS.has(w) || CARRIAGE.has(w) || PAID_AHEAD.has(w))) return money;
  const totals = table.columns.filter((c) => c.role === 'measure' && holdsMoney(c) && !c.words.some((w) => PER_ITEM.has(w) || TIP_WORDS.has(w) || PAID_AHEAD.has(w) || CARRIAGE.has(w) || TAKEN_OFF.has(w) || OFFERED.has(w)));
  // An extra beside the row's own price (Alterations (£) beside Gown Price (£)) is not what the row took (charge-beside-extras.ts).
  if (totals.length === 1) return besideRowCharge(table, totals[0]) ? null : totals[0];
  if (totals.length === 0 && money) return lineTotalBesideUnitPrice(table, money);
  return money || table.columns.some((c) => c.role === 'measure' && holdsMoney(c)) ? null : amountWithoutCurrency(table);
}

/**
 * "Kiosk takings" over till sales holding Qty and an "Amount" headed by no currency, and no other
 * money: the one figure headed as what a row came to (amount, value, total), in no unit of its own,
 * is the money it took.
 */
function amountWithoutCurrency(table: CatalogTable): CatalogColumn | null {
  const amounts = table.columns.filter(
    (c) => c.role === 'measure' && c.words.some((w) => LINE_TOTAL_WORDS.has(w)) && columnKind(c) === null && !c.words.some((w) => AMOUNT_UNIT_WORDS.has(w) || TIME_UNIT_WORDS.has(w) || PER_ITEM.has(w)),
  );
  return amounts.length === 1 ? amounts[0] : null;
}

/**
 * The column money verbs ("how much have we taken") name: the table's one money column, or beside
 * it, when it is a price per unit, the line total that says what each line took. A fee named for
 * something else ("Travel Fee (£)" of sharpening jobs) that the question does not name is an extra
 * on top of the row's own money: beside one other money column headed as an amount ("Amount (£)")
 * that amount is what the rows made, and with none or several the verb names neither.
 */
export function moneyVerbColumn(table: CatalogTable, q: Question): CatalogColumn | null {
  // Money taken off ("Discount (£)" beside "Line Total (£)") is never what a verb of money moved names.
  // Nor a deposit ("Deposit (£)" of costumes or vans beside their daily rate): money held against the
  // thing's return, never what it earned or what was paid for it ("how much have the vans earned").
  const money = onlyMoneyColumn(table.columns.filter((c) => !c.words.some((w) => TAKEN_OFF.has(w) || PAID_AHEAD.has(w))));
  if (money && feeNamedForAnother(q, money, table)) return amountBesideFee(table, money);
  return money && rateHeader(money) ? (lineTotalBesideUnitPrice(table, money) ?? takenBesideRate(table, money) ?? money) : money;
}

/**
 * "How much did strawberries bring in?", "how much went through the Total Till?" over weighings
 * holding a "Price £/kg" and what each was "Charged" (money written "£12.35" on every cell): beside
 * a rate headed as a price, the verb of money names the column holding what the rows took (takings
 * Column: one money column that is no price, fee, tip, discount, deposit or refund), as a line
 * total would. Left on the rate, the question declined: a price per kg added up is nothing taken.
 */
function takenBesideRate(table: CatalogTable, rate: CatalogColumn): CatalogColumn | null {
  const taken = takingsColumn(table);
  return taken !== null && taken !== rate && !rateHeader(taken) ? taken : null;
}

/** Beside a fee named for something else, the one other money column headed as an amount; else the fee when no other holds money, or null. */
function amountBesideFee(table: CatalogTable, fee: CatalogColumn): CatalogColumn | null {
  const others = table.columns.filter((c) => c !== fee && c.role === 'measure' && holdsMoney(c) && !rateHeader(c) && !c.words.some((w) => TAKEN_OFF.has(w)));
  if (others.length === 0) return fee;
  const amounts = others.filter((c) => c.words.some((w) => LINE_TOTAL_WORDS.has(w)));
  return amounts.length === 1 ? amounts[0] : null;
}

/** Header words of what a whole line came to: "line_total", "Line Value", "amount". */
const LINE_TOTAL_WORDS = new Set(['total', 'value', 'amount', 'subtotal']);

/**
 * "Takings last month" over sales lines holding unit_price and line_total: beside a price per unit,
 * the one figure headed as the line's total (no currency in its header, no unit of its own) is what
 * each line took.
 */
function lineTotalBesideUnitPrice(table: CatalogTable, price: CatalogColumn): CatalogColumn | null {
  if (!price.words.some((w) => PER_UNIT_HEADER_WORDS.includes(w))) return null;
  const lines = table.columns.filter(
    (c) => c !== price && c.role === 'measure' && c.words.some((w) => LINE_TOTAL_WORDS.has(w)) && columnKind(c) === null && !c.words.some((w) => AMOUNT_UNIT_WORDS.has(w) || TIME_UNIT_WORDS.has(w)),
  );
  return lines.length === 1 ? lines[0] : null;
}

/** A word's stem as the takings words are listed: "takings" stems to the verb's "take", which is no takings word. */
export function takingsStem(tok: { text?: string; stem: string }): string {
  return tok.text === 'takings' ? 'taking' : tok.stem;
}

/**
 * Whether a table of the catalog is named for sales (pass_sales.xlsx, "Sales"), whose rows "sales"
 * may count: only where none is, is "sales" money taken through a sale's price ("fulfilled sales"
 * over order lines and orders, as it is over a table's own takings column).
 */
function salesNameRows(catalog: Catalog): boolean {
  return catalog.tables.some((t) => nameWords(t.name).some((w) => w === 'sales' || w === 'sale') || nameWords(t.label).some((w) => w === 'sales' || w === 'sale'));
}

/** Nouns of money taken in. */
export const TAKINGS_NOUNS = new Set(['sales', 'revenue', 'revenues', 'turnover', 'takings', 'income']);
/** Words that make "sales" a number of rows: "how many sales", "the most sales", "number of sales". */
export const SALES_COUNTED = new Set(['many', 'most', 'fewest', 'least', 'number', 'count']);

/**
 * Whether the word at `at` is a noun of takings said as an amount ("completed sales by category",
 * "sales last month"), not counted ("how many sales", "the most sales"): money, even where the
 * word also names the rows (sales_lines.csv).
 */
export function takingsNounAsAmount(q: Question, at: number): boolean {
  if (!TAKINGS_NOUNS.has(q.tokens[at].text)) return false;
  // "brings in the least in completed sales": a counting word before a preposition ranks the money, not the sales.
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    if (AMOUNT_PREPOSITIONS.has(q.tokens[i].text)) return true;
    if (SALES_COUNTED.has(q.tokens[i].text)) return false;
  }
  return true;
}

/** Prepositions that put a takings noun after whatever a counting word before them ranks: "the least in sales". */
const AMOUNT_PREPOSITIONS = new Set(['in', 'from', 'through', 'across', 'during']);

/**
 * Stems of spending: what customers spent on the sales is what the sales took, their price ("average
 * spend per hire", "customers who spent the most"), where the price is a sale's own (price-takings.ts).
 */
const SPEND_STEMS = new Set(['spend', 'spent']);
/** Whether the word at `at` is counted ("how many sales", "the number of sales"): rows, not money. */
function countedAt(q: Question, at: number): boolean {
  const before = (k: number) => q.tokens[at - k]?.text ?? '';
  return before(1) === 'many' || (before(1) === 'of' && before(2) === 'number');
}

/**
 * "Total paid booking income", "paid income by experience" over bookings whose one money column is
 * "Booking Total (£)": "income" is what the rows took in, as "takings" is, where that column never
 * holds a negative amount. Money going both ways (a ledger's signed Amount) holds income and
 * outgoings both, and "income" there is the money in alone (signed-flow readings), never the column.
 */
function incomeOfUnsignedMoney(stem: string, own: CatalogColumn | null): boolean {
  const min = own?.stats.min;
  return stem === 'incom' && own !== null && typeof min === 'number' && min >= 0;
}

/** The token indexes of takings words the table answers only through its one money column, with that column. */
export function takingsMentions(q: Question, table: CatalogTable, catalog: Catalog): Array<{ at: number; column: CatalogColumn }> {
  const own = takingsColumn(table);
  // A sale's price stands for what was taken only under a word that says takings alone: "sales"
  // also names the sale rows themselves ("sales since June" counts them), unless no rows are sales.
  const price = own ? null : salePriceColumn(table, catalog);
  const money = own ?? price;
  if (!money) return [];
  const out: Array<{ at: number; column: CatalogColumn }> = [];
  for (const [at, tok] of q.tokens.entries()) {
    const stem = takingsStem(tok);
    if (own && valueOfStatusCell(q, at, table)) {
      out.push({ at, column: own });
      continue;
    }
    const spent = price !== null && SPEND_STEMS.has(stem) && !ourOutgoing(q, at);
    if (price ? !PRICE_TAKINGS_STEMS.has(stem) && !(stem === 'sale' && !salesNameRows(catalog) && !countedAt(q, at)) && !spent : !TAKINGS_STEMS.has(stem) && !incomeOfUnsignedMoney(stem, own)) continue;
    const targets = [stem, ...(Object.hasOwn(MEASURE_SYNONYMS, stem) ? MEASURE_SYNONYMS[stem] : [])];
    // A column the word names by itself or by its usual synonyms is read as before; not a fee or a
    // price beside the row's own total ("revenue" beside fitting_fee and job_total: the total).
    if (table.columns.some((c) => c.role === 'measure' && c.stems.some((s) => targets.includes(s)) && !partBesideTotal({ stem }, c, table))) continue;
    out.push({ at, column: money });
  }
  return out;
}

/**
 * "Refunded value by category", "cancelled value in 2025": "value" right after a cell of the table's
 * few-valued status (Refunded, Completed) is the money those rows took, as "refunded sales" is. Only
 * where no column of the table is headed "value" itself.
 */
function valueOfStatusCell(q: Question, at: number, table: CatalogTable): boolean {
  const tok = q.tokens[at];
  const prev = q.tokens[at - 1];
  if (!prev || (tok.text !== 'value' && tok.text !== 'values')) return false;
  if (table.columns.some((c) => c.stems.includes('valu'))) return false;
  return table.columns.some((c) => c.role === 'category' && c.stats.distinctCount <= 12 && c.valueIndex.has(prev.text) && /ed$/.test(prev.text));
}
