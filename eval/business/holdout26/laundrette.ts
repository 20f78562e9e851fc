// A small chain of laundrettes with a service-wash counter: 336 machines over 14 branches (CSV),
// about 130,000 machine cycles from January 2025 to November 2026 (CSV) sharing `machine_id`, and
// 5,600 service-wash orders (XLSX, drop-off and collection dates written as text) naming the
// branch and the customer. Traps: machine ids that mix letters and digits, a branch called "The
// Green", blank loyalty card numbers on anonymous cycles, blank collection dates on orders not
// picked up, "Washer-Dryer" beside "Washer" and "Dryer", retired machines that still have history,
// capacity and prices with units in the headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Machine {
  id: string;
  branch: string;
  type: string;
  capacity: number;
  make: string;
  installed: string;
  price: number;
  status: string;
}

interface Cycle {
  id: number;
  machine: string;
  started: string;
  programme: string;
  minutes: number;
  paid: number;
  payment: string;
  card: string | null;
}

interface ServiceWash {
  ref: string;
  branch: string;
  customer: string;
  customerType: string;
  service: string;
  kg: number;
  price: number;
  express: string;
  dropped: string;
  collected: string | null;
}

// branch, code, weight
const BRANCHES: [string, string, number][] = [
  ['Kirkgate', 'KGT', 14], ['Market Street', 'MKT', 12], ['The Green', 'GRN', 9], ['Station Road', 'STN', 11], ['Hyde Park', 'HYP', 13],
  ['Chapel Allerton', 'CHA', 7], ['Headingley', 'HDL', 12], ['Armley', 'ARM', 8], ['Roundhay', 'RND', 6], ['Meanwood', 'MNW', 6],
  ['Beeston', 'BST', 7], ['Horsforth', 'HSF', 5], ['Pudsey', 'PDS', 5], ['Otley Road', 'OTR', 8],
];
const MAKES = ['Electrolux', 'Miele', 'Speed Queen', 'Primus', 'Girbau'];
const WASH_PROGRAMMES: [string, number, number][] = [['Warm 40', 40, 38], ['Hot 60', 55, 22], ['Cold 30', 35, 14], ['Delicates', 30, 8], ['Duvet', 60, 9], ['Heavy Duty', 70, 9]];
const DRY_PROGRAMMES: [string, number, number][] = [['High heat', 40, 50], ['Medium heat', 40, 35], ['Low heat', 45, 15]];
const SERVICES: [string, number, number][] = [['Wash & Fold', 50, 2.4], ['Wash & Iron', 20, 4.1], ['Duvet Clean', 14, 0], ['Bedding Bundle', 10, 3.0], ['Ironing Only', 6, 3.6]];
const SURNAMES = ['Ahmed', 'Baker', 'Carter', 'Dixon', 'Ellis', 'Fox', 'Gill', 'Hussain', 'Iqbal', 'Jones', 'Kaur', 'Lewis', 'Mason', 'Nash', 'Owen', 'Patel', 'Quinn', 'Russell', 'Shah', 'Thompson', 'Vaughan', 'Walker', 'Yates'];
const FIRST = ['Amy', 'Bilal', 'Cara', 'Dev', 'Erin', 'Femi', 'Gail', 'Hamza', 'Ivy', 'Josh', 'Kiran', 'Lola', 'Mo', 'Nina', 'Oscar', 'Pete', 'Rhea', 'Saul', 'Tara', 'Vic', 'Wendy', 'Zak', 'Alan', 'Beth', 'Chris', 'Dina', 'Eddie', 'Fran'];
const BUSINESSES = ['Headingley Lets', 'Park View Care Home', 'Kirkgate Barbers', 'Station Hotel', 'Green Lane Nursery', 'Roundhay Airbnb Co', 'Leeds Student Stays', 'Otley Road Physio', 'Cafe Bruno', 'Armley Boxing Club', 'The Meanwood Spa', 'Chapel Yoga Studio'];

function generate(): { machines: Machine[]; cycles: Cycle[]; services: ServiceWash[] } {
  const rm = createRandom(41_301);
  const machines: Machine[] = [];
  for (const [branch, code] of BRANCHES) {
    const washers = 12 + (code === 'KGT' || code === 'HYP' ? 2 : 0) - (code === 'HSF' || code === 'PDS' ? 2 : 0);
    const layout: string[] = [...Array(washers).fill('Washer'), ...Array(washers - 2).fill('Dryer'), 'Washer-Dryer', 'Washer-Dryer'];
    let w = 0;
    let d = 0;
    let x = 0;
    for (const type of layout) {
      const n = type === 'Washer' ? ++w : type === 'Dryer' ? ++d : ++x;
      const capacity = type === 'Dryer' ? rm.weighted([10, 16, 25], [40, 40, 20]) : type === 'Washer' ? rm.weighted([8, 11, 15, 18, 25], [25, 30, 20, 15, 10]) : 9;
      const price = type === 'Dryer' ? (capacity === 25 ? 4.5 : 3.5) : type === 'Washer' ? ({ 8: 4.5, 11: 5.5, 15: 7, 18: 8.5, 25: 11 } as Record<number, number>)[capacity] : 7.5;
      machines.push({
        id: `${code}-${type === 'Washer' ? 'W' : type === 'Dryer' ? 'D' : 'X'}${String(n).padStart(2, '0')}`, branch, type, capacity, make: rm.weighted(MAKES, [30, 20, 25, 15, 10]),
        installed: rm.date('2012-01-01', '2025-12-31'), price, status: rm.weighted(['In service', 'Out of order', 'Retired'], [88, 5, 7]),
      });
    }
  }
  const rc = createRandom(41_302);
  const branchWeight = new Map(BRANCHES.map((b) => [b[0], b[2]]));
  const machineWeight = machines.map((m) => (branchWeight.get(m.branch)! / 10) * (m.type === 'Washer-Dryer' ? 0.4 : 1) * rc.float(0.6, 1.4, 2));
  const cards = Array.from({ length: 2_400 }, (_, i) => `LC${String(70_001 + i)}`);
  const cardWeight = cards.map(() => rc.float(0.05, 2, 2));
  const cycles: Cycle[] = [];
  for (let i = 0; i < 130_000; i++) {
    const m = rc.weighted(machines, machineWeight);
    const day = rc.date('2025-01-01', '2026-11-29');
    const hour = rc.weighted([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], [3, 6, 8, 9, 9, 8, 7, 7, 8, 9, 10, 9, 7, 5, 2]);
    const progs = m.type === 'Dryer' ? DRY_PROGRAMMES : WASH_PROGRAMMES;
    const [programme, minutes] = rc.weighted(progs, progs.map((p) => p[2]));
    const payment = rc.weighted(['Coins', 'Card', 'App'], [30, 50, 20]);
    const extraDry = m.type === 'Dryer' && rc.chance(0.3) ? 1 : 0;
    cycles.push({
      id: 0, machine: m.id, started: `${day} ${String(hour).padStart(2, '0')}:${String(rc.int(0, 59)).padStart(2, '0')}`, programme,
      minutes: minutes + extraDry * 20 + (m.type === 'Washer-Dryer' ? 60 : 0), paid: roundTo(m.price + extraDry * 1.5 + (programme === 'Duvet' ? 1 : 0), 2), payment,
      card: payment === 'App' || rc.chance(0.2) ? rc.weighted(cards, cardWeight) : null,
    });
  }
  cycles.sort((a, b) => a.started.localeCompare(b.started) || a.machine.localeCompare(b.machine));
  cycles.forEach((c, i) => (c.id = 5_000_001 + i));

  const rs = createRandom(41_303);
  const people: [string, string][] = [];
  const seen = new Set<string>();
  while (people.length < 640) {
    const name = `${rs.pick(FIRST)} ${rs.pick(SURNAMES)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    people.push([name, 'Individual']);
  }
  for (const b of BUSINESSES) people.push([b, 'Business']);
  const personWeight = people.map(([, t]) => (t === 'Business' ? 9 : rs.float(0.2, 2, 2)));
  const services: ServiceWash[] = [];
  for (let i = 0; i < 5_600; i++) {
    const [customer, customerType] = rs.weighted(people, personWeight);
    const [service, , perKg] = rs.weighted(SERVICES, SERVICES.map((s) => s[1]));
    const kg = service === 'Duvet Clean' ? roundTo(rs.float(1.5, 4, 1), 1) : roundTo(Math.max(1, rs.normal(customerType === 'Business' ? 12 : 6, 2.5)), 1);
    const express = rs.chance(0.18) ? 'Yes' : 'No';
    const base = service === 'Duvet Clean' ? rs.pick([18, 22, 26]) : Math.max(12, kg * perKg);
    const dropped = rs.date('2025-01-02', '2026-11-28');
    const turnaround = express === 'Yes' ? rs.int(0, 1) : rs.int(1, 6);
    const uncollected = daysBetween(dropped, '2026-11-30') < 10 ? rs.chance(0.6) : rs.chance(0.015);
    services.push({
      ref: '', branch: rs.weighted(BRANCHES.map((b) => b[0]), BRANCHES.map((b) => b[2])), customer, customerType, service, kg, price: roundTo(base * (express === 'Yes' ? 1.5 : 1), 2), express,
      dropped, collected: uncollected ? null : addDays(dropped, turnaround),
    });
  }
  services.sort((a, b) => a.dropped.localeCompare(b.dropped) || a.customer.localeCompare(b.customer));
  services.forEach((s, i) => (s.ref = `SW-${String(i + 1).padStart(5, '0')}`));
  return { machines, cycles, services };
}

const MACHINE_COLUMNS: Column<Machine>[] = [
  { header: 'machine_id', value: (m) => m.id },
  { header: 'branch', value: (m) => m.branch },
  { header: 'machine_type', value: (m) => m.type },
  { header: 'Capacity (kg)', value: (m) => m.capacity },
  { header: 'make', value: (m) => m.make },
  { header: 'installed', value: (m) => m.installed },
  { header: 'Price per cycle (£)', value: (m) => m.price },
  { header: 'status', value: (m) => m.status },
];

const CYCLE_COLUMNS: Column<Cycle>[] = [
  { header: 'cycle_id', value: (c) => c.id },
  { header: 'machine_id', value: (c) => c.machine },
  { header: 'started_at', value: (c) => c.started },
  { header: 'programme', value: (c) => c.programme },
  { header: 'minutes', value: (c) => c.minutes },
  { header: 'Paid (£)', value: (c) => c.paid },
  { header: 'payment_method', value: (c) => c.payment },
  { header: 'loyalty_card', value: (c) => c.card },
];

const SERVICE_COLUMNS: Column<ServiceWash>[] = [
  { header: 'order_ref', value: (s) => s.ref },
  { header: 'branch', value: (s) => s.branch },
  { header: 'customer', value: (s) => s.customer },
  { header: 'customer_type', value: (s) => s.customerType },
  { header: 'service', value: (s) => s.service },
  { header: 'Weight (kg)', value: (s) => s.kg },
  { header: 'Price (£)', value: (s) => s.price },
  { header: 'express', value: (s) => s.express },
  { header: 'dropped_off', value: (s) => s.dropped },
  { header: 'collected', value: (s) => s.collected },
];

export const laundrette: BusinessSchema = {
  name: 'laundrette',
  description: 'A laundrette chain: 336 machines over 14 branches (CSV), about 130,000 machine cycles 2025-2026 (CSV) sharing machine_id, 5,600 service-wash orders (XLSX) by branch',
  async build(dir) {
    const { machines, cycles, services } = generate();
    const files = [
      await writeCsv(join(dir, 'machines.csv'), MACHINE_COLUMNS, machines),
      await writeCsv(join(dir, 'machine_cycles.csv'), CYCLE_COLUMNS, cycles),
      await writeXlsx(join(dir, 'service_washes.xlsx'), 'Service washes', SERVICE_COLUMNS, services),
    ];
    const q = questionSet('laundrette');
    const machineOf = new Map(machines.map((m) => [m.id, m]));
    const paid = (c: Cycle) => c.paid;
    const price = (s: ServiceWash) => s.price;
    const branch = (c: Cycle) => machineOf.get(c.machine)!.branch;
    const mtype = (c: Cycle) => machineOf.get(c.machine)!.type;
    const inPeriod = (prefix: string) => (c: Cycle) => c.started.startsWith(prefix);

    q.ask('How many machines do we have across all branches?', count(machines.length));
    q.ask('machines by type', countsBy(groupBy(machines, (m) => m.type, 'count')));
    q.ask('How many washers does The Green have, not counting washer-dryers?', count(countWhere(machines, (m) => m.branch === 'The Green' && m.type === 'Washer')));
    q.ask('How many machines are out of order right now?', count(countWhere(machines, (m) => m.status === 'Out of order')));
    q.ask('Average capacity of our dryers in kg', amount(avgOf(machines, (m) => m.capacity, (m) => m.type === 'Dryer'), 2));
    q.ask('Which make of machine do we have the most of?', winner(groupBy(machines, (m) => m.make, 'count')));
    q.ask('How many machines were installed before 2015?', count(countWhere(machines, (m) => m.installed < '2015-01-01')));

    q.ask('How many cycles have the machines run in total?', count(cycles.length));
    const y25 = q.ask('How much did the machines take in 2025?', amount(sumOf(cycles, paid, inPeriod('2025'))));
    q.followUp(y25, 'what about this year?', amount(sumOf(cycles, paid, inPeriod('2026'))));
    q.ask('Machine takings by branch', breakdown(groupBy(cycles, branch, 'sum', paid)));
    q.ask('Which branch takes the most money from its machines?', winner(groupBy(cycles, branch, 'sum', paid)));
    q.ask('Which branch has the fewest machine cycles?', winner(groupBy(cycles, branch, 'count'), 'asc'));
    q.ask('What share of cycles are paid by card?', percent(percentOf(countWhere(cycles, (c) => c.payment === 'Card'), cycles.length)));
    q.ask('Average amount paid per washer cycle', amount(avgOf(cycles, paid, (c) => mtype(c) === 'Washer')));
    q.ask("What's the most popular wash programme?", winner(groupBy(cycles, (c) => c.programme, 'count', undefined, (c) => mtype(c) !== 'Dryer')));
    q.ask('How many hours did the dryers run in October 2026?', amount(sumOf(cycles, (c) => c.minutes, (c) => mtype(c) === 'Dryer' && inPeriod('2026-10')(c)) / 60, 1));
    q.ask('Which month had the most machine cycles?', month(busiestMonth(cycles, (c) => c.started)));
    q.ask('How many cycles started on a Saturday?', count(countWhere(cycles, (c) => new Date(`${c.started.slice(0, 10)}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('How many different loyalty cards have been used?', count(new Set(cycles.map((c) => c.card).filter((c) => c !== null)).size));
    q.ask('Which loyalty card has spent the most on the machines?', winner(groupBy(cycles, (c) => c.card, 'sum', paid)));
    q.ask('How many cycles had no loyalty card?', count(countWhere(cycles, (c) => c.card === null)));
    q.ask('machine income by make', breakdown(groupBy(cycles, (c) => machineOf.get(c.machine)!.make, 'sum', paid)));
    q.ask('Which single machine has earned the most?', winner(groupBy(cycles, (c) => c.machine, 'sum', paid)));
    q.ask('Machine takings in Q2 2026', amount(sumOf(cycles, paid, (c) => c.started.startsWith('2026') && quarterOf(c.started) === 2)));
    q.ask('How many cycles ran between 20 December 2025 and 3 January 2026?', count(countWhere(cycles, (c) => c.started >= '2025-12-20' && c.started < '2026-01-04')));
    q.ask('How many cycles have been run on machines that are now retired?', count(countWhere(cycles, (c) => machineOf.get(c.machine)!.status === 'Retired')));
    q.ask('How many Duvet programmes were run at Kirkgate in 2026?', count(countWhere(cycles, (c) => c.programme === 'Duvet' && branch(c) === 'Kirkgate' && inPeriod('2026')(c))));
    q.ask('Average minutes per cycle on the washer-dryers', amount(avgOf(cycles, (c) => c.minutes, (c) => mtype(c) === 'Washer-Dryer'), 1));
    q.ask('How much was paid through the app since 1 September 2026?', amount(sumOf(cycles, paid, (c) => c.payment === 'App' && c.started >= '2026-09-01')));

    q.ask('How many service washes have we taken in?', count(services.length));
    q.ask('Total service wash revenue', amount(sumOf(services, price)));
    q.ask('service wash income by service', breakdown(groupBy(services, (s) => s.service, 'sum', price)));
    q.ask('What percentage of service washes are express?', percent(percentOf(countWhere(services, (s) => s.express === 'Yes'), services.length)));
    q.ask('Average weight of a service wash (kg)', amount(avgOf(services, (s) => s.kg), 2));
    q.ask('median price of a wash & iron', amount(medianOf(services, price, (s) => s.service === 'Wash & Iron')));
    q.ask('How many service washes have not been collected yet?', count(countWhere(services, (s) => s.collected === null)));
    q.ask('Which branch does the most service washes?', winner(groupBy(services, (s) => s.branch, 'count')));
    q.ask('Who is our biggest service wash customer by spend?', winner(groupBy(services, (s) => s.customer, 'sum', price)));
    q.ask('How many duvet cleans were dropped off in November 2026?', count(countWhere(services, (s) => s.service === 'Duvet Clean' && s.dropped.startsWith('2026-11'))));
    q.ask('Average days between drop-off and collection', amount(avgOf(services, (s) => (s.collected === null ? null : daysBetween(s.dropped, s.collected))), 2));
    q.ask('How much did business customers spend on service washes?', amount(sumOf(services, price, (s) => s.customerType === 'Business')));
    q.ask('How many different customers have used the service wash?', count(new Set(services.map((s) => s.customer)).size));
    q.ask('Total takings in September 2026, machines plus service washes', amount(sumOf(cycles, paid, inPeriod('2026-09')) + sumOf(services, price, (s) => s.dropped.startsWith('2026-09'))));
    q.ask('Service wash kilos handled at Headingley in 2025', amount(sumOf(services, (s) => s.kg, (s) => s.branch === 'Headingley' && s.dropped.startsWith('2025')), 1));
    q.ask('Largest single service wash bill?', amount(maxOf(services, price)));

    q.ask('How much electricity do the dryers use?', decline('no energy data'));
    q.ask('Which machine breaks down most often?', decline('no repair log, only the current status'));
    q.ask('What is the phone number for Headingley Lets?', decline('no contact details'));
    q.ask('Who was working at Kirkgate last Saturday?', decline('no staff rota'));
    q.ask('What will the machines take next month?', decline('a forecast'));
    q.ask('How many complaints about lost socks did we get?', decline('no complaints log'));
    q.ask('What profit does the Armley branch make?', decline('no costs'));
    q.ask('What time does The Green open on Sundays?', decline('no opening hours'));
    q.ask('How much cash is in the coin boxes right now?', decline('no cash counts'));
    q.ask('Are Miele machines better than Electrolux?', decline('an opinion'));
    q.ask('How many cycles did we run in 2024?', decline('cycles start in January 2025'));
    return { files, questions: q.questions };
  },
};
