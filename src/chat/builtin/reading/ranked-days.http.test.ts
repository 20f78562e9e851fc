// "What was the busiest day of the 2025 season?" over stalls (a Year Opened of 2010 to 2020, no
// dates) and 3,000 market sales dated 2024 and 2025 that name a stall, asked through HTTP: the days
// of the sales' date are ranked by their rows (ranked-days.ts); the year is no year opened, as that
// column holds no 2025 (years-held.ts), and the sales are the one dated table, so the busiest day is
// theirs though the question names no rows (unnamed-busiest-period.ts). Expected values are
// computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(42_211);
const stalls = Array.from({ length: 60 }, (_, i) => ({
  'Stall ID': `ST-${String(i + 1).padStart(3, '0')}`,
  Trader: pick(rand, ['Bakery', 'Cheese', 'Veg', 'Flowers', 'Coffee']),
  'Year Opened': int(rand, 2010, 2020),
  Pitches: int(rand, 1, 4),
}));
const sales = Array.from({ length: 3_000 }, (_, i) => {
  // Busier towards the end of each year's season.
  const day = Math.min(30, Math.floor(Math.sqrt(rand()) * 31) + 1);
  return {
    'Sale No': `MS-${String(i + 1).padStart(5, '0')}`,
    Date: `${pick(rand, [2024, 2025])}-12-${String(day).padStart(2, '0')}`,
    'Stall ID': pick(rand, stalls)['Stall ID'],
    'Amount (£)': int(rand, 3, 40),
  };
});
const busiest = (year: string) => {
  const n = new Map<string, number>();
  for (const s of sales) if (s.Date.startsWith(year)) n.set(s.Date, (n.get(s.Date) ?? 0) + 1);
  const sorted = [...n].sort((a, b) => b[1] - a[1]);
  return { day: sorted[0][0], unique: sorted[0][1] !== sorted[1][1] };
};
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'ranked-days' });
  await uploadTables(t, ws, [
    { content: toCsv(stalls), filename: 'stalls.csv' },
    { content: toCsv(sales), filename: 'market_sales.csv' },
  ]);
}, 180_000);

describe('the busiest day', () => {
  it('the busiest day of the 2025 season is the day of 2025 with the most sales', async () => {
    const { day, unique } = busiest('2025');
    expect(unique).toBe(true);
    expectAnswered(await askBuiltin(t, ws, 'What was the busiest day of the 2025 season?'), day);
  });

  it('which day had the most sales in 2024 ranks the days of 2024', async () => {
    const { day, unique } = busiest('2024');
    expect(unique).toBe(true);
    expectAnswered(await askBuiltin(t, ws, 'Which day had the most sales in 2024?'), day);
  });
});
