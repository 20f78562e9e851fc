// "What is the most we charged for a single hire?" over hires holding a "Hire Fee (£)" beside a
// "Damage Charge (£)": the verb "charged" shares its stem with the header's noun "Charge", but that
// header says whose charge it is ("Damage") and the question does not, so the verb is no mention of
// it: what was charged for a hire is not its damage charge. A verb form (in -ed or -ing) of a
// header word names a header of several words only when the question says the header's other words
// too ("charged for damage"), where the table holds other money columns the verb could mean; words
// of the rows' own noun ("Hire Charge" of hires), amount words ("Charge Amount") and units never
// count as such a qualifier.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { AMOUNT_WORDS } from './fee-named-for-another.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { UNIT_WORDS } from './units-of-measure.ts';
import { CURRENCY_NAME_WORDS } from './vocabulary.ts';
import { STOPWORDS, stem as stemOf } from '../text.ts';

/** Whether token `k`, a verb form of one of the money header `c`'s words, leaves that header's qualifier unsaid beside other money of its table. */
export function verbLeavesQualifierUnsaid(q: Question, k: number, c: CatalogColumn, t: CatalogTable): boolean {
  const tok = q.tokens[k];
  if (!/(ed|ing)$/.test(tok.text) || c.words.includes(tok.text) || c.role !== 'measure' || !holdsMoney(c)) return false;
  if (!t.columns.some((o) => o !== c && o.role === 'measure' && holdsMoney(o))) return false;
  const qualifiers = c.words.filter(
    (w) => /^[a-z]{3,}$/.test(w) && stemOf(w) !== tok.stem && !STOPWORDS.has(w) && !AMOUNT_WORDS.has(w) && !UNIT_WORDS.has(w) && !CURRENCY_NAME_WORDS.has(w) && !t.entityWords.has(w) && !t.entityWords.has(`${w}s`),
  );
  if (qualifiers.length === 0) return false;
  const said = new Set(q.tokens.map((x) => x.stem));
  return !qualifiers.some((w) => said.has(stemOf(w)));
}
