// "Which month had the most hires going out?" over bike hires with a Date Out: "going" (and "gone")
// says no more than "went" or "go" do, a verb of the rows read as filler (vocabulary.ts FILLER), the
// "out" naming the Date Out. Control: "went out" is read as before.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rng = seeded(6_151);
const hires = Array.from({ length: 1_500 }, (_, i) => {
  // Summer months twice as likely, so one month stands out.
  const month = rng() < 0.4 ? int(rng, 6, 8) : int(rng, 1, 12);
  return { 'Hire Ref': 40_001 + i, Bike: pick(rng, ['Road', 'Mountain', 'Hybrid', 'E-bike']), 'Date Out': `2025-${String(month).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`, Days: int(rng, 1, 5), 'Fee (£)': int(rng, 15, 90) };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bike hires going out' });
  await uploadTables(t, ws, [{ content: toCsv(hires), filename: 'hires.csv' }]);
}, 180_000);

describe('"going out" is "went out"', () => {
  it('"which month had the most hires going out" is the busiest month of Date Out', async () => {
    const counts = new Map<number, number>();
    for (const h of hires) counts.set(Number(h['Date Out'].slice(5, 7)), (counts.get(Number(h['Date Out'].slice(5, 7))) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Which month had the most hires going out?');
    expectAnswered(reply, `2025-${String(best[0]).padStart(2, '0')}`);
  });

  it('"how many hires went out in May" counts May\'s hires as before', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hires went out in May?'), formatNumber(hires.filter((h) => h['Date Out'].slice(5, 7) === '05').length));
  });
});
