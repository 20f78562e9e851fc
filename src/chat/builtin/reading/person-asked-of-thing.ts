// "Which member of staff has taken the most money?" over bar sales whose rows name a product, a till
// and (in served_by) who served: "member" is a word for people, which a table of function bookings
// joined in made the rows' own noun, and the ranking went by product, so a beer answered a question
// about staff. When the question asks "which <person word>" ("which member of staff", "which
// employee", "which person") and the reading ranks or groups by a column whose header names a thing
// (product, item, category, type, status, till, model...), the reading is declined.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { PEOPLE_WORDS } from './vocabulary.ts';

/** Header words naming things, never people. */
const THING_HEADS = new Set(['product', 'item', 'category', 'type', 'kind', 'status', 'till', 'brand', 'model', 'colour', 'color', 'size', 'channel', 'payment', 'method', 'sku', 'fabric', 'flavour', 'sector', 'zone', 'room', 'vehicle', 'service']);
/** Words for people that "which" may ask for, besides the general ones. */
const MEMBERS = new Set(['staff', 'employee', 'employees', 'member', 'members', 'person', 'people', 'worker', 'workers', 'colleague', 'colleagues']);

/** The people word "which" asks for ("which member of staff"), or null. */
function whichPerson(q: Question): string | null {
  const at = q.tokens.findIndex((t) => t.text === 'which' || t.text === 'what');
  const next = q.tokens[at + 1];
  if (at < 0 || !next || !(MEMBERS.has(next.text) || PEOPLE_WORDS.has(next.text))) return null;
  return q.tokens[at + 2]?.text === 'of' && q.tokens[at + 3] ? `${next.raw} of ${q.tokens[at + 3].raw}` : next.raw;
}

/** Why a ranking by a thing cannot answer "which member of staff", or null. */
export function personAskedOfThing(q: Question, catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  const ref = shape.kind === 'top_groups' || shape.kind === 'breakdown' || shape.kind === 'compare' ? shape.by : shape.kind === 'top_rows' ? shape.label : null;
  if (!ref) return null;
  const asked = whichPerson(q);
  const column = findColumn(catalog, ref);
  if (!asked || !column || !column.words.some((w) => THING_HEADS.has(w))) return null;
  return `The question asks which ${asked}, but the only reading I found goes by ${column.label}, which names things, not people.`;
}
