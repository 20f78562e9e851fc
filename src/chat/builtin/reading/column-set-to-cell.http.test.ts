// 1,200 customers whose heard_via holds Google, Referral, Leaflet and None. "How many customers have
// heard_via set to None?" read heard_via = None but left "set" unplaced, so the count came only as
// the interpretive reader's uncertain best reading: setting a column to a cell the reading reads is
// that cell said (interpret.ts). Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { sourcedCustomers } from '../../../../test/support/customer-source-tables.ts';
import { formatNumber } from '../text.ts';

const customers = sourcedCustomers(1_200);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'customer sources' });
  await uploadTables(t, ws, [{ content: toCsv(customers), filename: 'customers.csv' }]);
}, 180_000);

describe('a column set to a cell', () => {
  it('has over 1,000 customers', () => {
    expect(customers.length).toBeGreaterThan(1_000);
  });

  it('"how many customers have heard_via set to None" counts the None cells, with confidence', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many customers have heard_via set to None?'), formatNumber(customers.filter((c) => c.heard_via === 'None').length));
  });

  it('"customers with heard_via set to Referral in Wokingham" counts both conditions', async () => {
    const reply = await askBuiltin(t, ws, 'How many customers in Wokingham have heard_via set to Referral?');
    expectAnswered(reply, formatNumber(customers.filter((c) => c.heard_via === 'Referral' && c.town === 'Wokingham').length));
  });
});
