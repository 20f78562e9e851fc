// "When did our longest-standing member join?", "the longest-serving driver's start date": the
// superlative of how long a row has stood is the row that started first, so it ranks the start date
// earliest first (never the latest, as "longest" alone would rank a figure highest first).
import type { Question } from './question.ts';

/** Participles that make "longest" a length of standing: since when a row has been there. */
const STANDING = new Set(['standing', 'serving', 'established', 'tenured', 'running']);

/** Whether the superlative at `at` is "longest" with a participle of standing after it ("longest-standing"). */
export function longestStanding(q: Question, at: number): boolean {
  return q.tokens[at]?.text === 'longest' && STANDING.has(q.tokens[at + 1]?.text ?? '');
}
