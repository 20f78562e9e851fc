// "Average price paid per gown" over orders with a "Gown Price (£)" and a joined style's "Price (£)":
// "per gown" found the word "gown" in a header of money and read the question as one total of money
// over another ("total Price per Gown Price"), a ratio no one asks by "per <thing>". A ratio of two
// columns that both hold money (in one currency) is declined: the noun after "per" names the things
// an average is taken over, not a second sum of money.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Reading } from './types.ts';

/** Why a ratio of money over money is doubtful, or null. */
export function ratioOfMoney(catalog: Catalog, reading: Reading): string | null {
  const m = reading.measure;
  if (m.fn !== 'ratio') return null;
  const top = findColumn(catalog, m.column);
  const per = findColumn(catalog, m.per);
  if (!top || !per || !holdsMoney(top) || !holdsMoney(per)) return null;
  return `The only reading I found divides one total of money by another (${top.label} per ${per.label}); "per" more likely names the things to average ${top.label} over.`;
}
