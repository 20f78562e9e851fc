// A lender's loan book beside its repayments (shared loan_id). Two amounts a word could mean
// (amount_requested, amount_approved), two dates a period could apply to (application_date,
// approval_date on the loans, paid_on on the repayments), approval cells left blank for loans that
// were rejected or withdrawn, late fees blank when none was charged, a product called "Total Flex
// Mortgage", and the interest rate with its unit in the header.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { addDays } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from '../dev7/unmatched.ts';

interface Loan {
  id: number;
  borrower: string;
  branch: string;
  product: string;
  requested: number;
  approved: number | null;
  rate: number;
  applied: string;
  approvedOn: string | null;
  status: string;
}
interface Repayment { id: number; loan: number; paidOn: string; paid: number; lateFee: number | null; method: string }

const FIRST = ['Aisha', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jack', 'Kiran', 'Lena', 'Maya', 'Noah', 'Olu', 'Priya'];
const LAST = ['Ahmed', 'Brown', 'Clarke', 'Davies', 'Evans', 'Fisher', 'Green', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis'];
const BRANCHES = ['Leeds', 'York', 'Hull', 'Sheffield', 'Bradford'];
const PRODUCTS = ['Personal Loan', 'Car Loan', 'Mortgage', 'Total Flex Mortgage', 'Business Loan'];

function generate(): { loans: Loan[]; repayments: Repayment[] } {
  const random = createRandom(14_001);
  const loans = Array.from({ length: 4_200 }, (_, i): Loan => {
    const product = random.weighted(PRODUCTS, [34, 24, 18, 9, 15]);
    const big = product.includes('Mortgage') ? 40 : product === 'Business Loan' ? 8 : 1;
    const requested = Math.round(random.float(2_000, 30_000, 0) * big / 100) * 100;
    const applied = random.date('2023-06-01', '2025-09-30');
    const outcome = random.weighted(['granted', 'Rejected', 'Withdrawn'], [72, 20, 8]);
    const granted = outcome === 'granted';
    const approvedOn = granted ? addDays(applied, random.int(2, 40)) : null;
    const status = granted ? random.weighted(['Active', 'Repaid', 'Defaulted'], [62, 28, 10]) : outcome;
    return {
      id: 50_001 + i,
      borrower: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      branch: random.weighted(BRANCHES, [30, 16, 14, 24, 16]),
      product,
      requested,
      approved: granted ? Math.round(requested * random.weighted([1, 0.9, 0.75], [60, 25, 15]) / 100) * 100 : null,
      rate: random.float(product.includes('Mortgage') ? 3.1 : 5.5, product.includes('Mortgage') ? 6.2 : 14.9, 2),
      applied,
      approvedOn,
      status,
    };
  });
  // Some granted loans have not made a first payment yet.
  const paying = loans.filter((l) => l.approvedOn !== null && l.id % 23 !== 4);
  const repayments: Repayment[] = [];
  for (const loan of paying) {
    const n = random.int(1, 14);
    for (let k = 0; k < n; k++) {
      const paidOn = addDays(loan.approvedOn!, 30 * (k + 1) + random.int(-3, 9));
      if (paidOn > '2025-10-31') break;
      const late = random.chance(0.12);
      repayments.push({
        id: 900_001 + repayments.length,
        loan: loan.id,
        paidOn,
        paid: Math.round(loan.approved! / random.int(24, 300) * 100) / 100,
        lateFee: late ? random.weighted([15, 25, 40], [50, 35, 15]) : null,
        method: random.weighted(['Direct Debit', 'Card', 'Bank Transfer', 'Cash'], [62, 18, 14, 6]),
      });
    }
  }
  return { loans, repayments };
}

const LOAN_COLUMNS: Column<Loan>[] = [
  { header: 'loan_id', value: (r) => r.id },
  { header: 'borrower_name', value: (r) => r.borrower },
  { header: 'branch', value: (r) => r.branch },
  { header: 'product', value: (r) => r.product },
  { header: 'amount_requested', value: (r) => r.requested },
  { header: 'amount_approved', value: (r) => r.approved },
  { header: 'interest_rate_pct', value: (r) => r.rate },
  { header: 'application_date', value: (r) => r.applied },
  { header: 'approval_date', value: (r) => r.approvedOn },
  { header: 'status', value: (r) => r.status },
];
const REPAYMENT_COLUMNS: Column<Repayment>[] = [
  { header: 'repayment_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'loan_id', value: (r) => r.loan, sqlType: 'INTEGER' },
  { header: 'paid_on', value: (r) => r.paidOn, sqlType: 'DATE' },
  { header: 'amount_paid', value: (r) => r.paid, sqlType: 'DOUBLE' },
  { header: 'late_fee', value: (r) => r.lateFee, sqlType: 'DOUBLE' },
  { header: 'method', value: (r) => r.method },
];

export const loanbook: BusinessSchema = {
  name: 'loanbook',
  description: 'A loan book (4,200 loans, CSV) and its repayments (Parquet) sharing loan_id: requested and approved amounts, two loan dates',
  async build(dir) {
    const { loans, repayments } = generate();
    const files = [await writeCsv(join(dir, 'loans.csv'), LOAN_COLUMNS, loans), await writeParquet(join(dir, 'repayments.parquet'), REPAYMENT_COLUMNS, repayments)];
    const q = questionSet('loanbook');
    const loanOf = new Map(loans.map((l) => [l.id, l]));
    const approvedIn = (from: string, to: string) => (l: Loan) => l.approvedOn !== null && between(l.approvedOn, from, to);
    const appliedIn = (from: string, to: string) => (l: Loan) => between(l.applied, from, to);
    const paidIn = (from: string, to: string) => (r: Repayment) => between(r.paidOn, from, to);

    q.ask('What is the total amount approved across all loans?', amount(sumOf(loans, (l) => l.approved)));
    q.ask('What is the average amount requested for Car Loan applications?', amount(avgOf(loans, (l) => l.requested, (l) => l.product === 'Car Loan')));
    q.ask('How many loans have the status Defaulted?', count(countWhere(loans, (l) => l.status === 'Defaulted')));
    q.ask('Which branch has the most loans?', winner(groupBy(loans, (l) => l.branch, 'count')));
    q.ask('Which branch approved the largest total amount?', winner(groupBy(loans, (l) => l.branch, 'sum', (l) => l.approved)));
    q.ask('How many repayments were made in March 2025?', count(countWhere(repayments, paidIn('2025-03-01', '2025-03-31'))));
    q.ask('How many loan applications were made in 2024?', count(countWhere(loans, appliedIn('2024-01-01', '2024-12-31'))));
    q.ask('How many loans were approved in 2025?', count(countWhere(loans, approvedIn('2025-01-01', '2025-12-31'))));
    q.ask('How much has been repaid in total?', amount(sumOf(repayments, (r) => r.paid)));
    q.ask('What is the total amount repaid on loans from the Hull branch?', amount(sumOf(repayments, (r) => r.paid, (r) => loanOf.get(r.loan)!.branch === 'Hull')));
    q.ask('What were the total late fees charged in 2025?', amount(sumOf(repayments, (r) => r.lateFee, paidIn('2025-01-01', '2025-12-31'))));
    q.ask('How many repayments had a late fee?', count(countWhere(repayments, (r) => r.lateFee !== null)));
    q.ask('How many repayments had no late fee?', count(countWhere(repayments, (r) => r.lateFee === null)));
    q.ask('What is the average interest rate of defaulted loans?', amount(avgOf(loans, (l) => l.rate, (l) => l.status === 'Defaulted')));
    q.ask('How many Total Flex Mortgage loans are there?', count(countWhere(loans, (l) => l.product === 'Total Flex Mortgage')));
    q.ask('Number of loans per status', countsBy(groupBy(loans, (l) => l.status, 'count')));
    q.ask('Which product has the highest average interest rate?', winner(groupBy(loans, (l) => l.product, 'avg', (l) => l.rate)));
    q.ask('How many loans have no repayments?', count(unmatched(loans, (l) => l.id, repayments, (r) => r.loan).length));
    q.ask('What was the largest single repayment?', amount(maxOf(repayments, (r) => r.paid)));
    q.ask('How many repayments were made by Direct Debit?', count(countWhere(repayments, (r) => r.method === 'Direct Debit')));
    const rejected = q.ask('What percentage of loans were rejected?', percent(percentOf(countWhere(loans, (l) => l.status === 'Rejected'), loans.length)));
    q.followUp(rejected, 'And withdrawn?', percent(percentOf(countWhere(loans, (l) => l.status === 'Withdrawn'), loans.length)));
    q.ask('Average amount approved by branch', breakdown(groupBy(loans, (l) => l.branch, 'avg', (l) => l.approved, (l) => l.approved !== null)));
    q.ask('How many loans have no approval date?', count(countWhere(loans, (l) => l.approvedOn === null)));
    q.ask('What is the total amount requested on Business Loan applications from York?', amount(sumOf(loans, (l) => l.requested, (l) => l.product === 'Business Loan' && l.branch === 'York')));
    q.ask('How many repayments were made on Mortgage loans?', count(countWhere(repayments, (r) => loanOf.get(r.loan)!.product === 'Mortgage')));
    q.ask('Total amount paid per repayment method', breakdown(groupBy(repayments, (r) => r.method, 'sum', (r) => r.paid)));
    const applied2024 = q.ask('How many loans were applied for in Leeds in 2024?', count(countWhere(loans, (l) => l.branch === 'Leeds' && appliedIn('2024-01-01', '2024-12-31')(l))));
    q.followUp(applied2024, 'And in Sheffield?', count(countWhere(loans, (l) => l.branch === 'Sheffield' && appliedIn('2024-01-01', '2024-12-31')(l))));
    q.ask('What is the average late fee?', amount(avgOf(repayments, (r) => r.lateFee)));

    q.ask('What is the average interest rate?', amount(avgOf(loans, (l) => l.rate)));

    q.ask('What is the total amount of Repaid loans?', decline('ambiguous: amount requested or amount approved'));
    q.ask('What is the total interest rate across all loans?', decline('a rate does not add up'));
    q.ask('What is the total loan amount?', decline('ambiguous: amount requested or amount approved'));
    q.ask('What is the average amount of a loan in Leeds?', decline('ambiguous: amount requested or amount approved'));
    q.ask('How many loans were taken out in 2025?', decline('ambiguous: applied for or approved in 2025'));
    q.ask('What is the average credit score of our borrowers?', decline('no credit score column'));
    q.ask('Which loan officer approved the most loans?', decline('no loan officer column'));
    q.ask('What is the average loan term in months?', decline('no term column'));
    q.ask('How much interest did we earn in 2025?', decline('repayments do not split interest from principal'));
    q.ask('How many borrowers missed a scheduled payment?', decline('no repayment schedule'));
    return { files, questions: q.questions };
  },
};
