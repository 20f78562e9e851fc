// A paddle hire centre's 150 customers and 3,000 hires whose one money column is each hire's
// Price (£), the hire's whole price (row-price-by-data.ts). What customers spent on the hires is
// what the hires took: "average spend per completed hire for members", "which town's customers
// spent the most" and "top 5 customers by spend" read the price (they were declined: "spend" named
// no column). Said of the business ("how much did we spend ...") spending is an outgoing, never the
// hire prices (it was read as them, confidently; incoming-verbs.ts); and beside a discount column the price may be before or after it, so it is not read
// as what a hire took (price-takings.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { customers, hires } = paddleHire();
const byNo = new Map(customers.map((c) => [c['Customer No'], c]));
const done = hires.filter((h) => h.status === 'completed');
const price = (h: (typeof hires)[number]) => Number(h['Price (£)']);
const money = (n: number) => formatNumber(Math.round(n * 100) / 100);
const sumBy = (xs: typeof hires, key: (h: (typeof hires)[number]) => string) => {
  const m = new Map<string, number>();
  for (const h of xs) m.set(key(h), (m.get(key(h)) ?? 0) + price(h));
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const discounted = hires.map((h, i) => ({ ...h, 'Discount %': i % 4 === 0 ? 10 : 0 }));
let t: TestClient;
let ws: string;
let discountWs: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hire spend' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(hires), filename: 'hires.csv' },
  ]);
  discountWs = await createWorkspace(t, null, { name: 'paddle hire spend with discounts' });
  await uploadTables(t, discountWs, [{ content: toCsv(discounted), filename: 'hires.csv' }]);
}, 180_000);

describe("customers' spend is the hires' price", () => {
  it('has over 1,000 hires', () => {
    expect(hires.length).toBeGreaterThan(1_000);
  });

  it('"average spend per completed hire for members" averages the members\' prices', async () => {
    const xs = done.filter((h) => byNo.get(h.customer_no)!.Member === 'Yes');
    expectAnswered(await askBuiltin(t, ws, 'Average spend per completed hire for members'), money(xs.reduce((a, h) => a + price(h), 0) / xs.length));
  });

  it('"which town\'s customers spent the most" ranks the towns by the prices added up', async () => {
    const [top] = sumBy(done, (h) => byNo.get(h.customer_no)!.Town);
    expectAnswered(await askBuiltin(t, ws, "Which town's customers spent the most on completed hires?"), top[0]);
  });

  it('"top 5 customers by spend" ranks the customers by the prices added up', async () => {
    const top = sumBy(done, (h) => byNo.get(h.customer_no)!.Name).slice(0, 5);
    const reply = await askBuiltin(t, ws, 'Top 5 customers by spend on completed hires');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [name] of top) expect(reply.content).toContain(name);
  });

  it('"how much did customers spend on kayaks" adds up the kayak prices', async () => {
    const taken = money(hires.filter((h) => h.craft === 'Kayak' && h.hire_date.startsWith('2025')).reduce((a, h) => a + price(h), 0));
    expectAnswered(await askBuiltin(t, ws, 'How much did customers spend on kayaks in 2025?'), taken);
  });

  it('"how much did we spend" is never the hire prices', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we spend on kayaks in 2025?');
    const taken = money(hires.filter((h) => h.craft === 'Kayak' && h.hire_date.startsWith('2025')).reduce((a, h) => a + price(h), 0));
    expect(reply.content).not.toContain(taken);
  });

  it('beside a discount column the price is not read as the spend', async () => {
    const reply = await askBuiltin(t, discountWs, 'Average spend per completed hire');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
