// "revenue last quarter", "total hire revenue", "revenue by category" over party hire bookings with a
// price_paid (blank when cancelled) and hire_days, which deliveries refer to and which refer to the
// equipment hired: the price the header says was paid on each booking is what the bookings took in,
// though other rows refer to them and a count of days stands beside it (price-takings.ts); "hire" of
// hire_days said before "revenue" only qualifies it (interpret.ts); a delivery fee is revenue only
// when asked for by its name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { HIRE_CATEGORIES, paidOf, partyHireTables } from '../../../../test/support/party-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { items, bookings, deliveries } = partyHireTables(3_000);
const categoryOf = new Map(items.map((i) => [i.item_code, i.category]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const paidTotal = (keep: (b: (typeof bookings)[number]) => boolean) => bookings.filter(keep).reduce((a, b) => a + (paidOf(b) ?? 0), 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'party hire' });
  await uploadTables(t, ws, [
    { content: toCsv(items), filename: 'equipment.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
}, 180_000);

describe('the price paid on bookings as their revenue', () => {
  it('has over 1,000 bookings and deliveries', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
    expect(deliveries.length).toBeGreaterThan(1_000);
  });

  it('"total hire revenue" totals the price paid, not the hire days', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total hire revenue'), money(paidTotal(() => true)));
  });

  it('"revenue last quarter" is never the delivery fees', async () => {
    const reply = await askBuiltin(t, ws, 'revenue last quarter');
    expect(reply.content).not.toContain('Delivery Fee');
    expect(reply.content).toContain(`**${money(paidTotal((b) => b.event_date >= '2026-07-01' && b.event_date <= '2026-09-30'))}**`);
  });

  it('"revenue by category" totals the price paid per category of the equipment', async () => {
    const reply = await askBuiltin(t, ws, 'revenue by category');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const c of HIRE_CATEGORIES) expect(reply.content).toMatch(new RegExp(`${c} \\| ${money(paidTotal((b) => categoryOf.get(b.item_code) === c)).replace('.', '\\.')} \\|`));
  });

  it('the delivery fees are still read when named', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total delivery fees'), money(deliveries.reduce((a, d) => a + d['Delivery Fee (£)'], 0)));
  });
});
