// A company bank ledger: one signed amount column, negative for money going out and positive for
// money coming in, beside a supplier list sharing supplier_id. Asked with outflow words ("spent",
// "paid", "largest payment out") whose answer is the magnitude of the outgoing rows, dates asked
// as "first" and "latest", and a share of the money spent rather than of the rows.
import { join } from 'node:path';
import { countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, count, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Supplier { id: number; name: string; country: string }
interface Entry { id: number; date: string; category: string; supplier: number | null; amount: number }

const COUNTRIES = ['United Kingdom', 'Germany', 'France', 'Netherlands', 'Ireland'];
const SPEND = ['Travel', 'Software', 'Office supplies', 'Utilities', 'Marketing'];

function generate(): { suppliers: Supplier[]; entries: Entry[] } {
  const random = createRandom(9101);
  const suppliers = Array.from({ length: 1_100 }, (_, i): Supplier => ({
    id: 5_001 + i,
    name: `Supplier ${String(i + 1).padStart(4, '0')} Ltd`,
    country: random.weighted(COUNTRIES, [40, 20, 15, 15, 10]),
  }));
  // Three suppliers are paid far more often, so the top of the ranking is clear.
  const major = suppliers.slice(0, 3).map((s) => s.id);
  const entries = Array.from({ length: 9_000 }, (_, i): Entry => {
    const incoming = random.chance(0.15);
    if (incoming) return { id: 100_001 + i, date: random.date('2024-01-01', '2025-09-30'), category: 'Customer receipts', supplier: null, amount: random.float(200, 9_000, 2) };
    const category = random.weighted(SPEND, [30, 18, 22, 14, 16]);
    const supplier = i % 31 === 0 ? major[0] : i % 47 === 0 ? major[1] : i % 71 === 0 ? major[2] : random.pick(suppliers).id;
    const size = category === 'Travel' ? random.float(40, 1_800, 2) : random.float(15, 1_200, 2);
    return { id: 100_001 + i, date: random.date('2024-01-01', '2025-09-30'), category, supplier, amount: -size };
  });
  return { suppliers, entries };
}

const SUPPLIER_COLUMNS: Column<Supplier>[] = [
  { header: 'supplier_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'supplier_name', value: (r) => r.name },
  { header: 'country', value: (r) => r.country },
];
const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'txn_id', value: (r) => r.id },
  { header: 'posted_on', value: (r) => r.date },
  { header: 'category', value: (r) => r.category },
  { header: 'supplier_id', value: (r) => r.supplier },
  { header: 'amount', value: (r) => r.amount },
];

export const ledger: BusinessSchema = {
  name: 'ledger',
  description: 'A bank ledger of 9,000 signed transactions (outgoing negative) and 1,100 suppliers sharing supplier_id (CSV, Parquet)',
  async build(dir) {
    const { suppliers, entries } = generate();
    const files = [
      await writeParquet(join(dir, 'suppliers.parquet'), SUPPLIER_COLUMNS, suppliers),
      await writeCsv(join(dir, 'transactions.csv'), ENTRY_COLUMNS, entries),
    ];
    const q = questionSet('ledger');
    const out = entries.filter((e) => e.amount < 0);
    const magnitude = (e: Entry) => -e.amount;
    const nameOf = new Map(suppliers.map((s) => [s.id, s.name]));
    const spendBy = groupBy(out, (e) => e.category, 'sum', magnitude);
    const paidTo = groupBy(out, (e) => nameOf.get(e.supplier!)!, 'sum', magnitude);
    const dates = entries.map((e) => e.date).sort();
    const travel = (e: Entry) => e.category === 'Travel';

    q.ask('How many transactions are in the ledger?', count(entries.length));
    q.ask('How many suppliers are based in Germany?', count(countWhere(suppliers, (s) => s.country === 'Germany')));
    q.ask('How much did we spend on travel?', amount(sumOf(out, magnitude, travel)));
    q.ask('How much was spent on software in 2025?', amount(sumOf(out, magnitude, (e) => e.category === 'Software' && between(e.date, '2025-01-01', '2025-12-31'))));
    q.ask('Which category has the highest spend?', winner(spendBy));
    q.ask('What was the largest single travel payment?', amount(Math.max(...out.filter(travel).map(magnitude))));
    q.ask('What was the smallest marketing payment?', amount(Math.min(...out.filter((e) => e.category === 'Marketing').map(magnitude))));
    q.ask('When was the first transaction posted?', day(dates[0]));
    q.ask('When was the most recent transaction posted?', day(dates.at(-1)!));
    q.ask('What share of the amount spent went on travel?', percent(percentOf(sumOf(out, magnitude, travel), sumOf(out, magnitude))));
    q.ask('What percentage of transactions were customer receipts?', percent(percentOf(countWhere(entries, (e) => e.category === 'Customer receipts'), entries.length)));
    q.ask('How many transactions were posted in March 2025?', count(countWhere(entries, (e) => between(e.date, '2025-03-01', '2025-03-31'))));
    q.ask('Total customer receipts in 2024', amount(roundTo(sumOf(entries, (e) => e.amount, (e) => e.category === 'Customer receipts' && between(e.date, '2024-01-01', '2024-12-31')), 2)));
    q.ask('Top 3 suppliers by amount paid', ranking(ranked(paidTo, 3)));

    q.ask('What was the largest single debit?', amount(Math.max(...out.map(magnitude))));
    q.ask('What was the biggest single credit?', amount(Math.max(...entries.filter((e) => e.amount > 0).map((e) => e.amount))));
    q.ask('What is the net flow (credits minus debits)?', amount(roundTo(sumOf(entries, (e) => e.amount), 2)));
    q.ask('What was the smallest single credit?', amount(Math.min(...entries.filter((e) => e.amount > 0).map((e) => e.amount))));

    q.ask('How much VAT did we reclaim?', decline('no tax column'));
    q.ask('Which employee approved the most payments?', decline('no approver column'));
    q.ask('What is our bank balance today?', decline('no opening balance or balance column'));
    q.ask('How many customer accounts are overdrawn?', decline('no account balance column'));
    return { files, questions: q.questions };
  },
};
