// A venue's lane sessions (1,200) and their food and drink add-on lines (3,000 rows: addon_line,
// booking_id, item, category, qty, unit_price). "Total add-on revenue" is the add-ons' price times
// quantity added up: "add-on" written with a hyphen is one word qualifying "revenue" (as "hire" does
// in "total hire revenue"), never addon_line, the lines' id, to be added up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const ITEMS = [
  { item: 'Cider pint', category: 'Drink', unit_price: 5.5 },
  { item: 'Craft lager pint', category: 'Drink', unit_price: 6 },
  { item: 'Pepperoni pizza', category: 'Food', unit_price: 12 },
  { item: 'Nachos', category: 'Food', unit_price: 7.5 },
];
const sessions = Array.from({ length: 1_200 }, (_, i) => ({
  booking_id: 300_001 + i,
  session_date: new Date(Date.UTC(2025, 2, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
  package: ['Standard', 'Corporate', 'Party'][i % 3],
  group_size: 2 + (i % 12),
  'Price (GBP)': [120, 150, 240][(i * 5) % 3],
  status: ['Completed', 'Completed', 'No-show', 'Cancelled'][i % 4],
}));
const addons = Array.from({ length: 3_000 }, (_, i) => {
  const it = ITEMS[(i * 3) % 4];
  return { addon_line: 900_001 + i, booking_id: 300_001 + ((i * 17) % 1_200), item: it.item, category: it.category, qty: 1 + (i % 6), unit_price: it.unit_price };
});
const revenue = addons.reduce((a, l) => a + l.qty * l.unit_price, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'axe venue add-ons' });
  await uploadTables(t, ws, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(addons), filename: 'addons.csv' },
  ]);
}, 180_000);

describe('a hyphenated word qualifying revenue', () => {
  it('has over 1,000 add-on lines', () => {
    expect(addons.length).toBeGreaterThan(1_000);
  });

  it('"Total add-on revenue" adds up the add-ons\' price times quantity', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total add-on revenue'), revenue.toLocaleString('en-GB', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(revenue) ? 0 : 2 }));
  });
});
