// "How many hours were Lasers hired for in total?" over a hours column whose cells are written
// "2.5 h": the question asks for the hours added up, and the cells are numbers stored as text with
// their unit. Counting the column's distinct values (there are 7 lengths of hire) answers another
// question; with no number to add, the engine says it cannot read the quantity instead.
import type { CatalogColumn } from './catalog.ts';
import type { QuestionToken } from './question.ts';
import { AMOUNT_UNIT_WORDS } from './units-of-measure.ts';

/** A number, then at most a short unit: "2.5 h", "12 kg", "3 nights". */
const QUANTITY_CELL = /^[+-]?\d[\d,]*(\.\d+)?\s*\p{L}{0,8}\.?$/u;

/** Whether every listed cell of a text column is a number with or without a unit written after it. */
function quantityCells(c: CatalogColumn): boolean {
  if (c.role === 'measure' || c.role === 'date' || c.role === 'year' || c.role === 'key') return false;
  const cells = [...c.valueCounts.keys()].map((v) => v.trim()).filter((v) => v !== '');
  return cells.length > 0 && cells.every((v) => QUANTITY_CELL.test(v));
}

/**
 * The decline for a unit of an amount counted ("how many hours", "how many kg") where the column
 * it names holds the quantities as text, or null when the count reads as it did.
 */
export function quantityCountedAsValues(counting: QuestionToken | undefined, column: CatalogColumn): string | null {
  if (!counting || !AMOUNT_UNIT_WORDS.has(counting.text) || !quantityCells(column)) return null;
  return `The question asks how many ${counting.text} in all, and ${column.label} holds them as text (for example "${[...column.valueCounts.keys()][0]}"), which I cannot add up; counting its distinct values would answer another question.`;
}
