// "How many jobs are still waiting to be collected?", "tickets waiting for parts", "orders awaiting
// dispatch" beside a status holding "Awaiting collection", "Awaiting parts", "Waiting for dispatch":
// a phrase of waiting said with the thing waited for, as a verb ("to be collected") or as a noun
// ("for parts"), names the status cell of waiting for that thing, when the word and the cell's
// share their root (collected, collection) or are the same word. Only cells of that one form.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { sameRoot } from './word-roots.ts';

/** Words of waiting a question says: "waiting", "awaiting". */
const WAITING = new Set(['waiting', 'awaiting']);

/** A cell of waiting for something: "Awaiting collection", "Waiting for parts", "Pending dispatch". */
const WAITING_CELL = /^(?:awaiting|waiting for|waiting on|pending) ([a-z]+)$/;

/**
 * The cells of `c` the waiting phrase starting at `start` names, with the phrase's end; null when
 * the words there are no such phrase or name no such cell.
 */
export function waitingCells(q: Question, start: number, c: CatalogColumn): { end: number; values: string[] } | null {
  if (c.role !== 'category' || !WAITING.has(q.tokens[start]?.text ?? '')) return null;
  let i = start + 1;
  const word = (k: number) => q.tokens[k]?.text ?? '';
  // "waiting to be collected", "waiting for the parts", "awaiting collection".
  if (word(i) === 'to' && word(i + 1) === 'be') i += 2;
  else if (word(i) === 'for' || word(i) === 'on') i += word(i + 1) === 'the' ? 2 : 1;
  const thing = word(i);
  if (!/^[a-z]{3,}$/.test(thing)) return null;
  const values = [...c.valueIndex.entries()].flatMap(([k, v]) => {
    const m = WAITING_CELL.exec(k);
    return m && (m[1] === thing || sameRoot(m[1], thing)) ? v : [];
  });
  return values.length > 0 ? { end: i + 1, values } : null;
}
