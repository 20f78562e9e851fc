// A utility's customers beside their bills (shared customer_id): bills stamped with a date and
// time, a yes/no paid flag (Y/N), the channel as a code (ON online, ST in store), the contract length
// as a code (12M, 24M), countries as two-letter codes that are also English words in capitals (AT,
// NO, IN), and the sector and tariff on the customers' table. Worded the way unseen
// questions were misread: "since" a day without "how many", a quarter on a timestamp, the weekday
// with the most rows, shares of rows, codes in capitals, the row noun said another way, "unpaid".
import { join } from 'node:path';
import { countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, count, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Holder { id: number; name: string; country: string; sector: string; tariff: string }
interface Bill { id: number; holder: number; issued: string; amount: number; paid: string; channel: string; contract: string; method: string; city: string }

const SECTORS = ['IT', 'Retail', 'Health', 'Education', 'Logistics'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function generate(): { holders: Holder[]; bills: Bill[] } {
  const random = createRandom(10_505);
  const holders = Array.from({ length: 1_200 }, (_, i): Holder => ({
    id: 7_001 + i,
    name: `Customer ${i + 1}`,
    country: random.weighted(['GB', 'AT', 'NO', 'IN'], [52, 17, 16, 15]),
    sector: random.weighted(SECTORS, [24, 22, 20, 18, 16]),
    tariff: random.weighted(['Gold', 'Silver', 'Bronze'], [20, 35, 45]),
  }));
  const bills = Array.from({ length: 6_000 }, (_, i): Bill => {
    const day = random.date('2024-07-01', '2025-12-31');
    const hour = String(random.int(7, 21)).padStart(2, '0');
    const minute = String(random.int(0, 59)).padStart(2, '0');
    return {
      id: 300_001 + i,
      holder: random.int(7_001, 7_000 + holders.length),
      issued: `${day} ${hour}:${minute}:00`,
      amount: random.float(18, 420, 2),
      paid: random.weighted(['Y', 'N'], [78, 22]),
      channel: random.weighted(['ON', 'ST'], [58, 42]),
      contract: random.weighted(['12M', '24M'], [55, 45]),
      method: random.weighted(['card', 'cash', 'direct debit'], [46, 19, 35]),
      city: random.weighted(['Leeds', 'York', 'Hull', 'Bradford'], [34, 24, 22, 20]),
    };
  });
  return { holders, bills };
}

const HOLDER_COLUMNS: Column<Holder>[] = [
  { header: 'customer_id', value: (r) => r.id },
  { header: 'customer_name', value: (r) => r.name },
  { header: 'country', value: (r) => r.country },
  { header: 'sector', value: (r) => r.sector },
  { header: 'tariff', value: (r) => r.tariff },
];
const BILL_COLUMNS: Column<Bill>[] = [
  { header: 'bill_id', value: (r) => r.id },
  { header: 'customer_id', value: (r) => r.holder },
  { header: 'issued_at', value: (r) => r.issued },
  { header: 'amount', value: (r) => r.amount },
  { header: 'paid', value: (r) => r.paid },
  { header: 'channel', value: (r) => r.channel },
  { header: 'contract', value: (r) => r.contract },
  { header: 'payment_method', value: (r) => r.method },
  { header: 'city', value: (r) => r.city },
];

export const utilityBills: BusinessSchema = {
  name: 'utility-bills',
  description: 'Customers (1,200 rows, XLSX) beside bills (6,000 rows, CSV): timestamps, a Y/N paid flag, channel and contract codes, capital country codes',
  async build(dir) {
    const { holders, bills } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'customers', HOLDER_COLUMNS, holders),
      await writeCsv(join(dir, 'bills.csv'), BILL_COLUMNS, bills),
    ];
    const q = questionSet('utility-bills');
    const issued = (from: string, to: string) => (r: Bill) => between(r.issued, from, to);
    const holderOf = new Map(holders.map((h) => [h.id, h]));
    const weekday = (r: Bill) => WEEKDAYS[new Date(`${r.issued.slice(0, 10)}T00:00:00Z`).getUTCDay()];

    q.ask('Card bills since 1 October 2025?', count(countWhere(bills, (r) => r.method === 'card' && issued('2025-10-01', '9999-12-31')(r))));
    q.ask('How many bills were issued in Q4 2024?', count(countWhere(bills, issued('2024-10-01', '2024-12-31'))));
    q.ask('How many Leeds cash bills were issued between 1 March and 30 June 2025?', count(countWhere(bills, (r) => r.city === 'Leeds' && r.method === 'cash' && issued('2025-03-01', '2025-06-30')(r))));
    q.ask('Which day of the week has the most bills?', winner(groupBy(bills, weekday, 'count')));
    q.ask('What share of bills have cash as the payment method?', percent(percentOf(countWhere(bills, (r) => r.method === 'cash'), bills.length)));
    q.ask('What percentage of Leeds bills were online (ON)?', percent(percentOf(countWhere(bills, (r) => r.city === 'Leeds' && r.channel === 'ON'), countWhere(bills, (r) => r.city === 'Leeds'))));
    q.ask('How many customers are from AT?', count(countWhere(holders, (r) => r.country === 'AT')));
    q.ask('How many customers are based in NO?', count(countWhere(holders, (r) => r.country === 'NO')));
    q.ask('How many subscribers are from IN?', count(countWhere(holders, (r) => r.country === 'IN')));
    q.ask('How many bills do we have for clients in the IT sector?', count(countWhere(bills, (r) => holderOf.get(r.holder)!.sector === 'IT')));
    q.ask('How many customers are on the Gold tariff?', count(countWhere(holders, (r) => r.tariff === 'Gold')));
    q.ask('How many orders came in online (ON) in March 2025?', count(countWhere(bills, (r) => r.channel === 'ON' && issued('2025-03-01', '2025-03-31')(r))));
    q.ask('How many bills are unpaid?', count(countWhere(bills, (r) => r.paid === 'N')));
    q.ask('What share of bills on 12M contracts were left unpaid?', percent(percentOf(countWhere(bills, (r) => r.contract === '12M' && r.paid === 'N'), countWhere(bills, (r) => r.contract === '12M'))));
    q.ask('How much money is outstanding on unpaid bills?', amount(sumOf(bills, (r) => r.amount, (r) => r.paid === 'N')));
    q.ask('What was the total amount of direct debit bills since 1 July 2025?', amount(sumOf(bills, (r) => r.amount, (r) => r.method === 'direct debit' && issued('2025-07-01', '9999-12-31')(r))));

    q.ask('What is the average call duration?', decline('no call duration column'));
    q.ask('Which agent handled the most bills?', decline('no agent column'));
    q.ask('How many bills were disputed?', decline('no dispute column'));
    return { files, questions: q.questions };
  },
};
