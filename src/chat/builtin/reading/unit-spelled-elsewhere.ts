// "Which job has had the most metres put in?" over jobs.csv holding Length (m) and timesheets.csv
// holding Metres Installed: a unit the figure's header only abbreviates ("(m)") names it less surely
// than another table's header spelling the word out. Where the reading's figure is the abbreviated
// one, and a figure of another table spells the word, which is meant is not said: declined.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import type { Question } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';
import { sameUnit, UNIT_WORDS } from './units-of-measure.ts';

/** The stem of one of a column's header words. */
function stemOfWord(c: CatalogColumn, w: string): string {
  return c.stems[c.words.indexOf(w)] ?? w;
}

function figureOf(reading: Reading): ColumnRef | null {
  if (reading.shape.kind === 'top_rows') return reading.shape.rankBy;
  const m = reading.measure;
  return m.fn === 'count' ? null : m.column;
}

/** Why the reading's figure, named only by its abbreviated unit, may be another table's figure spelling the word, or null. */
export function unitSpelledElsewhere(q: Question, catalog: Catalog, reading: Reading): string | null {
  const ref = figureOf(reading);
  const figure = ref ? findColumn(catalog, ref) : null;
  if (!ref || !figure) return null;
  // "total length in metres" names Length (m) by its own word: the unit only says how it is written.
  if (figure.words.some((w) => !UNIT_WORDS.has(w) && q.tokens.some((t) => t.stem === stemOfWord(figure, w)))) return null;
  for (const t of q.tokens) {
    if (!UNIT_WORDS.has(t.text) || figure.stems.includes(t.stem)) continue;
    if (!figure.words.some((w) => UNIT_WORDS.has(w) && sameUnit(w, t.text))) continue;
    const spelled: CatalogColumn[] = catalog.tables
      .filter((x) => x.name !== ref.table)
      .flatMap((x) => x.columns)
      .filter((c) => c.role === 'measure' && c.stems.includes(t.stem) && !sameRef(c.ref, ref));
    if (spelled.length === 0) continue;
    return `"${t.raw}" may be ${figure.label} (in ${t.raw}) or ${spelled[0].label} of another table; I cannot tell which is meant.`;
  }
  return null;
}
