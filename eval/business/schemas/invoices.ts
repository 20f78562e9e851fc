// Invoices: one CSV whose amounts and dates are stored as text the way accounting exports write
// them ("1,234.50", "15/03/2024"), empty paid dates for unpaid invoices, invoice numbers that
// contain digits but are identifiers.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, minOf, percentOf, quarterOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, questionSet, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames } from '../vocabulary.ts';

interface Invoice {
  number: string;
  client: string;
  region: string;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  amount: number;
  tax: number;
  status: string;
}

const REGIONS = ['North', 'South', 'East', 'West'];

function generate(): Invoice[] {
  const random = createRandom(44);
  const clients = companyNames(random, 180);
  const regionOf = new Map(clients.map((c) => [c, random.pick(REGIONS)]));
  const weights = clients.map(() => 0.2 + random.next());
  const perYear = new Map<string, number>();
  const invoices = Array.from({ length: 12_000 }, (): Invoice => {
    const client = random.weighted(clients, weights);
    const issueDate = random.date('2022-01-01', '2024-12-31');
    const dueDate = addDays(issueDate, 30);
    const status = issueDate < '2024-09-01' ? random.weighted(['Paid', 'Overdue', 'Void'], [90, 7, 3]) : random.weighted(['Paid', 'Open', 'Overdue'], [55, 35, 10]);
    const value = random.float(80, 25_000, 2);
    return {
      number: '',
      client,
      region: regionOf.get(client)!,
      issueDate,
      dueDate,
      paidDate: status === 'Paid' ? addDays(issueDate, random.int(3, 60)) : null,
      amount: value,
      tax: Math.round(value * 0.2 * 100) / 100,
      status,
    };
  });
  invoices.sort((a, b) => a.issueDate.localeCompare(b.issueDate));
  for (const invoice of invoices) {
    const year = invoice.issueDate.slice(0, 4);
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    invoice.number = `INV-${year}-${String(n).padStart(5, '0')}`;
  }
  return invoices;
}

const ukDate = (iso: string | null) => (iso === null ? null : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
const withThousands = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: Column<Invoice>[] = [
  { header: 'Invoice No', value: (i) => i.number },
  { header: 'Client', value: (i) => i.client },
  { header: 'Region', value: (i) => i.region },
  { header: 'Issue Date', value: (i) => ukDate(i.issueDate) },
  { header: 'Due Date', value: (i) => ukDate(i.dueDate) },
  { header: 'Paid Date', value: (i) => ukDate(i.paidDate) },
  { header: 'Amount (USD)', value: (i) => withThousands(i.amount) },
  { header: 'Tax (USD)', value: (i) => withThousands(i.tax) },
  { header: 'Status', value: (i) => i.status },
];

export const invoices: BusinessSchema = {
  name: 'invoices',
  description: 'Invoices: 12,000 rows (CSV, amounts and dates stored as text)',
  async build(dir) {
    const rows = generate();
    const file = await writeCsv(join(dir, 'invoices.csv'), COLUMNS, rows);
    const value = (i: Invoice) => i.amount;
    const ofStatus = (s: string) => (i: Invoice) => i.status === s;
    const clientWithMost = [...groupBy(rows, (i) => i.client, 'count')].sort(([, a], [, b]) => b - a)[0][0];
    const anotherClient = [...groupBy(rows, (i) => i.client, 'count')].sort(([, a], [, b]) => b - a)[7][0];
    const q = questionSet('invoices');

    q.ask('What was the total invoiced amount in 2023?', amount(sumOf(rows, value, (i) => i.issueDate.startsWith('2023'))));
    q.ask('How many invoices are overdue?', count(countWhere(rows, ofStatus('Overdue'))));
    q.ask('What is the total amount still outstanding (open or overdue invoices)?', amount(sumOf(rows, value, (i) => i.status === 'Open' || i.status === 'Overdue')));
    q.ask(`What is the average invoice amount for ${anotherClient}?`, amount(avgOf(rows, value, (i) => i.client === anotherClient)));
    q.ask('Which client has the highest total invoiced amount?', winner(groupBy(rows, (i) => i.client, 'sum', value)));
    q.ask('How many invoices were issued in February 2024?', count(countWhere(rows, (i) => i.issueDate.startsWith('2024-02'))));
    q.ask('How much tax did we invoice in Q1 2024?', amount(sumOf(rows, (i) => i.tax, (i) => i.issueDate.startsWith('2024') && quarterOf(i.issueDate) === 1)));
    q.ask('Total invoice amount by status', breakdown(groupBy(rows, (i) => i.status, 'sum', value)));
    q.ask('How many invoices have no paid date?', count(countWhere(rows, (i) => i.paidDate === null)));
    q.ask('What is the largest invoice amount?', amount(maxOf(rows, value)));
    q.ask('Which region has the most overdue invoices?', winner(groupBy(rows, (i) => i.region, 'count', undefined, ofStatus('Overdue'))));
    q.ask('What percentage of invoices have been paid?', percent(percentOf(countWhere(rows, ofStatus('Paid')), rows.length)));
    q.ask('How many invoices are above 20,000 USD?', count(countWhere(rows, (i) => i.amount > 20_000)));
    q.ask('Number of invoices per region', countsBy(groupBy(rows, (i) => i.region, 'count')));
    q.ask('What is the average invoice amount in the West region?', amount(avgOf(rows, value, (i) => i.region === 'West')));
    q.ask('How many invoices were voided in 2022?', count(countWhere(rows, (i) => i.status === 'Void' && i.issueDate.startsWith('2022'))));
    q.ask('Total amount invoiced between 1 July 2023 and 30 September 2023', amount(sumOf(rows, value, (i) => i.issueDate >= '2023-07-01' && i.issueDate <= '2023-09-30')));
    q.ask('How many invoices were paid after their due date?', count(countWhere(rows, (i) => i.paidDate !== null && i.paidDate > i.dueDate)));
    q.ask('Invoiced amount per year', breakdown(groupBy(rows, (i) => i.issueDate.slice(0, 4), 'sum', value)));
    q.ask('What is the smallest invoice amount in the South region?', amount(minOf(rows, value, (i) => i.region === 'South')));
    q.ask('When did we receive the most recent payment?', day(dateRange(rows, (i) => i.paidDate).last));
    q.ask('On what date was the largest invoice issued?', day(rows.reduce((a, b) => (b.amount > a.amount ? b : a)).issueDate));
    const client = q.ask(`How many invoices does ${clientWithMost} have?`, count(countWhere(rows, (i) => i.client === clientWithMost)));
    q.followUp(client, 'How many of them are overdue?', count(countWhere(rows, (i) => i.client === clientWithMost && i.status === 'Overdue')));
    const north = q.ask('Total invoiced in the North region?', amount(sumOf(rows, value, (i) => i.region === 'North')));
    q.followUp(north, 'and in the East?', amount(sumOf(rows, value, (i) => i.region === 'East')));

    q.ask('What is the average number of days our clients take to pay Zeta Holdings?', decline('no client Zeta Holdings'));
    q.ask('How many invoices are in EUR?', decline('no currency column; all amounts are USD'));
    q.ask('Which salesperson issued the most invoices?', decline('no salesperson column'));
    q.ask('How much interest did we charge on overdue invoices?', decline('no interest column'));
    return { files: [file], questions: q.questions };
  },
};
