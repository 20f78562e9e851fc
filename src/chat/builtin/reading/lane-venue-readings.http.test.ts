// Readings met over an axe-throwing venue's, a bottle shop's and a bike workshop's tables (round
// r39b): the rows' own noun is not a participle status ("bookings" beside a status Booked); a
// follow-up's cell on a lookup narrows the previous rows through their key; money named for the unit
// another column counts ("case_cost" beside "cases") is multiplied by it; a code shown with its
// description; a yes/no column named by its header beside a cell of the same word; "best-selling"
// never answered by one row's figure; an RRP never added up as money made; rows with no price
// never counted as sold; the line total beside a unit price is what sales lines took; the price of
// bookings that can be called off is what each took.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { bottleShopTables, laneVenueTables, repairTickets } from '../../../../test/support/lane-venue-tables.ts';
import { formatNumber } from '../text.ts';

const { venues, bookings, addons, deliveries } = laneVenueTables(2_400);
const { products, sales } = bottleShopTables(3_000);
const tickets = repairTickets(1_500);
let t: TestClient;
let venue: string;
let shop: string;
let workshop: string;
let lanes: string;

beforeAll(async () => {
  t = sharedTestApp();
  venue = await createWorkspace(t, null, { name: 'lane venues' });
  await uploadTables(t, venue, [
    { content: toCsv(venues), filename: 'venues.csv' },
    { content: toCsv(bookings), filename: 'sessions.csv' },
    { content: toCsv(addons), filename: 'addons.csv' },
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
  ]);
  shop = await createWorkspace(t, null, { name: 'bottle shop' });
  await uploadTables(t, shop, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(sales), filename: 'sales_lines.csv' },
  ]);
  lanes = await createWorkspace(t, null, { name: 'lane sessions' });
  const sessions = bookings.map(({ venue_id: _venue, price, ...rest }) => ({ ...rest, 'Price (GBP)': price }));
  await uploadTables(t, lanes, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(addons), filename: 'addons.csv' },
  ]);
  workshop = await createWorkspace(t, null, { name: 'bike workshop' });
  await uploadTables(t, workshop, [{ content: toCsv(tickets), filename: 'repair_tickets.csv' }]);
}, 240_000);

describe('lane venue readings', () => {
  it('has over 1,000 rows in each table asked about', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
    expect(addons.length).toBeGreaterThan(1_000);
    expect(deliveries.length).toBeGreaterThan(1_000);
    expect(sales.length).toBeGreaterThan(1_000);
    expect(tickets.length).toBeGreaterThan(1_000);
  });

  it('takes a share of every booking, not of those whose status is Booked', async () => {
    const reply = await askBuiltin(t, venue, 'What percentage of bookings came through the website?');
    const web = bookings.filter((b) => b.booked_via === 'Website').length;
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`(${formatNumber(web)} of ${formatNumber(bookings.length)} rows)`);
  });

  it('narrows "of those" by a cell of the venues the bookings refer to', async () => {
    const first = await askBuiltin(t, venue, 'How many completed bookings were there in 2025?');
    const done2025 = bookings.filter((b) => b.status === 'Completed' && b.session_date.startsWith('2025'));
    expect(first.content).toContain(`**${formatNumber(done2025.length)}**`);
    const leeds = new Set(venues.filter((v) => v.city === 'Leeds').map((v) => v.venue_id));
    const reply = await askBuiltin(t, venue, 'And how many of those were in Leeds?', first.conversation_id);
    expect(reply.content).toContain(`**${formatNumber(done2025.filter((b) => leeds.has(b.venue_id)).length)}**`);
  });

  it('adds up cases times case cost for the spend on deliveries', async () => {
    const reply = await askBuiltin(t, venue, 'Delivery spend by supplier');
    const hop = deliveries.filter((d) => d.supplier === 'Hop Logistics').reduce((s, d) => s + d.cases * d.case_cost, 0);
    expect(reply.content).toContain(formatNumber(hop));
  });

  it('reads "corporate" as the yes/no column headed so, not the package Corporate', async () => {
    const reply = await askBuiltin(t, venue, 'Average price of a completed corporate booking');
    const rows = bookings.filter((b) => b.status === 'Completed' && b.corporate === 'Yes');
    expect(reply.content).toContain(`**${formatNumber(rows.reduce((s, b) => s + b.price, 0) / rows.length)}**`);
    const pkg = await askBuiltin(t, venue, 'Average price of a completed corporate package booking');
    const ofPackage = bookings.filter((b) => b.status === 'Completed' && b.package === 'Corporate');
    expect(pkg.content).toContain(`**${formatNumber(ofPackage.reduce((s, b) => s + b.price, 0) / ofPackage.length)}**`);
  });

  it('shows an item code with its description', async () => {
    const reply = await askBuiltin(t, venue, 'Total qty by item code');
    expect(reply.content).toContain('Lager pint (DR-LAG)');
  });

  it('does not answer "best-selling" with the highest quantity of one line', async () => {
    const reply = await askBuiltin(t, venue, "What's our best-selling drink by quantity?");
    const top = Math.max(...addons.filter((a) => a.category === 'Drink').map((a) => a.qty));
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain(`**${formatNumber(top)}**`);
  });

  it('never adds up the RRP of products for the money a style makes', async () => {
    const reply = await askBuiltin(t, shop, 'Which style makes us the most money?');
    const sqls = reply.execution_details.sql_queries_executed.map((s) => s.sql).join('\n');
    if (reply.execution_details.outcome === 'answered') expect(sqls).not.toMatch(/sum\([^)]*rrp/i);
  });

  it('adds up the line total beside a unit price for takings and money taken', async () => {
    const total = sales.filter((s) => s.sold_on.startsWith('2025')).reduce((sum, s) => sum + s.line_total, 0);
    expect((await askBuiltin(t, shop, 'Takings in 2025?')).content).toContain(`**${formatNumber(total)}**`);
    expect((await askBuiltin(t, shop, 'How much have we taken in 2025?')).content).toContain(`**${formatNumber(total)}**`);
  });

  it("adds up the sessions' own price for their takings, though add-on lines refer to them", async () => {
    const done2025 = bookings.filter((b) => b.status === 'Completed' && b.session_date.startsWith('2025'));
    const reply = await askBuiltin(t, lanes, 'Session takings in 2025 from completed sessions');
    expect(reply.content).toContain(`**${formatNumber(done2025.reduce((s, b) => s + b.price, 0))}**`);
  });

  it('does not count repair tickets as bikes sold', async () => {
    const reply = await askBuiltin(t, workshop, 'How many new bikes did we sell this year?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
