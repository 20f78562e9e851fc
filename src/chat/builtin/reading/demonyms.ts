// Nationality adjectives for a country's cells: "German customers" are the rows whose country is
// Germany. Country codes ("GER", "US") are read this way only in a column headed as a country.
import { DEMONYMS } from '../lexicon.ts';
import type { CatalogColumn } from './catalog.ts';

/** Adjectives that name a region more than one country ("African" is not South Africa). */
const TOO_BROAD = new Set(['african']);
const COUNTRY_HEADERS = new Set(['country', 'countries', 'nation', 'nationality', 'citizenship']);

/** The cells of `c` that the nationality adjective `word` names ("german" -> Germany); none if it is not one. */
export function demonymCells(word: string, c: CatalogColumn): string[] {
  if (!Object.hasOwn(DEMONYMS, word) || TOO_BROAD.has(word) || (c.role !== 'category' && c.role !== 'text')) return [];
  const countryHeader = c.words.some((w) => COUNTRY_HEADERS.has(w));
  return DEMONYMS[word].filter((name) => name.length > 3 || countryHeader).flatMap((name) => c.valueIndex.get(name) ?? []);
}
