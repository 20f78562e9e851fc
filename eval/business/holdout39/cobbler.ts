// A cobbler's four shops doing shoe repairs, key cutting and small watch and leather jobs: the
// customers with an account or a loyalty card (CSV) and two years of job tickets (CSV) sharing
// `customer_no`. Traps: ticket numbers with leading zeros and customer numbers that look numeric
// (never summed), the price with the unit in the header ("Price (£)"), walk-in tickets with no
// customer (blank), cancelled and refunded tickets, a collected date blank while a job waits, a
// quantity that counts keys cut (one a ticket for most repairs), and a shop in the village of Over,
// a name that reads like a stopword.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface CobblerCustomer {
  no: number;
  name: string;
  type: string;
  town: string;
  joined: string;
}

export interface Ticket {
  no: string;
  dateIn: string;
  branch: string;
  customer: number | null;
  service: string;
  category: string;
  qty: number;
  price: number;
  status: string;
  collected: string | null;
  staff: string;
}

const BRANCHES = ['Cambridge', 'Ely', 'St Ives', 'Over'];
const BRANCH_WEIGHT = [40, 25, 22, 13];
const STAFF: Record<string, string[]> = {
  Cambridge: ['Mick Dunn', 'Sana Iqbal', 'Paul Reeve'],
  Ely: ['Gary Tait', 'Lou Barnes'],
  'St Ives': ['Dawn Kerr', 'Ade Cole'],
  Over: ['Bill Sayer'],
};
// service, category, base price, weight, per-unit (keys)
const SERVICES: [string, string, number, number, boolean][] = [
  ['Heel replacement', 'Shoe repair', 14.5, 20, false],
  ['Full sole and heel', 'Shoe repair', 48, 8, false],
  ['Half sole', 'Shoe repair', 29, 9, false],
  ['Stitching', 'Shoe repair', 12, 7, false],
  ['Stretching', 'Shoe repair', 10, 3, false],
  ['Standard key', 'Key cutting', 5.5, 24, true],
  ['Security key', 'Key cutting', 18, 6, true],
  ['Car key fob', 'Key cutting', 65, 3, false],
  ['Watch battery', 'Watch and jewellery', 7.5, 12, false],
  ['Engraving', 'Watch and jewellery', 15, 3, false],
  ['Zip repair', 'Leather goods', 22, 4, false],
  ['Bag repair', 'Leather goods', 35, 3, false],
];
const FIRST = ['Anne', 'Barry', 'Carol', 'Derek', 'Elaine', 'Frank', 'Gill', 'Howard', 'Irene', 'Joe', 'Karen', 'Len', 'Maggie', 'Nigel', 'Olive', 'Pete', 'Rita', 'Stan'];
const LAST = ['Pike', 'Moss', 'Fenn', 'Gault', 'Howes', 'Ibbott', 'Jarvis', 'Kidd', 'Lamb', 'Mead', 'Nunn', 'Orr', 'Peck', 'Quinn', 'Rudd', 'Sharpe'];
const TRADE = ['Harcourt Lettings', 'Fenland Property', 'Ely Cathedral Works', 'Camside Estates', 'Ouse Valley Homes', 'Kings Hedges Housing', 'Bridge Street Dental', 'Granta Facilities'];

export function generateCobbler(): { customers: CobblerCustomer[]; tickets: Ticket[] } {
  const random = createRandom(49_129);
  const customers: CobblerCustomer[] = [];
  for (let i = 0; i < 1_400; i++) {
    const trade = i < TRADE.length * 3 && i % 3 === 0;
    customers.push({
      no: 10_001 + i,
      name: trade ? TRADE[i / 3] : `${random.pick(FIRST)} ${random.pick(LAST)}`,
      type: trade ? 'Trade' : random.chance(0.7) ? 'Loyalty card' : 'Walk-in',
      town: random.weighted(['Cambridge', 'Ely', 'St Ives', 'Over', 'Histon', 'Soham'], [36, 20, 18, 8, 10, 8]),
      joined: random.date('2019-01-01', '2024-06-30'),
    });
  }
  const tradeCustomers = customers.filter((c) => c.type === 'Trade');
  const tickets: Ticket[] = [];
  for (let i = 0; i < 9_200; i++) {
    const branch = random.weighted(BRANCHES, BRANCH_WEIGHT);
    const [service, category, base, , perUnit] = random.weighted(SERVICES, SERVICES.map((s) => s[3]));
    const dateIn = random.date('2024-01-01', '2025-10-31');
    const qty = perUnit ? random.weighted([1, 2, 3, 4, 6], [40, 30, 14, 10, 6]) : 1;
    const who = category === 'Key cutting' && random.chance(0.12)
      ? random.pick(tradeCustomers).no
      : random.chance(category === 'Key cutting' ? 0.45 : 0.2) ? null : random.int(10_001, 11_400);
    const price = Math.round(base * qty * random.weighted([1, 1.1], [80, 20]) * 100) / 100;
    const roll = random.next();
    const quick = category === 'Key cutting' || service === 'Watch battery';
    let status = roll < 0.03 ? 'Cancelled' : roll < 0.045 ? 'Refunded' : 'Collected';
    let collected: string | null = status === 'Collected' || status === 'Refunded' ? addDays(dateIn, quick ? 0 : random.int(1, 16)) : null;
    if (status === 'Collected' && collected !== null && collected > '2025-10-31') {
      status = 'Awaiting collection';
      collected = null;
    }
    if (status === 'Collected' && !quick && random.chance(0.015)) {
      status = 'Awaiting collection';
      collected = null;
    }
    tickets.push({ no: '', dateIn, branch, customer: who, service, category, qty, price, status, collected, staff: random.pick(STAFF[branch]) });
  }
  tickets.sort((a, b) => a.dateIn.localeCompare(b.dateIn));
  tickets.forEach((t, i) => (t.no = String(2_051 + i).padStart(6, '0')));
  return { customers, tickets };
}

const CUSTOMER_COLUMNS: Column<CobblerCustomer>[] = [
  { header: 'customer_no', value: (c) => c.no },
  { header: 'customer_name', value: (c) => c.name },
  { header: 'account_type', value: (c) => c.type },
  { header: 'home_town', value: (c) => c.town },
  { header: 'joined', value: (c) => c.joined },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'ticket_no', value: (t) => t.no },
  { header: 'date_in', value: (t) => t.dateIn },
  { header: 'shop', value: (t) => t.branch },
  { header: 'customer_no', value: (t) => t.customer },
  { header: 'service', value: (t) => t.service },
  { header: 'category', value: (t) => t.category },
  { header: 'qty', value: (t) => t.qty },
  { header: 'Price (£)', value: (t) => t.price },
  { header: 'status', value: (t) => t.status },
  { header: 'collected_on', value: (t) => t.collected },
  { header: 'served_by', value: (t) => t.staff },
];

export const cobbler: BusinessSchema = {
  name: 'cobbler',
  description: "A cobbler's four shops: 1,400 customers (CSV) and 9,200 shoe repair, key cutting and other job tickets in 2024-2025 (CSV) sharing customer_no",
  async build(dir) {
    const { customers, tickets } = generateCobbler();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'job_tickets.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('cobbler');
    const custOf = new Map(customers.map((c) => [c.no, c]));
    const paid = (t: Ticket) => t.status === 'Collected' || t.status === 'Awaiting collection';
    const price = (t: Ticket) => t.price;
    const keys = (t: Ticket) => t.category === 'Key cutting';
    const inMonth = (m: string) => (t: Ticket) => t.dateIn.startsWith(m);
    const turnaround = (t: Ticket) => (t.collected === null ? null : daysBetween(t.dateIn, t.collected));
    const accountType = (t: Ticket) => (t.customer === null ? null : custOf.get(t.customer)!.type);

    q.ask('How many job tickets have we written?', count(tickets.length));
    q.ask('How many customers do we have on file?', count(customers.length));
    q.ask('How many tickets were cancelled?', count(countWhere(tickets, (t) => t.status === 'Cancelled')));
    q.ask('Tickets by status', countsBy(groupBy(tickets, (t) => t.status, 'count')));
    q.ask('How many jobs are still waiting to be collected?', count(countWhere(tickets, (t) => t.status === 'Awaiting collection')));
    q.ask('What did we take in total, leaving out cancelled and refunded tickets?', amount(sumOf(tickets, price, paid)));
    q.ask('Takings by shop, excluding cancelled and refunded tickets', breakdown(groupBy(tickets, (t) => t.branch, 'sum', price, paid)));
    q.ask('How many tickets did the Over shop write?', count(countWhere(tickets, (t) => t.branch === 'Over')));
    q.ask('What did the Over shop take in 2025, not counting cancelled or refunded tickets?', amount(sumOf(tickets, price, (t) => t.branch === 'Over' && paid(t) && t.dateIn.startsWith('2025'))));
    q.ask('Which shop writes the most tickets?', winner(groupBy(tickets, (t) => t.branch, 'count')));
    q.ask('Tickets by category', countsBy(groupBy(tickets, (t) => t.category, 'count')));
    q.ask('How many bag repair tickets did St Ives write?', count(countWhere(tickets, (t) => t.branch === 'St Ives' && t.service === 'Bag repair')));
    q.ask('How many keys were cut in 2024, not counting cancelled or refunded tickets?', count(sumOf(tickets, (t) => t.qty, (t) => keys(t) && paid(t) && t.dateIn.startsWith('2024'))));
    q.ask('How many heel replacements did we do?', count(countWhere(tickets, (t) => t.service === 'Heel replacement')));
    q.ask('Which service brought in the most money, excluding cancelled and refunded tickets?', winner(groupBy(tickets, (t) => t.service, 'sum', price, paid)));
    q.ask('Top 3 services by number of tickets', ranking(ranked(groupBy(tickets, (t) => t.service, 'count'), 3)));
    q.ask('What is the average price of a full sole and heel job?', amount(avgOf(tickets, price, (t) => t.service === 'Full sole and heel'), 2));
    q.ask('Average ticket price (£) by category', breakdown(groupBy(tickets, (t) => t.category, 'avg', price), 2));
    q.ask('How much did we refund in total?', amount(sumOf(tickets, price, (t) => t.status === 'Refunded')));
    q.ask('What percentage of tickets were refunded?', percent(percentOf(countWhere(tickets, (t) => t.status === 'Refunded'), tickets.length)));
    q.ask('How many tickets have no customer number?', count(countWhere(tickets, (t) => t.customer === null)));
    q.ask('What share of key cutting tickets have no customer number?', percent(percentOf(countWhere(tickets, (t) => keys(t) && t.customer === null), countWhere(tickets, keys))));
    q.ask('How many tickets were written in March 2025?', count(countWhere(tickets, inMonth('2025-03'))));
    q.ask('Which month had the most tickets?', month(busiestMonth(tickets, (t) => t.dateIn)));
    q.ask('What did we take in Q4 2024, excluding cancelled and refunded tickets?', amount(sumOf(tickets, price, (t) => paid(t) && t.dateIn.startsWith('2024') && quarterOf(t.dateIn) === 4)));
    q.ask('How many tickets came in between 1 and 14 February 2025?', count(countWhere(tickets, (t) => t.dateIn >= '2025-02-01' && t.dateIn <= '2025-02-14')));
    const y24 = q.ask('How many shoe repair tickets did we write in 2024?', count(countWhere(tickets, (t) => t.category === 'Shoe repair' && t.dateIn.startsWith('2024'))));
    q.followUp(y24, 'and in 2025?', count(countWhere(tickets, (t) => t.category === 'Shoe repair' && t.dateIn.startsWith('2025'))));
    q.ask('On average how many days after coming in are shoe repairs collected?', amount(avgOf(tickets, turnaround, (t) => t.category === 'Shoe repair'), 1));
    q.ask('Average days from date in to collected date for full sole and heel jobs', amount(avgOf(tickets, turnaround, (t) => t.service === 'Full sole and heel'), 1));
    q.ask('Who served the most tickets?', winner(groupBy(tickets, (t) => t.staff, 'count')));
    q.ask('Takings by member of staff, excluding cancelled and refunded tickets', breakdown(groupBy(tickets, (t) => t.staff, 'sum', price, paid)));
    q.ask('How many tickets did Sana Iqbal serve in 2025?', count(countWhere(tickets, (t) => t.staff === 'Sana Iqbal' && t.dateIn.startsWith('2025'))));
    q.ask('Customers by account type', countsBy(groupBy(customers, (c) => c.type, 'count')));
    q.ask('How many trade customers do we have?', count(countWhere(customers, (c) => c.type === 'Trade')));
    q.ask('How many customers live in Histon?', count(countWhere(customers, (c) => c.town === 'Histon')));
    q.ask('How many customers joined in 2023?', count(countWhere(customers, (c) => c.joined.startsWith('2023'))));
    q.ask('What did trade customers spend with us in total, excluding cancelled and refunded tickets?', amount(sumOf(tickets, price, (t) => paid(t) && accountType(t) === 'Trade')));
    q.ask('Which trade customer spent the most, excluding cancelled and refunded tickets?', winner(groupBy(tickets, (t) => (accountType(t) === 'Trade' ? custOf.get(t.customer!)!.name : null), 'sum', price, paid)));
    q.ask('How many keys did Harcourt Lettings have cut, not counting cancelled or refunded tickets?', count(sumOf(tickets, (t) => t.qty, (t) => keys(t) && paid(t) && t.customer !== null && custOf.get(t.customer)!.name === 'Harcourt Lettings')));
    q.ask('Tickets by account type of the customer (tickets with a customer number only)', countsBy(groupBy(tickets, accountType, 'count')));
    q.ask('Average ticket price for loyalty card customers', amount(avgOf(tickets, price, (t) => accountType(t) === 'Loyalty card'), 2));
    q.ask('How many tickets came from customers who live in Soham?', count(countWhere(tickets, (t) => t.customer !== null && custOf.get(t.customer)!.town === 'Soham')));
    q.ask('Which shop did the most key cutting tickets?', winner(groupBy(tickets, (t) => t.branch, 'count', undefined, keys)));
    q.ask('How many car key fobs did Ely do?', count(countWhere(tickets, (t) => t.branch === 'Ely' && t.service === 'Car key fob')));
    q.ask('Watch battery takings in 2025, excluding cancelled and refunded tickets', amount(sumOf(tickets, price, (t) => t.service === 'Watch battery' && paid(t) && t.dateIn.startsWith('2025'))));
    q.ask('What was our biggest single ticket price?', amount(Math.max(...tickets.map(price)), 2));
    q.ask('How many tickets were for more than one key?', count(countWhere(tickets, (t) => keys(t) && t.qty > 1)));

    q.ask('How much leather and glue did we buy last year?', decline('no stock or purchases'));
    q.ask('What did the St Ives shop pay in rent?', decline('no costs'));
    q.ask('How long does a heel replacement take to do at the bench?', decline('no work time, only dates in and collected'));
    q.ask('What shoe sizes do we repair most?', decline('no shoe size column'));
    q.ask('How many jobs did we do in 2022?', decline('tickets start in January 2024'));
    q.ask('Which brand of shoes comes in most often?', decline('no brand column'));
    q.ask('How many customers left a Google review?', decline('no reviews'));
    q.ask('What are customers phone numbers for uncollected jobs?', decline('no contact details'));
    q.ask('What is our profit margin on key cutting?', decline('no cost of key blanks'));
    q.ask('How many hours did Bill Sayer work?', decline('no staff hours'));
    q.ask('How many tickets will we write next December?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
