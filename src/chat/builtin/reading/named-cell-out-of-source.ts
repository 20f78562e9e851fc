// "How many times was The Game played in 2026?" over games played (no date of their own), the
// bookings they were played at (a Date) and the game library (a Title "The Game"): the period is
// read through the bookings, and "The Game" fell apart into "the" and the rows' own noun "game",
// so every play of 2026 was counted. A cell of several words written in the question exactly as the
// data writes it, capitals and all, names those rows; where the tables the question is read over
// do not hold it and nothing of theirs reads its words, it is declined, never read as filler.
import type { Catalog, CatalogTable } from './catalog.ts';
import type { ColumnMention, Span, ValueMention } from './mentions.ts';
import { spansOverlap } from './mentions.ts';
import type { Question } from './question.ts';

/** Why a cell named outright cannot be read over `tables`; null when none is left out. */
export function namedCellOutOfSource(q: Question, catalog: Catalog, tables: readonly CatalogTable[], values: readonly ValueMention[], read: readonly (ColumnMention | ValueMention | Span)[]): string | null {
  for (const v of values) {
    if (v.end - v.start < 2 || tables.some((t) => t.name === v.column.ref.table)) continue;
    const said = q.cased.slice(q.tokens[v.start].start, q.tokens[v.end - 1].end);
    const cell = v.values.find((c) => c === said && /\p{Lu}/u.test(c));
    if (!cell || read.some((m) => spansOverlap(m, v))) continue;
    const owner = catalog.tables.find((t) => t.name === v.column.ref.table)?.label ?? v.column.ref.table;
    return `"${cell}" is a ${v.column.label} of ${owner}, which I could not read together with the rest of the question (over ${tables.map((t) => t.label).join(' and ')}).`;
  }
  return null;
}
