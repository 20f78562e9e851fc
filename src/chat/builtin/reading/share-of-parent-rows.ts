// "What percentage of weddings had uplighting?" over add-on lines (Extra) joined to the gigs they were
// sold with (Event Type): the whole is named by a cell of the gigs, the part by a cell of the lines.
// The share asked is of gigs: the wedding gigs that have at least one Uplighting line, over every
// wedding gig. Read over the joined lines instead, the part would be Uplighting lines among wedding
// lines and the whole the lines of weddings (a gig with no add-on not counted, one with three counted
// three times), which answers another question. So the share is taken over the parent rows, the
// part being that at least one related line meets its conditions (the reading's `unmatched` with
// `asPart`, as "what share of admissions had a bed move"). Where the whole mixes conditions of both
// tables, the rows meant are unclear and the question is declined.
import type { CatalogTable } from './catalog.ts';
import { nameWords, namesRows } from './catalog.ts';
import { stem } from '../text.ts';
import type { Question } from './question.ts';
import type { Condition, Decline, Reading } from './types.ts';
import { decline } from './decline.ts';

type Joined = { tables: CatalogTable[]; join: Reading['join']; then?: Reading['then']; oneToOne?: true };

export type ParentShare = { base: Condition[]; unmatched: NonNullable<Reading['unmatched']> };

/**
 * The share over the parent rows of a join, when the part's conditions are all on the related lines
 * and the whole is the parent rows (named by their conditions, or by their noun after the share
 * word); a decline when the whole mixes both tables; null when the share is of the lines themselves.
 */
export function shareOfParentRows(q: Question, src: Joined, shareAt: number, verbAt: number, base: Condition[], part: Condition[]): ParentShare | Decline | null {
  if (!src.join || src.then || src.oneToOne || part.length === 0) return null;
  const [fact, parent] = src.tables;
  const onFact = (c: Condition) => c.column.table === fact.name;
  const onParent = (c: Condition) => c.column.table === parent.name;
  if (!part.every(onFact)) return null;
  // The whole's noun, between the share word and the verb: "of weddings", "of our gigs".
  const end = verbAt > shareAt ? verbAt : q.tokens.length;
  const words = q.tokens.slice(shareAt + 1, end);
  // "What share of Electronics sales were returned?": the whole is the lines themselves, named.
  // "gigs" names gig_extras only as the modifier of its name: the gigs.
  const namesFact = (t: { text: string; stem: string }) => namesRows(fact, t) && !modifierOfName(fact, t);
  if (words.some((t) => namesFact(t) && !namesRows(parent, t))) return null;
  const parentNoun = words.some((t) => namesRows(parent, t) && !namesFact(t));
  const parentCells = base.filter(onParent);
  if (parentCells.length === 0 && !parentNoun) return null;
  if (base.some(onFact)) return decline(`The question takes a share of ${parent.name} rows by conditions of both ${parent.name} and ${fact.name}; I could not tell which rows it counts.`);
  return { base, unmatched: { conditions: part, atLeast: 1, asPart: true } };
}

/** A word naming a table only as the first part of its name: "gig" of gig_extras. */
function modifierOfName(t: CatalogTable, tok: { text: string; stem: string }): boolean {
  const name = nameWords(t.name).map(stem);
  return name.length >= 2 && name.slice(0, -1).includes(tok.stem) && name.at(-1) !== tok.stem && !t.entityWords.has(tok.text);
}
