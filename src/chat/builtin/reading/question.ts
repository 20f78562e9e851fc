// A question as tokens that keep both their folded form (for matching) and their written form
// (for values that are also English words: the department "IT", the state "OR").
import { fold, stem, tokenize } from '../text.ts';

export type QuestionToken = {
  /** Folded: lower case, no accents; numbers without thousands separators. */
  text: string;
  /** As written (case kept). */
  raw: string;
  stem: string;
  num: number | null;
  /** Character offsets in the folded question. */
  start: number;
  end: number;
};

export type Question = {
  text: string;
  /** The question with accents removed and case kept (character offsets match `folded`). */
  cased: string;
  /** The question folded like the tokens (character offsets match). */
  folded: string;
  tokens: QuestionToken[];
  /** Today's date (YYYY-MM-DD) the question is asked on, for periods counted from it (periods-from-today.ts). */
  today?: string;
};

/** Accents and typographic quotes removed, case kept: offsets line up with fold(). */
function foldKeepingCase(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-');
}

export function readQuestion(text: string, today?: string): Question {
  const cased = foldKeepingCase(text);
  const folded = fold(text);
  const words = tokenize(text).map((t) => ({
    text: t.text,
    raw: cased.slice(t.start, t.end),
    stem: stem(t.text),
    num: t.num,
    start: t.start,
    end: t.end,
  }));
  const tokens = [...words, ...percentSigns(folded), ...numberSigns(folded)].sort((a, b) => a.start - b.start);
  return today ? { text, cased, folded, tokens, today } : { text, cased, folded, tokens };
}

/**
 * "# of remote employees": a number sign standing alone before a word is read "number", as managers
 * abbreviate it. Written onto a thing ("Drill #1", "#3") it stays out of the tokens as before.
 */
function numberSigns(folded: string): QuestionToken[] {
  return [...folded.matchAll(/(?<![\p{L}\d#])#(?=\s+\p{L})/gu)].map((m) => ({ text: 'number', raw: '#', stem: stem('number'), num: null, start: m.index, end: m.index + 1 }));
}

/**
 * "what % of shipments": a percent sign standing for the word is read as "percent". After a number
 * ("over 20%") it is that number's unit, and stays out of the tokens as before.
 */
function percentSigns(folded: string): QuestionToken[] {
  return [...folded.matchAll(/(?<![\d.]\s*)%/g)].map((m) => ({ text: 'percent', raw: '%', stem: stem('percent'), num: null, start: m.index, end: m.index + 1 }));
}

/** Whether the tokens [start, end) were written as one hyphenated word ("add-on", "e-bike"). */
export function hyphenated(q: Question, start: number, end: number): boolean {
  if (end - start < 2) return false;
  for (let i = start + 1; i < end; i++) if (q.folded.slice(q.tokens[i - 1].end, q.tokens[i].start) !== '-') return false;
  return true;
}

/** Whether the tokens [start, end) are exactly what a bracket holds ("(qty x unit price)"). */
export function bracketed(q: Question, start: number, end: number): boolean {
  if (start < 1 || end > q.tokens.length) return false;
  const opened = q.folded.slice(q.tokens[start - 1].end, q.tokens[start].start).trim() === '(';
  const closed = (end === q.tokens.length ? q.folded.slice(q.tokens[end - 1].end) : q.folded.slice(q.tokens[end - 1].end, q.tokens[end].start)).trim().startsWith(')');
  return opened && closed;
}

/** The written text of tokens [start, end). */
export function rawSpan(q: Question, start: number, end: number): string {
  return q.cased.slice(q.tokens[start].start, q.tokens[end - 1].end);
}

/** Where the folded words of `phrase` first stand in a row in the question, or -1. */
export function findPhrase(q: Question, phrase: string): number {
  const p = phrase.split(' ');
  for (let i = 0; i + p.length <= q.tokens.length; i++) if (p.every((w, k) => q.tokens[i + k].text === w)) return i;
  return -1;
}

/** Phrases that ask for a count: "how many", "number of", "no. of", "count of". */
export const COUNT_PHRASES = ['how many', 'number of', 'no of', 'count of'];

/** Where the question asks for a count (the first of COUNT_PHRASES found, or a leading "count"), or -1. */
export function countAskedAt(q: Question): number {
  return COUNT_PHRASES.map((p) => findPhrase(q, p)).find((i) => i >= 0) ?? (q.tokens[0]?.text === 'count' ? 0 : -1);
}
