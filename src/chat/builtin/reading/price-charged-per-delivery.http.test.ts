// A veg box round: 1,200 subscriptions (start_date, status with Cancelled ones, "Box Price (£)")
// and 6,000 deliveries that refer to them holding no money of their own. The box price is charged
// per delivery, so "which village brings in the most revenue" is never the box prices added up
// over subscriptions (price-takings.ts: a price of rows that money-less rows refer to is not
// what each row took), while lane sessions whose add-on lines carry their own prices keep theirs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const VILLAGES = ['Market Harlow', 'Little Snoring', 'Upper Slaughter', 'Nether Wallop'];
const customers = Array.from({ length: 400 }, (_, i) => ({ customer_id: 1 + i, customer_name: `Customer ${i}`, village: VILLAGES[(i * 7) % 4] }));
const subscriptions = Array.from({ length: 1_200 }, (_, i) => ({
  subscription_id: 5_001 + i,
  customer_id: 1 + (i % 400),
  box: ['Small veg', 'Medium veg', 'Fruit & veg'][i % 3],
  start_date: new Date(Date.UTC(2025, 0, 1) + ((i * 17) % 600) * 86_400_000).toISOString().slice(0, 10),
  status: ['Active', 'Active', 'Paused', 'Cancelled'][i % 4],
  'Box Price (£)': (12 + (i % 3) * 4.5).toFixed(2),
}));
const deliveries = Array.from({ length: 6_000 }, (_, i) => ({
  delivery_id: 90_001 + i,
  subscription_id: 5_001 + ((i * 31) % 1_200),
  delivery_date: new Date(Date.UTC(2025, 2, 1) + ((i * 5) % 600) * 86_400_000).toISOString().slice(0, 10),
  round: ['Monday', 'Thursday'][i % 2],
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'veg box round' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(subscriptions), filename: 'subscriptions.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
}, 180_000);

describe('a price charged per referring row', () => {
  it('has over 1,000 subscriptions', () => {
    expect(subscriptions.length).toBeGreaterThan(1_000);
  });

  it('"which village brings in the most revenue" never adds up the box prices as revenue', async () => {
    const reply = await askBuiltin(t, ws, 'Which village brings in the most revenue?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
