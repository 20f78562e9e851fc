// "What was the average price paid per dress?" over orders with a "Dress Price (£)" beside the styles
// they name, each with a list "Price (£)": money paid is the orders' (price-paid.ts), never the
// styles' list price; a ratio of one money column over another is declined (ratio-of-money.ts);
// revenue is never the alterations charged beside the price (charge-beside-extras.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, expectUncertain, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { boxDeliveries, dressOrders } from '../../../../test/support/boutique-tables.ts';
import { fittingJobs, mechanicJobs } from '../../../../test/support/fitting-tables.ts';
import { formatNumber } from '../text.ts';

const { styles, orders } = dressOrders(1_500);
const styleOf = new Map(styles.map((s) => [s.style_code, s]));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const { tyres, jobs } = fittingJobs(1_500);
const { subscriptions, deliveries } = boxDeliveries(1_500);
const mechanic = mechanicJobs(1_200);
let t: TestClient;
let ws: string;
let fitter: string;
let veg: string;
let mobile: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'boutique' });
  await uploadTables(t, ws, [
    { content: toCsv(styles), filename: 'dresses.csv' },
    { content: toCsv(orders), filename: 'orders.csv' },
  ]);
  fitter = await createWorkspace(t, null, { name: 'tyre fitter' });
  await uploadTables(t, fitter, [
    { content: toCsv(tyres), filename: 'tyre_catalogue.csv' },
    { content: toCsv(jobs), filename: 'fitting_jobs.csv' },
  ]);
  veg = await createWorkspace(t, null, { name: 'veg boxes' });
  await uploadTables(t, veg, [
    { content: toCsv(subscriptions), filename: 'box_subscriptions.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
  mobile = await createWorkspace(t, null, { name: 'mobile mechanic' });
  await uploadTables(t, mobile, [
    { content: toCsv(mechanic.jobs), filename: 'jobs.csv' },
    { content: toCsv(mechanic.parts), filename: 'parts_used.csv' },
  ]);
}, 180_000);

describe('money paid over a lookup with a list price', () => {
  it('the average price paid per dress is the orders\' price', async () => {
    const reply = await askBuiltin(t, ws, 'What was the average price paid per dress?');
    expectAnswered(reply, money(mean(orders.map((o) => o['Dress Price (£)']))));
  });

  it('the highest price paid for a designer\'s dress is the orders\' price', async () => {
    const reply = await askBuiltin(t, ws, "What's the highest price paid for an Aurelle dress?");
    expectAnswered(reply, money(Math.max(...orders.filter((o) => styleOf.get(o.style_code)!.designer === 'Aurelle').map((o) => o['Dress Price (£)']))));
  });

  it('the average price paid by designer joins the orders to their styles', async () => {
    const reply = await askBuiltin(t, ws, 'Average price paid by designer');
    const byDesigner = new Map<string, number[]>();
    for (const o of orders) {
      const d = styleOf.get(o.style_code)!.designer;
      byDesigner.set(d, [...(byDesigner.get(d) ?? []), o['Dress Price (£)']]);
    }
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [d, xs] of byDesigner) expect(reply.content).toMatch(new RegExp(`${d} \\| ${money(mean(xs)).replace('.', '\\.')} \\|`));
  });

  it('the list price is still read where nothing is said to be paid', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the average price of a dress?'), money(mean(styles.map((s) => s['Price (£)']))));
  });

  it('revenue is never the alterations charged beside the price (charge-beside-extras.ts)', async () => {
    const alterations = orders.reduce((a, o) => a + (o['Alterations (£)'] ?? 0), 0);
    for (const question of ['What was our total revenue?', 'Total revenue by designer']) {
      const reply = await askBuiltin(t, ws, question);
      if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain('Alterations');
      expect(reply.content).not.toContain(`**${money(alterations)}**`);
    }
  });

  it('one money column over another is declined (ratio-of-money.ts)', async () => {
    // Declined by the precise reading; at most a best reading of the average deposit, marked uncertain.
    const reply = await askBuiltin(t, ws, 'What is the average deposit per dress price?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the average price paid per tyre is the jobs\' unit price, not the catalogue\'s list price (unweighted, said so)', async () => {
    const reply = await askBuiltin(t, fitter, 'What was the average price paid per tyre?');
    expectUncertain(reply, money(mean(jobs.map((j) => j.unit_price_gbp))));
    expect(reply.content).toContain('not weighted');
  });

  it('a price paid by a group of the subscriptions is what the deliveries were charged', async () => {
    const boxOf = new Map(subscriptions.map((x) => [x.subscription_id, x.box]));
    const small = deliveries.filter((d) => boxOf.get(d.subscription_id) === 'Small Veg');
    expectAnswered(await askBuiltin(t, veg, 'What was the average price paid for a Small Veg box?'), money(mean(small.map((d) => d['Charged (£)']))));
  });

  it('money the question names that is no price ("labour charged") stays the jobs\' own, never the parts\' price charged', async () => {
    const reply = await askBuiltin(t, mobile, 'Total labour charged (£)');
    expect(reply.content).not.toContain(money(mechanic.parts.reduce((a, p) => a + p['Price Charged (£)'], 0)));
    expect(reply.content).not.toContain('Price Charged');
    // Confident only over the jobs' own labour.
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(money(mechanic.jobs.reduce((a, j) => a + j['Labour (£)'], 0)));
  });
});
