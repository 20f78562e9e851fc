// The one way a reading says it cannot answer: what stopped it, the words it could not place, and
// whether the question named something the data does not hold.
import type { Decline } from './types.ts';

export function decline(reason: string, unknownWords: string[] = [], definite = false): Decline {
  return { declined: true, reason, unknownWords, definite };
}
