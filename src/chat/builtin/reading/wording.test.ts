// How business users word table questions, asked through HTTP on tables of 1,000+ rows with
// headers written as exports write them: periods by half-year, month range and day range; a
// result said as a verb ("failed"); a count column named "Defects No."; a unit written another way
// than in its header; money named turnover or revenue; "broken down by"; "most often".
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { qualityChecks, salesOrders, staffList } from '../../../../test/support/wording-tables.ts';
import { formatNumber } from '../text.ts';

const checks = qualityChecks(2_400);
const orders = salesOrders(3_000);
const staff = staffList(1_200);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'wording' });
  await uploadTables(t, ws, [
    { content: toCsv(checks), filename: 'quality_checks.csv' },
    { content: toCsv(orders), filename: 'sales_orders.csv' },
    { content: toCsv(staff), filename: 'staff.csv' },
  ]);
}, 120_000);

const ask = (message: string): Promise<BuiltinReply> => askBuiltin(t, ws, message);
const count = <T>(list: T[], pred: (r: T) => boolean) => list.filter(pred).length;
const total = <T>(list: T[], value: (r: T) => number, pred: (r: T) => boolean = () => true) => list.filter(pred).reduce((s, r) => s + value(r), 0);
const between = (day: string, from: string, to: string) => day >= from && day <= to;
/** The key with the highest value; the test's data must not tie for first. */
function leader(groups: Map<string, number>): string {
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  expect(sorted[0][1]).toBeGreaterThan(sorted[1][1]);
  return sorted[0][0];
}
function tally<T>(list: T[], key: (r: T) => string, value: (r: T) => number = () => 1): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}

describe('the builtin engine reads the wordings business users write (1,000+ rows)', () => {
  it('reads half-years, month ranges, day ranges and "the last 3 months of" a year as periods', async () => {
    const day = (r: (typeof checks)[number]) => r['Check Date'];
    answered(await ask('How many checks in H1 2024?'), formatNumber(count(checks, (r) => between(day(r), '2024-01-01', '2024-06-30'))));
    answered(await ask('How many checks during the second half of 2023?'), formatNumber(count(checks, (r) => between(day(r), '2023-07-01', '2023-12-31'))));
    answered(await ask('How many checks from Jan to Mar 2024?'), formatNumber(count(checks, (r) => between(day(r), '2024-01-01', '2024-03-31'))));
    answered(await ask('How many checks between 1 and 15 May 2024?'), formatNumber(count(checks, (r) => between(day(r), '2024-05-01', '2024-05-15'))));
    // Two months joined by "and" without "between" are not the months between them.
    const twoMonths = await ask('How many checks in Jan and Mar 2024?');
    expect(twoMonths.content).not.toContain(`**${formatNumber(count(checks, (r) => between(day(r), '2024-01-01', '2024-03-31')))}**`);
    const lastMonths = await ask('Turnover in the last 3 months of 2023');
    answered(lastMonths, formatNumber(total(orders, (r) => r['Amt (EUR)'], (r) => between(r['Order Date'], '2023-10-01', '2023-12-31'))));
  });

  it('reads a result said as a verb or a noun ("failed", "failure rate") as its cell', async () => {
    const failed = count(checks, (r) => r.Result === 'Fail');
    answered(await ask('How many checks failed?'), formatNumber(failed));
    answered(await ask('How many checks passed?'), formatNumber(checks.length - failed));
    answered(await ask('What is the failure rate?'), `${formatNumber((100 * failed) / checks.length)}%`);
    // A rate per site is each site's own rate (rates-per-group.ts), never the overall rate.
    const perSite = await ask('Failure rate by site');
    expect(perSite.execution_details.outcome, perSite.content).toBe('answered');
    for (const site of new Set(checks.map((r) => r.Site))) {
      const rows = checks.filter((r) => r.Site === site);
      expect(perSite.content).toContain(`| ${site} | ${formatNumber((100 * count(rows, (r) => r.Result === 'Fail')) / rows.length)}% |`);
    }
  });

  it('reads "Defects No." as a number of defects, and "no defects" as none', async () => {
    answered(await ask('How many checks had no defects?'), formatNumber(count(checks, (r) => r['Defects No.'] === 0)));
    answered(await ask('Average defects per check'), formatNumber(total(checks, (r) => r['Defects No.']) / checks.length));
  });

  it('finds the column of "longer than 90 minutes" by its unit written "mins" in the header', async () => {
    const reply = await ask('How many checks took longer than 90 minutes?');
    answered(reply, formatNumber(count(checks, (r) => r['Duration (mins)'] > 90)));
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).toMatch(/duration_mins/);
  });

  it('reads turnover and revenue as the amount, summed, and "broken down by" as a grouping', async () => {
    const q3 = total(orders, (r) => r['Amt (EUR)'], (r) => between(r['Order Date'], '2024-07-01', '2024-09-30'));
    answered(await ask('Turnover in Q3 2024'), formatNumber(q3));
    const byChannel = await ask('Revenue broken down by channel');
    expect(byChannel.execution_details.outcome, byChannel.content).toBe('answered');
    for (const [channel, sum] of tally(orders, (r) => r.Channel, (r) => r['Amt (EUR)'])) {
      expect(byChannel.content).toMatch(new RegExp(`\\| ${channel} \\| ${formatNumber(sum)} \\|`));
    }
  });

  it('ranks the groups for "the leading customer by turnover" and "cancelled most often"', async () => {
    answered(await ask('Who is the leading customer by turnover?'), leader(tally(orders, (r) => r.Customer, (r) => r['Amt (EUR)'])));
    const cancelled = orders.filter((r) => r.Status === 'Cancelled');
    answered(await ask("Which customer's orders were cancelled most often?"), leader(tally(cancelled, (r) => r.Customer)));
  });

  it('takes the share of a result said as a verb over the rows named before it', async () => {
    const leeds = checks.filter((r) => r.Site === 'Leeds');
    const reply = await ask('What proportion of Leeds checks failed?');
    answered(reply, `${formatNumber((100 * count(leeds, (r) => r.Result === 'Fail')) / leeds.length)}%`);
    expect(reply.execution_details.interpretation).toMatch(/as a share of the number of rows where Site = Leeds/);
  });

  it('adds up "the total number of defects" from "Defects No." rather than counting rows', async () => {
    answered(await ask('What is the total number of defects?'), formatNumber(total(checks, (r) => r['Defects No.'])));
  });

  it('adds up a count column per group, and reads "breakdown of" and "sales revenue"', async () => {
    const byLine = await ask('Defects broken down by line');
    expect(byLine.execution_details.outcome, byLine.content).toBe('answered');
    for (const [line, sum] of tally(checks, (r) => r.Line, (r) => r['Defects No.'])) expect(byLine.content).toMatch(new RegExp(`\\| ${line} \\| ${formatNumber(sum)} \\|`));
    const breakdown = await ask('Breakdown of revenue by channel in 2024');
    expect(breakdown.execution_details.outcome, breakdown.content).toBe('answered');
    const in2024 = orders.filter((r) => r['Order Date'].startsWith('2024'));
    for (const [channel, sum] of tally(in2024, (r) => r.Channel, (r) => r['Amt (EUR)'])) expect(breakdown.content).toMatch(new RegExp(`\\| ${channel} \\| ${formatNumber(sum)} \\|`));
    const march = total(orders, (r) => r['Amt (EUR)'], (r) => r['Order Date'].startsWith('2024-03'));
    answered(await ask('What was the sales revenue during March 2024?'), formatNumber(march));
  });

  it('reads "not been delivered", "total checks" and "within 30 minutes"', async () => {
    answered(await ask('How many orders have not been delivered?'), formatNumber(count(orders, (r) => r.Status !== 'Delivered')));
    answered(await ask('Total checks in 2024'), formatNumber(count(checks, (r) => r['Check Date'].startsWith('2024'))));
    answered(await ask('How many checks took within 30 minutes?'), formatNumber(count(checks, (r) => r['Duration (mins)'] <= 30)));
  });

  it('states the difference between two cells\' totals for "the difference between"', async () => {
    const revenue = tally(orders, (r) => r.Channel, (r) => r['Amt (EUR)']);
    const reply = await ask('What is the difference in revenue between Online and Wholesale?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    // The difference is the answer, in bold, with both totals beside it.
    expect(reply.content).toContain(`**${formatNumber(Math.abs(revenue.get('Online')! - revenue.get('Wholesale')!))}**`);
    expect(reply.content).toContain(formatNumber(revenue.get('Online')!));
  });

  it('ranks the months by their rows for "the busiest month" of the rows named', async () => {
    answered(await ask('What was the busiest month for orders?'), leader(tally(orders, (r) => r['Order Date'].slice(0, 7))));
    // Three tables with dates and none named: which rows are meant is a guess.
    const unnamed = await ask('What was the busiest month?');
    expect(unnamed.execution_details.outcome, unnamed.content).not.toBe('answered');
  });

  it('reads "compensation" and "earners" as the salary', async () => {
    answered(await ask('What is the total compensation in Leeds?'), formatNumber(total(staff, (r) => r['Salary (USD)'], (r) => r.Location === 'Leeds')));
    const top = [...staff].sort((a, b) => b['Salary (USD)'] - a['Salary (USD)']);
    expect(top[2]['Salary (USD)']).toBeGreaterThan(top[3]['Salary (USD)']);
    const earners = await ask('Who are the top 3 earners?');
    for (const person of top.slice(0, 3)) answered(earners, person.Name);
  });

  it('reads the plural of a cell of several words ("Support Agents")', async () => {
    answered(await ask('How many Support Agents are there?'), formatNumber(count(staff, (r) => r['Job Title'] === 'Support Agent')));
  });
});

const answered = expectAnswered;
