// "paid in cash", "paid by bank transfer", "shipped to Norway": a verb right before a cell (or
// before a preposition and the cell) whose base begins a word of that cell's header
// (payment_method, ship_country) says how the rows hold the cell. It is the condition restated,
// not a condition or a measure of its own. So does a verb of naming ("called", "named") right
// before a cell of a name column ("accounts called The Plough").
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

const IRREGULAR: Record<string, string> = { paid: 'pay', sold: 'sell', spent: 'spend', sent: 'send', bought: 'buy', made: 'make', held: 'hold', won: 'win', lost: 'lose', taught: 'teach' };
const LINKS = new Set(['in', 'by', 'with', 'via', 'through', 'to', 'from', 'at', 'on', 'using', 'into']);

/** The verb's base form: paid -> pay, shipped -> ship, delivered -> deliver; null for other words. */
function verbBase(word: string): string | null {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word];
  const m = /^([a-z]{3,}?)(?:ed|ing)$/.exec(word);
  if (!m) return null;
  const base = m[1];
  // "shipped" -> "ship": a doubled last consonant is the spelling of the ending.
  return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
}

/** Verbs of naming: "accounts called The Plough", "horses named Blaze". */
const NAMING = new Set(['called', 'named']);
/** Header words of a name: the cells a verb of naming restates. */
const NAME_HEADER = new Set(['name', 'title']);

/** Token positions of verbs that restate the cell after them. */
export function verbsOfCells(q: Question, cells: readonly ValueMention[]): number[] {
  const out: number[] = [];
  for (const v of cells) {
    // "How many accounts are called The Plough?": a verb of naming right before a cell of a name column restates it.
    if (NAMING.has(q.tokens[v.start - 1]?.text ?? '') && v.column.words.some((w) => NAME_HEADER.has(w))) {
      out.push(v.start - 1);
      continue;
    }
    const at = LINKS.has(q.tokens[v.start - 1]?.text ?? '') ? v.start - 2 : v.start - 1;
    const word = q.tokens[at]?.text;
    const base = word ? verbBase(word) : null;
    if (base && base.length >= 3 && v.column.words.some((w) => w !== word && w.startsWith(base))) out.push(at);
  }
  return out;
}
