// "How many balls of Aran did we sell in 2025?", "Which brand sold the most skeins?" over till lines
// each holding a qty: a ball or skein is one item sold, as a cup is, so the balls sold are the qty
// added up, not the lines counted (servings-sold.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { yarnLines } from '../../../../test/support/yarn-sale-tables.ts';
import { formatNumber } from '../text.ts';

const lines = yarnLines(1_600);
const balls = (keep: (l: (typeof lines)[number]) => boolean) => lines.filter(keep).reduce((a, l) => a + l.qty, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'wool shop' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'sales_lines.csv' }]);
}, 180_000);

describe('balls and skeins sold, counted by the lines\' qty', () => {
  it('"how many balls of Aran did we sell in 2025" adds up the qty', async () => {
    const keep = (l: (typeof lines)[number]) => l.weight === 'Aran' && l.sale_date.startsWith('2025');
    expect(balls(keep)).toBeGreaterThan(lines.filter(keep).length);
    expectAnswered(await askBuiltin(t, ws, 'How many balls of Aran did we sell in 2025?'), formatNumber(balls(keep)));
  });

  it('"which brand sold the most skeins" ranks the brands by qty', async () => {
    const totals = new Map<string, number>();
    for (const l of lines) totals.set(l.brand, (totals.get(l.brand) ?? 0) + l.qty);
    const [best] = [...totals.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which brand sold the most skeins?'), best[0]);
  });
});
