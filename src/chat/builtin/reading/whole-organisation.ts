// "How many members are in the programme?", "pupils across the trust", "subcontractors on our
// books": the organisation itself, named at the end of a question, restricts none of its rows.
// Only at the end and only when nothing else reads the words, so "in the Gold programme" (a cell
// before the noun) is never passed over.
import type { Question } from './question.ts';

const ORGANISATION_NOUNS = new Set(['programme', 'program', 'scheme', 'trust', 'company', 'business', 'organisation', 'organization', 'firm', 'network', 'chain']);
const LINKS = new Set(['in', 'across', 'within', 'throughout', 'at']);
const DETERMINERS = new Set(['the', 'our', 'this']);

/** The positions of a closing "in the programme" or "on our books", when no other reading took them. */
export function wholeOrganisationTail(q: Question, used: Set<number>): Set<number> {
  const n = q.tokens.length;
  const text = (i: number) => q.tokens[i]?.text ?? '';
  const tail = [n - 3, n - 2, n - 1];
  if (n < 4 || tail.some((i) => used.has(i)) || !DETERMINERS.has(text(n - 2))) return new Set();
  const organisation = LINKS.has(text(n - 3)) && ORGANISATION_NOUNS.has(text(n - 1));
  const books = text(n - 3) === 'on' && text(n - 1) === 'books';
  return organisation || books ? new Set(tail) : new Set();
}
