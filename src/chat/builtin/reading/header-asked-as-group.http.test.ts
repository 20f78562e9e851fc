// "Which range made the most money from paid orders?" asked through HTTP over a chocolate shop's
// 3,000 sales lines (Order No, Status, Line Total (£)) and the 200 products they refer to (Range):
// "range" is filler elsewhere ("how many products are in our range"), and a reading of the lines
// alone, grouped by their orders, answered with the money per order. Asked after a question word or a
// word of grouping, a header word the reading does not read stays unplaced (header-asked-as-group.ts):
// declined, or answered with the range. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chocolateShop } from '../../../../test/support/chocolate-shop-tables.ts';
import { formatNumber } from '../text.ts';

const { products, lines } = chocolateShop();
const rangeOf = new Map(products.map((p) => [p['Product Code'], p.Range]));
const paidByRange = new Map<string, number>();
for (const l of lines) if (l.Status === 'Paid') paidByRange.set(rangeOf.get(l['Product Code'])!, (paidByRange.get(rangeOf.get(l['Product Code'])!) ?? 0) + l['Line Total (£)']);
const [best] = [...paidByRange.entries()].sort((a, b) => b[1] - a[1]);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'chocolate shop' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

/** Declined, or answered with the range that took the most. */
function rangeOrDecline(reply: BuiltinReply): void {
  if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${best[0]}**`);
}

describe('a header asked as the groups that the reading does not read', () => {
  it('"which range made the most money from paid orders" is no ranking of orders', async () => {
    rangeOrDecline(await askBuiltin(t, ws, 'Which range made the most money from paid orders?'));
  });

  it('"which range earned the most from paid orders" is no ranking of orders', async () => {
    rangeOrDecline(await askBuiltin(t, ws, 'Which range earned the most from paid orders?'));
  });

  it('"top range by money from paid orders" is no ranking of lines', async () => {
    rangeOrDecline(await askBuiltin(t, ws, 'Top range by money from paid orders'));
  });

  it('control: "which range brought in the most money from paid orders" still names the range', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which range brought in the most money from paid orders?'), best[0]);
  });

  it('control: "how many products are in our range" still counts the products', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many products are in our range?'), formatNumber(products.length));
  });
});
