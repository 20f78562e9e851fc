// The builtin engine on business tables of realistic size, through HTTP and the real SQL sandbox:
// each failure a new user met (issue "the builtin engine on real business tables") as a test.
// Expected answers are computed here from the generated rows, never through the service.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { customers, employees, orders, productsWithSummary, toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const staff = employees(1_200);
const clients = customers(600);
const sales = orders(5_000, clients);
const products = productsWithSummary(1_000);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'business' });
  const files = [
    { content: toCsv(staff), filename: 'employees.csv' },
    { content: toCsv(clients), filename: 'customers.csv' },
    { content: toCsv(sales), filename: 'orders.csv' },
    { content: toCsv([...products.rows, products.summary]), filename: 'products.csv' },
  ];
  await uploadTables(t, ws, files);
}, 120_000);

type Reply = BuiltinReply;

const ask = (message: string, conversationId?: string): Promise<Reply> => askBuiltin(t, ws, message, conversationId);
const answered = expectAnswered;

const count = <T>(rows: T[], pred: (r: T) => boolean) => rows.filter(pred).length;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('builtin engine on business tables (1,000+ rows)', () => {
  it('counts the employees of one city, not every row', async () => {
    const reply = await ask('How many employees work in Berlin?');
    answered(reply, formatNumber(count(staff, (e) => e.city === 'Berlin')));
    expect(reply.content).toContain('Berlin');
    // The SQL shown is the SQL that ran, with the filter in it.
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).toMatch(/IN \('Berlin'\)/);
  });

  it('averages salary over one department only', async () => {
    const reply = await ask('What is the average salary in the Engineering department?');
    answered(reply, formatNumber(mean(staff.filter((e) => e.department === 'Engineering').map((e) => e.salary))));
    expect(reply.execution_details.interpretation).toMatch(/average salary where department = Engineering/);
  });

  it('ranks cities by how many employees they have, not by employee_id', async () => {
    const perCity = new Map<string, number>();
    for (const e of staff) perCity.set(e.city, (perCity.get(e.city) ?? 0) + 1);
    const [best] = [...perCity.entries()].sort((a, b) => b[1] - a[1]);
    const reply = await ask('Which city has the most employees?');
    answered(reply, best[0]);
    expect(reply.content).not.toMatch(/employee_id/);
  });

  it('sums order amounts of Canadian customers through the shared customer_id key', async () => {
    const canadian = new Set(clients.filter((c) => c.country === 'Canada').map((c) => c.customer_id));
    const total = sales.filter((o) => canadian.has(o.customer_id)).reduce((s, o) => s + o.amount, 0);
    const reply = await ask('What is the total order amount for customers in Canada?');
    answered(reply, formatNumber(total));
    expect(reply.content).not.toMatch(/order_id/);
  });

  it('matches a department called IT when the question writes it so', async () => {
    const reply = await ask('How many employees are in IT?');
    answered(reply, formatNumber(count(staff, (e) => e.department === 'IT')));
  });

  it('keeps a product named "Total Gym 2000" and leaves out the real summary row', async () => {
    const lookup = await ask('What is the revenue of Total Gym 2000?');
    answered(lookup, formatNumber(products.rows[3].revenue));
    const total = await ask('What is the total revenue?');
    answered(total, formatNumber(products.rows.reduce((s, r) => s + r.revenue, 0)));
    const n = await ask('How many products are in the Fitness category?');
    answered(n, formatNumber(count(products.rows, (p) => p.category === 'Fitness')));
  });

  it('never sums or ranks by an identifier column', async () => {
    const sum = await ask('What is the total employee_id?');
    expect(sum.execution_details.outcome).toBe('declined');
    expect(sum.content).toMatch(/identifies rows/);
  });

  it('declines a count whose filter matches nothing in the data', async () => {
    const reply = await ask('How many employees work in Tokyo?');
    expect(reply.execution_details.outcome).toBe('declined');
    expect(reply.content).toMatch(/"Tokyo"/);
    const bonus = await ask('What is the average bonus of employees?');
    expect(bonus.execution_details.outcome).not.toBe('answered');
  });

  it('follows up on the previous question in the same conversation', async () => {
    const first = await ask('What is the average salary in Engineering?');
    const next = await ask('And in Marketing?', first.conversation_id);
    answered(next, formatNumber(mean(staff.filter((e) => e.department === 'Marketing').map((e) => e.salary))));
  });

  it('answers a breakdown as a table and a date range as a filter', async () => {
    const breakdown = await ask('What is the total amount by status?');
    expect(breakdown.execution_details.outcome).toBe('answered');
    for (const status of ['shipped', 'delivered', 'cancelled', 'pending']) {
      const total = sales.filter((o) => o.status === status).reduce((s, o) => s + o.amount, 0);
      expect(breakdown.content).toMatch(new RegExp(`\\| ${status} \\| ${formatNumber(total).replace(/[.]/g, '\\.')} \\|`));
    }
    const hired = await ask('How many employees were hired in 2023?');
    answered(hired, formatNumber(count(staff, (e) => e.hire_date.startsWith('2023'))));
  });
});

describe('the wording business users write (1,000+ rows)', () => {
  const between = (from: string, to: string) => (d: string) => d >= from && d <= to;

  it('reads a date range whose first day borrows the year of the second', async () => {
    const reply = await ask('How many employees were hired between Jan 5 and Feb 10, 2023?');
    answered(reply, formatNumber(count(staff, (e) => between('2023-01-05', '2023-02-10')(e.hire_date))));
    const dayFirst = await ask('How many orders between 1 May and 31 May 2023?');
    answered(dayFirst, formatNumber(count(sales, (o) => between('2023-05-01', '2023-05-31')(o.order_date))));
  });

  it('counts "<rows> ..." without a question word, "no. of", and a year-like number after "under" as an amount', async () => {
    const bare = await ask('orders during 2023');
    answered(bare, formatNumber(count(sales, (o) => o.order_date.startsWith('2023'))));
    const abbreviated = await ask('no. of orders with an amount under 2000 in 2024');
    answered(abbreviated, formatNumber(count(sales, (o) => o.order_date.startsWith('2024') && o.amount < 2000)));
  });

  it('counts "<cell> <rows> since <day>" without a question word, from that day on', async () => {
    const reply = await ask('Cancelled orders since 1 March 2024?');
    answered(reply, formatNumber(count(sales, (o) => o.status === 'cancelled' && o.order_date >= '2024-03-01')));
  });

  it('reads "<status> rate" as the share of rows with that status, and "per yr" as a yearly breakdown', async () => {
    const rate = await ask('What is the cancellation rate?');
    answered(rate, `${formatNumber((100 * count(sales, (o) => o.status === 'cancelled')) / sales.length)}%`);
    const yearly = await ask('Number of orders per yr');
    expect(yearly.execution_details.outcome).toBe('answered');
    for (const year of ['2022', '2023', '2024']) {
      expect(yearly.content).toMatch(new RegExp(`\\| ${year} \\| ${formatNumber(count(sales, (o) => o.order_date.startsWith(year)))} \\|`));
    }
  });

  it('reads "clients" and "subscribers" as the customers table\'s rows, on its own or beside orders', async () => {
    const inJapan = new Set(clients.filter((c) => c.country === 'Japan').map((c) => c.customer_id));
    const joined = await ask('How many orders do we have for clients in Japan?');
    answered(joined, formatNumber(count(sales, (o) => inJapan.has(o.customer_id))));
    const own = await ask('How many subscribers are from Brazil?');
    answered(own, formatNumber(count(clients, (c) => c.country === 'Brazil')));
  });

  it('still declines a count of a thing the data does not hold', async () => {
    const reply = await ask('How many refunds did customers in Canada request?');
    expect(reply.execution_details.outcome).not.toBe('answered');
  });
});
