// A column whose header is the counted noun but whose few values are kinds of it, not single ones:
// Garment holding Trousers, Dress and six more over 2,000 alteration tickets, box holding five box
// sizes over 60,000 deliveries, session holding AM and PM over attendance marks. "How many garments
// have been abandoned" counts the garments abandoned, one a ticket (212), not the kinds among them
// (8); "how many boxes did we deliver" counts deliveries. The noun is what the rows' event happened
// to: said in the passive ("were delivered", "have been abandoned") or as the object of a verb
// ("did we deliver"). "How many kinds of box", "how many different garments", and a question with
// no event ("how many departments are there", "how many sessions do we run") still count the
// distinct values; so do places and people, which the rows belong to rather than record. With only
// a condition after a copula ("how many sessions are unauthorised"), the rows are counted, said to
// be a choice.
//
// Where this reading stands among the others of what a counted noun counts: counted-noun.ts.
import type { CatalogColumn } from './catalog.ts';
import { PLACE_WORDS } from '../lexicon.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { headerHead } from './header-head-nouns.ts';
import { PEOPLE_WORDS, IRREGULAR_PARTICIPLES, PASSIVE_AUXILIARIES } from './vocabulary.ts';
import { stem } from '../text.ts';

/** A kind column holds at most this many values... */
const MAX_KINDS = 20;
/** ...each over at least this many rows on average. */
const MIN_ROWS_PER_KIND = 20;
const PASSIVE_AUX = new Set([...PASSIVE_AUXILIARIES, 'have', 'has', 'had']);
const DO_AUX = new Set(['did', 'do', 'does']);
/** Verbs of holding: "how many departments do we have" asks what exists, not what happened. */
const HOLDING_VERBS = new Set(['have', 'has', 'had', 'hold', 'holds', 'keep', 'keeps', 'own', 'owns', 'offer', 'offers', 'run', 'runs', 'stock', 'stocks', 'sell', 'sells', 'exist']);
/** Words before the noun asking for its kinds: "how many kinds of garment". */
const KIND_WORDS = new Set(['kinds', 'kind', 'types', 'type', 'sorts', 'sort', 'varieties', 'variety', 'categories', 'styles']);
/** Prepositions a verb may end on, making the noun its place or partner rather than its object ("did we ship to"). */
const STRANDED = new Set(['to', 'from', 'at', 'with', 'for', 'into', 'onto']);

const participle = (w: string) => IRREGULAR_PARTICIPLES.has(w) || /[a-z]{3}ed$/.test(w);

/**
 * How a count of `m` (a header named by the counted noun) reads when its column is a kind column:
 * 'rows' (the rows are counted), 'rows-doubtful' (counted, said to be a choice), or null (its
 * distinct values, as before). `from` is where the counted words start, `conditioned` whether the
 * question puts a condition on other columns.
 */
export function kindCount(q: Question, m: ColumnMention, from: number, rowCount: number, conditioned: boolean): 'rows' | 'rows-doubtful' | null {
  const c: CatalogColumn = m.column;
  if (c.role !== 'category' || m.synonym) return null;
  const n = c.stats.distinctCount;
  if (n > MAX_KINDS || rowCount < MIN_ROWS_PER_KIND * n) return null;
  const said = q.tokens.slice(m.start, m.end);
  const noun = said.at(-1)!;
  if (!/s$/.test(noun.text) || PLACE_WORDS.has(noun.text.replace(/s$/, '')) || PLACE_WORDS.has(noun.text.replace(/ies$/, 'y')) || PEOPLE_WORDS.has(noun.text)) return null;
  // The noun is the header's own head: "garments" for Garment, not "property" for Property Type.
  const hh = headerHead(c);
  if (hh && !said.some((t) => t.text === hh.head || t.stem === stem(hh.head))) return null;
  if (q.tokens.slice(from, m.start).some((t) => KIND_WORDS.has(t.text))) return null;
  const after = q.tokens.slice(m.end).map((t) => t.text);
  if (after.length === 0) return null;
  // "were delivered", "have been abandoned": the event happened to the things counted.
  if (PASSIVE_AUX.has(after[0])) {
    const rest = after.slice(1, 4);
    const verb = rest.find((w) => w !== 'been' && w !== 'not' && w !== 'still' && w !== 'already' && w !== 'ever');
    if (verb && participle(verb) && (PASSIVE_AUXILIARIES.has(after[0]) || rest.includes('been'))) return 'rows';
    if (PASSIVE_AUXILIARIES.has(after[0]) && after[1] !== 'there' && conditioned) return 'rows-doubtful';
    return null;
  }
  // "did we deliver", "did Total Logistics take in": the noun is the verb's object.
  if (DO_AUX.has(after[0])) {
    if (after.some((w) => HOLDING_VERBS.has(w))) return null;
    if (STRANDED.has(after.at(-1)!)) return null;
    return 'rows';
  }
  return null;
}
