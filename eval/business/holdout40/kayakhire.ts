// A lakeside kayak and paddleboard hire centre: 1,100 customers (XLSX: customer number with a
// leading zero, name, town, member flag, date joined) and 7,200 hire bookings from March 2024 to
// October 2025 (CSV) sharing the customer number. Traps: customer numbers and hire refs that look
// numeric (never summed), the price with its unit in the header ("Price (£)"), cancelled, no-show
// and refunded bookings beside completed ones, an all-capitals craft value ("SUP"), a launch point
// called "Other", blank wetsuit cells, a Yes/No Member column (read as a boolean by DuckDB), and
// names with spaces.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between, onWeekend } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, day, decline, month, names, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  no: string;
  name: string;
  town: string;
  member: string;
  joined: string;
}

interface Hire {
  ref: number;
  customer: string;
  date: string;
  craft: string;
  launch: string;
  hours: number;
  group: number;
  price: number;
  wetsuit: string | null;
  status: string;
}

const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Harry', 'Mia', 'Jack', 'Freya', 'Noah', 'Poppy', 'Alfie', 'Rosie', 'Leo', 'Evie', 'Arthur', 'Ivy', 'Oscar', 'Daisy', 'Theo', 'Grace', 'Finley', 'Lily', 'Archie', 'Sophie', 'Henry', 'Ella', 'Jacob', 'Millie', 'Charlie', 'Ruby', 'Thomas', 'Erin', 'Joshua', 'Holly', 'Samuel'];
const LAST = ['Armstrong', 'Bell', 'Carr', 'Dobson', 'Ellwood', 'Fletcher', 'Graham', 'Hodgson', 'Irving', 'Jackson', 'Kirkbride', 'Lowther', 'Moffat', 'Nicholson', 'Oldfield', 'Pattinson', 'Quayle', 'Robson', 'Slater', 'Thwaite', 'Usher', 'Varty', 'Walker', 'Yeats', 'Atkinson', 'Birkett', 'Coward', 'Dixon', 'Errington', 'Fell', 'Gaskell', 'Harrison'];
const TOWNS: [string, number][] = [['Ambleside', 18], ['Kendal', 22], ['Windermere', 15], ['Keswick', 9], ['Penrith', 8], ['Lancaster', 11], ['Ulverston', 6], ['Manchester', 7], ['Leeds', 4]];
// craft, share, base price per hour (£)
const CRAFT: [string, number, number][] = [['Single Kayak', 30, 18], ['Double Kayak', 18, 28], ['SUP', 27, 20], ['Canadian Canoe', 13, 32], ['Sit-on-top', 12, 16]];
const LAUNCHES: [string, number][] = [['The Quay', 42], ['Mill Pool', 24], ['Weir Steps', 19], ['Other', 15]];
const MONTH_WEIGHT = [0, 0, 3, 6, 9, 13, 18, 20, 11, 6, 0, 0];

function generate(): { customers: Customer[]; hires: Hire[] } {
  const random = createRandom(50_011);
  const customers: Customer[] = [];
  const used = new Set<string>();
  while (customers.length < 1_100) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (used.has(name)) continue;
    used.add(name);
    customers.push({
      no: `0${2_000 + customers.length * 3 + random.int(0, 2)}`,
      name,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      member: random.chance(0.28) ? 'Yes' : 'No',
      joined: random.date('2021-01-01', '2025-09-30'),
    });
  }
  const weights = customers.map((c, i) => (c.member === 'Yes' ? 3 : 1) * (i % 97 === 5 ? 9 : 1) * random.float(0.3, 1.7, 2));
  const days: string[] = [];
  for (let d = new Date('2024-03-01T00:00:00Z'); d <= new Date('2025-10-31T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  const dayWeights = days.map((d) => MONTH_WEIGHT[Number(d.slice(5, 7)) - 1] * (onWeekend(d) ? 1.8 : 1) * (d.startsWith('2025') ? 1.1 : 1));
  const hires: Hire[] = [];
  for (let i = 0; i < 7_200; i++) {
    const c = random.weighted(customers, weights);
    const date = random.weighted(days, dayWeights);
    const [craft, , rate] = random.weighted(CRAFT, CRAFT.map((k) => k[1]));
    const hours = random.weighted([1, 1.5, 2, 3, 4, 6], [22, 8, 34, 18, 12, 6]);
    const group = craft === 'Double Kayak' || craft === 'Canadian Canoe' ? random.int(2, 3) : random.weighted([1, 2, 3, 4, 5, 6], [45, 25, 12, 9, 5, 4]);
    const price = Math.round(rate * hours * (craft === 'Double Kayak' || craft === 'Canadian Canoe' ? 1 : Math.max(1, group * 0.85)) * (c.member === 'Yes' ? 0.9 : 1) * 100) / 100;
    const roll = random.next();
    const status = roll < 0.07 ? 'cancelled' : roll < 0.1 ? 'no show' : roll < 0.12 ? 'refunded' : 'completed';
    hires.push({
      ref: 0,
      customer: c.no,
      date,
      craft,
      launch: random.weighted(LAUNCHES.map((l) => l[0]), LAUNCHES.map((l) => l[1])),
      hours,
      group,
      price,
      wetsuit: random.chance(date.slice(5, 7) < '06' || date.slice(5, 7) > '09' ? 0.45 : 0.15) ? 'Y' : null,
      status,
    });
  }
  hires.sort((a, b) => a.date.localeCompare(b.date));
  hires.forEach((h, i) => (h.ref = 240_001 + i));
  return { customers, hires };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer No', value: (c) => c.no },
  { header: 'Name', value: (c) => c.name },
  { header: 'Town', value: (c) => c.town },
  { header: 'Member', value: (c) => c.member },
  { header: 'Joined', value: (c) => c.joined },
];

const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'hire_ref', value: (h) => h.ref },
  { header: 'customer_no', value: (h) => h.customer },
  { header: 'hire_date', value: (h) => h.date },
  { header: 'craft', value: (h) => h.craft },
  { header: 'launch_point', value: (h) => h.launch },
  { header: 'hours', value: (h) => h.hours },
  { header: 'group_size', value: (h) => h.group },
  { header: 'Price (£)', value: (h) => h.price.toFixed(2) },
  { header: 'wetsuit_hire', value: (h) => h.wetsuit },
  { header: 'status', value: (h) => h.status },
];

export const kayakhire: BusinessSchema = {
  name: 'kayakhire',
  description: 'A lakeside kayak and paddleboard hire centre: 1,100 customers (XLSX) and 7,200 hire bookings Mar 2024-Oct 2025 with prices in pounds (CSV), sharing the customer number',
  async build(dir) {
    const { customers, hires } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'hires.csv'), HIRE_COLUMNS, hires),
    ];
    const q = questionSet('kayakhire');
    const byNo = new Map(customers.map((c) => [c.no, c]));
    const done = (h: Hire) => h.status === 'completed';
    const price = (h: Hire) => h.price;
    const inYear = (y: string) => (h: Hire) => h.date.startsWith(y);
    const town = (h: Hire) => byNo.get(h.customer)!.town;
    const who = (h: Hire) => byNo.get(h.customer)!.name;

    q.ask('How many hire bookings are there altogether?', count(hires.length));
    q.ask('How many hires were cancelled?', count(countWhere(hires, (h) => h.status === 'cancelled')));
    q.ask('hires by status', countsBy(groupBy(hires, (h) => h.status, 'count')));
    q.ask('What did we take from completed hires in 2024? (£)', amount(sumOf(hires, price, (h) => done(h) && inYear('2024')(h))));
    q.ask('Takings from completed hires in July 2025', amount(sumOf(hires, price, (h) => done(h) && h.date.startsWith('2025-07'))));
    q.ask('Average price of a completed SUP hire', amount(avgOf(hires, price, (h) => done(h) && h.craft === 'SUP')));
    q.ask('Which craft gets booked the most?', winner(groupBy(hires, (h) => h.craft, 'count')));
    q.ask('Number of completed hires by craft', countsBy(groupBy(hires, (h) => h.craft, 'count', undefined, done)));
    q.ask('Top 3 launch points by completed hires', ranking(ranked(groupBy(hires, (h) => h.launch, 'count', undefined, done), 3)));
    q.ask('How many bookings were from the Mill Pool launch point?', count(countWhere(hires, (h) => h.launch === 'Mill Pool')));
    q.ask('How many bookings had Other as the launch point?', count(countWhere(hires, (h) => h.launch === 'Other')));
    q.ask('Average hours per completed hire', amount(avgOf(hires, (h) => h.hours, done), 2));
    q.ask('Total hours paddled on SUPs in 2025, completed hires only', amount(sumOf(hires, (h) => h.hours, (h) => done(h) && h.craft === 'SUP' && inYear('2025')(h)), 1));
    q.ask('Which month had the most bookings?', month(busiestMonth(hires, (h) => h.date)));
    q.ask('How many bookings had a hire date in Q3 2024?', count(countWhere(hires, (h) => inYear('2024')(h) && quarterOf(h.date) === 3)));
    q.ask('How many completed hires were there between 1 and 14 August 2025?', count(countWhere(hires, (h) => done(h) && between(h.date, '2025-08-01', '2025-08-14'))));
    q.ask('What percentage of bookings were no shows?', percent(percentOf(countWhere(hires, (h) => h.status === 'no show'), hires.length)));
    q.ask('What share of 2025 bookings were cancelled?', percent(percentOf(countWhere(hires, (h) => inYear('2025')(h) && h.status === 'cancelled'), countWhere(hires, inYear('2025')))));
    q.ask('How many bookings included wetsuit hire?', count(countWhere(hires, (h) => h.wetsuit === 'Y')));
    q.ask('How many customers do we have on file?', count(customers.length));
    q.ask('How many customers are members?', count(countWhere(customers, (c) => c.member === 'Yes')));
    q.ask('Which town do most of our customers come from?', winner(groupBy(customers, (c) => c.town, 'count')));
    q.ask('Takings from completed hires, members vs non-members (Member column)', breakdown(groupBy(hires, (h) => byNo.get(h.customer)!.member, 'sum', price, done)));
    q.ask("Which town's customers spent the most on completed hires?", winner(groupBy(hires, town, 'sum', price, done)));
    q.ask('How many bookings came from customers in Keswick?', count(countWhere(hires, (h) => town(h) === 'Keswick')));
    q.ask('Average group size across all bookings', amount(avgOf(hires, (h) => h.group), 2));
    q.ask('What is the most we charged for a single hire booking?', amount(maxOf(hires, price)));
    q.ask('How many customers joined in 2025?', count(countWhere(customers, (c) => c.joined.startsWith('2025'))));
    q.ask('Which customer has booked the most hires?', winner(groupBy(hires, who, 'count')));
    q.ask('Top 5 customers by spend on completed hires', ranking(ranked(groupBy(hires, who, 'sum', price, done), 5)));
    q.ask('How many different customers had a booking in 2024?', count(new Set(hires.filter(inYear('2024')).map((h) => h.customer)).size));
    q.ask('How many customers have never made a booking?', count(countWhere(customers, (c) => !hires.some((h) => h.customer === c.no))));
    q.ask('Average price of a completed Double Kayak hire from Weir Steps', amount(avgOf(hires, price, (h) => done(h) && h.craft === 'Double Kayak' && h.launch === 'Weir Steps')));
    q.ask('How much did we refund in total? (refunded bookings)', amount(sumOf(hires, price, (h) => h.status === 'refunded')));
    const weekend = q.ask('How many completed Canadian Canoe hires were on a Saturday or Sunday in 2025?', count(countWhere(hires, (h) => done(h) && h.craft === 'Canadian Canoe' && onWeekend(h.date) && inYear('2025')(h))));
    q.followUp(weekend, 'What about Double Kayak?', count(countWhere(hires, (h) => done(h) && h.craft === 'Double Kayak' && onWeekend(h.date) && inYear('2025')(h))));
    q.ask('What percentage of completed hires included a wetsuit?', percent(percentOf(countWhere(hires, (h) => done(h) && h.wetsuit === 'Y'), countWhere(hires, done))));
    q.ask('Bookings per launch point in August 2024', countsBy(groupBy(hires, (h) => h.launch, 'count', undefined, (h) => h.date.startsWith('2024-08'))));
    q.ask('When was the first hire in the data?', day(dateRange(hires, (h) => h.date).first));
    q.ask('What date was the last completed hire?', day(dateRange(hires, (h) => h.date, done).last));
    q.ask('Which month of 2024 took the most money from completed hires?', month(ranked(groupBy(hires, (h) => h.date.slice(0, 7), 'sum', price, (h) => done(h) && inYear('2024')(h)), 1)[0]));
    q.ask('How many SUP bookings were cancelled in 2025?', count(countWhere(hires, (h) => h.craft === 'SUP' && h.status === 'cancelled' && inYear('2025')(h))));
    q.ask('Average spend per completed hire for members', amount(avgOf(hires, price, (h) => done(h) && byNo.get(h.customer)!.member === 'Yes')));
    q.ask('How many bookings were for 4 hours or more?', count(countWhere(hires, (h) => h.hours >= 4)));
    q.ask('Median price of a completed hire', amount(medianOf(hires, price, done)));
    q.ask('Total takings from completed hires by craft', breakdown(groupBy(hires, (h) => h.craft, 'sum', price, done)));
    q.ask('Which craft had the most no shows?', winner(groupBy(hires, (h) => h.craft, 'count', undefined, (h) => h.status === 'no show')));
    q.ask('Which towns do our members come from? List the three with the most members.', names(ranked(groupBy(customers, (c) => c.town, 'count', undefined, (c) => c.member === 'Yes'), 3)));

    q.ask('What was the weather like on our busiest day?', decline('no weather data'));
    q.ask('What profit did we make on SUP hires in 2025?', decline('no costs, so no profit'));
    q.ask('Which member of staff handed out the most boats?', decline('no staff column'));
    q.ask('What is the average age of our customers?', decline('no ages or dates of birth'));
    q.ask('How much did we spend repairing kayaks last season?', decline('no repair or cost data'));
    q.ask('How many paddleboards do we own?', decline('no fleet or stock table'));
    q.ask('What star rating do customers give us on average?', decline('no reviews or ratings'));
    q.ask('How many hires will we get next August?', decline('a forecast'));
    q.ask('Which customers capsized?', decline('no incident data'));
    q.ask('How many bookings came through the website versus by phone?', decline('no booking channel'));
    q.ask('What time of day do most hires start?', decline('no start times, only dates'));
    return { files, questions: q.questions };
  },
};
