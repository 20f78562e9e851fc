// A cell ruled out by words set around it in a clause of their own, the cell often in its plural
// ("voids" of Void) or as an adjective before the rows ("void pledges"): "leave the voids out",
// "(no voids)", "? no voids" at the end, "voids out", "don't count voids", "do not include
// cancelled ones", "non-void pledges". Each keeps the rows whose cell is any other, never the cell's
// own rows. The words before the cell ("not counting", "excluding", "voids excluded") are read in
// exclusion-phrases.ts; these are the shapes read here.
//
// A word of ruling out said right beside a cell that no reading attaches to it ("voids gone") is
// reported, so the question is declined rather than answered with the cell's own rows.
import type { Question } from './question.ts';
import { NEGATIVE_CONTRACTIONS } from './negated-flag-words.ts';
import { ROW_STAND_INS } from './vocabulary.ts';

type Span = { start: number; end: number };

/** Articles between a verb of ruling out and the cell: "leave the voids out", "don't count any voids". */
const ARTICLES = new Set(['the', 'any', 'all']);
/** Verbs before a cell and "out" after it: "leave the voids out", "take cancelled ones out". */
const OUT_VERBS = new Set(['leave', 'leaving', 'left', 'take', 'taking', 'keep', 'keeping', 'cut', 'cutting']);
/** Verbs a negation rules a cell out with: "don't count voids", "do not include cancelled ones". */
const COUNT_VERBS = new Set(['count', 'include']);
/** Words that rule out a cell said beside them; read as a negation or declined. */
const RULING_OUT_WORDS = new Set(['no', 'non', 'not', 'excluding', 'excluded', 'exclude', 'without', 'except', 'out', 'minus', 'omitted', 'omitting', 'ignoring', 'ignore', 'gone', 'dropped', 'aside']);

/** Whether a mark (",", "(", "?", a spaced dash) or the question's start comes right before token `i`. */
function opensClause(q: Question, i: number): boolean {
  if (i <= 0) return true;
  const gap = q.folded.slice(q.tokens[i - 1].end, q.tokens[i].start);
  return /[,;:?!.()]/.test(gap) || /\s-\s/.test(gap);
}

/** Whether a mark or the question's end comes right after token `i - 1` (the clause ends before `i`). */
function closesClause(q: Question, i: number): boolean {
  if (i >= q.tokens.length) return true;
  const gap = q.folded.slice(q.tokens[i - 1].end, q.tokens[i].start);
  return /[,;:?!.()]/.test(gap) || /\s-\s/.test(gap);
}

/**
 * The words ruling out the cell at `cell` with it, as one span, or null: "no voids" and "non-void
 * pledges" before, "voids out" after, "leave the voids out" around, "don't count voids" before.
 * `namesRows` tells whether a token names the rows ("pledges"), which may follow the cell.
 */
export function ruledOutAround(q: Question, cell: Span, namesRows: (i: number) => boolean): Span | null {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  // The rows' noun after the cell ("void pledges", "cancelled ones") belongs with it.
  const end = cell.end < q.tokens.length && (ROW_STAND_INS.has(word(cell.end)) || namesRows(cell.end)) ? cell.end + 1 : cell.end;
  // "non-void pledges", "non void tickets".
  if (word(cell.start - 1) === 'non') return { start: cell.start - 1, end };
  let before = cell.start;
  while (before > cell.start - 2 && ARTICLES.has(word(before - 1))) before--;
  // "(no voids)", "in 2024? no voids": "no" opening a clause the cell (and its rows) closes.
  if (word(cell.start - 1) === 'no' && opensClause(q, cell.start - 1) && closesClause(q, end)) return { start: cell.start - 1, end };
  // "don't count voids", "do not include the cancelled ones".
  if (COUNT_VERBS.has(word(before - 1))) {
    const v = before - 1;
    if (word(v - 1) === 't' && NEGATIVE_CONTRACTIONS.has(word(v - 2))) return { start: v - 2, end };
    if (word(v - 1) === 'not' && ['do', 'does', 'did'].includes(word(v - 2))) return { start: v - 2, end };
  }
  // "leave the voids out", "take cancelled ones out".
  if (OUT_VERBS.has(word(before - 1)) && word(end) === 'out' && closesClause(q, end + 1)) return { start: before - 1, end: end + 1 };
  // "voids out", "cancelled ones out": the cell and "out" make a clause of their own.
  if (word(end) === 'out' && opensClause(q, cell.start) && closesClause(q, end + 1)) return { start: cell.start, end: end + 1 };
  return null;
}

/**
 * A word ruling out the cell at `cell`, said right beside it (an article or the rows' noun
 * between), that is not among the `used` tokens: the token index, or -1. A reading that took the
 * cell's own rows would answer the opposite of the question.
 */
export function unreadRulingOut(q: Question, cell: Span, used: (i: number) => boolean, namesRows: (i: number) => boolean): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  let before = cell.start - 1;
  while (before > cell.start - 3 && ARTICLES.has(word(before)) && !opensClause(q, before + 1)) before--;
  let after = cell.end;
  if (after < q.tokens.length && !closesClause(q, after) && (ROW_STAND_INS.has(word(after)) || namesRows(after))) after++;
  // Only words of the cell's own clause: "on a watch (no voids)" says nothing of the watches.
  const beside: number[] = [];
  if (!opensClause(q, before + 1)) beside.push(before);
  if (!closesClause(q, after)) beside.push(after);
  for (const i of beside) {
    if (i < 0 || i >= q.tokens.length || used(i) || !RULING_OUT_WORDS.has(word(i))) continue;
    // "out of stock", "not only": another phrase, not a ruling out of the cell.
    if (word(i) === 'out' && word(i + 1) === 'of') continue;
    // "hired out", "taken out", "sent out": the particle of a verb, not a ruling out of the cell.
    if (word(i) === 'out' && /ed$|en$|sent$|lent$|went$/.test(word(i - 1))) continue;
    return i;
  }
  return -1;
}
