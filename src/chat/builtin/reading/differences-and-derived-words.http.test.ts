// Two groups compared by how far apart they are, and header words reached through a derived form
// of a question's word, asked through HTTP over tables of 1,100 to 2,400 rows: "how much more
// revenue did North make than South" and "what's the difference between Online and Retail" answer
// the difference itself with both figures; "how many more items" adds the items up; "hourly rate"
// names "Rate (£/hr)" and rate_per_hour but never hours_billed; "registrations" names the one date
// Registered and "lodgements" the date Lodged On, never another date.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { clubMembers, contracts, lodgedClaims, shipments, shopOrders } from '../../../../test/support/difference-tables.ts';
import { formatNumber } from '../text.ts';

const orders = shopOrders(2_400);
const trades = contracts(1_100);
const members = clubMembers(1_300).map((m) => ({ member_id: m.member_id, Registered: m.registration_date, plan: m.plan }));
const claims = lodgedClaims(1_200).map((c) => ({ claim_ref: c.claim_ref, 'Incident Date': c.incident_date, 'Lodged On': c.lodgement_date, claim_type: c.claim_type }));
const parcels = shipments(1_400).map((s) => ({ shipment_id: s.shipment_id, Dispatched: s.dispatch_date, Delivered: s.delivery_date, carrier: s.carrier }));

let t: TestClient;
const ws: Record<string, string> = {};

beforeAll(async () => {
  t = sharedTestApp();
  const sets: Record<string, { content: string; filename: string }> = {
    shop: { content: toCsv(orders), filename: 'orders.csv' },
    trades: { content: toCsv(trades), filename: 'contracts.csv' },
    perHour: { content: toCsv(trades.map((c) => ({ contract_id: c.contract_id, trade: c.trade, rate_per_hour: c['Rate (£/hr)'], hours_billed: c.hours_billed }))), filename: 'contracts.csv' },
    club: { content: toCsv(members), filename: 'members.csv' },
    claims: { content: toCsv(claims), filename: 'claims.csv' },
    parcels: { content: toCsv(parcels), filename: 'shipments.csv' },
  };
  for (const [name, file] of Object.entries(sets)) {
    ws[name] = await createWorkspace(t, null, { name });
    await uploadTables(t, ws[name], [file]);
  }
}, 300_000);

const total = <T>(list: T[], value: (r: T) => number, pred: (r: T) => boolean) => list.filter(pred).reduce((s, r) => s + value(r), 0);
const count = <T>(list: T[], pred: (r: T) => boolean) => list.filter(pred).length;
const average = <T>(list: T[], value: (r: T) => number, pred: (r: T) => boolean) => total(list, value, pred) / count(list, pred);
const inMonth = (day: string, month: string) => day.startsWith(month);

describe('how far apart two groups are', () => {
  const amountIn = (region: string) => total(orders, (o) => o.amount_gbp, (o) => o.region === region);

  it('"how much more revenue did North make than South" is the difference, with both totals', async () => {
    const reply = await askBuiltin(t, ws.shop, 'How much more revenue did North make than South?');
    expectAnswered(reply, formatNumber(amountIn('North') - amountIn('South')));
    expect(reply.content).toContain(formatNumber(amountIn('North')));
    expect(reply.content).toContain(formatNumber(amountIn('South')));
  });

  it('"how much higher is the average order amount in North than South" is the difference of the averages', async () => {
    const avg = (region: string) => average(orders, (o) => o.amount_gbp, (o) => o.region === region);
    expectAnswered(await askBuiltin(t, ws.shop, 'How much higher is the average order amount in North than South?'), formatNumber(avg('North') - avg('South')));
  });

  it('"what\'s the difference between Online and Retail in total amount" states the difference itself', async () => {
    const of = (channel: string) => total(orders, (o) => o.amount_gbp, (o) => o.channel === channel);
    expectAnswered(await askBuiltin(t, ws.shop, "What's the difference between Online and Retail in total amount?"), formatNumber(Math.abs(of('Online') - of('Retail'))));
  });

  it('"how many more orders" counts the rows; "how many more items" adds the items up', async () => {
    const rows = (region: string) => count(orders, (o) => o.region === region);
    expectAnswered(await askBuiltin(t, ws.shop, 'How many more orders did North have than South?'), formatNumber(rows('North') - rows('South')));
    const items = (region: string) => total(orders, (o) => o.items, (o) => o.region === region);
    expectAnswered(await askBuiltin(t, ws.shop, 'How many more items did North sell than South?'), formatNumber(items('North') - items('South')));
  });

  it('"more than 300" with two regions is still a condition, not a comparison of the regions', async () => {
    const n = count(orders, (o) => o.amount_gbp > 300 && (o.region === 'North' || o.region === 'South'));
    expectAnswered(await askBuiltin(t, ws.shop, 'How many orders in North and South had an amount of more than 300?'), formatNumber(n));
  });

  it('"how much more did North make" with no amount named never counts rows with confidence', async () => {
    const reply = await askBuiltin(t, ws.shop, 'How much more did North make than South?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('a rate per unit named by the unit\'s adjective', () => {
  it('"average hourly rate" is the mean of "Rate (£/hr)", never of hours billed', async () => {
    const rate = average(trades, (c) => c['Rate (£/hr)'], () => true);
    expectAnswered(await askBuiltin(t, ws.trades, 'What is the average hourly rate?'), formatNumber(rate));
    expectAnswered(await askBuiltin(t, ws.perHour, 'What is the average hourly rate?'), formatNumber(rate));
  });

  it('"rate per hour by trade" names "Rate (£/hr)" with its unit said in full', async () => {
    const reply = await askBuiltin(t, ws.trades, 'average rate per hour by trade');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(average(trades, (c) => c['Rate (£/hr)'], (c) => c.trade === 'Electrician')));
  });

  it('hours billed are still the hours, not the hourly rate', async () => {
    expectAnswered(await askBuiltin(t, ws.perHour, 'How many hours were billed in total?'), formatNumber(total(trades, (c) => c.hours_billed, () => true)));
  });
});

describe('a date named by the noun of its verb', () => {
  it('"registrations in 2024" beside the one date Registered counts the rows registered then', async () => {
    expectAnswered(await askBuiltin(t, ws.club, 'How many registrations were there in 2024?'), formatNumber(count(members, (m) => m.Registered.startsWith('2024'))));
  });

  it('"renewals" is no word of Registered: not answered with confidence', async () => {
    const reply = await askBuiltin(t, ws.club, 'How many renewals were there in 2024?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"lodgements in March 2025" is the date Lodged On, not the incident date', async () => {
    const n = count(claims, (c) => inMonth(c['Lodged On'], '2025-03'));
    expect(n).not.toBe(count(claims, (c) => inMonth(c['Incident Date'], '2025-03')));
    expectAnswered(await askBuiltin(t, ws.claims, 'How many lodgements were there in March 2025?'), formatNumber(n));
  });

  it('"deliveries" is the date Delivered and "dispatched" the date Dispatched', async () => {
    const delivered = count(parcels, (p) => inMonth(p.Delivered, '2025-05'));
    const dispatched = count(parcels, (p) => inMonth(p.Dispatched, '2025-05'));
    expect(delivered).not.toBe(dispatched);
    expectAnswered(await askBuiltin(t, ws.parcels, 'How many deliveries were made in May 2025?'), formatNumber(delivered));
    expectAnswered(await askBuiltin(t, ws.parcels, 'How many shipments were dispatched in May 2025?'), formatNumber(dispatched));
  });
});
