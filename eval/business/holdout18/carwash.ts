// A car-wash chain: 90,000 wash transactions at ten sites from January to October 2025 (CSV),
// 1,400 unlimited-wash members (XLSX) and one operations line per site and day (CSV), joined by
// `member_id` and by site and date. Traps: member ids with leading zeros that look numeric, member
// washes rung up at 0 with payment "membership", refunded and voided tickets, a top package whose
// name starts with "Total" ("Total Care"), the price unit in the header ("Price ($)").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Wash {
  txn: number;
  at: string;
  site: string;
  pkg: string;
  vehicle: string;
  price: number;
  payment: string;
  member: string | null;
  status: string;
}

interface Member {
  id: string;
  name: string;
  plan: string;
  fee: number;
  site: string;
  joined: string;
  status: string;
  cancelled: string | null;
}

interface SiteDay {
  date: string;
  site: string;
  water: number;
  chemicals: number;
  staffHours: number;
  downtime: number;
}

const SITES: [string, number][] = [
  ['Riverside', 1.3], ['Northgate', 1.1], ['Airport Road', 1.45], ['Millbrook', 0.8], ['Eastfield', 0.95],
  ['Harbour View', 0.7], ['Oakwood', 1.0], ['Station Street', 0.85], ['Kingsway', 1.2], ['Westpark', 0.65],
];
const PACKAGES: [string, number, number][] = [['Express', 9, 38], ['Deluxe', 15, 27], ['Ultimate', 22, 16], ['Total Care', 29, 9], ['Interior Only', 18, 10]];
const PLANS: [string, number][] = [['Basic Unlimited', 19.99], ['Premium Unlimited', 29.99], ['Total Care Unlimited', 39.99]];
const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Susan', 'David', 'Karen', 'Daniel', 'Nancy', 'Paul', 'Lisa', 'Mark', 'Betty', 'Steven', 'Sandra', 'Kevin', 'Ashley', 'Brian', 'Donna', 'Jason', 'Carol', 'Ryan', 'Emily', 'Gary', 'Megan', 'Eric', 'Rachel', 'Jacob', 'Laura', 'Tyler', 'Olivia'];
const LAST = ['Walker', 'Hughes', 'Patel', 'Nguyen', 'Foster', 'Reyes', 'Bennett', 'Coleman', 'Howard', 'Price', 'Sanders', 'Jenkins', 'Perry', 'Russell', 'Griffin', 'Hayes', 'Myers', 'Ford', 'Hamilton', 'Graham', 'Sullivan', 'Wallace', 'Woods', 'Cole', 'West', 'Jordan', 'Owens', 'Reynolds', 'Fisher', 'Ellis', 'Harrison', 'Gibson', 'McDonald', 'Cruz', 'Marshall', 'Ortiz', 'Gomez', 'Murray', 'Freeman', 'Wells', 'Webb', 'Simpson', 'Stevens', 'Tucker', 'Porter', 'Hunter', 'Hicks', 'Crawford'];

function generate(): { washes: Wash[]; members: Member[]; days: SiteDay[] } {
  const random = createRandom(35_011);
  const members: Member[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < 1_400; i++) {
    let name = '';
    do name = `${random.pick(FIRST)} ${random.pick(LAST)}`; while (usedNames.has(name));
    usedNames.add(name);
    const [plan, fee] = random.weighted(PLANS, [55, 33, 12]);
    const joined = random.date('2023-06-01', '2025-10-31');
    const roll = random.next();
    const status = roll < 0.2 ? 'cancelled' : roll < 0.26 ? 'paused' : 'active';
    const cancelled = status === 'cancelled' ? addDays(joined, random.int(20, 500)) : null;
    members.push({
      id: String(410 + i * 3).padStart(6, '0'),
      name,
      plan,
      fee,
      site: random.weighted(SITES.map((s) => s[0]), SITES.map((s) => s[1])),
      joined,
      status,
      cancelled: cancelled && cancelled > '2025-10-31' ? '2025-10-30' : cancelled,
    });
  }
  const washes: Wash[] = [];
  for (let i = 0; i < 90_000; i++) {
    const date = random.date('2025-01-01', '2025-10-31');
    const summer = Number(date.slice(5, 7)) >= 5 && Number(date.slice(5, 7)) <= 8;
    let site = random.weighted(SITES.map((s) => s[0]), SITES.map((s) => s[1]));
    const isMember = random.chance(summer ? 0.3 : 0.26);
    let member: Member | null = null;
    if (isMember) {
      member = members[random.int(0, members.length - 1)];
      if (member.joined > date || (member.cancelled !== null && member.cancelled < date)) member = null;
      else if (random.chance(0.7)) site = member.site;
    }
    let pkg = random.weighted(PACKAGES.map((p) => p[0]), PACKAGES.map((p) => p[2]));
    if (member && member.plan === 'Basic Unlimited') pkg = 'Express';
    if (member && member.plan === 'Premium Unlimited' && (pkg === 'Total Care' || pkg === 'Interior Only')) pkg = 'Ultimate';
    const base = PACKAGES.find((p) => p[0] === pkg)![1];
    const vehicle = random.weighted(['Car', 'SUV', 'Truck', 'Van'], [52, 31, 11, 6]);
    const surcharge = vehicle === 'Truck' || vehicle === 'Van' ? 3 : vehicle === 'SUV' ? 2 : 0;
    const payment = member ? 'membership' : random.weighted(['card', 'cash', 'app'], [61, 17, 22]);
    const price = member ? 0 : roundTo((base + surcharge) * (random.chance(0.12) ? 0.8 : 1), 2);
    const roll = random.next();
    const status = roll < 0.022 ? 'refunded' : roll < 0.034 ? 'voided' : 'completed';
    const hour = random.weighted([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19], [2, 4, 6, 8, 9, 10, 9, 9, 10, 11, 10, 7, 4]);
    const at = `${date} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    washes.push({ txn: 0, at, site, pkg, vehicle, price, payment, member: member ? member.id : null, status });
  }
  washes.sort((a, b) => a.at.localeCompare(b.at) || a.site.localeCompare(b.site));
  washes.forEach((w, i) => (w.txn = 5_200_001 + i));
  const days: SiteDay[] = [];
  for (let d = '2025-01-01'; d <= '2025-10-31'; d = addDays(d, 1)) {
    for (const [site, weight] of SITES) {
      days.push({
        date: d,
        site,
        water: Math.round(random.normal(11_000 * weight, 1_400)),
        chemicals: random.float(70 * weight, 160 * weight, 2),
        staffHours: roundTo(random.int(16, 40) * 0.5 + weight * 8, 1),
        downtime: random.chance(0.12) ? random.int(10, 240) : 0,
      });
    }
  }
  return { washes, members, days };
}

const WASH_COLUMNS: Column<Wash>[] = [
  { header: 'txn_no', value: (w) => w.txn },
  { header: 'washed_at', value: (w) => w.at },
  { header: 'site', value: (w) => w.site },
  { header: 'package', value: (w) => w.pkg },
  { header: 'vehicle_type', value: (w) => w.vehicle },
  { header: 'Price ($)', value: (w) => w.price },
  { header: 'payment', value: (w) => w.payment },
  { header: 'member_id', value: (w) => w.member },
  { header: 'status', value: (w) => w.status },
];

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_id', value: (m) => m.id },
  { header: 'member_name', value: (m) => m.name },
  { header: 'plan', value: (m) => m.plan },
  { header: 'monthly_fee_usd', value: (m) => m.fee },
  { header: 'home_site', value: (m) => m.site },
  { header: 'joined_on', value: (m) => m.joined },
  { header: 'status', value: (m) => m.status },
  { header: 'cancelled_on', value: (m) => m.cancelled },
];

const DAY_COLUMNS: Column<SiteDay>[] = [
  { header: 'date', value: (d) => d.date },
  { header: 'site', value: (d) => d.site },
  { header: 'water_litres', value: (d) => d.water },
  { header: 'chemical_cost_usd', value: (d) => d.chemicals },
  { header: 'staff_hours', value: (d) => d.staffHours },
  { header: 'downtime_minutes', value: (d) => d.downtime },
];

export const carwash: BusinessSchema = {
  name: 'carwash',
  description: 'A car-wash chain: 90,000 wash transactions at ten sites Jan-Oct 2025 (CSV), 1,400 unlimited-wash members (XLSX) and daily site operations (CSV), joined by member_id and by site and date',
  async build(dir) {
    const { washes, members, days } = generate();
    const files = [
      await writeCsv(join(dir, 'wash_transactions.csv'), WASH_COLUMNS, washes),
      await writeXlsx(join(dir, 'members.xlsx'), 'Members', MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'site_daily_ops.csv'), DAY_COLUMNS, days),
    ];
    const q = questionSet('carwash');
    const memberOf = new Map(members.map((m) => [m.id, m]));
    const done = (w: Wash) => w.status === 'completed';
    const price = (w: Wash) => w.price;
    const inMonth = (m: string) => (w: Wash) => w.at.startsWith(m);
    const paid = (w: Wash) => done(w) && w.payment !== 'membership';

    q.ask('How many completed washes did we do?', count(countWhere(washes, done)));
    q.ask('How much did we make from washes, not counting refunded or voided tickets?', amount(sumOf(washes, price, done)));
    q.ask('Wash revenue by site (completed only)', breakdown(groupBy(washes, (w) => w.site, 'sum', price, done)));
    q.ask('Which site is the busiest by completed washes?', winner(groupBy(washes, (w) => w.site, 'count', undefined, done)));
    q.ask('Top 3 packages by revenue', ranking(ranked(groupBy(washes, (w) => w.pkg, 'sum', price, done), 3)));
    q.ask('What is the average ticket for a paid (non-member) completed wash?', amount(avgOf(washes, price, paid)));
    q.ask('What share of completed washes were member washes?', percent(percentOf(countWhere(washes, (w) => done(w) && w.payment === 'membership'), countWhere(washes, done))));
    q.ask('How many washes were refunded?', count(countWhere(washes, (w) => w.status === 'refunded')));
    q.ask('What is the refund rate at Airport Road, as a percentage of all its transactions?', percent(percentOf(countWhere(washes, (w) => w.site === 'Airport Road' && w.status === 'refunded'), countWhere(washes, (w) => w.site === 'Airport Road'))));
    q.ask('How many completed washes in Q3?', count(countWhere(washes, (w) => done(w) && quarterOf(w.at) === 3)));
    q.ask('Which month had the most completed washes?', month(busiestMonth(washes, (w) => w.at, done)));
    const july = q.ask('How much did completed washes bring in during July 2025?', amount(sumOf(washes, price, (w) => done(w) && inMonth('2025-07')(w))));
    q.followUp(july, 'and in August?', amount(sumOf(washes, price, (w) => done(w) && inMonth('2025-08')(w))));
    q.ask('How many completed washes between 1 and 14 March 2025?', count(countWhere(washes, (w) => done(w) && w.at >= '2025-03-01' && w.at < '2025-03-15')));
    q.ask('Completed washes since 1 October 2025', count(countWhere(washes, (w) => done(w) && w.at >= '2025-10-01')));
    q.ask('How many Total Care washes did we sell to SUVs (completed)?', count(countWhere(washes, (w) => done(w) && w.pkg === 'Total Care' && w.vehicle === 'SUV')));
    q.ask('Completed washes by vehicle type', countsBy(groupBy(washes, (w) => w.vehicle, 'count', undefined, done)));
    q.ask('Which payment method brings in the most revenue?', winner(groupBy(washes, (w) => w.payment, 'sum', price, done)));
    q.ask('Which site made the least money from completed washes?', winner(groupBy(washes, (w) => w.site, 'sum', price, done), 'asc'));
    const deluxeCard = q.ask('Average price of a completed Deluxe wash paid by card?', amount(avgOf(washes, price, (w) => done(w) && w.pkg === 'Deluxe' && w.payment === 'card')));
    q.followUp(deluxeCard, 'And paid in cash?', amount(avgOf(washes, price, (w) => done(w) && w.pkg === 'Deluxe' && w.payment === 'cash')));
    q.ask('How many Total Care washes were completed at Kingsway?', count(countWhere(washes, (w) => done(w) && w.pkg === 'Total Care' && w.site === 'Kingsway')));
    q.ask('How many different members washed at least once in October 2025?', count(new Set(washes.filter((w) => done(w) && w.member !== null && inMonth('2025-10')(w)).map((w) => w.member)).size));

    q.ask('How many active members do we have?', count(countWhere(members, (m) => m.status === 'active')));
    q.ask('Active members by plan', countsBy(groupBy(members, (m) => m.plan, 'count', undefined, (m) => m.status === 'active')));
    q.ask('What is our monthly recurring revenue from active memberships?', amount(sumOf(members, (m) => m.fee, (m) => m.status === 'active')));
    q.ask('How many members cancelled in 2025?', count(countWhere(members, (m) => m.cancelled !== null && m.cancelled.startsWith('2025'))));
    q.ask('Which home site has the most active members?', winner(groupBy(members, (m) => m.site, 'count', undefined, (m) => m.status === 'active')));
    q.ask('How many members joined in the first quarter of 2025?', count(countWhere(members, (m) => m.joined >= '2025-01-01' && m.joined < '2025-04-01')));
    q.ask('How many paused members are on the Premium Unlimited plan?', count(countWhere(members, (m) => m.status === 'paused' && m.plan === 'Premium Unlimited')));
    q.ask('How many completed washes did Premium Unlimited members make?', count(countWhere(washes, (w) => done(w) && w.member !== null && memberOf.get(w.member)!.plan === 'Premium Unlimited')));
    q.ask('Which member washed most often? Give the name.', winner(groupBy(washes, (w) => (w.member === null ? null : memberOf.get(w.member)!.name), 'count', undefined, done)));

    q.ask('How many litres of water did Riverside use in total?', amount(sumOf(days.filter((d) => d.site === 'Riverside'), (d) => d.water), 0));
    q.ask('Average daily chemical cost by site', breakdown(groupBy(days, (d) => d.site, 'avg', (d) => d.chemicals)));
    q.ask('Which site had the most downtime minutes?', winner(groupBy(days, (d) => d.site, 'sum', (d) => d.downtime)));
    q.ask('Total staff hours across all sites in August 2025', amount(sumOf(days, (d) => d.staffHours, (d) => d.date.startsWith('2025-08')), 1));
    q.ask('How many litres of water per completed wash did Northgate use?', amount(sumOf(days, (d) => d.water, (d) => d.site === 'Northgate') / countWhere(washes, (w) => done(w) && w.site === 'Northgate'), 1));

    q.ask('What is our customer satisfaction score?', decline('no satisfaction or rating data'));
    q.ask('Why did revenue drop at Westpark?', decline('a reason the data cannot give'));
    q.ask('How many washes will we do in November?', decline('a forecast'));
    q.ask('What do competing car washes nearby charge for a Deluxe?', decline('data of other businesses'));
    q.ask('How long do customers wait in the queue on Saturdays?', decline('no queue or wait times'));
    q.ask('Which employee washed the most cars?', decline('no employee on transactions'));
    q.ask('Which car makes and models do we wash most?', decline('only a vehicle type, no make or model'));
    q.ask('How much did customers tip the attendants?', decline('no tips column'));
    q.ask('How many washes did we do in 2023?', decline('transactions start in January 2025'));
    q.ask('What was the electricity bill at Oakwood?', decline('no energy costs'));
    q.ask('What is our Google review rating per site?', decline('no reviews'));
    return { files, questions: q.questions };
  },
};
