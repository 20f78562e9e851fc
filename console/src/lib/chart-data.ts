// Decides whether a query result is worth a chart: a breakdown (a label column and numbers)
// becomes bars, a series (dates, years or other ordered keys and numbers) a line.
import type { SqlQuery } from '../api/types.ts';

export interface ChartSpec {
  kind: 'bar' | 'line';
  labels: string[];
  /** One measure per chart: the first numeric column after the key. */
  datasets: Array<{ label: string; data: number[] }>;
}

const MAX_POINTS = 60;
const DATE_LIKE = /^\d{4}(-\d{2}(-\d{2}([T ][\d:.]+Z?)?)?)?$/;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const asNumber = (v: unknown): number | null => (isNumber(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

export function chartFor(columns: string[], rows: unknown[][]): ChartSpec | null {
  if (rows.length < 2 || rows.length > MAX_POINTS || columns.length < 2) return null;
  const numeric = columns.map((_, i) => rows.every((r) => r[i] === null || asNumber(r[i]) !== null) && rows.some((r) => asNumber(r[i]) !== null));
  const keyIndex = numeric.indexOf(false);
  const dateKey = (i: number) => rows.every((r) => typeof r[i] === 'string' && DATE_LIKE.test(r[i] as string));
  // A year column reads as numbers; it is still the key of a series.
  const yearKey = numeric[0] && rows.every((r) => Number.isInteger(asNumber(r[0])) && (asNumber(r[0]) as number) >= 1800 && (asNumber(r[0]) as number) <= 2200);
  const key = keyIndex >= 0 ? keyIndex : yearKey ? 0 : -1;
  if (key < 0) return null;
  const valueColumns = columns.map((_, i) => i).filter((i) => i !== key && numeric[i]);
  if (valueColumns.length === 0 || columns.length - valueColumns.length > 1) return null;
  // The first measure is the answer; later ones (counts beside an average, say) are on another scale.
  const measure = valueColumns[0];
  const labels = rows.map((r) => (r[key] === null ? '(empty)' : String(r[key])));
  if (new Set(labels).size !== labels.length) return null;
  return {
    kind: yearKey || dateKey(key) ? 'line' : 'bar',
    labels,
    datasets: [{ label: columns[measure], data: rows.map((r) => asNumber(r[measure]) ?? 0) }],
  };
}

/**
 * The result an answer reports, with its chart: the last successful query that charts and whose
 * labels the answer names (at least half of them). Lookups the engine ran along the way (value
 * lists, schema probes) are not what the answer talks about, so they get no chart.
 */
export function reportedResult(content: string, queries: SqlQuery[]): { query: SqlQuery; chart: ChartSpec } | null {
  for (const query of [...queries].reverse()) {
    if (!query.success || !query.columns || !query.rows) continue;
    const chart = chartFor(query.columns, query.rows);
    if (!chart) continue;
    const named = chart.labels.filter((label) => content.includes(label)).length;
    if (named * 2 >= chart.labels.length) return { query, chart };
  }
  return null;
}
