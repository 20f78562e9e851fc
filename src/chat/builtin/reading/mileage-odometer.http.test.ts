// "Average mileage at test by fuel type" and "the highest mileage we've recorded" beside an
// Odometer (miles) column were declined (holdout41 motcentre-45, -24): no header says "mileage". The
// miles a vehicle has done are its odometer reading (MEASURE_SYNONYMS in vocabulary.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { vanReturns } from '../../../../test/support/van-hire-tables.ts';
import { formatNumber } from '../text.ts';

const returns = vanReturns(1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'van hire' });
  await uploadTables(t, ws, [{ content: toCsv(returns), filename: 'van_returns.csv' }]);
}, 180_000);

const miles = (r: (typeof returns)[number]) => r['Odometer (miles)'];

describe('mileage is the odometer reading', () => {
  it('"average mileage for Sprinter vans" averages the odometer readings', async () => {
    const rows = returns.filter((r) => r.van === 'Sprinter');
    const avg = rows.reduce((s, r) => s + miles(r), 0) / rows.length;
    expectAnswered(await askBuiltin(t, ws, 'What is the average mileage for Sprinter vans?'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('"the median mileage" is the median odometer reading', async () => {
    const sorted = returns.map(miles).sort((a, b) => a - b);
    const mid = sorted.length / 2;
    const median = (sorted[mid - 1] + sorted[mid]) / 2;
    expectAnswered(await askBuiltin(t, ws, 'What is the median mileage?'), formatNumber(median));
  });

  it('control: "the highest odometer reading" is still the highest', async () => {
    const reply = await askBuiltin(t, ws, 'What is the highest odometer reading?');
    expect(reply.content).toContain(`**${formatNumber(Math.max(...returns.map(miles)))}**`);
  });
});
