// "How much is still unpaid?" over wholesale lines holding a unit price, a line total and a status
// with Unpaid: what is owed is money, the table's one money amount (the line total) of the unpaid
// rows. A table whose one "total" is a weight owes no money by it: its kilograms are never given.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { haulageLoads, wholesaleLines } from '../../../../test/support/owed-lines-tables.ts';
import { formatNumber } from '../text.ts';

const lines = wholesaleLines(1_400);
const loads = haulageLoads(1_100);
let t: TestClient;
let ws: string;
let haulage: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'amount owed' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'wholesale_lines.csv' }]);
  haulage = await createWorkspace(t, null, { name: 'weights owed' });
  await uploadTables(t, haulage, [{ content: toCsv(loads), filename: 'loads.csv' }]);
}, 180_000);

const owed = (rows: typeof lines) => Math.round(rows.filter((l) => l.status === 'Unpaid').reduce((s, l) => s + Number(l['Line total (£)']) * 100, 0)) / 100;

describe('how much is owed is the money of the owed rows', () => {
  it('"how much is still unpaid" adds up the unpaid lines\' totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much is still unpaid?'), formatNumber(owed(lines)));
  });

  it('"how much is unpaid at The Anchor" adds up that outlet\'s unpaid lines', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much is unpaid at The Anchor?'), formatNumber(owed(lines.filter((l) => l.outlet === 'The Anchor'))));
  });

  it('"how many lines are unpaid" still counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lines are unpaid?'), formatNumber(lines.filter((l) => l.status === 'Unpaid').length));
  });

  it('"how much is unpaid" over loads whose one total is a weight never gives the kilograms', async () => {
    const kg = loads.filter((l) => l.payment === 'Unpaid').reduce((s, l) => s + l['Total weight (kg)'], 0);
    const reply = await askBuiltin(t, haulage, 'How much is unpaid?');
    expect(reply.execution_details.outcome === 'answered' && reply.content.includes(formatNumber(kg)), reply.content).toBe(false);
  });
});
