// An egg farm's 200 customers and 3,000 deliveries holding Trays (30 eggs) and returned_trays:
// "which customer sends back the most trays" ranks the customers by returned_trays, and "how many
// trays have come back as returns" adds up returned_trays, never the trays delivered
// (sent-back-as-returned.ts). Without a returned figure of that noun the words are left alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const customers = Array.from({ length: 200 }, (_, i) => ({ customer_no: 20_001 + i, business_name: `Kitchen ${i}`, kind: ['Café', 'Farm Shop', 'Pub'][i % 3] }));
// One customer (index 17) sends back far more than the rest, so the ranking has one winner.
const deliveries = Array.from({ length: 3_000 }, (_, i) => {
  const customer = (i * 7) % 200;
  return {
    delivery_id: 1 + i,
    delivery_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-10`,
    customer_no: 20_001 + customer,
    'Trays (30 eggs)': 2 + (i % 9),
    'Price per tray (£)': 12 + (i % 3),
    returned_trays: customer === 17 ? 6 : (i * 13) % 3,
    status: i % 15 === 0 ? 'Cancelled' : 'Delivered',
  };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'egg rounds' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
}, 180_000);

describe('sending back and coming back beside a returned figure', () => {
  it('"which customer sends back the most trays" ranks by returned_trays', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which customer sends back the most trays?'), 'Kitchen 17 (20018)');
  });

  it('"how many trays have come back as returns in total" adds up returned_trays', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many trays have come back as returns in total?'), formatNumber(deliveries.reduce((a, d) => a + d.returned_trays, 0)));
  });

  it('"how many trays were delivered in total" still adds up the delivered trays', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many trays were delivered in total?'), formatNumber(deliveries.filter((d) => d.status === 'Delivered').reduce((a, d) => a + d['Trays (30 eggs)'], 0)));
  });

  it('"sends back the most boxes", a noun no returned figure holds, still declines', async () => {
    const reply = await askBuiltin(t, ws, 'Which customer sends back the most boxes?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
