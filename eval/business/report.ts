// What a run prints: one line per question, then the totals the issue's targets are stated in.
import type { Verdict } from './judge.ts';
import type { Expected, Question } from './types.ts';

export interface QuestionResult {
  question: Question;
  verdict: Verdict | 'error';
  correct: boolean;
  note: string;
  answer: string;
  outcome: string | null;
  latencyMs: number | null;
  sql: string[];
}

export function describeExpected(expected: Expected): string {
  switch (expected.kind) {
    case 'number':
      return formatNumber(expected.value, expected.decimals);
    case 'percent':
      return `${formatNumber(expected.value, expected.decimals)}%`;
    case 'name':
      return expected.value;
    case 'list':
      return expected.items.join(expected.ordered ? ' > ' : ', ');
    case 'breakdown': {
      const shown = expected.rows.slice(0, 4).map((r) => `${r.key}=${formatNumber(r.value, expected.decimals)}`);
      return `${expected.rows.length} groups: ${shown.join(', ')}${expected.rows.length > 4 ? ', ...' : ''}`;
    }
    case 'date':
      return expected.value;
    case 'decline':
      return `(decline: ${expected.reason})`;
  }
}

const formatNumber = (value: number, decimals: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });

export function questionLine(r: QuestionResult): string {
  const firstLine = (r.answer.split('\n').find((l) => l.trim()) ?? '').trim();
  const verdict = r.question.expected.kind === 'decline' ? `${r.verdict}*` : r.verdict;
  const latency = r.latencyMs === null ? '-' : `${Math.round(r.latencyMs)} ms`;
  return [r.question.id.padEnd(14), verdict.padEnd(9), clip(describeExpected(r.question.expected), 40).padEnd(40), clip(firstLine, 90).padEnd(90), latency].join(' ');
}

export interface Totals {
  answerable: { total: number; right: number; wrong: number; declined: number; errors: number };
  unanswerable: { total: number; declined: number; answered: number; errors: number };
  /** Wrong answers not marked as uncertain, over answerable questions. */
  confidentlyWrongPct: number;
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  /** Replies without execution_details.outcome, judged as answers. */
  outcomeMissing: number;
}

export function totalsOf(results: QuestionResult[]): Totals {
  const answerable = results.filter((r) => r.question.expected.kind !== 'decline');
  const unanswerable = results.filter((r) => r.question.expected.kind === 'decline');
  const countOf = (list: QuestionResult[], verdict: QuestionResult['verdict']) => list.filter((r) => r.verdict === verdict).length;
  const latencies = results.flatMap((r) => (r.latencyMs === null ? [] : [r.latencyMs])).sort((a, b) => a - b);
  const wrong = countOf(answerable, 'wrong');
  return {
    answerable: { total: answerable.length, right: countOf(answerable, 'right'), wrong, declined: countOf(answerable, 'declined'), errors: countOf(answerable, 'error') },
    unanswerable: { total: unanswerable.length, declined: countOf(unanswerable, 'declined'), answered: countOf(unanswerable, 'wrong'), errors: countOf(unanswerable, 'error') },
    confidentlyWrongPct: pct(wrong, answerable.length),
    latencyP50Ms: percentile(latencies, 50),
    latencyP95Ms: percentile(latencies, 95),
    outcomeMissing: results.filter((r) => r.verdict !== 'error' && r.outcome === null).length,
  };
}

export function totalsLines(t: Totals): string[] {
  const a = t.answerable;
  const u = t.unanswerable;
  return [
    `answerable   ${a.total}: right ${a.right} (${pct(a.right, a.total)}%), wrong ${a.wrong} (${pct(a.wrong, a.total)}%), declined ${a.declined} (${pct(a.declined, a.total)}%)${a.errors ? `, errors ${a.errors}` : ''}`,
    `unanswerable ${u.total}: declined ${u.declined} (${pct(u.declined, u.total)}%), answered ${u.answered} (${pct(u.answered, u.total)}%)${u.errors ? `, errors ${u.errors}` : ''}`,
    `confidently wrong: ${t.confidentlyWrongPct}% of answerable questions`,
    `latency p50 ${t.latencyP50Ms ?? '-'} ms, p95 ${t.latencyP95Ms ?? '-'} ms`,
    ...(t.outcomeMissing ? [`${t.outcomeMissing} replies had no execution_details.outcome: judged as answers`] : []),
  ];
}

/** Right answers and declines per schema, to see where a change helped or hurt. */
export function schemaLines(results: QuestionResult[]): string[] {
  const schemas = [...new Set(results.map((r) => r.question.schema))];
  return schemas.map((schema) => {
    const t = totalsOf(results.filter((r) => r.question.schema === schema));
    return `${schema.padEnd(12)} answerable right ${t.answerable.right}/${t.answerable.total}, wrong ${t.answerable.wrong}; unanswerable declined ${t.unanswerable.declined}/${t.unanswerable.total}`;
  });
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  return Math.round(sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]);
}

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
