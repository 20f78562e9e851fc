// An age derived from a date of birth is taken at the row's other date (catalog.ts ageAt): the age
// at admission, at enrolment, at hire. Only a question that names that event asks it ("the average
// age at enrolment", "patients admitted aged over 80"); "who is the oldest member of staff" asks the
// person's age now, which the data gives no date for, and is read from the date of birth as before.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';

/** Header words of a date that say nothing of its event. */
const GENERIC = new Set(['date', 'dt', 'on', 'at', 'time', 'day', 'of']);

/** Whether the question names the event an age column is taken at (a word of that date's header). */
export function ageEventNamed(q: Question, catalog: Catalog, c: CatalogColumn): boolean {
  if (!c.span?.age) return true;
  const event = findColumn(catalog, c.span.to);
  const stems = new Set((event?.stems ?? []).filter((s, i) => !GENERIC.has(event!.words[i] ?? s)));
  return q.tokens.some((t) => stems.has(t.stem));
}

/** The catalog without the age columns whose event the question does not name. */
export function agesAsked(catalog: Catalog, q: Question): Catalog {
  const unasked = (c: CatalogColumn) => !ageEventNamed(q, catalog, c);
  if (!catalog.tables.some((t) => t.columns.some(unasked))) return catalog;
  return { tables: catalog.tables.map((t) => (t.columns.some(unasked) ? { ...t, columns: t.columns.filter((c) => !unasked(c)) } : t)) };
}
