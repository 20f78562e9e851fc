// The same intents worded the ways managers type them, asked through HTTP on tables of 1,000+ rows:
// count phrases abbreviated ("No. of", "#", "ticket count", "headcount"), header words abbreviated
// ("by dept"), verbs of money ranked or after "how much" ("paid the most", "how much did IT
// claim"), a verb restating the cell after it ("paid in cash"), comparisons said as "exceeded" and
// "prior to", "spend" and "make" with money, "rank X by Y", "which is the best-paid X", nouns that
// restate a header or a cell ("CSAT score", "the Sales team"). Expected values are computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { claims, orderLines, staffers, supportTickets } from '../../../../test/support/paraphrase-tables.ts';
import { formatNumber } from '../text.ts';

const claimRows = claims(2_400);
const staff = staffers(1_500);
const tickets = supportTickets(1_800);
const orders = orderLines(1_600);

let t: TestClient;
let claimsWs = '';
let staffWs = '';
let ticketsWs = '';
let ordersWs = '';

beforeAll(async () => {
  t = sharedTestApp();
  const workspace = async (name: string, content: string, filename: string) => {
    const ws = await createWorkspace(t, null, { name });
    await uploadTables(t, ws, [{ content, filename }]);
    return ws;
  };
  claimsWs = await workspace('claims', toCsv(claimRows), 'claims.csv');
  staffWs = await workspace('staff', toCsv(staff), 'employees.csv');
  ticketsWs = await workspace('tickets', toCsv(tickets.map((r) => ({ ...r, csat_pct: r.csat_pct ?? '' }))), 'support_tickets.csv');
  ordersWs = await workspace('orders', toCsv(orders), 'sales_orders.csv');
}, 180_000);

const count = <T>(rows: T[], pred: (r: T) => boolean) => rows.filter(pred).length;
const sum = <T>(rows: T[], value: (r: T) => number, pred: (r: T) => boolean = () => true) => rows.filter(pred).reduce((s, r) => s + value(r), 0);
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const pct = (part: number, whole: number) => `${formatNumber(Math.round((10_000 * part) / whole) / 100)}%`;
function tally<T>(rows: T[], key: (r: T) => string, value: (r: T) => number = () => 1): Array<[string, number]> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  const sorted = [...out].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i + 1 < sorted.length; i++) expect(sorted[i][1], 'the test data must not tie').not.toBe(sorted[i + 1][1]);
  return sorted;
}
const amount = (r: (typeof claimRows)[number]) => r['Amount (EUR)'];
const salary = (r: (typeof staff)[number]) => r['Salary (USD)'];

describe('count phrases as managers abbreviate them', () => {
  it('"No. of" is the count phrase, never the No cell of a Yes/No column', async () => {
    expectAnswered(await askBuiltin(t, staffWs, 'No. of employees in Denver'), formatNumber(count(staff, (r) => r.Location === 'Denver')));
  });

  it('"#" standing before a word reads "number"', async () => {
    expectAnswered(await askBuiltin(t, staffWs, '# of remote employees'), formatNumber(count(staff, (r) => r.Remote === 'Yes')));
  });

  it('"<rows> count" after a possessive counts the rows', async () => {
    expectAnswered(await askBuiltin(t, ticketsWs, "Ana Ruiz's ticket count"), formatNumber(count(tickets, (r) => r.assigned_agent === 'Ana Ruiz')));
  });

  it('"headcount" is a number of people, and "the Boston office" the location Boston', async () => {
    expectAnswered(await askBuiltin(t, staffWs, "What is the Boston office's headcount?"), formatNumber(count(staff, (r) => r.Location === 'Boston')));
    expectAnswered(await askBuiltin(t, staffWs, 'How many people are in the Sales team?'), formatNumber(count(staff, (r) => r.department === 'Sales')));
  });
});

describe('header words abbreviated and restated', () => {
  it('"avg claim by dept" is the average amount per department', async () => {
    const reply = await askBuiltin(t, claimsWs, 'avg claim by dept');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [dept, total] of tally(claimRows, (r) => r.department, amount)) {
      const avg = total / count(claimRows, (r) => r.department === dept);
      expect(reply.content).toMatch(new RegExp(`${dept}[^\\n]*${money(avg).replace('.', '\\.')}`));
    }
  });

  it('"CSAT score" is csat_pct and "priority level" the priority', async () => {
    const rated = tickets.filter((r) => r.csat_pct !== null);
    expectAnswered(await askBuiltin(t, ticketsWs, "What's the overall average CSAT score?"), money(sum(rated, (r) => r.csat_pct!) / rated.length));
    const busiest = tally(tickets, (r) => r.priority)[0];
    expectAnswered(await askBuiltin(t, ticketsWs, 'Which priority level has the most tickets?'), busiest[0]);
  });
});

describe('verbs of money', () => {
  it('"which vendor did we pay the most" and "which employee claimed the most" rank the amounts', async () => {
    expectAnswered(await askBuiltin(t, claimsWs, 'Which vendor did we pay the most?'), tally(claimRows, (r) => r.vendor, amount)[0][0]);
    const it = claimRows.filter((r) => r.department === 'IT');
    expectAnswered(await askBuiltin(t, claimsWs, 'Which employee claimed the most in IT?'), tally(it, (r) => r.employee, amount)[0][0]);
  });

  it('"how much did IT claim" is the money, not the claim date or the claims', async () => {
    const reply = await askBuiltin(t, claimsWs, 'How much did IT claim in 2024?');
    expectAnswered(reply, money(sum(claimRows, amount, (r) => r.department === 'IT' && r.claim_date.startsWith('2024'))));
    expectAnswered(await askBuiltin(t, claimsWs, 'How much was claimed by HR?'), money(sum(claimRows, amount, (r) => r.department === 'HR')));
  });

  it('"paid in cash", "paid by bank transfer": the verb restates the cell, and the share is of the claims', async () => {
    expectAnswered(await askBuiltin(t, claimsWs, '% of claims paid by bank transfer'), pct(count(claimRows, (r) => r.payment_method === 'Bank Transfer'), claimRows.length));
    expectAnswered(await askBuiltin(t, claimsWs, 'What fraction of claims were paid in cash?'), pct(count(claimRows, (r) => r.payment_method === 'Cash'), claimRows.length));
  });

  it('"Meals spend for Operations" is the total spent', async () => {
    expectAnswered(await askBuiltin(t, claimsWs, 'Meals spend for Operations'), money(sum(claimRows, amount, (r) => r.category === 'Meals' && r.department === 'Operations')));
  });

  it('"how much revenue did we make" is the revenue', async () => {
    expectAnswered(await askBuiltin(t, ordersWs, 'How much revenue did we make in 2024?'), money(sum(orders, (r) => r['Amt (EUR)'], (r) => r['Order Date'].startsWith('2024'))));
  });
});

describe('rankings, superlatives and comparisons worded otherwise', () => {
  it('"the biggest single Travel claim" is the largest amount among Travel claims', async () => {
    const travel = claimRows.filter((r) => r.category === 'Travel').map(amount);
    expectAnswered(await askBuiltin(t, claimsWs, 'Biggest single Travel claim'), money(Math.max(...travel)));
  });

  it('"exceeded" and "prior to" compare', async () => {
    expectAnswered(await askBuiltin(t, claimsWs, 'How many claims exceeded 1,000 EUR?'), formatNumber(count(claimRows, (r) => amount(r) > 1_000)));
    expectAnswered(await askBuiltin(t, staffWs, 'How many employees were hired prior to 2015?'), formatNumber(count(staff, (r) => r['Hire Date'] < '2015-01-01')));
  });

  it('"rank departments by average salary" orders every department', async () => {
    const averages = tally(staff, (r) => r.department, salary).map(([d, total]) => [d, total / count(staff, (r) => r.department === d)] as const).sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, staffWs, 'Rank departments by average salary');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const at = averages.map(([d]) => reply.content.indexOf(d));
    expect(at.every((p) => p >= 0), reply.content).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('"which is the best-paid department on average" ranks the departments by their average salary', async () => {
    const averages = tally(staff, (r) => r.department, salary).map(([d, total]) => [d, total / count(staff, (r) => r.department === d)] as const).sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, staffWs, 'Which is the best-paid department on average?'), averages[0][0]);
  });
});

describe('more ways of saying a total, an average or a count', () => {
  it('"who spent the most" over claims totals each person\'s claims, where names repeat', async () => {
    const travel = claimRows.filter((r) => r.category === 'Travel');
    expectAnswered(await askBuiltin(t, claimsWs, 'Who spent the most on Travel?'), tally(travel, (r) => r.employee, amount)[0][0]);
  });

  it('"total claimed per employee", "expense total by quarter" and "what was spent" add up the amount', async () => {
    const reply = await askBuiltin(t, claimsWs, 'Total claimed per employee in HR');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const [name, total] = tally(claimRows.filter((r) => r.department === 'HR'), (r) => r.employee, amount)[0];
    expect(reply.content).toMatch(new RegExp(`${name}[^\\n]*${money(total).replace('.', '\\.')}`));
    const quarters = await askBuiltin(t, claimsWs, 'Claim total by quarter for 2024');
    expect(quarters.execution_details.outcome, quarters.content).toBe('answered');
    expect(quarters.content).toContain(money(sum(claimRows, amount, (r) => r.claim_date >= '2024-04-01' && r.claim_date < '2024-07-01')));
    expectAnswered(await askBuiltin(t, claimsWs, 'What was spent on Software in 2023?'), money(sum(claimRows, amount, (r) => r.category === 'Software' && r.claim_date.startsWith('2023'))));
  });

  it('"what portion of spend goes on Travel" is a share of the amount', async () => {
    expectAnswered(await askBuiltin(t, claimsWs, 'What portion of spend goes on Travel?'), pct(sum(claimRows, amount, (r) => r.category === 'Travel'), sum(claimRows, amount)));
  });

  it('"revenue per order" is the average amount, and "the average number of units" never an id headed No.', async () => {
    const online = orders.filter((r) => r.Channel === 'Online');
    expectAnswered(await askBuiltin(t, ordersWs, 'Revenue per order for Online'), money(sum(online, (r) => r['Amt (EUR)']) / online.length));
    expectAnswered(await askBuiltin(t, ordersWs, "What's the average number of units per order?"), money(sum(orders, (r) => r.Qty) / orders.length));
  });

  it('"ticket volume by agent" counts tickets per agent; "break down X by Y" groups', async () => {
    const reply = await askBuiltin(t, ticketsWs, 'Ticket volume by agent');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [agent, n] of tally(tickets, (r) => r.assigned_agent)) expect(reply.content).toMatch(new RegExp(`${agent}[^\\n]*${formatNumber(n)}`));
    const split = await askBuiltin(t, claimsWs, 'Break down claim amounts by payment method');
    expect(split.execution_details.outcome, split.content).toBe('answered');
    for (const [method, total] of tally(claimRows, (r) => r.payment_method, amount)) expect(split.content).toMatch(new RegExp(`${method}[^\\n]*${money(total).replace('.', '\\.')}`));
  });

  it('"how long does it take on average" is the average of a column counted in hours', async () => {
    expectAnswered(await askBuiltin(t, ticketsWs, 'How long does it take on average to resolve a ticket?'), money(sum(tickets, (r) => r.resolution_hrs) / tickets.length));
  });
});

describe('"who" over rows assigned to people', () => {
  it('"who closed the most tickets" ranks the agents, not the customer tier the table names its rows by', async () => {
    const closed = tickets.filter((r) => r.status === 'Closed');
    expectAnswered(await askBuiltin(t, ticketsWs, 'Who closed the most tickets?'), tally(closed, (r) => r.assigned_agent)[0][0]);
  });

  it('"who had the longest resolution time" names an agent, marked as one reading', async () => {
    const reply = await askBuiltin(t, ticketsWs, 'Who had the longest resolution time?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).not.toMatch(/\*\*(Gold|Silver|Bronze)\*\*/);
  });
});

