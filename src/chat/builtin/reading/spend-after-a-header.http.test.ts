// "materials spend last month", "material spend on completed patio projects" over a landscaper's
// material purchases (a material column, a cost) beside projects: the header before the money noun
// only qualifies it ("materials spend" is money spent on materials), so the question asks the total
// cost of the rows the conditions keep, not a list of their materials (interpret.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { landscaperTables } from '../../../../test/support/landscaper-tables.ts';
import { formatNumber } from '../text.ts';

const { projects, timesheets, purchases } = landscaperTables(700);
const projectOf = new Map(projects.map((p) => [p.project_id, p]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'landscaper spend' });
  await uploadTables(t, ws, [
    { content: toCsv(projects), filename: 'projects.csv' },
    { content: toCsv(timesheets), filename: 'timesheets.csv' },
    { content: toCsv(purchases), filename: 'material_purchases.csv' },
  ]);
}, 180_000);

describe('a spend noun after a header', () => {
  it('has over 1,000 purchases', () => {
    expect(purchases.length).toBeGreaterThan(1_000);
  });

  it('"material spend in 2025" totals the cost of 2025\'s purchases', async () => {
    const total = purchases.filter((p) => p.purchase_date.startsWith('2025')).reduce((a, p) => a + p.cost, 0);
    expectAnswered(await askBuiltin(t, ws, 'material spend in 2025'), money(total));
  });

  it('"materials spend last month" totals October 2026\'s purchases', async () => {
    const total = purchases.filter((p) => p.purchase_date.startsWith('2026-10')).reduce((a, p) => a + p.cost, 0);
    expectAnswered(await askBuiltin(t, ws, 'materials spend last month'), money(total));
  });

  it('"material spend on completed patio projects" totals through the projects', async () => {
    const total = purchases.filter((p) => projectOf.get(p.project_id)!.status === 'Completed' && projectOf.get(p.project_id)!.project_type === 'Patio').reduce((a, p) => a + p.cost, 0);
    expectAnswered(await askBuiltin(t, ws, 'material spend on completed patio projects'), money(total));
  });
});
