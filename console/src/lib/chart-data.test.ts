import { describe, expect, it } from 'vitest';
import { chartFor, reportedResult } from './chart-data.ts';
import type { SqlQuery } from '../api/types.ts';

describe('charts for query results', () => {
  it('draws a breakdown (a label and a number per row) as bars', () => {
    expect(chartFor(['department', 'avg_salary'], [['Engineering', 91333.33], ['Marketing', 67000], ['Sales', 50000]])).toEqual({
      kind: 'bar',
      labels: ['Engineering', 'Marketing', 'Sales'],
      datasets: [{ label: 'avg_salary', data: [91333.33, 67000, 50000] }],
    });
  });

  it('draws a series over dates or years as a line', () => {
    expect(chartFor(['month', 'revenue'], [['2024-01', 10], ['2024-02', 12], ['2024-03', 9]])?.kind).toBe('line');
    expect(chartFor(['year', 'count'], [[2019, 3], [2020, 5], [2021, 8]])).toMatchObject({ kind: 'line', labels: ['2019', '2020', '2021'] });
  });

  it('draws the first measure when there are several (a count beside an average is on another scale)', () => {
    expect(chartFor(['key', 'value', 'rows'], [['A', 91333, 3], ['B', 67000, 2]])?.datasets).toEqual([{ label: 'value', data: [91333, 67000] }]);
  });

  it('draws nothing for a single value, a plain listing, or too many rows', () => {
    expect(chartFor(['total'], [[42]])).toBeNull();
    expect(chartFor(['name', 'department'], [['Ada', 'Engineering'], ['Ken', 'Sales']])).toBeNull();
    expect(chartFor(['name', 'city', 'salary'], [['Ada', 'Berlin', 1], ['Ken', 'Paris', 2]])).toBeNull();
    expect(chartFor(['k', 'v'], Array.from({ length: 61 }, (_, i) => [`k${i}`, i]))).toBeNull();
  });

  it('draws nothing when labels repeat (not a breakdown)', () => {
    expect(chartFor(['city', 'salary'], [['Berlin', 1], ['Berlin', 2]])).toBeNull();
  });
});

describe('the result an answer reports', () => {
  const query = (columns: string[], rows: unknown[][]): SqlQuery => ({ sql: 'SELECT …', success: true, error: null, row_count: rows.length, duration_ms: 1, columns, rows });
  const lookup = query(['k', 'v'], [[0, 'Ada'], [0, 'Ken'], [1, 'Sales'], [1, 'Engineering']]);
  const breakdown = query(['department', 'avg'], [['Engineering', 91333], ['Sales', 50000]]);

  it('is the last query whose labels the answer names', () => {
    expect(reportedResult('Engineering earns 91,333 on average, Sales 50,000.', [lookup, breakdown])?.query).toBe(breakdown);
  });

  it('is none when the answer talks about something else (a lookup on the way to a document answer)', () => {
    expect(reportedResult('Quarry reads the left column first.', [lookup])).toBeNull();
  });
});
