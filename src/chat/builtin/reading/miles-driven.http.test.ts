// "How many delivery miles did we drive in 2025?": driving the miles is what a row of Delivery
// Miles records, so "drive" is filler (vocabulary.ts FILLER) and the miles are added up.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { deliveryRuns } from '../../../../test/support/delivery-run-tables.ts';
import { formatNumber } from '../text.ts';

const runs = deliveryRuns(1_300);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'miles driven' });
  await uploadTables(t, ws, [{ content: toCsv(runs), filename: 'trips.csv' }]);
}, 180_000);

describe('miles driven', () => {
  it('"how many delivery miles did we drive for delivered trips in 2025" adds up the miles', async () => {
    const miles = runs.filter((r) => r.status === 'delivered' && r.trip_date.startsWith('2025')).reduce((a, r) => a + r['Delivery Miles'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How many delivery miles did we drive for delivered trips in 2025?'), formatNumber(miles));
  });
});
