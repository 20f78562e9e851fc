// "What do we pay Gary per job?" over jobs with a Technician and a customer's Price (£): the verb of
// paying asks for money, and a reading that takes no money at all (Gary's job numbers, a count of
// his rows) does not answer it. FILLER keeps "pay" as a word that needs no column of its own, since
// "how much did customers pay for double ovens" is read by the price; where the reading uses no
// column that holds money (nor one headed by the verb: "Paid By", "Payment Method") the verb stays
// unplaced and the question is declined: no wage or pay column stands behind it. So too the verb of
// costing: "how much does a litre of Kingston Black cost us to make?" read as the litres of Kingston
// Black sold asks for money no column holds.
import type { CatalogColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';

/** The present forms of paying, and the verb of costing, that FILLER passes over ("paid" is read elsewhere). */
const PAY_FORMS = new Set(['pay', 'pays', 'paying', 'cost', 'costs', 'costing']);

/** Header words of the paying itself: a payment column restates the verb. */
const PAY_HEADER_WORDS = new Set(['pay', 'paid', 'payment', 'payments', 'payer', 'paying']);

/** Whether the word at i is a verb of paying that the reading's columns leave unaccounted for. */
export function payVerbUnread(q: Question, i: number, readColumns: readonly CatalogColumn[]): boolean {
  if (!PAY_FORMS.has(q.tokens[i]?.text ?? '')) return false;
  return !readColumns.some((c) => holdsMoney(c) || c.words.some((w) => PAY_HEADER_WORDS.has(w)));
}
