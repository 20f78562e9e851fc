// "Breakdowns in August", "refunds since May", "no-shows at the Leeds branch": with no question
// word, a cell of the rows said in the plural (Visit type's Breakdown as "breakdowns") names the
// rows that hold it, as a noun of the rows would ("visits since 1 October"), and the phrase asks
// how many there are. Only when every other word is a condition, a period or a word that carries
// none; a cell said in the singular ("Lena in May") or any word left over is not read so.
import type { Span, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

/** The index of the plural cell heading a bare phrase of conditions, or -1. */
export function cellPluralLead(q: Question, conditions: ValueMention[], periods: Span[], carriesNothing: (text: string) => boolean): number {
  const inSpans = (i: number, spans: Span[]) => spans.some((s) => s.start <= i && i < s.end);
  const lead = q.tokens.findIndex((t) => !carriesNothing(t.text));
  if (lead < 0) return -1;
  const cell = conditions.find((v) => v.start <= lead && lead < v.end);
  if (!cell || cell.end - 1 !== lead) return -1;
  // The cell's last word said in the plural: "breakdowns" of Breakdown, "no-shows" of No show.
  const said = q.tokens[lead].text;
  const held = cell.values.map((v) => v.toLowerCase().split(/[^a-z]+/).filter(Boolean).at(-1) ?? '');
  if (!/s$/.test(said) || held.some((w) => w === said || w.endsWith('s'))) return -1;
  for (let i = lead + 1; i < q.tokens.length; i++) if (!carriesNothing(q.tokens[i].text) && !inSpans(i, conditions) && !inSpans(i, periods)) return -1;
  return lead;
}
