// "How many members are in the programme?", "pupils across the trust", "subcontractors on our
// books": the organisation itself, named at the end of a question, restricts none of its rows.
// Only at the end and only when nothing else reads the words, so "in the Gold programme" (a cell
// before the noun) is never passed over. "How many members have left the club?", "joined the club
// in 2024": leaving or joining is said of the organisation too, when the verb is a cell the reading
// reads (a Status holding Left): the club restricts nothing further. "Club" is such a noun only
// there, where it follows one of those verbs, since a club may be a column's thing elsewhere (golf clubs).
import type { Question } from './question.ts';

const ORGANISATION_NOUNS = new Set(['programme', 'program', 'scheme', 'trust', 'company', 'business', 'organisation', 'organization', 'firm', 'network', 'chain']);
const LINKS = new Set(['in', 'across', 'within', 'throughout', 'at']);
const DETERMINERS = new Set(['the', 'our', 'this']);
/** Verbs of leaving or joining the organisation, said as the cell a status holds ("Left"). */
const MEMBERSHIP_VERBS = new Set(['left', 'joined', 'quit', 'rejoined']);
/** Nouns of an organisation people belong to, after such a verb. */
const MEMBERSHIP_NOUNS = new Set([...ORGANISATION_NOUNS, 'club', 'gym', 'society', 'team', 'school', 'academy']);

/** The positions of a closing "in the programme" or "on our books", when no other reading took them. */
export function wholeOrganisationTail(q: Question, used: Set<number>): Set<number> {
  const n = q.tokens.length;
  const text = (i: number) => q.tokens[i]?.text ?? '';
  const tail = [n - 3, n - 2, n - 1];
  if (n >= 4 && !used.has(n - 2) && !used.has(n - 1) && used.has(n - 3) && DETERMINERS.has(text(n - 2)) && MEMBERSHIP_VERBS.has(text(n - 3)) && MEMBERSHIP_NOUNS.has(text(n - 1))) return new Set([n - 2, n - 1]);
  if (n < 4 || tail.some((i) => used.has(i)) || !DETERMINERS.has(text(n - 2))) return new Set();
  const organisation = LINKS.has(text(n - 3)) && ORGANISATION_NOUNS.has(text(n - 1));
  const books = text(n - 3) === 'on' && text(n - 1) === 'books';
  return organisation || books ? new Set(tail) : new Set();
}
