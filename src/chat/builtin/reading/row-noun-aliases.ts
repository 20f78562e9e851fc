// Nouns that name a table's rows one way only: a salon's or a clinic's appointments are its
// "bookings" ("bridal hair bookings by month"), but a hotel's bookings are not its appointments.
// Unlike the synonym groups of vocabulary.ts, which name each other's rows both ways, these add
// the other noun only to a table whose rows the first noun names.
import { stem } from '../text.ts';
import { nounForms } from './vocabulary.ts';

const ALSO_CALLED: Record<string, string[]> = {
  appointment: ['booking'],
};

/** The whole words (singular and plural) that also name the rows of a table whose row nouns have `stems`. */
export function oneWayRowNouns(stems: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [noun, others] of Object.entries(ALSO_CALLED)) {
    if (!stems.has(stem(noun))) continue;
    for (const other of others) if (!stems.has(stem(other))) out.push(...nounForms(other));
  }
  return out;
}
