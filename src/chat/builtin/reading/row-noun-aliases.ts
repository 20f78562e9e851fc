// Nouns that name a table's rows one way only: a salon's or a clinic's appointments are its
// "bookings" ("bridal hair bookings by month"), but a hotel's bookings are not its appointments;
// a hire centre's hires are its bookings too.
// Unlike the synonym groups of vocabulary.ts, which name each other's rows both ways, these add
// the other noun only to a table whose rows the first noun names. A table whose rows each carry a
// head count (Players, Guests, Party Size) holds one group or party a row: "how many groups played",
// "takings from groups that played" count or add up its rows (partyRowNouns).
import { stem } from '../text.ts';
import { nounForms, HEAD_COUNT_WORDS } from './vocabulary.ts';

const ALSO_CALLED: Record<string, string[]> = {
  appointment: ['booking'],
  // A boat or van hire firm's hires are its bookings ("how many bookings were cancelled"), but a
  // hotel's bookings are not its hires.
  hire: ['booking'],
  rental: ['booking'],
  // Each row of a table of sittings (gradings, exams, auditions) is one candidate sitting it: "the
  // grading day with the most candidates" counts the gradings; the candidates are not the sittings.
  grading: ['candidate'],
  exam: ['candidate'],
  examination: ['candidate'],
  assessment: ['candidate'],
  audition: ['candidate'],
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

/** Header words of a row's group size said as such: "Party Size", "Group Size". */
const GROUP_SIZE = new Set(['party', 'group']);
/** The nouns of such rows. */
const PARTY_NOUNS = ['group', 'party'];
/** Words before a party noun asking its size, which is the head count, no row: "the biggest group". */
const SIZE_WORDS = new Set(['biggest', 'largest', 'smallest', 'big', 'large', 'small', 'size', 'sized']);

type Column = { role: string; words: string[]; stems: string[] };

/**
 * "groups", "parties": the rows of a table whose one head count (Players, Guests, Party Size)
 * says how many people each row brought. None where a column is itself headed "group" or "party"
 * (a customer group is a thing of its own), where no such count is there, or where the question
 * names the head count itself or asks a group's size ("players per course", "the biggest group":
 * the count is the figure, not the rows).
 */
export function partyRowNouns(columns: readonly Column[], tokens: ReadonlyArray<{ text: string; stem: string }>): string[] {
  if (columns.some((c) => c.role !== 'measure' && c.words.some((w) => GROUP_SIZE.has(w)))) return [];
  const counts = columns.filter((c) => c.role === 'measure' && (c.words.some((w) => HEAD_COUNT_WORDS.has(w)) || (c.words.some((w) => GROUP_SIZE.has(w)) && c.words.includes('size'))));
  if (counts.length !== 1) return [];
  const forms = PARTY_NOUNS.flatMap((n) => nounForms(n));
  if (tokens.some((t) => counts[0].stems.includes(t.stem))) return [];
  if (tokens.some((t, i) => forms.includes(t.text) && (SIZE_WORDS.has(tokens[i - 1]?.text ?? '') || SIZE_WORDS.has(tokens[i - 2]?.text ?? '') || SIZE_WORDS.has(tokens[i + 1]?.text ?? '')))) return [];
  return forms;
}
