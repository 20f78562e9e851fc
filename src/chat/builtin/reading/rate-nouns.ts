// The word before "rate" naming an outcome cell by its noun: "deferral rate" beside an outcome
// column holding Deferred, "acceptance rate" beside Accepted, "attendance rate" beside Attended.
// And a hyphenated status said in full whatever its case: "no-show rate" beside No-show. Only in
// front of "rate", where the word can name nothing but the rows whose cell it is.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { rawSpan } from './question.ts';
import { sameRoot } from './word-roots.ts';

const RATE_NOUNS = new Set(['rate', 'rates']);
/** Columns of few outcomes: a status, a result. */
const MAX_OUTCOMES = 12;

function outcomeColumn(c: CatalogColumn): boolean {
  return c.role === 'category' && c.stats.distinctCount <= MAX_OUTCOMES;
}

/** Whether the span ends right before "rate". */
function beforeRate(q: Question, end: number): boolean {
  return RATE_NOUNS.has(q.tokens[end]?.text ?? '');
}

/**
 * The participle cells ("Deferred", "Accepted") of a few-valued column whose root the noun at
 * `at` shares ("deferral", "acceptance"), when the noun is said right before "rate".
 */
export function rateNounCells(q: Question, at: number, c: CatalogColumn): string[] {
  const word = q.tokens[at].text;
  if (!beforeRate(q, at + 1) || !outcomeColumn(c) || /(ed|ing)$/.test(word)) return [];
  return [...c.valueIndex.entries()].filter(([k]) => /^[a-z]+ed$/.test(k) && k !== word && sameRoot(k, word)).flatMap(([, v]) => v);
}

/** Whether the words start..end are written joined by hyphens ("no-show") and said right before "rate". */
export function hyphenatedBeforeRate(q: Question, start: number, end: number, c: CatalogColumn): boolean {
  return end - start >= 2 && beforeRate(q, end) && outcomeColumn(c) && /^[a-z]+(-[a-z]+)+$/i.test(rawSpan(q, start, end));
}

/**
 * "pass rate for automatic pupils" beside a pupils' theory_passed_on date: a date is never what a
 * rate is of, so a date header's word said right before "rate" explains little of the question;
 * the outcome cell it also names (a test's result Pass) is read by the source holding it.
 */
export function dateHeaderBeforeRate(q: Question, end: number, c: CatalogColumn): boolean {
  return c.role === 'date' && beforeRate(q, end);
}
