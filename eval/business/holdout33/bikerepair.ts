// A bicycle repair workshop: 1,500 customers (CSV), 7,200 repair tickets from January 2025 to
// November 2026 (XLSX) sharing `customer_no`, and the 9,100 parts lines fitted on them (CSV)
// sharing `ticket_no`. Traps: customer and ticket numbers that look numeric (never summed), dates
// as text ("05-Nov-2026"), a blank completion date on open and cancelled tickets, blank labour on
// cancelled ones, unit prices written with a pound sign ("£12.99"), Yes/No flags for club members
// and warranty work, and a part named "Total Grip bar tape".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, roundTo, addDays } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  no: number;
  name: string;
  town: string;
  phone: string | null;
  member: boolean;
  since: string;
}

interface Ticket {
  no: number;
  customer: number;
  booked: string;
  completed: string | null;
  bikeType: string;
  brand: string;
  job: string;
  mechanic: string;
  hours: number | null;
  labour: number | null;
  status: string;
  warranty: boolean;
}

interface PartLine {
  id: number;
  ticket: number;
  code: string;
  part: string;
  category: string;
  qty: number;
  price: number;
}

const FIRST = ['Alice', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Grace', 'Harry', 'Isla', 'Jack', 'Katie', 'Leo', 'Maya', 'Noah', 'Olivia', 'Pete', 'Rosie', 'Sam', 'Tara', 'Zach'];
const LAST = ['Adams', 'Baker', 'Clarke', 'Davies', 'Evans', 'Fisher', 'Green', 'Hughes', 'Jones', 'King', 'Lewis', 'Morgan', 'Parry', 'Reid', 'Smith', 'Turner', 'Walsh', 'Young'];
const TOWNS: [string, number][] = [['Bristol', 46], ['Bath', 18], ['Clevedon', 8], ['Keynsham', 10], ['Portishead', 7], ['Nailsea', 5], ['Weston-super-Mare', 6]];
const BIKE_TYPES: [string, number][] = [['Road', 28], ['Mountain', 19], ['Hybrid', 24], ['E-bike', 15], ['Folding', 6], ['Kids', 5], ['Cargo', 3]];
const BRANDS: [string, number][] = [['Trek', 16], ['Giant', 14], ['Specialized', 13], ['Brompton', 7], ['Carrera', 12], ['Boardman', 11], ['Cube', 9], ['Raleigh', 10], ['Orbea', 4]];
// job, weight, typical labour hours
const JOBS: [string, number, number][] = [
  ['Basic service', 26, 1], ['Full service', 14, 2.5], ['Puncture repair', 20, 0.25], ['Brake bleed', 8, 0.75], ['Gear tune', 12, 0.5],
  ['Wheel build', 3, 2], ['Headset overhaul', 4, 1.25], ['E-bike diagnostic', 5, 1], ['Bottom bracket swap', 8, 1],
];
const MECHANICS: [string, number][] = [['Dave Hollis', 24], ['Priya Shah', 21], ['Tom Barker', 18], ['Will Evans', 15], ['Megan Lloyd', 13], ['Sam Okafor', 9]];
// code, part, category, price 2025 (2026 prices rise 5%)
const PARTS: [string, string, string, number][] = [
  ['TB-700', 'Inner tube 700c', 'Tyres & tubes', 6.5], ['TB-29', 'Inner tube 29in', 'Tyres & tubes', 7.5], ['TY-GP5', 'Road tyre 28mm', 'Tyres & tubes', 54.99],
  ['TY-MX', 'MTB tyre 2.4in', 'Tyres & tubes', 44.99], ['TY-HY', 'Hybrid tyre 40mm', 'Tyres & tubes', 27.99], ['CH-11', '11-speed chain', 'Drivetrain', 32.99],
  ['CH-9', '9-speed chain', 'Drivetrain', 18.99], ['CS-11', '11-speed cassette', 'Drivetrain', 64.99], ['BB-SH', 'Bottom bracket', 'Drivetrain', 29.99],
  ['CR-50', 'Chainring 50T', 'Drivetrain', 49.99], ['BP-RD', 'Disc brake pads', 'Brakes', 16.99], ['BP-RM', 'Rim brake blocks', 'Brakes', 9.99],
  ['RT-160', 'Brake rotor 160mm', 'Brakes', 34.99], ['BF-MN', 'Mineral oil bleed kit', 'Brakes', 12.5], ['CB-GR', 'Gear cable set', 'Cables', 11.99],
  ['CB-BR', 'Brake cable set', 'Cables', 10.99], ['HS-01', 'Headset bearings', 'Bearings', 24.99], ['HB-WH', 'Hub bearing set', 'Bearings', 19.99],
  ['RM-700', 'Rim 700c', 'Wheels', 79.99], ['SP-SET', 'Spoke set', 'Wheels', 38.5], ['BT-TG', 'Total Grip bar tape', 'Finishing', 21.99],
  ['GR-LO', 'Lock-on grips', 'Finishing', 17.99], ['SD-CF', 'Comfort saddle', 'Finishing', 39.99], ['EB-CHG', 'E-bike charger', 'Electrical', 119],
  ['EB-SEN', 'Speed sensor', 'Electrical', 42.5], ['LT-SET', 'Light set', 'Electrical', 29.99],
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TODAY = '2026-11-30';

/** "2026-11-05" as the workshop system exports it: "05-Nov-2026". */
function textDate(iso: string): string {
  return `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
}

function generate(): { customers: Customer[]; tickets: Ticket[]; parts: PartLine[] } {
  const random = createRandom(44_507);
  const customers: Customer[] = [];
  for (let i = 0; i < 1_500; i++) {
    customers.push({
      no: 20_001 + i,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      phone: random.chance(0.12) ? null : `07${random.int(100, 999)} ${random.int(100_000, 999_999)}`,
      member: random.chance(0.22),
      since: random.date('2019-03-01', '2026-10-31'),
    });
  }
  const loyalty = customers.map(() => (random.chance(0.3) ? random.float(2, 6, 2) : random.float(0.3, 1.5, 2)));
  const tickets: Ticket[] = [];
  for (let i = 0; i < 7_200; i++) {
    const customer = random.weighted(customers, loyalty);
    let booked = random.date('2025-01-02', TODAY);
    // Spring and summer are busier: a share of winter bookings moves forward.
    const m = Number(booked.slice(5, 7));
    if ((m <= 2 || m === 12) && random.chance(0.3)) booked = addDays(booked, random.int(60, 100));
    if (booked > TODAY) booked = addDays(TODAY, -random.int(0, 200));
    const bikeType = random.weighted(BIKE_TYPES.map((b) => b[0]), BIKE_TYPES.map((b) => b[1]));
    let job = random.weighted(JOBS.map((j) => j[0]), JOBS.map((j) => j[1]));
    if (job === 'E-bike diagnostic' && bikeType !== 'E-bike') job = 'Basic service';
    const typical = JOBS.find((j) => j[0] === job)![2];
    const brand = bikeType === 'Folding' ? 'Brompton' : random.weighted(BRANDS.map((b) => b[0]), BRANDS.map((b) => b[1]));
    let mechanic = random.weighted(MECHANICS.map((x) => x[0]), MECHANICS.map((x) => x[1]));
    if (mechanic === 'Sam Okafor' && booked < '2026-03-01') mechanic = 'Dave Hollis';
    const age = daysBetween(booked, TODAY);
    const roll = random.next();
    const status =
      roll < 0.045 ? 'Cancelled'
        : age <= 4 ? random.weighted(['In progress', 'Awaiting parts', 'Ready'], [5, 2, 2])
          : age <= 14 ? random.weighted(['In progress', 'Awaiting parts', 'Ready', 'Collected'], [2, 2, 3, 5])
            : random.chance(0.015) ? 'Ready' : 'Collected';
    const turnaround = Math.min(age, Math.max(0, Math.round(random.normal(job === 'Wheel build' ? 6 : 2.5, 1.6))));
    const completed = status === 'Ready' || status === 'Collected' ? addDays(booked, turnaround) : null;
    const warranty = random.chance(0.07);
    const hours = status === 'Cancelled' ? null : Math.max(0.25, roundTo(Math.round(random.normal(typical, typical * 0.25) * 4) / 4, 2));
    const rate = booked >= '2026-01-01' ? 48 : 45;
    const labour = hours === null ? null : warranty ? 0 : roundTo(hours * rate, 2);
    tickets.push({ no: 0, customer: customer.no, booked, completed, bikeType, brand, job, mechanic, hours, labour, status, warranty });
  }
  tickets.sort((a, b) => a.booked.localeCompare(b.booked) || a.customer - b.customer);
  tickets.forEach((t, i) => (t.no = 60_001 + i));
  const parts: PartLine[] = [];
  const partsFor: Record<string, string[]> = {
    'Puncture repair': ['TB-700', 'TB-29', 'TY-GP5', 'TY-MX', 'TY-HY'],
    'Brake bleed': ['BF-MN', 'BP-RD', 'RT-160'],
    'Gear tune': ['CB-GR', 'CH-11', 'CH-9'],
    'Wheel build': ['RM-700', 'SP-SET', 'HB-WH'],
    'Headset overhaul': ['HS-01'],
    'E-bike diagnostic': ['EB-CHG', 'EB-SEN', 'LT-SET'],
    'Bottom bracket swap': ['BB-SH', 'CR-50'],
  };
  const everyCode = PARTS.map((p) => p[0]);
  for (const t of tickets) {
    if (t.status === 'Cancelled') continue;
    const usual = partsFor[t.job] ?? ['CH-11', 'CH-9', 'CS-11', 'BP-RD', 'BP-RM', 'CB-GR', 'CB-BR', 'BT-TG', 'GR-LO', 'TB-700'];
    const lines = t.job === 'Full service' ? random.int(1, 5) : t.job === 'Puncture repair' || t.job === 'Wheel build' ? random.int(1, 2) : random.weighted([0, 1, 2, 3], [30, 40, 20, 10]);
    const used = new Set<string>();
    for (let k = 0; k < lines; k++) {
      const code = random.chance(0.85) ? random.pick(usual) : random.pick(everyCode);
      if (used.has(code)) continue;
      used.add(code);
      const [, part, category, base] = PARTS.find((p) => p[0] === code)!;
      const qty = code.startsWith('TB-') || code === 'BP-RD' || code === 'BP-RM' ? random.weighted([1, 2], [70, 30]) : code === 'SP-SET' ? random.int(1, 2) : 1;
      parts.push({ id: 0, ticket: t.no, code, part, category, qty, price: t.booked >= '2026-01-01' ? roundTo(base * 1.05, 2) : base });
    }
  }
  parts.forEach((p, i) => (p.id = 300_001 + i));
  return { customers, tickets, parts };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_no', value: (c) => c.no },
  { header: 'name', value: (c) => c.name },
  { header: 'town', value: (c) => c.town },
  { header: 'phone', value: (c) => c.phone },
  { header: 'club_member', value: (c) => (c.member ? 'Yes' : 'No') },
  { header: 'customer_since', value: (c) => c.since },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'Ticket No', value: (t) => t.no },
  { header: 'customer_no', value: (t) => t.customer },
  { header: 'Booked In', value: (t) => textDate(t.booked) },
  { header: 'Completed', value: (t) => (t.completed ? textDate(t.completed) : null) },
  { header: 'Bike Type', value: (t) => t.bikeType },
  { header: 'Make', value: (t) => t.brand },
  { header: 'Job', value: (t) => t.job },
  { header: 'Mechanic', value: (t) => t.mechanic },
  { header: 'Labour Hrs', value: (t) => t.hours },
  { header: 'Labour £', value: (t) => t.labour },
  { header: 'Status', value: (t) => t.status },
  { header: 'Warranty', value: (t) => (t.warranty ? 'Yes' : 'No') },
];

const PART_COLUMNS: Column<PartLine>[] = [
  { header: 'line_id', value: (p) => p.id },
  { header: 'ticket_no', value: (p) => p.ticket },
  { header: 'part_code', value: (p) => p.code },
  { header: 'description', value: (p) => p.part },
  { header: 'category', value: (p) => p.category },
  { header: 'qty', value: (p) => p.qty },
  { header: 'unit_price', value: (p) => `£${p.price.toFixed(2)}` },
];

export const bikerepair: BusinessSchema = {
  name: 'bikerepair',
  description: "A bicycle repair workshop: 1,500 customers (CSV), 7,200 repair tickets Jan 2025-Nov 2026 (XLSX, text dates) and the parts fitted on them (CSV, prices with £)",
  async build(dir) {
    const { customers, tickets, parts } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeXlsx(join(dir, 'repair_tickets.xlsx'), 'Tickets', TICKET_COLUMNS, tickets),
      await writeCsv(join(dir, 'parts_fitted.csv'), PART_COLUMNS, parts),
    ];
    const q = questionSet('bikerepair');
    const customerOf = new Map(customers.map((c) => [c.no, c]));
    const ticketOf = new Map(tickets.map((t) => [t.no, t]));
    const between = (from: string, to: string) => (t: Ticket) => t.booked >= from && t.booked <= to;
    const inMonth = (m: string) => (t: Ticket) => t.booked.startsWith(m);
    const labour = (t: Ticket) => t.labour;
    const hours = (t: Ticket) => t.hours;
    const lineValue = (p: PartLine) => p.qty * p.price;
    const partBooked = (p: PartLine) => ticketOf.get(p.ticket)!.booked;
    const withParts = new Set(parts.map((p) => p.ticket));
    const ticketsPerCustomer = groupBy(tickets, (t) => String(t.customer), 'count');
    const done = tickets.filter((t) => t.completed !== null);

    q.ask('How many repair tickets have we got altogether?', count(tickets.length));
    q.ask('how many customers on file', count(customers.length));
    q.ask('How many of our customers are club members?', count(countWhere(customers, (c) => c.member)));
    q.ask('tickets by status', countsBy(groupBy(tickets, (t) => t.status, 'count')));
    q.ask('How many jobs are sat waiting for parts?', count(countWhere(tickets, (t) => t.status === 'Awaiting parts')));
    q.ask('Which mechanic has the most tickets marked Collected?', winner(groupBy(tickets, (t) => t.mechanic, 'count', undefined, (t) => t.status === 'Collected')));
    q.ask('Number of tickets per mechanic', countsBy(groupBy(tickets, (t) => t.mechanic, 'count')));
    q.ask('How much labour have we charged on tickets booked in this year?', amount(sumOf(tickets, labour, between('2026-01-01', TODAY))));
    const lastMonth = q.ask('What did we take in labour on jobs booked in last month?', amount(sumOf(tickets, labour, inMonth('2026-10'))));
    q.followUp(lastMonth, 'and the month before?', amount(sumOf(tickets, labour, inMonth('2026-09'))));
    q.ask('Average labour hours per ticket, leaving out cancelled ones', amount(avgOf(tickets, hours), 2));
    q.ask('average labour hours on a full service', amount(avgOf(tickets, hours, (t) => t.job === 'Full service'), 2));
    q.ask("What's the most common job we do?", winner(groupBy(tickets, (t) => t.job, 'count')));
    q.ask('Top 3 bike makes we see in the workshop, by number of tickets', ranking(ranked(groupBy(tickets, (t) => t.brand, 'count'), 3)));
    q.ask('What percentage of tickets were warranty jobs?', percent(percentOf(countWhere(tickets, (t) => t.warranty), tickets.length)));
    q.ask('How many e-bikes did we book in last quarter?', count(countWhere(tickets, (t) => t.bikeType === 'E-bike' && between('2026-07-01', '2026-09-30')(t))));
    q.ask('tickets booked in the last 30 days', count(countWhere(tickets, between('2026-11-01', TODAY))));
    q.ask('Total parts revenue (qty x unit price)', amount(sumOf(parts, lineValue)));
    q.ask('Parts sales by category', breakdown(groupBy(parts, (p) => p.category, 'sum', lineValue)));
    q.ask('Which part have we fitted the most of, by quantity?', winner(groupBy(parts, (p) => p.part, 'sum', (p) => p.qty)));
    q.ask('Top 5 parts by revenue', ranking(ranked(groupBy(parts, (p) => p.part, 'sum', lineValue), 5)));
    q.ask('How many inner tubes (700c and 29in together) went on tickets booked in during 2025?', count(sumOf(parts, (p) => p.qty, (p) => p.code.startsWith('TB-') && partBooked(p).startsWith('2025'))));
    q.ask('How many tickets had no parts fitted at all?', count(countWhere(tickets, (t) => !withParts.has(t.no))));
    q.ask('Which town do most of our customers live in?', winner(groupBy(customers, (c) => c.town, 'count')));
    q.ask('Repair tickets by customer town', countsBy(groupBy(tickets, (t) => customerOf.get(t.customer)!.town, 'count')));
    q.ask('How much labour have we charged club members in total?', amount(sumOf(tickets, labour, (t) => customerOf.get(t.customer)!.member)));
    q.ask('Which customer number has brought in the most tickets?', winner(ticketsPerCustomer));
    q.ask('How many repeat customers do we have (more than one ticket)?', count([...ticketsPerCustomer.values()].filter((n) => n > 1).length));
    q.ask('How many customers have never brought a bike in?', count(countWhere(customers, (c) => !ticketsPerCustomer.has(String(c.no)))));
    q.ask('Average turnaround in days from booked in to completed', amount(avgOf(done, (t) => daysBetween(t.booked, t.completed!)), 2));
    q.ask('Longest turnaround on a ticket, in days?', amount(maxOf(done, (t) => daysBetween(t.booked, t.completed!)), 0));
    q.ask('How many tickets were cancelled in 2026?', count(countWhere(tickets, (t) => t.status === 'Cancelled' && t.booked.startsWith('2026'))));
    q.ask("What's our cancellation rate?", percent(percentOf(countWhere(tickets, (t) => t.status === 'Cancelled'), tickets.length)));
    q.ask('Busiest month for bookings?', month(busiestMonth(tickets, (t) => t.booked)));
    q.ask('How many tickets were booked in between 1 June and 31 August 2025?', count(countWhere(tickets, between('2025-06-01', '2025-08-31'))));
    q.ask('tickets booked in since 1 September 2026', count(countWhere(tickets, between('2026-09-01', TODAY))));
    q.ask('Average labour charge on road bikes, cancelled tickets excluded', amount(avgOf(tickets, labour, (t) => t.bikeType === 'Road')));
    q.ask('Labour hours by mechanic for tickets booked in 2026', breakdown(groupBy(tickets, (t) => t.mechanic, 'sum', hours, between('2026-01-01', '2026-12-31')), 2));
    q.ask('Who logged the most labour hours on jobs booked in last quarter?', winner(groupBy(tickets, (t) => t.mechanic, 'sum', hours, between('2026-07-01', '2026-09-30'))));
    q.ask('What share of tickets are e-bikes?', percent(percentOf(countWhere(tickets, (t) => t.bikeType === 'E-bike'), tickets.length)));
    q.ask("What's the most expensive part we've fitted, by unit price?", winner(groupBy(parts, (p) => p.part, 'max', (p) => p.price)));
    const priya = q.ask('How many tickets booked in September 2026 went to Priya Shah?', count(countWhere(tickets, (t) => t.mechanic === 'Priya Shah' && inMonth('2026-09')(t))));
    q.followUp(priya, 'And Tom Barker?', count(countWhere(tickets, (t) => t.mechanic === 'Tom Barker' && inMonth('2026-09')(t))));
    q.ask('How many puncture repairs have been booked in this year?', count(countWhere(tickets, (t) => t.job === 'Puncture repair' && between('2026-01-01', TODAY)(t))));
    q.ask('number of wheel builds booked in 2025', count(countWhere(tickets, (t) => t.job === 'Wheel build' && t.booked.startsWith('2025'))));
    q.ask('What percentage of non-cancelled tickets had at least one part fitted?', percent(percentOf(countWhere(tickets, (t) => t.status !== 'Cancelled' && withParts.has(t.no)), countWhere(tickets, (t) => t.status !== 'Cancelled'))));
    q.ask('How much did we sell in brake parts on tickets booked last month?', amount(sumOf(parts, lineValue, (p) => p.category === 'Brakes' && partBooked(p).startsWith('2026-10'))));
    q.ask('Which bike type brings in the most labour money?', winner(groupBy(tickets, (t) => t.bikeType, 'sum', labour)));
    q.ask('How many different part codes have we used?', count(new Set(parts.map((p) => p.code)).size));
    q.ask('How many rolls of Total Grip bar tape have we fitted?', count(sumOf(parts, (p) => p.qty, (p) => p.part === 'Total Grip bar tape')));
    q.ask('Average labour charge per ticket by bike type (not counting cancelled tickets)', breakdown(groupBy(tickets, (t) => t.bikeType, 'avg', labour)));
    q.ask('How many warranty jobs did Dave Hollis do?', count(countWhere(tickets, (t) => t.warranty && t.mechanic === 'Dave Hollis')));
    q.ask('How many tickets are Ready but not yet collected?', count(countWhere(tickets, (t) => t.status === 'Ready')));

    q.ask('What do customers rate our service out of 5?', decline('no ratings or reviews'));
    q.ask('What margin do we make on parts?', decline('no cost prices for parts'));
    q.ask('How much do we pay our mechanics per hour?', decline('no wage data'));
    q.ask('How many bikes will we get in next month?', decline('a forecast'));
    q.ask('How many repairs did we do in 2024?', decline('tickets start in January 2025'));
    q.ask('Which tyre brand is the best?', decline('an opinion; no tyre brand'));
    q.ask('What time of day do most people drop their bikes off?', decline('booked-in dates have no time'));
    q.ask('How many new bikes did we sell this year?', decline('no bike sales, only repairs'));
    q.ask('How many 11-speed chains have we got in stock?', decline('no stock levels'));
    q.ask('What is the average age of our customers?', decline('no customer ages'));
    q.ask('How long do customers wait on hold when they phone us?', decline('no call data'));
    return { files, questions: q.questions };
  },
};
