// Expense claims: one CSV ending in a real summary row ("TOTAL" with the sum of the amounts). Traps:
// the "IT" and "HR" departments, "R&D" (punctuation), a vendor named "Total Office Supply Co" (not a
// summary row), claim dates stored as text in the European form ("05.03.2024"), expense_id (never a
// measure), approval written as Y/N; questions say "spend", "claims", "euros", "biggest".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

export interface Expense {
  expense_id: number | null;
  claimDate: string;
  employee: string;
  department: string;
  category: string;
  vendor: string;
  amount: number;
  approved: string;
  payment: string;
}

const DEPARTMENTS = ['IT', 'HR', 'Sales', 'Operations', 'R&D', 'Finance'];
const CATEGORIES: Record<string, [number, number]> = {
  Travel: [40, 2_400],
  Meals: [8, 180],
  Software: [15, 3_000],
  Hardware: [30, 4_500],
  Training: [90, 2_800],
  'Office Supplies': [3, 260],
};
const VENDORS = ['Total Office Supply Co', 'Skyline Airways', 'Bistro Central', 'CloudSoft', 'TechMart', 'LearnHub', 'RailEuropa', 'Paper & Co'];

export function generate(): Expense[] {
  const random = createRandom(203);
  const staff = personNames(random, 260).map((name) => ({ name, department: random.weighted(DEPARTMENTS, [18, 8, 26, 20, 16, 12]) }));
  return Array.from({ length: 4_500 }, (_, i): Expense => {
    const person = random.pick(staff);
    const category = random.weighted(Object.keys(CATEGORIES), [22, 30, 12, 8, 10, 18]);
    const [low, high] = CATEGORIES[category];
    return {
      expense_id: 90_001 + i,
      claimDate: random.date('2023-01-01', '2024-12-31'),
      employee: person.name,
      department: person.department,
      category,
      vendor: random.pick(VENDORS),
      amount: Math.round((low + (high - low) * random.next() ** 2) * 100) / 100,
      approved: random.chance(0.88) ? 'Y' : 'N',
      payment: random.weighted(['Corporate Card', 'Cash', 'Bank Transfer'], [60, 12, 28]),
    };
  });
}

/** "05.03.2024", as a European accounting export writes a day. */
function written(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

export const COLUMNS: Column<Expense>[] = [
  { header: 'expense_id', value: (e) => e.expense_id },
  { header: 'claim_date', value: (e) => (e.claimDate ? written(e.claimDate) : null) },
  { header: 'employee', value: (e) => e.employee },
  { header: 'department', value: (e) => e.department || null },
  { header: 'category', value: (e) => e.category || null },
  { header: 'vendor', value: (e) => e.vendor || null },
  { header: 'Amount (EUR)', value: (e) => e.amount },
  { header: 'approved', value: (e) => e.approved || null },
  { header: 'payment_method', value: (e) => e.payment || null },
];

/** The claims and the file written from them: expenses.csv, ending in its TOTAL row. */
export async function writeExpenses(dir: string): Promise<{ rows: Expense[]; file: Awaited<ReturnType<typeof writeCsv>> }> {
  const rows = generate();
  const total: Expense = {
    expense_id: null, claimDate: '', employee: 'TOTAL', department: '', category: '', vendor: '',
    amount: Math.round(sumOf(rows, (e) => e.amount) * 100) / 100, approved: '', payment: '',
  };
  return { rows, file: await writeCsv(join(dir, 'expenses.csv'), COLUMNS, [...rows, total]) };
}

export const expenses: BusinessSchema = {
  name: 'expenses',
  description: 'Expense claims: 4,500 claims and a summary row (CSV, European dates as text)',
  async build(dir) {
    const { rows, file } = await writeExpenses(dir);
    const q = questionSet('expenses');
    const euros = (e: Expense) => e.amount;
    const dept = (d: string) => (e: Expense) => e.department === d;
    const cat = (c: string) => (e: Expense) => e.category === c;
    const both = (a: (e: Expense) => boolean, b: (e: Expense) => boolean) => (e: Expense) => a(e) && b(e);

    q.ask('How much did IT spend on Software?', amount(sumOf(rows, euros, both(dept('IT'), cat('Software')))));
    q.ask('total expenses for the HR department', amount(sumOf(rows, euros, dept('HR'))));
    q.ask('avg expense amount in R&D', amount(avgOf(rows, euros, dept('R&D'))));
    q.ask('Which department spends the most?', winner(groupBy(rows, (e) => e.department, 'sum', euros)));
    q.ask('Which category has the highest average amount?', winner(groupBy(rows, (e) => e.category, 'avg', euros)));
    q.ask('expense amount by category', breakdown(groupBy(rows, (e) => e.category, 'sum', euros)));
    q.ask('How many expense claims were not approved?', count(countWhere(rows, (e) => e.approved === 'N')));
    q.ask('count of travel expenses in 2024', count(countWhere(rows, (e) => e.category === 'Travel' && e.claimDate.startsWith('2024'))));
    q.ask('total spend at Total Office Supply Co', amount(sumOf(rows, euros, (e) => e.vendor === 'Total Office Supply Co')));
    q.ask('How many claims were paid in cash?', count(countWhere(rows, (e) => e.payment === 'Cash')));
    q.ask('What was the biggest single expense?', amount(maxOf(rows, euros)));
    q.ask('top 5 employees by total expenses', ranking(ranked(groupBy(rows, (e) => e.employee, 'sum', euros), 5)));
    q.ask('Who claimed the most in Sales?', winner(groupBy(rows, (e) => e.employee, 'sum', euros, dept('Sales'))));
    q.ask('How many expenses were over 2,000 EUR?', count(countWhere(rows, (e) => e.amount > 2_000)));
    q.ask('no. of claims under 20 euros', count(countWhere(rows, (e) => e.amount < 20)));
    q.ask('Total amount claimed in Q1 2024', amount(sumOf(rows, euros, (e) => e.claimDate >= '2024-01-01' && e.claimDate <= '2024-03-31')));
    q.ask('amount claimed by IT in March 2024', amount(sumOf(rows, euros, (e) => e.department === 'IT' && e.claimDate.startsWith('2024-03'))));
    q.ask('total spend per year', breakdown(groupBy(rows, (e) => e.claimDate.slice(0, 4), 'sum', euros)));
    q.ask('compare Meals and Training spend', breakdown(groupBy(rows, (e) => e.category, 'sum', euros, (e) => e.category === 'Meals' || e.category === 'Training')));
    q.ask('How many Hardware claims did Operations make?', count(countWhere(rows, both(dept('Operations'), cat('Hardware')))));
    q.ask('average claim for Meals', amount(avgOf(rows, euros, cat('Meals'))));
    q.ask('smallest Training expense', amount(minOf(rows, euros, cat('Training'))));
    q.ask('How many expenses since July 2024?', count(countWhere(rows, (e) => e.claimDate >= '2024-07-01')));
    q.ask('How many claims between 1 May and 31 May 2023?', count(countWhere(rows, (e) => e.claimDate >= '2023-05-01' && e.claimDate <= '2023-05-31')));
    q.ask('What is the total of all expenses?', amount(sumOf(rows, euros)));
    q.ask('how many expense records are there?', count(rows.length));
    q.ask('Which vendor received the most money?', winner(groupBy(rows, (e) => e.vendor, 'sum', euros)));
    q.ask('What share of expenses were paid by Corporate Card?', percent(percentOf(countWhere(rows, (e) => e.payment === 'Corporate Card'), rows.length)));
    q.ask('average Travel expense in the Finance department', amount(avgOf(rows, euros, both(dept('Finance'), cat('Travel')))));
    q.ask('number of claims per department', {
      kind: 'breakdown', rows: [...groupBy(rows, (e) => e.department, 'count')].map(([key, value]) => ({ key, value })), decimals: 0, exact: true,
    });
    const it = q.ask('total travel spend for IT', amount(sumOf(rows, euros, both(dept('IT'), cat('Travel')))));
    const hr = q.followUp(it, 'and for HR?', amount(sumOf(rows, euros, both(dept('HR'), cat('Travel')))));
    q.followUp(hr, 'what about Finance?', amount(sumOf(rows, euros, both(dept('Finance'), cat('Travel')))));

    q.ask('What is the budget of the IT department?', decline('no budget column'));
    q.ask('How much did Marketing spend?', decline('no Marketing department'));
    q.ask('Total expenses in 2020', decline('the claims start in 2023'));
    q.ask('Which expenses were fraudulent?', decline('a judgement, not in the data'));
    q.ask('What will our travel spend be next quarter?', decline('a prediction'));
    q.ask('How many miles did employees drive?', decline('no mileage column'));
    q.ask('How much VAT did we pay on meals?', decline('no VAT column'));
    q.ask('Why did software spend rise?', decline('a cause, not in the data'));
    return { files: [file], questions: q.questions };
  },
};
