// The dates of periods counted from today (periods-from-today.ts) at the edges of weeks, months,
// quarters and years; the HTTP test asks them of a table.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './question.ts';
import { periodsFromToday } from './periods-from-today.ts';

const read = (text: string, today: string) => periodsFromToday(readQuestion(text, today), false).map(({ from, to, said }) => ({ from, to, said }));

describe('periods counted from today', () => {
  it('takes the previous calendar quarter, month, year and Monday-to-Sunday week across a year end', () => {
    expect(read('sales last quarter', '2026-02-10')).toEqual([{ from: '2025-10-01', to: '2026-01-01', said: 'last quarter (Q4 2025, 1 Oct to 31 Dec 2025)' }]);
    expect(read('sales last month', '2026-01-31')).toEqual([{ from: '2025-12-01', to: '2026-01-01', said: 'last month (December 2025)' }]);
    expect(read('sales last year', '2026-01-01')[0]).toMatchObject({ from: '2025-01-01', to: '2026-01-01' });
    // 2026-01-01 is a Thursday: the week before began on Monday 22 Dec 2025.
    expect(read('sales last week', '2026-01-01')).toEqual([{ from: '2025-12-22', to: '2025-12-29', said: 'last week (Monday 22 Dec 2025 to Sunday 28 Dec 2025)' }]);
  });

  it('runs "this" periods and "year to date" from their first day to today, inclusive', () => {
    expect(read('sales this year', '2026-11-30')[0]).toMatchObject({ from: '2026-01-01', to: '2026-12-01' });
    expect(read('sales year to date', '2026-11-30')[0]).toMatchObject({ from: '2026-01-01', to: '2026-12-01' });
    expect(read('sales so far this year', '2026-11-30')[0]).toMatchObject({ from: '2026-01-01', to: '2026-12-01' });
    expect(read('sales this quarter', '2026-11-30')[0]).toMatchObject({ from: '2026-10-01', to: '2026-12-01' });
    expect(read('sales this week', '2026-12-03')[0]).toMatchObject({ from: '2026-11-30', to: '2026-12-04' });
  });

  it('counts "the last N days/months" back from today, today included, and clamps month ends', () => {
    expect(read('orders in the last 30 days', '2026-11-30')[0]).toMatchObject({ from: '2026-11-01', to: '2026-12-01' });
    expect(read('orders in the last 7 days', '2024-03-02')[0]).toMatchObject({ from: '2024-02-25', to: '2024-03-03' });
    expect(read('orders over the past six months', '2026-08-31')[0]).toMatchObject({ from: '2026-03-01', to: '2026-09-01' });
    expect(read('orders in the last 12 months', '2024-02-29')[0]).toMatchObject({ from: '2023-03-01', to: '2024-03-01' });
    expect(read('orders yesterday', '2024-03-01')[0]).toMatchObject({ from: '2024-02-29', to: '2024-03-01' });
  });

  it('reads no period of a named year, a comparison, the latest of the data, or without a today', () => {
    expect(read('sales in the last quarter of 2025', '2026-11-30')).toEqual([]);
    expect(read('billable hours this year (2025)', '2026-11-30')).toEqual([]);
    expect(read('more sessions than in the previous year', '2026-11-30')).toEqual([]);
    expect(read('sales compared with last month', '2026-11-30')).toEqual([]);
    expect(read('which was the last month with sales', '2026-11-30')).toEqual([]);
    expect(read('sales next month', '2026-11-30')).toEqual([]);
    expect(periodsFromToday(readQuestion('sales last month'), false)).toEqual([]);
  });
});
