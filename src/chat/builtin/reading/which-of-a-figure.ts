// "Which barista made the most drinks?" over events whose Baristas column holds how many baristas
// worked each event: "which barista" asks for a barista by name, but the only column the noun names
// is a figure (a number of them per row), so the answer can name no barista; ranking the drinks by
// that number answered another question. Declined when the noun after "which" is a word of a figure
// the reading ranks or adds up and of no header of the column it answers from ("which price band"
// answered from Price Band still reads). "Which drinks sell best?" over bookings holding one Food &
// Drink (£) amount each: read as the highest amount, the answer is a number where a drink was asked
// for; a question opening on "which" and its noun, answered by one figure of that noun's column,
// is declined the same way.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';

/** The column the answer names its rows or groups by, and the figure it ranks or computes. */
function answerAndFigure(reading: Reading): { answer: ColumnRef | null; figure: ColumnRef | null } {
  const s = reading.shape;
  const figure = 'column' in reading.measure ? reading.measure.column : null;
  if (s.kind === 'top_rows') return { answer: s.label, figure: s.rankBy };
  if (s.kind === 'top_groups' || s.kind === 'compare' || s.kind === 'breakdown') return { answer: s.by, figure };
  if (s.kind === 'scalar') return { answer: null, figure };
  return { answer: null, figure: null };
}

/** Why the thing asked for cannot be named from a figure of the same word; null when it can. */
export function whichOfAFigure(q: Question, catalog: Catalog, reading: Reading): string | null {
  const { answer, figure } = answerAndFigure(reading);
  if (!figure) return null;
  const answerColumn = answer ? findColumn(catalog, answer) : null;
  const figureColumn: CatalogColumn | null = findColumn(catalog, figure);
  if ((answer && !answerColumn) || !figureColumn || figureColumn.role !== 'measure') return null;
  // One figure answers only a question that opens on "which": "the orders which cost most" asks for one.
  const at = answer ? q.tokens.findIndex((t) => t.text === 'which') : q.tokens[0]?.text === 'which' ? 0 : -1;
  const noun = at >= 0 ? q.tokens[at + 1] : undefined;
  if (!noun || !figureColumn.stems.includes(noun.stem) || answerColumn?.stems.includes(noun.stem)) return null;
  const some = noun.text.endsWith('s') ? noun.raw : `a ${noun.raw}`;
  return `"which ${noun.raw}" asks for ${some} by name, but ${figureColumn.label} holds a number for each row, not who or what; no column names ${some}.`;
}
