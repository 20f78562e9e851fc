// "What is our best-selling product by number sold?", "our top-selling wine", "the most popular
// dish": "best-selling" ranks the products by all their sales taken together, yet a reading that
// ranks single rows (the one sale line with the highest qty, named by its product) answers which
// sale was biggest, and a product sold in many lines can fill every place. When the question says
// best/top-selling or most popular and the reading ranks rows, or takes one row's highest figure
// ("our best-selling drink by quantity" as the largest qty of one line), it is declined.
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

const SELLING = new Set(['selling', 'seller', 'sellers', 'selled']);

/** The words saying a thing is ranked by all its sales, or null. */
function rankedBySales(q: Question): string | null {
  const t = q.tokens;
  for (let i = 0; i + 1 < t.length; i++) {
    const w = t[i].text;
    if ((w === 'best' || w === 'top' || w === 'worst') && SELLING.has(t[i + 1].text)) return `${t[i].raw}-${t[i + 1].raw}`;
    if (w === 'bestselling' || w === 'bestseller') return t[i].raw;
    if ((w === 'most' || w === 'least') && t[i + 1].text === 'popular') return `${t[i].raw} ${t[i + 1].raw}`;
  }
  const one = t.find((x) => x.text === 'bestselling' || x.text === 'bestseller');
  return one ? one.raw : null;
}

/** Why a ranking of single rows cannot answer "best-selling", or null. */
export function bestSellingRows(q: Question, reading: Reading): string | null {
  // "our best-selling drink by quantity" read as the highest qty of one drink line is one row's figure too.
  const rowExtreme = reading.shape.kind === 'scalar' && (reading.measure.fn === 'max' || reading.measure.fn === 'min');
  if (reading.shape.kind !== 'top_rows' && !rowExtreme) return null;
  const said = rankedBySales(q);
  if (!said) return null;
  if (rowExtreme) return `"${said}" names the thing sold most over all its sales together, but the only reading I found gives the largest figure of a single row.`;
  return `"${said}" ranks each thing by all its sales together, but the only reading I found ranks single rows, one sale at a time.`;
}
