// The kind of figure, money or a quantity, that a header or a question word names.
import type { CatalogColumn } from './catalog.ts';
import { CURRENCY_WORDS } from './units-of-measure.ts';

/**
 * Words of currencies that say money alone, from the unit table: all but "pound" and "pounds",
 * which a header may write for a weight ("Weight (pounds)").
 */
const MONEY_CURRENCY_WORDS = [...CURRENCY_WORDS].filter((w) => w !== 'pound' && w !== 'pounds');

/** Kinds of figure a header or a question word names. Only words that say one kind unambiguously. */
export const FIGURE_KINDS: Record<string, 'money' | 'quantity'> = Object.fromEntries([
  ...'price prices cost costs revenue revenues salary salaries wage wages fee fees income profit profits spend spending budget charge charges fare fares tax taxes postage payout payouts'
    .split(' ')
    .map((w) => [w, 'money'] as const),
  ...MONEY_CURRENCY_WORDS.map((w) => [w, 'money'] as const),
  ...'units quantity quantities qty items pieces pcs'.split(' ').map((w) => [w, 'quantity'] as const),
]);

/** A header's words as written: "unitCost" is two words, "fee_gbp" two. */
function labelWords(c: CatalogColumn): string[] {
  return c.label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The kind of figure a header holds: the kind of its last word that has one ("unit cost" is money). */
export function columnKind(c: CatalogColumn): 'money' | 'quantity' | null {
  // "Trays" beside "Price per tray": counts the units the price is per (count-of-unit-priced-per.ts).
  if (c.countsUnitOf) return 'quantity';
  const ws = labelWords(c);
  for (let i = ws.length - 1; i >= 0; i--) if (Object.hasOwn(FIGURE_KINDS, ws[i])) return FIGURE_KINDS[ws[i]];
  return null;
}

/**
 * Whether a column holds money: its header has a word of money, or a currency sign or code ("Paid
 * ($)", "fee_gbp"), or the file wrote a currency sign on every value ("£1,234.56", the profile's currencyText).
 */
export function holdsMoney(c: CatalogColumn): boolean {
  return columnKind(c) === 'money' || /[$£€¥]/.test(c.label) || labelWords(c).some((w) => MONEY_CURRENCY_WORDS.includes(w)) || c.stats.currencyText !== undefined;
}

/** Header words of a rate or a price per unit ("Tariff £/hr", "unit_price", "Rate per night"). */
export const PER_UNIT_HEADER_WORDS = ['unit', 'rate', 'per', 'hr', 'hour', 'tariff'];
/** Header words of a rate, or of an amount of cover, rather than money that changed hands. */
export const NOT_MONEY_MOVED = new Set([...PER_UNIT_HEADER_WORDS, 'insured', 'cover', 'limit']);

/**
 * The one measure column of a table that holds money, or null when it has none or several. A
 * header naming money ("Fee", "Revenue") first; failing any, one whose header carries a currency
 * ("Amount (£)", "Total (USD)"), as exports label their one money column.
 */
export function onlyMoneyColumn(columns: readonly CatalogColumn[]): CatalogColumn | null {
  const measures = columns.filter((c) => c.role === 'measure');
  const named = measures.filter((c) => columnKind(c) === 'money');
  // By its currency alone, a rate or a price per item ("Tariff £/hr") or an amount of cover ("Sum
  // Insured ($)") is no table's money taken or paid: money verbs and takings words never name it.
  const money = named.length > 0 ? named : measures.filter((c) => holdsMoney(c) && !c.words.some((w) => NOT_MONEY_MOVED.has(w)));
  return money.length === 1 ? money[0] : null;
}
