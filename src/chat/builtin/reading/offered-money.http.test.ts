// "Which area brings in the most money?" over jobs holding "Estimate (£)" beside "Billed (£)": an
// estimate or a quote is money only offered, never taken in, so the money brought in is the bills
// (takings-column.ts). The estimate is still what "estimate" names.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { treeSurgery } from '../../../../test/support/tree-surgery-tables.ts';
import { formatNumber } from '../text.ts';

const { clients, jobs } = treeSurgery(1_500, 4_713);
const areaOf = new Map(clients.map((c) => [c.client_id, c.area]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'offered money' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
}, 180_000);

describe('an estimate is money offered, not taken', () => {
  it('"which area brings in the most money" adds up the bills per area', async () => {
    const totals = new Map<string, number>();
    for (const j of jobs) totals.set(areaOf.get(j.client_id)!, (totals.get(areaOf.get(j.client_id)!) ?? 0) + (j['Billed (£)'] ?? 0));
    expectAnswered(await askBuiltin(t, ws, 'Which area brings in the most money?'), [...totals.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  });

  it('"total takings for felling" adds up the felling bills', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total takings for Felling'), formatNumber(jobs.filter((j) => j.work_type === 'Felling').reduce((s, j) => s + (j['Billed (£)'] ?? 0), 0)));
  });

  it('"total estimate for felling" still adds up the estimates', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total estimate for Felling'), formatNumber(jobs.filter((j) => j.work_type === 'Felling').reduce((s, j) => s + j['Estimate (£)'], 0)));
  });
});
