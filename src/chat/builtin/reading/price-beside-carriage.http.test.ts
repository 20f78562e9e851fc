// Takings over sale lines with "Price (£)" beside a "Delivery Charge (£)" blank when not delivered,
// and a Status of Sold / Refunded / Cancelled, asked through HTTP: the delivery charge is carriage
// on top of the goods, so takings are the total of the price (price-beside-carriage.ts); takings
// with no status said are not the total over every row while Cancelled and Refunded rows still
// carry their price (money-taken-of-called-off.ts); "the 2025 season" is the year 2025
// (year-season.ts). Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chance, int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_017);
const PRODUCTS: [string, number][] = [['Hamper', 45], ['Cheese Box', 28], ['Cider Crate', 36], ['Apple Juice', 9], ['Gift Card', 25]];
const sales = Array.from({ length: 3_000 }, (_, i) => {
  const year = pick(rand, [2024, 2025]);
  const [product, base] = pick(rand, PRODUCTS);
  const delivered = product !== 'Gift Card' && chance(rand, 0.3);
  const roll = rand();
  return {
    'Sale No': `FS-${String(i + 1).padStart(5, '0')}`,
    'Sale Date': `${year}-12-${String(int(rand, 1, 23)).padStart(2, '0')}`,
    Product: product,
    'Price (£)': base + int(rand, 0, 10),
    'Delivery Charge (£)': delivered ? pick(rand, [5, 7.5]) : null,
    Status: roll < 0.05 ? 'Cancelled' : roll < 0.09 ? 'Refunded' : 'Sold',
    Channel: pick(rand, ['Shop', 'Online', 'Market']),
  };
});
type Sale = (typeof sales)[number];
const total = (rows: Sale[]) => rows.reduce((s, r) => s + r['Price (£)'], 0);
const sold = (r: Sale) => r.Status === 'Sold';
const inYear = (y: string) => (r: Sale) => r['Sale Date'].startsWith(y);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'carriage' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'farm_shop_sales.csv' }]);
}, 180_000);

describe('takings beside a delivery charge', () => {
  it('sold takings by product total the price, not the delivery charge', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 products by takings from sold sales');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const byProduct = new Map<string, number>();
    for (const r of sales.filter(sold)) byProduct.set(r.Product, (byProduct.get(r.Product) ?? 0) + r['Price (£)']);
    const [top] = [...byProduct].sort((a, b) => b[1] - a[1]);
    expect(reply.content).toContain(top[0]);
    expect(reply.content).toContain(formatNumber(top[1]));
  });

  it('takings from a product in the 2025 season with no status said are not the total over every row', async () => {
    const every = total(sales.filter((r) => r.Product === 'Hamper' && inYear('2025')(r)));
    const reply = await askBuiltin(t, ws, 'Takings from hampers in the 2025 season');
    expect(reply.content).not.toContain(`**${formatNumber(every)}**`);
  });

  it('takings with no status said are the Sold rows\' price (takings-of-sold-rows.ts)', async () => {
    const kept = total(sales.filter((r) => r.Product === 'Hamper' && inYear('2025')(r) && sold(r)));
    expectAnswered(await askBuiltin(t, ws, 'Takings from hampers in 2025'), formatNumber(kept));
  });

  it('takings across all seasons keep every year\'s rows (inclusion-phrases.ts)', async () => {
    const kept = total(sales.filter((r) => r.Product === 'Cheese Box' && sold(r)));
    expectAnswered(await askBuiltin(t, ws, 'Cheese box takings across all seasons'), formatNumber(kept));
  });

  it('takings by channel are the Sold rows\' price per channel', async () => {
    const reply = await askBuiltin(t, ws, 'Total takings by channel');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const channel of ['Shop', 'Online', 'Market']) expect(reply.content).toContain(formatNumber(total(sales.filter((r) => r.Channel === channel && sold(r)))));
  });

  it('takings from sold items excluding delivery are the Sold rows\' price (items are the rows; the carriage is set aside)', async () => {
    const kept = total(sales.filter((r) => inYear('2025')(r) && sold(r)));
    expectAnswered(await askBuiltin(t, ws, 'What were total takings from sold items in 2025, excluding delivery?'), formatNumber(kept));
  });

  it('the delivery charges are still added up when named', async () => {
    const charges = sales.filter(sold).reduce((s, r) => s + (r['Delivery Charge (£)'] ?? 0), 0);
    expectAnswered(await askBuiltin(t, ws, 'Total delivery charge of sold sales'), formatNumber(charges));
  });
});

describe('a season named by its year', () => {
  it('the first sale of the 2025 season is the first day of 2025 in the rows', async () => {
    const first = sales.filter(inYear('2025')).map((r) => r['Sale Date']).sort()[0];
    const reply = await askBuiltin(t, ws, 'When was the first sale of the 2025 season?');
    expectAnswered(reply, first);
  });

  it('sales by product in the 2024 season count that year', async () => {
    const n = sales.filter((r) => inYear('2024')(r) && r.Product === 'Cider Crate').length;
    expectAnswered(await askBuiltin(t, ws, 'How many Cider Crate sales were there in the 2024 season?'), formatNumber(n));
  });
});
