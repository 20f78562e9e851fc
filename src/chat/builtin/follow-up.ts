// Follow-up questions ("And in Marketing?", "What about 2023?") reuse the previous operation.
import type { TableInfo } from './schema.ts';
import type { Filter } from './plan.ts';
import { chooseValueMentions, linkValues } from './link.ts';
import { tokenize } from './text.ts';

const OPENERS = /^\s*(and|what about|how about|same for|now for|and for|and in|and what about|what of)\b/i;

const QUESTION_WORDS = /\b(what|which|who|whom|how|when|where|list|count|show|is|are|was|were|did|does)\b/i;

export function isFollowUp(question: string): boolean {
  return OPENERS.test(question) || (tokenize(question).length <= 3 && !QUESTION_WORDS.test(question));
}

/**
 * The previous filters, with those on a column the follow-up names replaced by the new values;
 * null when the follow-up names no value (it is then read as a question of its own).
 */
export function followUpFilters(question: string, t: TableInfo, previous: Filter[]): Filter[] | null {
  const tokens = tokenize(question);
  const vals = chooseValueMentions(linkValues(tokens, [t]));
  const fresh: Filter[] = vals.map((v) =>
    v.partial && v.values.length > 1
      ? { col: v.col, op: 'contains', values: [v.text], said: v.text }
      : { col: v.col, op: '=', values: v.values, said: v.text },
  );
  for (const tok of tokens) {
    if (tok.num !== null && Number.isInteger(tok.num) && tok.num >= 1000 && tok.num <= 2100) {
      const same = previous.find((f) => f.op === 'year' || (f.col.yearLike && f.values.length === 1));
      const timeCol = t.columns.find((c) => c.kind === 'date') ?? t.columns.find((c) => c.yearLike);
      if (same) fresh.push({ ...same, values: same.op === 'year' ? [tok.num, ...same.values.slice(1)] : [tok.num], said: String(tok.num) });
      else if (timeCol?.kind === 'date') fresh.push({ col: timeCol, op: 'year', values: [tok.num, '='], said: String(tok.num) });
      else if (timeCol) fresh.push({ col: timeCol, op: '=', values: [tok.num], said: String(tok.num) });
    }
  }
  if (!fresh.length) return null;
  const replaced = new Set(fresh.map((f) => f.col));
  return [...previous.filter((f) => !replaced.has(f.col)), ...fresh];
}
