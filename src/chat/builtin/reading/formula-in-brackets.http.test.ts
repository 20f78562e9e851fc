// A workshop's parts lines: 1,500 rows with a qty and a unit_price written with its pound sign.
// "Total parts revenue (qty x unit price)" spells out in brackets the figure "revenue" names: the
// quantity times the unit price of each line, added up (arithmetic.ts reads the letter x as the
// multiplication sign; interpret.ts takes the expression as the measure a word for it restates),
// never the quantities alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const PARTS = [
  { part_code: 'BP-RD', description: 'Disc brake pads', category: 'Brakes', price: 18.5 },
  { part_code: 'CH-11', description: '11-speed chain', category: 'Drivetrain', price: 34.99 },
  { part_code: 'TB-700', description: 'Inner tube 700c', category: 'Tyres', price: 6.5 },
  { part_code: 'TY-GP5', description: 'Road tyre 28mm', category: 'Tyres', price: 42 },
];
const lines = Array.from({ length: 1_500 }, (_, i) => {
  const p = PARTS[(i * 7) % 4];
  return { line_id: 1 + i, ticket_no: 60_001 + ((i * 13) % 700), part_code: p.part_code, description: p.description, category: p.category, qty: 1 + (i % 3), unit_price: `£${p.price.toFixed(2)}` };
});
const value = (l: (typeof lines)[number]) => l.qty * Number(l.unit_price.slice(1));
const total = (rows: typeof lines) => Math.round(rows.reduce((a, l) => a + value(l), 0) * 100) / 100;
const fmt = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bike workshop parts' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'parts_fitted.csv' }]);
}, 180_000);

describe('a formula spelled out in brackets', () => {
  it('has over 1,000 parts lines', () => {
    expect(lines.length).toBeGreaterThan(1_000);
  });

  it('"Total parts revenue (qty x unit price)" adds up each line\'s quantity times its unit price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total parts revenue (qty x unit price)'), fmt(total(lines)));
  });

  it('"Total parts revenue for Tyres (qty x unit price)" does so over the Tyres lines', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total parts revenue for Tyres (qty x unit price)'), fmt(total(lines.filter((l) => l.category === 'Tyres'))));
  });
});
