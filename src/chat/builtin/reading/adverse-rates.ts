// "Which course has the worst no-show rate?", "the best cancellation rate": a rate of an outcome
// nobody wants (no-shows, fails, cancellations, refunds, returns) is worst where it is highest and
// best where it is lowest, the reverse of a rate of passes or attendances. Read only where the
// outcome word stands between "best"/"worst" and the rate noun, so "the worst pass rate" and "the
// worst attendance, counting no-shows" keep the plain reading (worst is lowest).
import type { Question } from './question.ts';
import { stem } from '../text.ts';

const RATE_NOUNS = new Set(['rate', 'rates', 'percentage', 'percent', 'share', 'proportion', 'ratio']);

/** Stems of outcomes a business wants fewer of. */
const ADVERSE_STEMS = new Set(
  ['fail', 'failure', 'failed', 'cancel', 'cancellation', 'cancelled', 'refund', 'refunded', 'reject', 'rejection', 'rejected', 'abandon', 'abandoned', 'abandonment', 'dropout', 'complaint', 'noshow', 'dna', 'churn', 'defect', 'breakage', 'damage', 'damaged'].map(stem),
);

/** How many words may stand between the superlative and the rate noun ("worst first-time fix rate" has three). */
const REACH = 3;

/** Whether the superlative at `at` ("best", "worst") ranks a rate of an adverse outcome said right after it. */
export function adverseRateAfter(q: Question, at: number): boolean {
  const t = q.tokens;
  for (let i = at + 1; i <= at + REACH + 1 && i < t.length; i++) {
    if (!RATE_NOUNS.has(t[i].text)) continue;
    const between = t.slice(at + 1, i);
    return between.length > 0 && between.some((w, k) => ADVERSE_STEMS.has(w.stem) || (w.text === 'no' && between[k + 1]?.text === 'show'));
  }
  return false;
}
