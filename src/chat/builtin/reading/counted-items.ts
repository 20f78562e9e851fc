// "Which branch fitted the most tyres?", "Tyres fitted per tier", "How many Michelin tyres did we
// fit in May?" over fitting jobs with a qty column: the things counted are not the rows (jobs) but
// items each row holds a quantity of. Counting the rows answers "how many jobs"; the items are the
// total of the quantity column. When the counted noun is not the head noun of the counted table's
// rows (it names them only through a modifier, "tyre" of tyre_fitting_jobs, or names another
// table's rows, the tyres of the catalogue) and the table has one quantity column, the quantity is
// added up instead. Where the noun names a list of goods the rows refer to (a catalogue with a
// price and no dates or people), that is the answer; elsewhere the answer says it chose so.
import type { Catalog, CatalogTable } from './catalog.ts';
import { nameWords, namesRows } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question, QuestionToken } from './question.ts';
import type { ValueMention } from './mentions.ts';
import { inSpan } from './mentions.ts';
import type { Reading } from './types.ts';
import { stem } from '../text.ts';

/** Stems of the last word of the table's name and of its label: the noun its rows are. */
function headStems(t: CatalogTable): Set<string> {
  const heads = [nameWords(t.name).at(-1), nameWords(t.label).at(-1)].filter((w): w is string => w !== undefined);
  return new Set(heads.map(stem));
}

/** Stems of the table's name words before its head noun ("tyre", "fitting" of tyre_fitting_jobs). */
function modifierStems(t: CatalogTable): Set<string> {
  const heads = headStems(t);
  return new Set([...nameWords(t.name), ...nameWords(t.label)].map(stem).filter((s) => !heads.has(s)));
}

/** Whether a word names the counted table's rows by their own noun (or a synonym of it), not through a modifier. */
function namesHead(t: CatalogTable, tok: QuestionToken): boolean {
  if (headStems(t).has(tok.stem)) return true;
  return namesRows(t, tok) && !modifierStems(t).has(tok.stem);
}

/** Header words of people or their accounts: a table of them is not a list of goods. */
const PEOPLE_WORDS = ['customer', 'client', 'member', 'patient', 'student', 'employee', 'staff', 'person', 'first', 'last', 'surname', 'email', 'phone', 'salary'];

/**
 * A list of goods `facts` refers to: a lookup (its key unique, held by many fact rows) with a
 * price and no date, none of whose headers speak of people ("tyre_catalogue": sku, brand, list price).
 */
function isGoodsList(t: CatalogTable, facts: CatalogTable): boolean {
  if (t.columns.some((c) => c.role === 'date' || c.words.some((w) => PEOPLE_WORDS.includes(w)))) return false;
  if (!t.columns.some((c) => c.role === 'measure' && holdsMoney(c))) return false;
  return t.columns.some((k) => {
    if (k.role !== 'key' || k.stats.distinctCount !== t.rowCount) return false;
    const fk = facts.columns.find((c) => c.ref.column === k.ref.column && c.role === 'key');
    return fk !== undefined && fk.stats.distinctCount < facts.rowCount;
  });
}

/**
 * The reading with the counted table's quantity added up in place of its rows counted when the
 * question counts items the rows hold a quantity of (marked uncertain unless the items are a list
 * of goods the rows refer to); else the reading as it was.
 */
export function itemsCountedByQuantity(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[]): Reading {
  if (reading.measure.fn !== 'count' || reading.measure.per || reading.unmatched) return reading;
  if (!['scalar', 'breakdown', 'top_groups', 'share', 'compare'].includes(reading.shape.kind)) return reading;
  const counted = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!counted) return reading;
  const quantities = quantityColumns(counted.columns);
  if (quantities.length !== 1) return reading;
  const words = q.tokens.filter((tok, i) => tok.num === null && !values.some((v) => inSpan(i, v)));
  if (words.some((tok) => namesHead(counted, tok))) return reading;
  const noun = words.find((tok) => /s$/.test(tok.text) && tok.text.length >= 4 && catalog.tables.some((t) => namesRows(t, tok)));
  if (!noun) return reading;
  const quantity = quantities[0];
  const measure = { fn: 'sum' as const, column: quantity.ref };
  // The noun names a list of goods the rows refer to (the tyres of a catalogue): what a quantity
  // counts, so the total is the answer. Anything else (people, dated records) is only a guess.
  if (catalog.tables.some((t) => t !== counted && namesRows(t, noun) && isGoodsList(t, counted))) return { ...reading, measure };
  const caveat = `"${noun.raw}" may be counted by ${quantity.label} (I added it up) or by the rows of ${counted.label} (one per row); I added up ${quantity.label}.`;
  return { ...reading, measure, caveat: [reading.caveat, caveat].filter(Boolean).join(' ') };
}
