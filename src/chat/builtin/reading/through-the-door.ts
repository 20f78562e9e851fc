// "Which class gets the most people through the door?", "how many customers came through the
// doors in May?": coming through the door is turning up, which each row of visits, attendances or
// bookings records; the phrase restates the rows counted and asks for nothing more. Read only by a
// reading that counts rows.
import type { Question } from './question.ts';

const DOOR = new Set(['door', 'doors']);

/** Whether token `i` is part of "through the door(s)" (or "in/through our doors"). */
export function throughTheDoorAt(q: Question, i: number, fn: string | null): boolean {
  if (fn !== 'count') return false;
  const t = q.tokens;
  for (let start = i - 2; start <= i; start++) {
    if (start < 0) continue;
    const w = t.slice(start, start + 3).map((x) => x.text);
    if (w.length === 3 && w[0] === 'through' && (w[1] === 'the' || w[1] === 'our') && DOOR.has(w[2])) return true;
  }
  return false;
}
