// One word naming two headers of the same table: "belt" beside belt_held and belt_sought, "grade"
// beside grade_from and grade_to. The rest of the phrase says which one ("the belt they were going
// for" is the one sought, "the belt they held" the one held); when it does not, the question names
// neither, and picking one of them silently would answer another question: the reading declines.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

type Side = 'aimed' | 'held';

/** Header words of the thing a row went for, and of the thing it had already. */
const HEADER_SIDES: Record<Side, Set<string>> = {
  aimed: new Set(['sought', 'target', 'targeted', 'aimed', 'attempted', 'to', 'next', 'new', 'goal', 'desired', 'requested', 'proposed', 'going', 'applied', 'tried']),
  held: new Set(['held', 'from', 'current', 'previous', 'prior', 'old', 'existing', 'starting', 'original', 'had', 'before']),
};

/** The question's words for each side, said right after the header word ("the belt they were going for"). */
const CUES: Record<Side, string[][]> = {
  aimed: [
    ['going', 'for'], ['go', 'for'], ['goes', 'for'], ['went', 'for'], ['trying', 'for'], ['try', 'for'], ['tried', 'for'], ['aiming', 'for'], ['aimed', 'for'],
    ['aiming', 'at'], ['aimed', 'at'], ['up', 'for'], ['sat', 'for'], ['sitting', 'for'], ['sought'], ['seeking'], ['seek'], ['attempted'], ['attempting'],
    ['targeted'], ['targeting'], ['target'], ['wanted'],
  ],
  held: [['held'], ['holding'], ['hold'], ['already', 'had'], ['had'], ['currently', 'held'], ['coming', 'from'], ['came', 'from'], ['started', 'on'], ['starting', 'from']],
};

/** Words that end the phrase of the header word: a new grouping or condition starts. */
const PHRASE_ENDS = new Set(['by', 'per', 'and', 'or', 'but', 'in', 'during', 'since', 'between', 'where', 'with', 'without']);

export type TwoHeaders = {
  /** The mentions kept: of twins, the one the phrase names. */
  columns: ColumnMention[];
  /** Question words the choice read. */
  used: number[];
  /** Headers the question names one word of and does not tell apart (their mentions are dropped). */
  ambiguous: { said: string; columns: CatalogColumn[] }[];
};

function cueAt(q: Question, from: number, to: number): { side: Side; at: number[] }[] {
  const found: { side: Side; at: number[] }[] = [];
  for (const side of ['aimed', 'held'] as Side[]) {
    for (let i = from; i < to; i++) {
      const cue = CUES[side].find((words) => words.every((w, k) => i + k < to && q.tokens[i + k].text === w));
      if (cue) {
        found.push({ side, at: cue.map((_, k) => i + k) });
        break;
      }
    }
  }
  return found;
}

/** Header words a mention leaves unsaid. */
function unsaid(q: Question, m: ColumnMention): string[] {
  const said = new Set(q.tokens.slice(m.start, m.end).map((t) => t.stem));
  return m.column.words.filter((w, k) => !said.has(m.column.stems[k]));
}

export function oneOfTwoHeaders(q: Question, columns: ColumnMention[], values: ValueMention[]): TwoHeaders {
  const dropped = new Set<ColumnMention>();
  const used: number[] = [];
  const ambiguous: TwoHeaders['ambiguous'] = [];
  const categorical = (c: CatalogColumn) => c.role === 'category' || c.role === 'text';
  for (const m of columns) {
    if (dropped.has(m) || m.synonym || m.score >= 1 || !categorical(m.column)) continue;
    const twins = columns.filter(
      (o) => o.start === m.start && o.end === m.end && !o.synonym && o.score === m.score && o.column.ref.table === m.column.ref.table && categorical(o.column),
    );
    if (twins.length < 2) continue;
    // "black belts": a cell said with the word picks its own column.
    if (values.some((v) => twins.some((o) => o.column === v.column))) continue;
    let end = m.end;
    while (end < q.tokens.length && end < m.end + 6 && !PHRASE_ENDS.has(q.tokens[end].text)) end++;
    const cues = cueAt(q, m.end, end);
    const sideOf = (o: ColumnMention): Side | null => {
      const rest = unsaid(q, o);
      const sides = (['aimed', 'held'] as Side[]).filter((s) => rest.some((w) => HEADER_SIDES[s].has(w)));
      return sides.length === 1 ? sides[0] : null;
    };
    // Only headers told apart by a side ("held" and "sought", "from" and "to"): "outlets" beside
    // outlet_name and outlet_type names the rows, which other readings settle.
    const sides = new Set(twins.map(sideOf));
    if (sides.has(null) || sides.size < 2) continue;
    const chosen = cues.length === 1 ? twins.filter((o) => sideOf(o) === cues[0].side) : [];
    if (chosen.length === 1) {
      for (const o of twins) if (o !== chosen[0]) dropped.add(o);
      used.push(...cues[0].at);
      continue;
    }
    // The rest of the question may still name one of them in full ("belt held"): a longer mention of a twin.
    const namedElsewhere = twins.filter((o) => columns.some((x) => x !== o && x.column === o.column && (x.start !== m.start || x.end !== m.end) && !x.synonym));
    if (namedElsewhere.length === 1) {
      for (const o of twins) if (o !== namedElsewhere[0]) dropped.add(o);
      continue;
    }
    for (const o of twins) dropped.add(o);
    ambiguous.push({ said: q.tokens.slice(m.start, m.end).map((t) => t.raw).join(' '), columns: twins.map((o) => o.column) });
  }
  return { columns: columns.filter((m) => !dropped.has(m)), used, ambiguous };
}
