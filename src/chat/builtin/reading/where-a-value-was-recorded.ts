// "average returned trays per delivery, where someone counted them", "average wait, where recorded":
// a clause saying only the rows whose figure was written down are meant. An average, a total, a
// highest or lowest of a column already passes over its blank cells, so the clause changes nothing
// in what is computed and is read, not left unplaced. Said of a count of rows it would be a
// condition the reading does not make, so it is left unplaced there (the question is declined).
import type { Question } from './question.ts';

/** Verbs of writing a figure down. */
const RECORDING_VERBS = new Set(['counted', 'recorded', 'entered', 'logged', 'noted', 'measured', 'written', 'filled', 'known', 'given']);
/** Who wrote it, said before the verb: "where someone counted them". */
const AGENTS = new Set(['someone', 'somebody', 'anyone', 'anybody', 'we', 'they', 'it', 'was', 'were', 'is', 'are', 'been', 'has', 'have']);
/** What was written, said after the verb, and the particles of phrasal verbs ("filled in", "written down"). */
const AFTER = new Set(['them', 'it', 'one', 'in', 'down']);

/** The span of a "where (someone) counted (them)" clause, or null. */
export function whereAValueWasRecorded(q: Question): { start: number; end: number } | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    if (t[i].text !== 'where' && t[i].text !== 'when' && t[i].text !== 'if') continue;
    let j = i + 1;
    while (j < t.length && AGENTS.has(t[j].text)) j++;
    if (!RECORDING_VERBS.has(t[j]?.text ?? '')) continue;
    j++;
    while (j < t.length && AFTER.has(t[j].text)) j++;
    // Only a clause closing the question: "where someone counted them" with nothing after it.
    if (j === t.length) return { start: i, end: j };
  }
  return null;
}
