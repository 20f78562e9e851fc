// "On average how many children come on an online booking?", "how many guests per booking on
// average?": "how many" before a figure of things counted adds that figure up (counted-noun.ts,
// rule 1), but an average said with it asks for the figure averaged over the rows, not its total.
// The total had been computed and then doubted against the average the question asked for.
import type { AggregateFn } from './types.ts';

/** The aggregate of a figure counted after "how many": its average where an average word is said, else its total. */
export function countedFigureFn(agg: { fn: AggregateFn | null }): 'avg' | 'sum' {
  return agg.fn === 'avg' ? 'avg' : 'sum';
}
