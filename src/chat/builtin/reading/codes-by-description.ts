// "Which part have we fitted the most of?" over parts lines holding part_code ("TB-700") and a
// description ("Inner tube 700c"), as many descriptions as codes: the part asked for is shown by
// what it is with its code beside it ("Inner tube 700c (TB-700)"), one group per code, not by the
// code alone.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { ID_WORDS } from './catalog.ts';
import type { Reading } from './types.ts';

const DESCRIPTION_WORDS = new Set(['description', 'desc', 'name', 'title']);

/** The reading grouped by a code's own description in the same table, or the reading as it was. */
export function codeDescribed(reading: Reading, fact: CatalogTable, by: CatalogColumn): Reading {
  const shape = reading.shape;
  if (reading.join || (shape.kind !== 'top_groups' && shape.kind !== 'breakdown') || !ID_WORDS.has(by.words.at(-1) ?? '') || by.words.length < 2) return reading;
  const described = fact.columns.filter(
    (c) => c !== by && c.role !== 'measure' && c.role !== 'key' && c.type !== 'date' && c.words.length === 1 && DESCRIPTION_WORDS.has(c.words[0]) && c.stats.distinctCount === by.stats.distinctCount,
  );
  return described.length === 1 ? { ...reading, shape: { ...shape, by: described[0].ref, beside: by.ref } } : reading;
}
