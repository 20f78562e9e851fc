// "Total sales before refunds", "units sold, before refunds", "takings net of refunds", "refunds by
// range", "how much have we refunded" over till lines whose Type holds Refund beside Sale, the refund
// lines carrying a negative Qty and Line total (refund-phrases.ts): before refunds leaves the refund
// lines out, net of refunds adds every line, and the refunds' money is given as positive figures.
// Where the refund lines carry positive amounts, "after refunds" says nothing the data can add up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const RANGES = ['Bar soap', 'Shampoo bar', 'Bath bomb', 'Candle'];
const rand = seeded(83);
const products = Array.from({ length: 60 }, (_, i) => ({ SKU: `SP-${String(101 + i).padStart(4, '0')}`, Product: `Product ${i + 1}`, Range: RANGES[i % RANGES.length] }));
const lines = Array.from({ length: 1_800 }, (_, i) => {
  const p = pick(rand, products);
  const refund = rand() < 0.05;
  const qty = refund ? -1 : 1 + Math.floor(rand() * 3);
  const price = 4 + Math.floor(rand() * 16) / 2;
  return { 'Line ID': 900_001 + i, SKU: p.SKU, Qty: qty, 'Unit price': price, 'Line total': Math.round(qty * price * 100) / 100, Type: refund ? 'Refund' : 'Sale' };
});
const rangeOf = new Map(products.map((p) => [p.SKU, p.Range]));
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
const money = (xs: number[]) => formatNumber(sum(xs));
const sales = lines.filter((l) => l.Type === 'Sale');
const refunds = lines.filter((l) => l.Type === 'Refund');

let t: TestClient;
let ws: string;
let positive: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'soap refunds' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'till_lines.csv' },
  ]);
  // The same lines with the refunds written as positive amounts: nothing says how to take them off.
  positive = await createWorkspace(t, null, { name: 'soap refunds positive' });
  await uploadTables(t, positive, [{ content: toCsv(lines.map((l) => ({ ...l, Qty: Math.abs(l.Qty), 'Line total': Math.abs(l['Line total']) }))), filename: 'till_lines.csv' }]);
}, 180_000);

describe('before, after and net of refunds', () => {
  it('before refunds leaves the refund lines out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many units have we sold, before refunds?'), formatNumber(sum(sales.map((l) => l.Qty))));
    expectAnswered(await askBuiltin(t, ws, 'total line total before refunds'), money(sales.map((l) => l['Line total'])));
  });

  it('net of refunds adds every line, the refunds negative', async () => {
    const reply = await askBuiltin(t, ws, 'Line total by range, net of refunds');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const r of RANGES) expect(reply.content).toContain(`| ${r} | ${money(lines.filter((l) => rangeOf.get(l.SKU) === r).map((l) => l['Line total']))} |`);
  });

  it('"what did we take" is the money the lines took, the line total beside the unit price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What did we take, after refunds?'), money(lines.map((l) => l['Line total'])));
  });

  it('the refunds by a group are their money given back, not a count of them', async () => {
    const reply = await askBuiltin(t, ws, 'Refunds by range');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const r of RANGES) expect(reply.content).toContain(`| ${r} | ${money(refunds.filter((l) => rangeOf.get(l.SKU) === r).map((l) => -l['Line total']))} |`);
    expectAnswered(await askBuiltin(t, ws, 'How much have we refunded in total?'), money(refunds.map((l) => -l['Line total'])));
    // A count asked is still a count.
    expectAnswered(await askBuiltin(t, ws, 'How many refunds have there been?'), formatNumber(refunds.length));
  });

  it('after refunds is declined where the refunds are written as positive amounts', async () => {
    const reply = await askBuiltin(t, positive, 'total line total after refunds');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
