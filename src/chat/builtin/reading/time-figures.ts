// "Hours delivered", "hours of care in Q2", "top carers by hours delivered" over visits whose figures
// of time are held in minutes (Planned Mins, Actual Mins): a unit of time said in full as the
// figure names the table's figure of time held in another unit, converted to the unit said
// (unit-asked.ts). Where the table holds a planned and an actual figure, a word of the work done
// ("delivered", "actual", "worked") names the actual one and a word of the plan ("planned",
// "scheduled") the planned one; with no such word neither is named.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { PLANNED_DATE_WORDS } from './catalog.ts';
import type { Question } from './question.ts';
import { headerTimeUnit } from './unit-asked.ts';
import { unitPer, unitSaid } from './units-of-measure.ts';

/** Words of time actually worked or given, as against planned. */
const DONE_WORDS = new Set(['actual', 'actually', 'delivered', 'deliver', 'delivering', 'worked', 'work', 'spent', 'given', 'provided']);

/** Whether the token at `i` is a unit of time said in full as a plural figure ("hours"), not a length ("4 hours"), a rate ("per hour") or "in hours". */
export function timeFigureSaidAt(q: Question, i: number): boolean {
  const tok = q.tokens[i];
  if (!tok || !tok.text.endsWith('s') || unitSaid(tok.text, ['time']) === null) return false;
  const before = q.tokens[i - 1];
  return !(before && (before.num !== null || before.text === 'per' || before.text === 'in'));
}

/** The figure of time the word at `at` names, with the word choosing it among several, or null (see the file's head). */
function timeFigureOf(q: Question, t: CatalogTable, at: number): { column: CatalogColumn; chosenAt: number | null } | null {
  const said = unitSaid(q.tokens[at].text, ['time'])!;
  const held = t.columns.filter((c) => c.role === 'measure' && !c.span && unitPer(c) === null && headerTimeUnit(c) !== null);
  // A figure already in the unit said is named by its own header word.
  if (held.length === 0 || held.some((c) => headerTimeUnit(c) === said)) return null;
  const planned = (c: CatalogColumn) => c.words.some((w) => PLANNED_DATE_WORDS.has(w));
  const plan = q.tokens.findIndex((tok) => PLANNED_DATE_WORDS.has(tok.text));
  const done = q.tokens.findIndex((tok) => DONE_WORDS.has(tok.text));
  if (held.length === 1) return { column: held[0], chosenAt: planned(held[0]) ? (plan >= 0 ? plan : null) : done >= 0 ? done : null };
  const pick = plan >= 0 ? held.filter(planned) : done >= 0 ? held.filter((c) => !planned(c)) : [];
  return pick.length === 1 ? { column: pick[0], chosenAt: plan >= 0 ? plan : done } : null;
}

/** A figure of time planned or actually given ("Planned Mins", "Actual Hours"): time of work, which adds up. */
export function timeOfWork(c: CatalogColumn): boolean {
  return headerTimeUnit(c) !== null && c.words.some((w) => w === 'actual' || PLANNED_DATE_WORDS.has(w));
}

/** The words naming a table's figure of time held in another unit than said, with the figure. */
export function timeFigureMentions(q: Question, t: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  const out: Array<{ at: number; column: CatalogColumn }> = [];
  for (const i of q.tokens.keys()) {
    if (!timeFigureSaidAt(q, i)) continue;
    const found = timeFigureOf(q, t, i);
    if (!found) continue;
    out.push({ at: i, column: found.column });
    // "hours delivered": the word choosing the figure names it too.
    if (found.chosenAt !== null) out.push({ at: found.chosenAt, column: found.column });
  }
  return out;
}
