// "Which supervisor oversaw the most completed visits? Name them" over visits that hold only a
// supervisor_id: the groups are ids, and no table names them one to one, so the answer would give an
// id where a name was asked for. A question that asks for the name ("name them", "give the name",
// "their full name") of groups or rows labelled only by an identifier is declined.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { ID_WORDS, findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

const BEFORE_NAME = new Set(['the', 'their', 'full', 'his', 'her', 'its']);
const AFTER_NAME = new Set(['them', 'him', 'her', 'it']);

/** Where the question asks for a name ("name them", "give the name", "full name please"); -1 if it does not. */
function nameAskedAt(q: Question): number {
  return q.tokens.findIndex((t, i) => (t.text === 'name' || t.text === 'names') && (BEFORE_NAME.has(q.tokens[i - 1]?.text ?? '') || AFTER_NAME.has(q.tokens[i + 1]?.text ?? '')));
}

function identifies(c: CatalogColumn): boolean {
  return c.role === 'key' || ID_WORDS.has(c.words.at(-1) ?? '');
}

/** Why an answer labelled by ids cannot give the name asked for; null otherwise. */
export function nameAskedOfKey(q: Question, catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  const ref = 'by' in shape ? shape.by : shape.kind === 'top_rows' ? shape.label : null;
  if (!ref) return null;
  const label = findColumn(catalog, ref);
  if (!label || !identifies(label)) return null;
  const at = nameAskedAt(q);
  if (at < 0 || label.words.some((w) => w === 'name' || w === 'names')) return null;
  return `The question asks for the name, but the only reading I found labels each one by ${label.label}, and no table names those one to one.`;
}
