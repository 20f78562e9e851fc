// A nail bar with three branches: 1,400 clients (XLSX: loyalty tier, join date written
// DD/MM/YYYY, marketing opt-in Y/N) and 21,000 appointments from January 2024 to September 2025
// (CSV) sharing the client id. Traps: the booked price is filled in for cancelled and no-show
// appointments too (takings are completed ones only), tips are blank when none was left, the
// payment method is blank unless the appointment was completed, prices in pounds with the unit in
// the header, and clients who never booked.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Client {
  id: string;
  first: string;
  district: string | null;
  joined: string;
  tier: string | null;
  optIn: string;
}

interface Appointment {
  ref: string;
  client: string;
  branch: string;
  tech: string;
  service: string;
  date: string;
  start: string;
  mins: number;
  price: number;
  tip: number | null;
  status: string;
  payment: string | null;
}

const FIRST_NAMES = ['Aisha', 'Beth', 'Carla', 'Demi', 'Eve', 'Freya', 'Gemma', 'Holly', 'Imogen', 'Jas', 'Kara', 'Leah', 'Maya', 'Nina', 'Olivia', 'Priya', 'Rosa', 'Sian', 'Tara', 'Zoe', 'Sam', 'Alex', 'Jo', 'Mo'];
const DISTRICTS = ['M14', 'M15', 'M16', 'M20', 'M21', 'M22', 'SK4', 'SK8', 'M33'];
const BRANCHES: [string, string[], number, number][] = [
  ['Moss Side', ['Amara', 'Bea', 'Chloe', 'Dani'], 34, 1],
  ['Northgate', ['Elif', 'Fern', 'Gabi', 'Hana'], 38, 1.05],
  ['Riverside', ['Isla', 'Jade', 'Kiki', 'Lena'], 28, 1.12],
];
// service, base price, minutes, weight
const SERVICES: [string, number, number, number][] = [
  ['Gel Manicure', 32, 45, 30], ['Acrylic Full Set', 45, 75, 16], ['Infill', 30, 50, 18], ['Pedicure', 38, 55, 14],
  ['BIAB Overlay', 40, 60, 12], ['Nail Art', 12, 20, 6], ['Gel Removal', 10, 20, 4],
];

function generate(): { clients: Client[]; appointments: Appointment[] } {
  const random = createRandom(40_511);
  const clients: Client[] = [];
  for (let i = 0; i < 1_400; i++) {
    clients.push({
      id: `C-${String(i + 1).padStart(4, '0')}`,
      first: random.pick(FIRST_NAMES),
      district: random.chance(0.05) ? null : random.pick(DISTRICTS),
      joined: random.date('2021-02-01', '2025-08-31'),
      tier: random.weighted(['Bronze', 'Silver', 'Gold', null], [40, 25, 10, 25]),
      optIn: random.chance(0.58) ? 'Y' : 'N',
    });
  }
  const active = shuffled(random, clients).slice(0, 1_310);
  const clientWeights = active.map((c) => (c.tier === 'Gold' ? 4 : c.tier === 'Silver' ? 2.5 : 1) * random.float(0.3, 1.7, 2));
  const appointments: Appointment[] = [];
  for (let i = 0; i < 21_000; i++) {
    const client = random.weighted(active, clientWeights);
    const [branch, techs, , markup] = random.weighted(BRANCHES, BRANCHES.map((b) => b[2]));
    const [service, base, mins] = random.weighted(SERVICES, SERVICES.map((s) => s[3]));
    const date = addDays('2024-01-01', random.int(0, 638));
    const hour = random.weighted([9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [5, 9, 10, 10, 9, 10, 11, 12, 10, 6]);
    const start = `${String(hour).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
    const roll = random.next();
    const status = roll < 0.08 ? 'Cancelled' : roll < 0.14 ? 'No-show' : 'Completed';
    const price = roundTo(base * markup * (date >= '2025-01-01' ? 1.06 : 1) * (random.chance(0.07) ? 0.85 : 1), 2);
    const payment = status === 'Completed' ? random.weighted(['Card', 'Cash', 'Voucher'], [72, 20, 8]) : null;
    const tip = payment === 'Card' && random.chance(0.38) ? random.float(1, 8, 2) : payment === 'Cash' && random.chance(0.2) ? random.int(1, 5) : null;
    appointments.push({
      ref: '',
      client: client.id,
      branch,
      tech: random.pick(techs),
      service,
      date,
      start,
      mins: Math.max(15, mins + random.int(-10, 15)),
      price,
      tip,
      status,
      payment,
    });
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.branch.localeCompare(b.branch));
  appointments.forEach((a, i) => (a.ref = `NB${100_001 + i}`));
  return { clients, appointments };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const CLIENT_COLUMNS: Column<Client>[] = [
  { header: 'Client ID', value: (c) => c.id },
  { header: 'First Name', value: (c) => c.first },
  { header: 'Postcode District', value: (c) => c.district },
  { header: 'Joined', value: (c) => dmy(c.joined) },
  { header: 'Loyalty Tier', value: (c) => c.tier },
  { header: 'Marketing Opt-In', value: (c) => c.optIn },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'Appt Ref', value: (a) => a.ref },
  { header: 'Client ID', value: (a) => a.client },
  { header: 'Branch', value: (a) => a.branch },
  { header: 'Technician', value: (a) => a.tech },
  { header: 'Service', value: (a) => a.service },
  { header: 'Appt Date', value: (a) => a.date },
  { header: 'Start', value: (a) => a.start },
  { header: 'Duration (mins)', value: (a) => a.mins },
  { header: 'Price (£)', value: (a) => a.price.toFixed(2) },
  { header: 'Tip £', value: (a) => (a.tip === null ? null : a.tip.toFixed(2)) },
  { header: 'Status', value: (a) => a.status },
  { header: 'Paid By', value: (a) => a.payment },
];

export const nailbar: BusinessSchema = {
  name: 'nailbar',
  description: 'A three-branch nail bar: 1,400 clients (XLSX) and 21,000 appointments Jan 2024-Sep 2025 (CSV) sharing Client ID',
  async build(dir) {
    const { clients, appointments } = generate();
    const files = [
      await writeXlsx(join(dir, 'clients.xlsx'), 'Clients', CLIENT_COLUMNS, clients),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, appointments),
    ];
    const q = questionSet('nailbar');
    const clientOf = new Map(clients.map((c) => [c.id, c]));
    const done = (a: Appointment) => a.status === 'Completed';
    const price = (a: Appointment) => a.price;
    const inMonth = (m: string) => (a: Appointment) => a.date.startsWith(m);
    const weekday = (iso: string) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T00:00:00Z`).getUTCDay()];

    q.ask('How many appointments are in the book altogether?', count(appointments.length));
    q.ask('how many clients have we got on file', count(clients.length));
    q.ask('Appointments by status', countsBy(groupBy(appointments, (a) => a.status, 'count')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(appointments, (a) => a.status === 'No-show'), appointments.length)));
    q.ask('Total takings from completed appointments?', amount(sumOf(appointments, price, done)));
    q.ask('How much have we had in tips in total?', amount(sumOf(appointments, (a) => a.tip)));
    q.ask('Average price of a completed Gel Manicure', amount(avgOf(appointments, price, (a) => done(a) && a.service === 'Gel Manicure')));
    q.ask('Which branch took the most money in 2025?', winner(groupBy(appointments, (a) => a.branch, 'sum', price, (a) => done(a) && a.date.startsWith('2025'))));
    q.ask('takings by branch (completed only)', breakdown(groupBy(appointments, (a) => a.branch, 'sum', price, done)));
    q.ask('Top 3 technicians by number of completed appointments', ranking(ranked(groupBy(appointments, (a) => a.tech, 'count', undefined, done), 3)));
    q.ask("What's our most booked service?", winner(groupBy(appointments, (a) => a.service, 'count')));
    const mar = q.ask('How many pedicures did Northgate complete in March 2025?', count(countWhere(appointments, (a) => done(a) && a.branch === 'Northgate' && a.service === 'Pedicure' && inMonth('2025-03')(a))));
    q.followUp(mar, 'and in April?', count(countWhere(appointments, (a) => done(a) && a.branch === 'Northgate' && a.service === 'Pedicure' && inMonth('2025-04')(a))));
    q.ask('Average length of a completed appointment in minutes', amount(avgOf(appointments, (a) => a.mins, done), 1));
    q.ask('How many appointments were paid in cash?', count(countWhere(appointments, (a) => a.payment === 'Cash')));
    q.ask('What share of completed appointments were paid with a voucher?', percent(percentOf(countWhere(appointments, (a) => a.payment === 'Voucher'), countWhere(appointments, done))));
    q.ask('Which month had the most bookings?', month(busiestMonth(appointments, (a) => a.date)));
    q.ask('How many appointments did we have in Q3 2024?', count(countWhere(appointments, (a) => a.date.startsWith('2024') && quarterOf(a.date) === 3)));
    q.ask('How many Gold tier clients are there?', count(countWhere(clients, (c) => c.tier === 'Gold')));
    q.ask('How much have Gold clients spent with us (completed appointments)?', amount(sumOf(appointments, price, (a) => done(a) && clientOf.get(a.client)!.tier === 'Gold')));
    q.ask('How many clients joined in 2023?', count(countWhere(clients, (c) => c.joined.startsWith('2023'))));
    q.ask('How many clients have no loyalty tier?', count(countWhere(clients, (c) => c.tier === null)));
    q.ask('how many clients opted in to marketing', count(countWhere(clients, (c) => c.optIn === 'Y')));
    q.ask('Which technician gets the best average tip?', winner(groupBy(appointments, (a) => a.tech, 'avg', (a) => a.tip)));
    q.ask('No-shows per branch', countsBy(groupBy(appointments, (a) => a.branch, 'count', undefined, (a) => a.status === 'No-show')));
    q.ask('Average price per completed appointment at each branch', breakdown(groupBy(appointments, (a) => a.branch, 'avg', price, done)));
    const booked = new Set(appointments.map((a) => a.client));
    q.ask('How many clients on file have never had an appointment?', count(countWhere(clients, (c) => !booked.has(c.id))));
    q.ask('How many different clients came to Northgate in 2024 (completed visits)?', count(new Set(appointments.filter((a) => done(a) && a.branch === 'Northgate' && a.date.startsWith('2024')).map((a) => a.client)).size));
    q.ask('Which day of the week gets the most bookings?', winner(groupBy(appointments, (a) => weekday(a.date), 'count')));
    q.ask('What did we take in June 2025?', amount(sumOf(appointments, price, (a) => done(a) && inMonth('2025-06')(a))));
    q.ask('How many appointments start before 10am?', count(countWhere(appointments, (a) => a.start < '10:00')));
    q.ask('Revenue by service for 2024, completed appointments', breakdown(groupBy(appointments, (a) => a.service, 'sum', price, (a) => done(a) && a.date.startsWith('2024'))));
    q.ask('How many Acrylic Full Set bookings were cancelled?', count(countWhere(appointments, (a) => a.status === 'Cancelled' && a.service === 'Acrylic Full Set')));
    const spend = groupBy(appointments, (a) => a.client, 'sum', price, done);
    const top = q.ask('Which client has spent the most with us?', winner(spend));
    const best = ranked(spend, 1)[0];
    q.followUp(top, 'How many completed visits have they had?', count(countWhere(appointments, (a) => done(a) && a.client === best)));
    q.ask("What's the cancellation rate for Riverside?", percent(percentOf(countWhere(appointments, (a) => a.branch === 'Riverside' && a.status === 'Cancelled'), countWhere(appointments, (a) => a.branch === 'Riverside'))));

    q.ask('Which nail polish colour do clients pick most?', decline('no colour column'));
    q.ask('How much did we spend on products and supplies last month?', decline('no cost data'));
    q.ask("What's our profit margin on gel manicures?", decline('no costs'));
    q.ask('How many appointments did we have in 2023?', decline('appointments start in January 2024'));
    q.ask('Why do clients cancel?', decline('no cancellation reason'));
    q.ask('What is the average age of our clients?', decline('no age or date of birth'));
    q.ask('How much do we pay each technician?', decline('no wages'));
    q.ask("What's our average review rating at Riverside?", decline('no ratings'));
    q.ask('How many appointments were walk-ins rather than pre-booked?', decline('no booking channel'));
    q.ask('What will we take next month?', decline('a forecast'));
    q.ask('How late do clients arrive on average?', decline('no arrival times'));
    return { files, questions: q.questions };
  },
};
