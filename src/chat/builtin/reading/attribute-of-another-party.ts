// "What's the phone number for Valley Vets?" over visits (Practitioner: Valley Vets) joined to
// horses whose Owner Phone is the owner's: the header says whose phone it is (the Owner column's),
// and the question names someone else (a practitioner), so listing the owners' phones of the horses
// Valley Vets saw answers another question. Declined when a looked-up header starts with the word
// of another column of its table, the question does not say that word, and the rows are picked by
// a cell of another table (the one joined in). "Owner phone for Bramble" (the horse's own row) reads.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { stem } from '../text.ts';

/** Why a looked-up attribute belongs to another party than the one named; null when it does not. */
export function attributeOfAnotherParty(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.shape.kind !== 'lookup' && reading.shape.kind !== 'list') return null;
  const column = findColumn(catalog, reading.shape.column);
  if (!column || column.words.length < 2) return null;
  const table = catalog.tables.find((t) => t.name === column.ref.table);
  const whose = stem(column.words[0]);
  const party = table?.columns.find((c) => c !== column && c.role !== 'measure' && c.stems.length === 1 && c.stems[0] === whose);
  if (!party || q.tokens.some((t) => t.stem === whose)) return null;
  const picks = reading.conditions.filter((c) => c.kind === 'in');
  if (picks.length === 0 || !picks.every((c) => c.column.table !== column.ref.table)) return null;
  const picked = findColumn(catalog, picks[0].column);
  return `${column.label} is the ${party.label}'s, but the question names a ${picked?.label ?? 'row'} (${picks[0].kind === 'in' ? picks[0].values[0] : ''}); the data holds no such figure for it.`;
}
