// A newspaper's subscriptions (XLSX) beside their payments (CSV) sharing subscriber_id: start and
// cancellation dates on the subscribers (cancellation blank while active) and payment dates on the
// payments, so a period could apply to either table; a text yes/no refund flag; plans that are also
// ordinary words (Print, Digital, Bundle); monthly fees and payment amounts with the currency in
// the header.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, percent, questionSet, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from '../dev7/unmatched.ts';

interface Subscriber { id: number; name: string; country: string; plan: string; started: string; cancelled: string | null; fee: number }
interface Payment { id: number; subscriber: number; paidOn: string; amount: number; method: string; refunded: string }

const FIRST = ['Alice', 'Bram', 'Cara', 'Declan', 'Eimear', 'Fergus', 'Gemma', 'Hamish', 'Iona', 'Jamie', 'Kate', 'Liam', 'Moira', 'Niall', 'Orla', 'Rory', 'Siobhan', 'Tadhg'];
const LAST = ['Byrne', 'Campbell', 'Doyle', 'Fraser', 'Gallagher', 'Kelly', 'MacLeod', 'Murphy', 'Quinn', 'Ross', 'Walsh', 'Stewart', 'Reid', 'Burke'];
const PLANS: [string, number][] = [['Digital', 9.99], ['Print', 24.5], ['Bundle', 29.99]];

function generate(): { subscribers: Subscriber[]; payments: Payment[] } {
  const random = createRandom(14_004);
  const names = new Set<string>();
  const subscribers = Array.from({ length: 3_400 }, (_, i): Subscriber => {
    let name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    for (let k = 2; names.has(name); k++) name = `${random.pick(FIRST)} ${random.pick(LAST)} ${k}`;
    names.add(name);
    const [plan, list] = random.weighted(PLANS, [52, 28, 20]);
    const started = random.date('2022-01-01', '2025-08-31');
    const cancelled = random.chance(0.3) ? addDays(started, random.int(40, 900)) : null;
    return {
      id: 40_001 + i,
      name,
      country: random.weighted(['United Kingdom', 'Ireland', 'United States', 'Canada'], [55, 25, 12, 8]),
      plan,
      started,
      cancelled: cancelled !== null && cancelled <= '2025-10-31' ? cancelled : null,
      fee: random.chance(0.2) ? Math.round(list * 0.5 * 100) / 100 : list,
    };
  });
  const payments: Payment[] = [];
  for (const s of subscribers) {
    if (s.id % 13 === 7) continue;
    const end = s.cancelled ?? '2025-10-31';
    for (let d = addDays(s.started, random.int(0, 3)); d <= end; d = addDays(d, 30)) {
      payments.push({
        id: 600_001 + payments.length,
        subscriber: s.id,
        paidOn: d,
        amount: s.fee,
        method: random.weighted(['Card', 'Direct Debit', 'PayPal'], [48, 40, 12]),
        refunded: random.chance(0.03) ? 'yes' : 'no',
      });
    }
  }
  return { subscribers, payments };
}

const SUBSCRIBER_COLUMNS: Column<Subscriber>[] = [
  { header: 'subscriber_id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'country', value: (r) => r.country },
  { header: 'plan', value: (r) => r.plan },
  { header: 'start_date', value: (r) => r.started },
  { header: 'cancel_date', value: (r) => r.cancelled },
  { header: 'monthly_fee_gbp', value: (r) => r.fee },
];
const PAYMENT_COLUMNS: Column<Payment>[] = [
  { header: 'payment_id', value: (r) => r.id },
  { header: 'subscriber_id', value: (r) => r.subscriber },
  { header: 'paid_on', value: (r) => r.paidOn },
  { header: 'amount_gbp', value: (r) => r.amount },
  { header: 'method', value: (r) => r.method },
  { header: 'refunded', value: (r) => r.refunded },
];

export const newsroom: BusinessSchema = {
  name: 'newsroom',
  description: "A newspaper's 3,400 subscribers (XLSX) and their monthly payments (CSV) sharing subscriber_id; start, cancel and payment dates; a yes/no refund flag",
  async build(dir) {
    const { subscribers, payments } = generate();
    const files = [await writeXlsx(join(dir, 'subscribers.xlsx'), 'subscribers', SUBSCRIBER_COLUMNS, subscribers), await writeCsv(join(dir, 'payments.csv'), PAYMENT_COLUMNS, payments)];
    const q = questionSet('newsroom');
    const subscriberOf = new Map(subscribers.map((s) => [s.id, s]));
    const paidIn = (from: string, to: string) => (p: Payment) => between(p.paidOn, from, to);

    q.ask('How many subscribers cancelled in 2025?', count(countWhere(subscribers, (s) => s.cancelled !== null && between(s.cancelled, '2025-01-01', '2025-12-31'))));
    q.ask('How many subscribers have no cancel date?', count(countWhere(subscribers, (s) => s.cancelled === null)));
    q.ask('How many subscribers started in 2025?', count(countWhere(subscribers, (s) => between(s.started, '2025-01-01', '2025-12-31'))));
    q.ask('How many payments were made in 2025?', count(countWhere(payments, paidIn('2025-01-01', '2025-12-31'))));
    q.ask('What is the total amount paid in 2025?', amount(sumOf(payments, (p) => p.amount, paidIn('2025-01-01', '2025-12-31'))));
    q.ask('How many payments were refunded?', count(countWhere(payments, (p) => p.refunded === 'yes')));
    q.ask('What is the total amount of refunded payments?', amount(sumOf(payments, (p) => p.amount, (p) => p.refunded === 'yes')));
    q.ask('Which plan has the highest average monthly fee?', winner(groupBy(subscribers, (s) => s.plan, 'avg', (s) => s.fee)));
    q.ask('What is the average monthly fee of Print subscribers?', amount(avgOf(subscribers, (s) => s.fee, (s) => s.plan === 'Print')));
    q.ask('Which country has the most subscribers?', winner(groupBy(subscribers, (s) => s.country, 'count')));
    q.ask('How many subscribers in Ireland have a cancel date?', count(countWhere(subscribers, (s) => s.country === 'Ireland' && s.cancelled !== null)));
    q.ask('How many subscribers have never made a payment?', count(unmatched(subscribers, (s) => s.id, payments, (p) => p.subscriber).length));
    q.ask('Average payment amount by method', breakdown(groupBy(payments, (p) => p.method, 'avg', (p) => p.amount)));
    q.ask('What is the total amount paid by Bundle subscribers?', amount(sumOf(payments, (p) => p.amount, (p) => subscriberOf.get(p.subscriber)!.plan === 'Bundle')));
    q.ask('How many payments came from subscribers in Canada?', count(countWhere(payments, (p) => subscriberOf.get(p.subscriber)!.country === 'Canada')));
    q.ask('How many Digital subscribers are there?', count(countWhere(subscribers, (s) => s.plan === 'Digital')));
    q.ask('What share of subscribers are on the Print plan?', percent(percentOf(countWhere(subscribers, (s) => s.plan === 'Print'), subscribers.length)));
    q.ask('How many payments were made by PayPal?', count(countWhere(payments, (p) => p.method === 'PayPal')));
    const march = q.ask('How many payments were made in March 2025?', count(countWhere(payments, paidIn('2025-03-01', '2025-03-31'))));
    q.followUp(march, 'And in April?', count(countWhere(payments, paidIn('2025-04-01', '2025-04-30'))));
    q.ask('Total amount paid by country', breakdown(groupBy(payments, (p) => subscriberOf.get(p.subscriber)!.country, 'sum', (p) => p.amount)));
    q.ask('How many payments were not refunded?', count(countWhere(payments, (p) => p.refunded === 'no')));
    q.ask('What is the total monthly fee of subscribers with no cancel date?', amount(sumOf(subscribers, (s) => s.fee, (s) => s.cancelled === null)));
    q.ask('When did the first subscriber start?', { kind: 'date', value: subscribers.map((s) => s.started).sort()[0] });
    q.ask('What is the largest payment amount?', amount(Math.max(...payments.map((p) => p.amount))));
    q.ask('How many Bundle subscribers started in 2024?', count(countWhere(subscribers, (s) => s.plan === 'Bundle' && between(s.started, '2024-01-01', '2024-12-31'))));
    q.ask('How many subscribers paid by PayPal?', count(new Set(payments.filter((p) => p.method === 'PayPal').map((p) => p.subscriber)).size));

    q.ask('How many subscribers did we have in 2025?', decline('ambiguous: started in 2025, active during 2025, or paid in 2025'));
    q.ask('What is our churn rate?', decline('no period for churn'));
    q.ask('Which articles are read the most?', decline('no article or readership column'));
    q.ask('How many subscribers opened the newsletter?', decline('no newsletter column'));
    q.ask('What is the average subscriber age?', decline('no age column'));
    q.ask('How much did we spend on marketing?', decline('no marketing spend column'));
    q.ask('Which journalist wrote the most stories?', decline('no journalist column'));
    q.ask('How many print copies were delivered late?', decline('no delivery column'));
    return { files, questions: q.questions };
  },
};
