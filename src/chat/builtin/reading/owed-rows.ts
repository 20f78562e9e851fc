// "How many jobs are unpaid?", "how much is still owed?", "jobs not yet paid" over jobs whose Status
// holds Cancelled beside a paid flag (No on every cancelled job): a job that never took place is
// owed nothing, though its flag says it was not paid, so the rows asked about are those still owed
// for something that happened (happened-rows.ts leaves the called-off ones out and says so).
import type { Question } from './question.ts';

/** Words saying money or work is still owed. */
const OWED_WORDS = new Set(['unpaid', 'owed', 'owing', 'outstanding', 'overdue', 'unsettled', 'uninvoiced', 'unbilled']);
/** Participles of a payment that a denial before turns into what is owed: "not paid", "haven't been invoiced". */
const PAYMENT_PARTICIPLES = new Set(['paid', 'settled', 'invoiced', 'billed']);
/** Words denying the participle within three words before it: "not (yet) paid", "haven't been paid", "yet to be paid". */
const DENIALS = new Set(['not', 'never', 't', 'yet']);

/** Whether the question asks about what is still owed. */
export function asksWhatIsOwed(q: Question): boolean {
  return q.tokens.some((t, i) => OWED_WORDS.has(t.text) || (PAYMENT_PARTICIPLES.has(t.text) && q.tokens.slice(Math.max(0, i - 3), i).some((w) => DENIALS.has(w.text))));
}
