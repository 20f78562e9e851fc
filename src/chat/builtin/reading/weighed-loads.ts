// "The heaviest single load on a paid ticket", "the average load in kg" over weighbridge tickets
// holding "Net weight (kg)": a load is what one row weighed in, the row itself said by what it
// carried. Read, like a row noun, only where the rows measured hold a figure in a unit of weight,
// and only as the words "load" or "loads"; elsewhere the word stays unplaced and the question is
// declined as before.
import type { CatalogTable } from './catalog.ts';
import { headerMeasureUnit } from './measure-units.ts';

const LOAD_WORDS = new Set(['load', 'loads']);

/** Whether `word` is a load of a table whose rows are weighed (a figure held in a unit of weight). */
export function loadOfWeighedRows(word: string, table: CatalogTable): boolean {
  return LOAD_WORDS.has(word) && table.columns.some((c) => headerMeasureUnit(c)?.family === 'mass');
}
