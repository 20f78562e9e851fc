// Questions made unanswerable by a period outside the data (the perturbation audit's "period" kind,
// eval/business/perturb.ts) are not answered with confidence: "how many students in 1979" over entry
// years 2019-2024 matches no row and is declined, not answered with "no rows match"; "sales since
// Nov 1992" over sales from 2024 totals only the data's own years and is marked uncertain, naming
// the first date. Periods the data covers are still answered. Over 1,200 generated students and
// 1,500 sales, asked through HTTP: the first two tests failed before; the others are controls.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(29_291);
const students = Array.from({ length: 1_200 }, (_, i) => ({
  student_id: 70_001 + i,
  'Entry Year': 2019 + Math.floor(rand() * 6),
  Nationality: pick(rand, ['UK', 'FR', 'DE', 'NO']),
  course: pick(rand, ['Law', 'History', 'Physics']),
}));
const sales = Array.from({ length: 1_500 }, (_, i) => ({
  txn_id: 900_001 + i,
  txn_date: `${2024 + (i % 2)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  store: pick(rand, ['Leeds', 'York', 'Hull']),
  'Net Sales ($)': Math.round(500 + rand() * 9_000) / 100,
}));

let t: TestClient;
let uni = '';
let shop = '';

beforeAll(async () => {
  t = sharedTestApp();
  uni = await createWorkspace(t, null, { name: 'university' });
  await uploadTables(t, uni, [{ content: toCsv(students), filename: 'students.csv' }]);
  shop = await createWorkspace(t, null, { name: 'shop' });
  await uploadTables(t, shop, [{ content: toCsv(sales), filename: 'sales.csv' }]);
}, 120_000);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('a period outside the data is not answered with confidence', () => {
  it('"how many students in 1979" over entry years 2019-2024 is declined', async () => {
    const reply = await askBuiltin(t, uni, 'How many students do we have in 1979?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });

  it('"sales since Nov 1992" over sales from 2024 is marked uncertain and names the first date', async () => {
    const reply = await askBuiltin(t, shop, 'What is the total net sales since Nov 1992?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toContain('2024-01-01');
  });

  it('a year the data holds is still counted, and a period it covers still totalled', async () => {
    expectAnswered(await askBuiltin(t, uni, 'How many students do we have in 2021?'), formatNumber(students.filter((s) => s['Entry Year'] === 2021).length));
    const since = sum(sales.filter((s) => s.txn_date >= '2024-03-01').map((s) => s['Net Sales ($)']));
    expectAnswered(await askBuiltin(t, shop, 'What is the total net sales since March 2024?'), formatNumber(Math.round(since * 100) / 100));
  });
});
