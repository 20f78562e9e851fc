// "How much have we received in total, net of refunds?", "sales less returns", "takings minus
// voids": a cell said after words that take it off a total names rows to subtract (or to leave
// in as negative amounts), never the only rows to keep. A reading that keeps just those rows (the
// refunds alone) answers the opposite question, so it is declined.
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import { sameRef } from './catalog.ts';
import type { Reading } from './types.ts';

/** Words right before a cell that take it off a total: "less refunds", "minus voids", "deducting fees". */
const SUBTRACTING = new Set(['less', 'minus', 'deducting', 'subtracting', 'after']);
/** Two words that do the same: "net of refunds", "net off refunds". */
const SUBTRACTING_PAIRS = [['net', 'of'], ['net', 'off']];

/** Where the words subtracting the cell at `start` begin, or -1. A "the"/"any"/"all" between is skipped. */
function subtractedAt(q: Question, start: number): number {
  let i = start - 1;
  while (i >= 0 && ['the', 'any', 'all', 'our', 'its'].includes(q.tokens[i].text)) i--;
  const word = (k: number) => q.tokens[k]?.text ?? '';
  if (SUBTRACTING.has(word(i))) return i;
  if (SUBTRACTING_PAIRS.some(([a, b]) => word(i - 1) === a && word(i) === b)) return i - 1;
  return -1;
}

/** Why a reading that keeps only the rows of a subtracted cell does not answer the question, or null. */
export function subtractedCellKept(q: Question, reading: Reading, values: ValueMention[]): string | null {
  for (const v of values) {
    const at = subtractedAt(q, v.start);
    if (at < 0) continue;
    // "after" before a cell is taken as subtracting only beside money words of a total ("net", "total").
    if (q.tokens[at].text === 'after' && !q.tokens.some((t) => t.text === 'net' || t.text === 'total')) continue;
    const kept = reading.conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, v.column.ref) && v.values.some((x) => c.values.includes(x)));
    if (!kept) continue;
    const said = q.tokens.slice(at, v.end).map((t) => t.raw).join(' ');
    return `"${said}" takes ${v.values.join(' or ')} off a total, but the only reading I found keeps just the rows whose ${v.column.label} is ${v.values.join(' or ')}.`;
  }
  return null;
}
