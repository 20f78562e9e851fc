// "Units sold in June 2025", "Units sold from June to August, paid orders", "Qty in June 2025, paid
// orders" asked through HTTP over a chocolate shop's 3,000 sales lines with a Qty: a quantity said as
// the things that went out ("units sold") is their total over the rows kept (quantity-sold-headline.ts),
// and the plural of a key right after a kept cell ("paid orders" beside Order No) names the rows the
// cell keeps, not Order No to look up. Both were declined or listed order numbers. "Units in June"
// (no participle) still says no way of combining the rows, and "paid orders in June" (no figure
// named) still lists the orders. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chocolateShop, type ChocolateLine } from '../../../../test/support/chocolate-shop-tables.ts';
import { formatNumber } from '../text.ts';

const { products, lines } = chocolateShop();
const units = (keep: (l: ChocolateLine) => boolean) => formatNumber(lines.filter(keep).reduce((s, l) => s + l.Qty, 0));
const paid = (l: ChocolateLine) => l.Status === 'Paid';

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'chocolate shop units' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('a quantity said as the things sold', () => {
  it('"units sold in June 2025" adds up the June quantities', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Units sold in June 2025'), units((l) => l['Order Date'].startsWith('2025-06')));
  });

  it('"units sold from June to August, paid orders" adds up the paid quantities of the three months', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Units sold from June to August, paid orders'), units((l) => paid(l) && l['Order Date'] >= '2025-06-01' && l['Order Date'] <= '2025-08-31'));
  });

  it('"Qty in June 2025, paid orders" adds up the paid June quantities, listing no orders', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Qty in June 2025, paid orders'), units((l) => paid(l) && l['Order Date'].startsWith('2025-06')));
  });

  it('control: "units in June 2025" says no way of combining the rows and is not answered', async () => {
    const reply = await askBuiltin(t, ws, 'Units in June 2025');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: "paid orders in June 2025", no figure named, still lists the orders', async () => {
    const first = lines.find((l) => paid(l) && l['Order Date'].startsWith('2025-06'))!;
    expectAnswered(await askBuiltin(t, ws, 'Paid orders in June 2025'), String(first['Order No']));
  });
});
