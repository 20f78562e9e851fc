// "And which had the fewest?", "which one made the fewest?", "And the least?" after a ranking
// ("Which vessel made the most trips?"): the same ranking the other way round. Only when the
// follow-up says nothing but the other end (and light words), so no condition or figure is lost.
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

const LOWEST = new Set(['fewest', 'least', 'lowest', 'smallest', 'bottom', 'quietest', 'minimum']);
const HIGHEST = new Set(['most', 'highest', 'largest', 'biggest', 'top', 'busiest', 'maximum']);
const LIGHT = new Set(['and', 'which', 'what', 'who', 'one', 'ones', 'the', 'then', 'about', 'how', 'had', 'has', 'have', 'made', 'make', 'got', 'get', 'did', 'do', 'does', 'was', 'were', 'is', 'are', 'saw']);

export function flippedRanking(q: Question, previous: Reading): Reading | null {
  const shape = previous.shape;
  if (shape.kind !== 'top_groups' && shape.kind !== 'top_rows') return null;
  const ends = q.tokens.filter((t) => LOWEST.has(t.text) || HIGHEST.has(t.text));
  if (ends.length !== 1 || q.tokens.some((t) => !ends.includes(t) && !LIGHT.has(t.text))) return null;
  const desc = HIGHEST.has(ends[0].text);
  if (desc === shape.desc) return null;
  return { ...previous, shape: { ...shape, desc } };
}
