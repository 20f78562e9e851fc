// "How many people came", "average party size", "the day with the most visitors" over visits whose
// headcount is split across whole-number columns of complementary kinds of people (Adults and
// Children, Adult tickets and Concessions): the people of a row are the sum of its parts, as a
// business owner means. Narrow on purpose: only where every such header names nothing but a kind of
// person (and a counting word), where they are at least two, one of them adults, where no column
// already names the headcount itself (Guests, Party size: that column wins), and where the question
// names no part alone ("how many children" stays Children; "adults and children" names them all).
import { sameRef, type CatalogColumn, type CatalogTable } from './catalog.ts';
import type { Measure } from './types.ts';
import type { Question } from './question.ts';
import type { Span } from './mentions.ts';
import { HEAD_COUNT_WORDS } from './vocabulary.ts';

/** Words of a header for a kind of person a ticket counts. */
const ADULT_WORDS = new Set(['adult', 'adults']);
const OTHER_KIND_WORDS = new Set([
  'child', 'children', 'kid', 'kids', 'infant', 'infants', 'baby', 'babies', 'toddler', 'toddlers', 'junior', 'juniors',
  'teen', 'teens', 'youth', 'youths', 'senior', 'seniors', 'concession', 'concessions', 'student', 'students', 'under', 'u16', 'u16s',
  'u18', 'u18s', 'u12', 'u12s', 'u5', 'u5s', 'oap', 'oaps', 'pensioner', 'pensioners',
]);
/** Words a count header may carry beside the kind: "No. of adults", "Child tickets", "Under 16s", "Adults (18+)". */
const COUNTING_WORDS = new Set(['no', 'number', 'of', 'num', 'qty', 'count', 'ticket', 'tickets', 'admissions', 'admission', 'entries', 'entry', 'pax', 's']);
/** Words of a question for the people of a row, all kinds together. */
const PEOPLE_ASKED = new Set(['people', 'persons', 'visitors', 'guests', 'heads', 'headcount', 'attendees']);
const PARTY_WORDS = new Set(['party', 'group']);

function kindOf(c: CatalogColumn): 'adult' | 'other' | null {
  if (c.role !== 'measure' || c.type !== 'integer') return null;
  const words = c.words.filter((w) => !COUNTING_WORDS.has(w) && !/^\d+$/.test(w));
  if (words.length === 0) return null;
  if (words.every((w) => ADULT_WORDS.has(w))) return 'adult';
  if (words.every((w) => OTHER_KIND_WORDS.has(w) || /^\d+s?$/.test(w))) return 'other';
  return null;
}

/** The table's count columns of complementary kinds of people (adults first), or null. */
export function headcountParts(t: CatalogTable): CatalogColumn[] | null {
  // A column naming the headcount itself (Guests, Visitors, Party size, Total people) wins.
  if (t.columns.some((c) => c.role === 'measure' && c.words.some((w) => HEAD_COUNT_WORDS.has(w) || PARTY_WORDS.has(w) || w === 'total'))) return null;
  const adults = t.columns.filter((c) => kindOf(c) === 'adult');
  const others = t.columns.filter((c) => kindOf(c) === 'other');
  if (adults.length !== 1 || others.length === 0) return null;
  // "Family tickets" beside Adult and Child tickets: a count of the same kind whose people are not
  // one a row; the sum of the known parts would leave them out.
  const parts = [adults[0], ...others];
  const countingWords = new Set(parts.flatMap((c) => c.words.filter((w) => COUNTING_WORDS.has(w) && w !== 's')));
  if (t.columns.some((c) => c.role === 'measure' && !parts.includes(c) && c.words.some((w) => countingWords.has(w) && !['of', 'no', 'number'].includes(w)))) return null;
  return parts;
}

/** Whether token k names one of the parts by its own words ("children", "adults", "kids"). */
function namesPart(q: Question, k: number, parts: CatalogColumn[]): boolean {
  const w = q.tokens[k]?.text ?? '';
  return parts.some((c) => c.words.includes(w) && !COUNTING_WORDS.has(w));
}

export type HeadcountPartsMention = Span & { column: CatalogColumn; parts: CatalogColumn[]; said: Span[] };

/**
 * The span of "people", "visitors", "party size" naming the sum of the table's parts, with the
 * spans where the question restates all of them ("adults and children", "adults plus children").
 * None where the question names some part without the others.
 */
export function headcountPartsMentions(q: Question, t: CatalogTable): HeadcountPartsMention[] {
  const parts = headcountParts(t);
  if (!parts) return [];
  const word = (k: number) => q.tokens[k]?.text ?? '';
  const named = new Set<CatalogColumn>();
  const said: Span[] = [];
  for (let k = 0; k < q.tokens.length; k++) {
    if (!namesPart(q, k, parts)) continue;
    for (const c of parts) if (c.words.includes(word(k))) named.add(c);
    said.push({ start: k, end: k + 1 });
  }
  if (named.size > 0 && named.size < parts.length) return [];
  const out: HeadcountPartsMention[] = [];
  for (let k = 0; k < q.tokens.length; k++) {
    // "spend per head" divides by the people; it does not count them.
    if (word(k - 1) === 'per') continue;
    if (PEOPLE_ASKED.has(word(k))) out.push({ start: k, end: k + 1, column: parts[0], parts, said });
    else if (PARTY_WORDS.has(word(k)) && (word(k + 1) === 'size' || word(k + 1) === 'sizes')) out.push({ start: k, end: k + 2, column: parts[0], parts, said });
  }
  return out;
}

/** The words restating the parts: each part's word and "and", "plus", "+" between them ("adults plus children"). */
export function restatedPartWords(q: Question, said: Span[]): number[] {
  const out = said.map((s) => s.start);
  for (let k = 0; k + 1 < said.length; k++)
    for (let i = said[k].end; i < said[k + 1].start; i++) if (['and', 'plus', '+', '&'].includes(q.tokens[i].text)) out.push(i);
  return out;
}

/** The measure over the first part taken over the sum of all of them ("Adults + Children"). */
export function overParts(measure: Measure, parts: CatalogColumn[]): Measure {
  if (measure.fn === 'count' || measure.fn === 'count_distinct' || measure.fn === 'ratio' || measure.terms?.length) return measure;
  if (!sameRef(measure.column, parts[0].ref)) return measure;
  return { ...measure, terms: parts.slice(1).map((c) => ({ op: '+' as const, column: c.ref })) };
}
