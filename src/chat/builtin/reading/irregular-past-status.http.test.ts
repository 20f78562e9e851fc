// A walking-tour company: 1,200 tours whose Status is Ran, Cancelled or Scheduled, and 1,100 sales
// deals whose Outcome is Won, Lost or Open. "How many tours have we run so far?", "tours that ran
// in March 2026" name the status Ran, and "how many deals did we win" the outcome Won: short
// irregular past forms (mentions.ts, IRREGULAR_PASTS), never every tour not cancelled, marked unsure.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const TODAY = '2026-11-30';
const tours = Array.from({ length: 1_200 }, (_, i) => {
  const date = new Date(Date.UTC(2025, 0, 3) + Math.floor((i * 760) / 1_200) * 86_400_000).toISOString().slice(0, 10);
  return {
    'Tour Code': 5_001 + i,
    Route: ['Old Town', 'Harbour', 'Castle', 'Ghost Walk'][i % 4],
    Guide: ['Ann', 'Ben', 'Cat'][i % 3],
    'Tour Date': date,
    Status: i % 19 === 0 ? 'Cancelled' : date > TODAY ? 'Scheduled' : 'Ran',
  };
});
const deals = Array.from({ length: 1_100 }, (_, i) => ({
  'Deal ID': 90_001 + i,
  Rep: ['Dana', 'Eli', 'Fay', 'Gus'][i % 4],
  'Deal Value': 500 + (i % 37) * 40,
  Outcome: i % 5 === 0 ? 'Open' : i % 3 === 0 ? 'Lost' : 'Won',
}));
const ran = tours.filter((x) => x.Status === 'Ran').length;
const ranInMarch = tours.filter((x) => x.Status === 'Ran' && x['Tour Date'].startsWith('2026-03')).length;
const won = deals.filter((d) => d.Outcome === 'Won').length;
let t: TestClient;
let ws: string;
let sales: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'walking tours' });
  await uploadTables(t, ws, [{ content: toCsv(tours), filename: 'tours.csv' }]);
  sales = await createWorkspace(t, null, { name: 'sales deals' });
  await uploadTables(t, sales, [{ content: toCsv(deals), filename: 'deals.csv' }]);
}, 180_000);

describe('a short irregular past that a status holds', () => {
  it('has over 1,000 tours and deals, some scheduled and some cancelled', () => {
    expect(tours.length).toBeGreaterThan(1_000);
    expect(deals.length).toBeGreaterThan(1_000);
    expect(tours.some((x) => x.Status === 'Scheduled')).toBe(true);
  });

  it('"How many tours have we run so far?" counts the tours that Ran', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tours have we run so far?'), ran.toLocaleString('en-GB'));
  });

  it('"How many tours ran in March 2026?" too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tours ran in March 2026?'), String(ranInMarch));
  });

  it('"How many deals did we win?" counts the Won deals', async () => {
    expectAnswered(await askBuiltin(t, sales, 'How many deals did we win?'), won.toLocaleString('en-GB'));
  });
});
