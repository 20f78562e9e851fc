// Builds a schema's question list: numbered ids, follow-ups, and the expected-answer shapes.
// A question whose expected number also appears in its own text is refused: an answer that only
// repeats the question would then be judged right.
import type { Expected, Question } from './types.ts';
import { numbersIn } from './judge.ts';

export interface QuestionSet {
  ask(text: string, expected: Expected): string;
  followUp(parentId: string, text: string, expected: Expected): string;
  readonly questions: Question[];
}

export function questionSet(schema: string): QuestionSet {
  const questions: Question[] = [];
  const add = (text: string, expected: Expected, followUpOf?: string) => {
    refuseEchoedNumber(text, expected);
    const id = `${schema}-${String(questions.length + 1).padStart(2, '0')}`;
    questions.push({ id, schema, text, expected, ...(followUpOf ? { followUpOf } : {}) });
    return id;
  };
  return {
    ask: (text, expected) => add(text, expected),
    followUp: (parentId, text, expected) => {
      if (!questions.some((q) => q.id === parentId)) throw new Error(`follow-up of unknown question ${parentId}`);
      return add(text, expected, parentId);
    },
    questions,
  };
}

function refuseEchoedNumber(text: string, expected: Expected): void {
  if (expected.kind !== 'number' && expected.kind !== 'percent') return;
  const echoed = numbersIn(text).some((n) => Math.abs(n.value - expected.value) < 1e-9);
  if (echoed) throw new Error(`"${text}": its expected answer ${expected.value} appears in the question`);
}

export const count = (value: number): Expected => ({ kind: 'number', value, decimals: 0, exact: true });
export const amount = (value: number, decimals = 2): Expected => ({ kind: 'number', value, decimals });
export const percent = (value: number, decimals = 1): Expected => ({ kind: 'percent', value, decimals });
export const decline = (reason: string): Expected => ({ kind: 'decline', reason });
export const day = (value: string): Expected => ({ kind: 'date', value: value.slice(0, 10) });
export const month = (value: string): Expected => ({ kind: 'date', value: value.slice(0, 7) });
export const names = (items: string[]): Expected => ({ kind: 'list', items, ordered: false });
export const ranking = (items: string[]): Expected => ({ kind: 'list', items, ordered: true });

/**
 * The top (or bottom) group of `groups`; every other key is a candidate that must not come first,
 * and a number stated beside it must be its value (exact when the values are whole, as counts).
 */
export function winner(groups: Map<string, number>, order: 'desc' | 'asc' = 'desc'): Expected {
  const sorted = [...groups].sort(([, a], [, b]) => (order === 'desc' ? b - a : a - b));
  if (sorted.length > 1 && Math.abs(sorted[0][1] - sorted[1][1]) < 1e-9) throw new Error(`tie between ${sorted[0][0]} and ${sorted[1][0]}`);
  const [name, value] = sorted[0];
  const whole = [...groups.values()].every(Number.isInteger);
  return { kind: 'name', value: name, others: sorted.slice(1).map(([k]) => k), measure: { value, decimals: whole ? 0 : 2, exact: whole } };
}

export function breakdown(groups: Map<string, number>, decimals = 2): Expected {
  return { kind: 'breakdown', rows: [...groups].map(([key, value]) => ({ key, value })), decimals };
}

/** A breakdown of counts: every value exact. */
export function countsBy(groups: Map<string, number>): Expected {
  return { kind: 'breakdown', rows: [...groups].map(([key, value]) => ({ key, value })), decimals: 0, exact: true };
}
