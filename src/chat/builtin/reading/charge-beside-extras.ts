// "What was our total revenue?", "total revenue by designer" over orders holding a "Gown Price (£)",
// a "Deposit (£)" and an "Alterations (£)": the one money column left once prices and deposits are
// set aside is an extra charged beside the row's own price, never what the row took in. Only beside
// a price per unit (unit_price with a qty) is the other money column the line's value. Beside a fee
// named for something else ("Travel Fee (£)" of sharpening jobs), a column headed as an amount
// ("Amount (£)") is the row's own money, never an extra: "takings by sharpener" adds it up.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { holdsMoney, PER_UNIT_HEADER_WORDS } from './figure-kinds.ts';
import { quantityColumns } from './price-takings.ts';
import { AMOUNT_WORDS, feeHeadedForAnother } from './fee-named-for-another.ts';

const CHARGE_WORDS = new Set(['price', 'prices', 'fee', 'fees', 'charge', 'charges']);

/** Whether `other` sits beside a price or fee of the row itself (not per unit, no quantity to multiply it by). */
export function besideRowCharge(table: CatalogTable, other: CatalogColumn): boolean {
  if (quantityColumns(table.columns).length > 0) return false;
  const headedAsAmount = other.words.some((w) => AMOUNT_WORDS.has(w));
  return table.columns.some(
    (c) => c !== other && c.role === 'measure' && holdsMoney(c) && c.words.some((w) => CHARGE_WORDS.has(w)) && !c.words.some((w) => PER_UNIT_HEADER_WORDS.includes(w)) && !(headedAsAmount && feeHeadedForAnother(c, table)),
  );
}
