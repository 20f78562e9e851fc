// An axe throwing venue: about 9,500 lane sessions from March 2025 (opening) to December 2026
// (CSV), the food, drink and extras added to the completed ones (CSV) sharing `booking_id`, and 2,100 staff
// shifts (XLSX) whose coaches host the sessions. Traps: booking ids that look numeric (never
// summed), session dates as UK text (dd/mm/yyyy), the price in a money header ("Price (GBP)"),
// sessions still to come ("Booked") beside completed, no-show and cancelled ones, a blank group
// size on cancellations, Yes/No flags for corporate bookings and deposits, a lane called "The Pit"
// beside "Lane 1" to "Lane 8", and an add-on called "Total Carnage Platter".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Session {
  id: number;
  date: string;
  time: string;
  lane: string;
  pkg: string;
  group: number | null;
  price: number;
  deposit: boolean;
  status: string;
  via: string;
  corporate: boolean;
  host: string;
}

interface AddOn {
  id: number;
  booking: number;
  item: string;
  category: string;
  qty: number;
  unitPrice: number;
}

interface Shift {
  id: number;
  staff: string;
  date: string;
  role: string;
  hours: number;
  rate: number;
}

// package, weight, minutes, price per head
const PACKAGES: [string, number, number, number][] = [
  ['Taster', 30, 60, 22], ['Classic', 34, 90, 29], ['Party', 16, 120, 35], ['League night', 12, 120, 18], ['Corporate', 8, 120, 39],
];
const LANES = ['Lane 1', 'Lane 2', 'Lane 3', 'Lane 4', 'Lane 5', 'Lane 6', 'Lane 7', 'Lane 8', 'The Pit'];
const SLOTS = ['12:00', '13:30', '15:00', '16:30', '18:00', '19:30', '21:00'];
const COACHES: [string, number][] = [['Bjorn Mason', 26], ['Freya Collins', 24], ['Kyle Dunn', 19], ['Jade Porter', 17], ['Ollie Grant', 14]];
const BAR = ['Amy Lucas', 'Reece Hall'];
const DESK = ['Lily Shaw', 'Dan Price'];
const MANAGER = 'Sophie Ward';
// item, category, price
const ADDONS: [string, string, number][] = [
  ['Pepperoni pizza', 'Food', 12.5], ['Margherita pizza', 'Food', 11], ['Loaded nachos', 'Food', 8.5], ['Total Carnage Platter', 'Food', 32],
  ['Fries', 'Food', 4], ['Craft lager pint', 'Drink', 6.2], ['Cider pint', 'Drink', 5.9], ['Soft drink', 'Drink', 2.8], ['Prosecco bottle', 'Drink', 27],
  ['Beer bucket', 'Drink', 24], ['Extra throws', 'Experience', 5], ['Big axe upgrade', 'Experience', 8], ['Photo pack', 'Experience', 10], ['Trophy', 'Experience', 15],
];
const OPENED = '2025-03-01';
const TODAY = '2026-11-30';
const LAST_SESSION = '2026-12-31';

/** "2026-11-05" as the booking system exports it: "05/11/2026". */
function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function generate(): { sessions: Session[]; addons: AddOn[]; shifts: Shift[] } {
  const random = createRandom(44_859);
  const sessions: Session[] = [];
  const shifts: Shift[] = [];
  for (let day = OPENED; day <= LAST_SESSION; day = addDays(day, 1)) {
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (dow === 1 || dow === 2) continue; // closed Mondays and Tuesdays
    const weekend = dow === 5 || dow === 6 || dow === 0;
    const slots = weekend ? SLOTS : SLOTS.slice(4);
    const m = Number(day.slice(5, 7));
    const demand = (weekend ? 0.42 : 0.5) * (m === 12 ? 1.35 : m === 1 ? 0.75 : 1) * (day < '2025-06-01' ? 0.7 : 1);
    const coaches = [random.weighted(COACHES.map((c) => c[0]), COACHES.map((c) => c[1]))];
    while (coaches.length < (weekend ? 3 : 2)) {
      const c = random.weighted(COACHES.map((x) => x[0]), COACHES.map((x) => x[1]));
      if (!coaches.includes(c)) coaches.push(c);
    }
    for (const time of slots) {
      for (const lane of LANES) {
        if (!random.chance(lane === 'The Pit' ? demand * 0.6 : demand)) continue;
        let pkg = random.weighted(PACKAGES.map((p) => p[0]), PACKAGES.map((p) => p[1]));
        if (pkg === 'League night' && (dow !== 3 || time < '18:00')) pkg = 'Classic';
        if (pkg === 'Corporate' && weekend && dow !== 5) pkg = 'Party';
        const [, , , perHead] = PACKAGES.find((p) => p[0] === pkg)!;
        const group = pkg === 'League night' ? random.int(4, 8) : pkg === 'Corporate' ? random.int(8, 16) : pkg === 'Party' ? random.int(6, 14) : random.int(2, 8);
        const via = pkg === 'Corporate' ? random.weighted(['Website', 'Phone'], [40, 60]) : random.weighted(['Website', 'Phone', 'Walk-in', 'Gift voucher'], [62, 14, 12, 12]);
        const future = day >= TODAY;
        const roll = random.next();
        const status = future ? 'Booked' : via === 'Walk-in' ? 'Completed' : roll < 0.055 ? 'No-show' : roll < 0.13 ? 'Cancelled' : 'Completed';
        const rate = day >= '2026-04-01' ? perHead + 2 : perHead;
        sessions.push({
          id: 0,
          date: day,
          time,
          lane,
          pkg,
          group: status === 'Cancelled' ? null : group,
          price: roundTo(group * rate, 2),
          deposit: via === 'Walk-in' ? false : random.chance(pkg === 'Corporate' || pkg === 'Party' ? 0.9 : 0.55),
          status,
          via,
          corporate: pkg === 'Corporate' || (pkg !== 'League night' && random.chance(0.05)),
          host: random.pick(coaches),
        });
      }
    }
    if (day >= TODAY) continue;
    const shiftHours = weekend ? 10.5 : 6;
    const rateOf = (role: string) => (role === 'Axe coach' ? 13.5 : role === 'Manager' ? 17.5 : 12.6) + (day >= '2026-04-01' ? 0.7 : 0);
    for (const c of coaches) shifts.push({ id: 0, staff: c, date: day, role: 'Axe coach', hours: shiftHours - (random.chance(0.2) ? 1.5 : 0), rate: rateOf('Axe coach') });
    shifts.push({ id: 0, staff: random.pick(BAR), date: day, role: 'Bar', hours: shiftHours, rate: rateOf('Bar') });
    if (weekend) shifts.push({ id: 0, staff: random.pick(DESK), date: day, role: 'Front desk', hours: shiftHours - 2, rate: rateOf('Front desk') });
    if (dow === 5 || dow === 6) shifts.push({ id: 0, staff: MANAGER, date: day, role: 'Manager', hours: 9, rate: rateOf('Manager') });
  }
  sessions.forEach((s, i) => (s.id = 1_004_001 + i * 3 + (i % 3)));
  shifts.forEach((s, i) => (s.id = 70_001 + i));
  const addons: AddOn[] = [];
  for (const s of sessions) {
    if (s.status !== 'Completed') continue;
    if (random.chance(s.pkg === 'League night' ? 0.6 : 0.3)) continue;
    const lines = random.weighted([1, 2, 3, 4], [35, 35, 20, 10]);
    const taken = new Set<string>();
    for (let k = 0; k < lines; k++) {
      const [item, category, price] = random.weighted(ADDONS, ADDONS.map(([name, cat]) => (cat === 'Drink' ? 3 : cat === 'Food' ? 2 : 1) * (name === 'Total Carnage Platter' ? 0.5 : 1)));
      if (taken.has(item)) continue;
      taken.add(item);
      const people = s.group ?? 2;
      const qty = category === 'Drink' && !item.includes('bottle') && !item.includes('bucket') ? random.int(1, people) : item === 'Extra throws' ? random.int(1, 4) : random.int(1, Math.max(1, Math.ceil(people / 3)));
      addons.push({ id: 0, booking: s.id, item, category, qty, unitPrice: s.date >= '2026-04-01' ? roundTo(price * 1.05, 2) : price });
    }
  }
  addons.forEach((a, i) => (a.id = i + 1));
  return { sessions, addons, shifts };
}

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'booking_id', value: (s) => s.id },
  { header: 'session_date', value: (s) => ukDate(s.date) },
  { header: 'start_time', value: (s) => s.time },
  { header: 'lane', value: (s) => s.lane },
  { header: 'package', value: (s) => s.pkg },
  { header: 'group_size', value: (s) => s.group },
  { header: 'Price (GBP)', value: (s) => s.price },
  { header: 'deposit_paid', value: (s) => (s.deposit ? 'Yes' : 'No') },
  { header: 'status', value: (s) => s.status },
  { header: 'booked_via', value: (s) => s.via },
  { header: 'corporate', value: (s) => (s.corporate ? 'Yes' : 'No') },
  { header: 'host', value: (s) => s.host },
];

const ADDON_COLUMNS: Column<AddOn>[] = [
  { header: 'addon_line', value: (a) => a.id },
  { header: 'booking_id', value: (a) => a.booking },
  { header: 'item', value: (a) => a.item },
  { header: 'category', value: (a) => a.category },
  { header: 'qty', value: (a) => a.qty },
  { header: 'unit_price', value: (a) => a.unitPrice },
];

const SHIFT_COLUMNS: Column<Shift>[] = [
  { header: 'Shift ID', value: (s) => s.id },
  { header: 'Staff Member', value: (s) => s.staff },
  { header: 'Date', value: (s) => s.date },
  { header: 'Role', value: (s) => s.role },
  { header: 'Hours', value: (s) => s.hours },
  { header: 'Hourly Rate', value: (s) => s.rate },
  { header: 'Shift Pay', value: (s) => roundTo(s.hours * s.rate, 2) },
];

export const axethrowing: BusinessSchema = {
  name: 'axethrowing',
  description: 'An axe throwing venue: about 9,500 lane sessions Mar 2025-Dec 2026 (CSV, UK text dates), their food and drink add-ons (CSV) and staff shifts (XLSX)',
  async build(dir) {
    const { sessions, addons, shifts } = generate();
    const files = [
      await writeCsv(join(dir, 'sessions.csv'), SESSION_COLUMNS, sessions),
      await writeCsv(join(dir, 'addons.csv'), ADDON_COLUMNS, addons),
      await writeXlsx(join(dir, 'staff_shifts.xlsx'), 'Shifts', SHIFT_COLUMNS, shifts),
    ];
    const q = questionSet('axethrowing');
    const sessionOf = new Map(sessions.map((s) => [s.id, s]));
    const completed = (s: Session) => s.status === 'Completed';
    const on = (from: string, to: string) => (s: { date: string }) => s.date >= from && s.date <= to;
    const inMonth = (m: string) => (s: { date: string }) => s.date.startsWith(m);
    const price = (s: Session) => s.price;
    const addonValue = (a: AddOn) => a.qty * a.unitPrice;
    const sessionDate = (a: AddOn) => sessionOf.get(a.booking)!.date;
    const pay = (s: Shift) => roundTo(s.hours * s.rate, 2);
    const withAddons = new Set(addons.map((a) => a.booking));
    const done = sessions.filter(completed);

    q.ask('How many bookings are in the system, all statuses?', count(sessions.length));
    q.ask('bookings by status', countsBy(groupBy(sessions, (s) => s.status, 'count')));
    q.ask("What's our no-show rate? (no-shows out of completed plus no-show sessions)", percent(percentOf(countWhere(sessions, (s) => s.status === 'No-show'), countWhere(sessions, (s) => s.status === 'No-show' || completed(s)))));
    q.ask('How many no-shows did we have last month?', count(countWhere(sessions, (s) => s.status === 'No-show' && inMonth('2026-10')(s))));
    q.ask('Session takings this year from completed sessions', amount(sumOf(sessions, price, (s) => completed(s) && on('2026-01-01', TODAY)(s))));
    const oct = q.ask('What did completed sessions take last month?', amount(sumOf(sessions, price, (s) => completed(s) && inMonth('2026-10')(s))));
    q.followUp(oct, 'and how much of that was corporate?', amount(sumOf(sessions, price, (s) => completed(s) && inMonth('2026-10')(s) && s.corporate)));
    q.ask('Revenue by package for completed sessions', breakdown(groupBy(sessions, (s) => s.pkg, 'sum', price, completed)));
    q.ask('Which package gets booked the most?', winner(groupBy(sessions, (s) => s.pkg, 'count')));
    q.ask('Average group size on completed sessions', amount(avgOf(sessions, (s) => s.group, completed), 2));
    q.ask('How many people threw axes with us in 2025? (total group size of completed sessions)', count(sumOf(sessions, (s) => s.group, (s) => completed(s) && s.date.startsWith('2025'))));
    q.ask('Which lane has had the most completed sessions?', winner(groupBy(sessions, (s) => s.lane, 'count', undefined, completed)));
    q.ask('Sessions per lane, all statuses', countsBy(groupBy(sessions, (s) => s.lane, 'count')));
    q.ask('Which host has run the most completed sessions?', winner(groupBy(sessions, (s) => s.host, 'count', undefined, completed)));
    q.ask('What percentage of bookings came through the website?', percent(percentOf(countWhere(sessions, (s) => s.via === 'Website'), sessions.length)));
    q.ask('How many corporate bookings did we have last quarter?', count(countWhere(sessions, (s) => s.corporate && on('2026-07-01', '2026-09-30')(s))));
    q.ask('Average price of a completed corporate booking', amount(avgOf(sessions, price, (s) => completed(s) && s.corporate)));
    q.ask('Total add-on revenue (qty x unit price)', amount(sumOf(addons, addonValue)));
    q.ask('Add-on revenue by category', breakdown(groupBy(addons, (a) => a.category, 'sum', addonValue)));
    q.ask('Top 3 add-on items by quantity sold', ranking(ranked(groupBy(addons, (a) => a.item, 'sum', (a) => a.qty), 3)));
    q.ask("What's our best-selling drink by quantity?", winner(groupBy(addons, (a) => a.item, 'sum', (a) => a.qty, (a) => a.category === 'Drink')));
    q.ask('Average add-on spend per completed session, counting sessions with no add-ons', amount(sumOf(addons, addonValue, (a) => completed(sessionOf.get(a.booking)!)) / done.length));
    q.ask('How many completed sessions had no add-ons at all?', count(countWhere(done, (s) => !withAddons.has(s.id))));
    q.ask('How many pizzas (pepperoni and margherita) went out with sessions last month?', count(sumOf(addons, (a) => a.qty, (a) => a.item.endsWith('pizza') && sessionDate(a).startsWith('2026-10'))));
    q.ask('Add-on revenue from corporate bookings', amount(sumOf(addons, addonValue, (a) => sessionOf.get(a.booking)!.corporate)));
    q.ask('How many Total Carnage Platters have we sold?', count(sumOf(addons, (a) => a.qty, (a) => a.item === 'Total Carnage Platter')));
    const wages = q.ask('What was our total wage bill in 2025 (sum of shift pay)?', amount(sumOf(shifts, pay, (s) => s.date.startsWith('2025'))));
    q.followUp(wages, 'And so far this year?', amount(sumOf(shifts, pay, on('2026-01-01', TODAY))));
    q.ask('Hours worked per staff member last month', breakdown(groupBy(shifts, (s) => s.staff, 'sum', (s) => s.hours, inMonth('2026-10')), 1));
    q.ask('Who has worked the most hours this year?', winner(groupBy(shifts, (s) => s.staff, 'sum', (s) => s.hours, on('2026-01-01', TODAY))));
    q.ask('Number of shifts by role', countsBy(groupBy(shifts, (s) => s.role, 'count')));
    q.ask('How many axe coach hours did we roster last quarter?', amount(sumOf(shifts, (s) => s.hours, (s) => s.role === 'Axe coach' && on('2026-07-01', '2026-09-30')(s)), 1));
    q.ask('Staff costs last month as a percentage of completed session takings', percent(percentOf(sumOf(shifts, pay, inMonth('2026-10')), sumOf(sessions, price, (s) => completed(s) && inMonth('2026-10')(s)))));
    q.ask('Which month had the most completed sessions?', month(busiestMonth(sessions, (s) => s.date, completed)));
    q.ask('How many completed sessions started at 18:00 or later?', count(countWhere(done, (s) => s.time >= '18:00')));
    q.ask('How many sessions are booked in for December 2026?', count(countWhere(sessions, (s) => s.status === 'Booked' && inMonth('2026-12')(s))));
    q.ask('How many completed sessions had a group of more than ten people?', count(countWhere(done, (s) => (s.group ?? 0) > 10)));
    q.ask('How many gift voucher bookings were there in 2026, any status?', count(countWhere(sessions, (s) => s.via === 'Gift voucher' && s.date.startsWith('2026'))));
    q.ask('How many upcoming booked sessions have not paid a deposit?', count(countWhere(sessions, (s) => s.status === 'Booked' && !s.deposit)));
    q.ask('How many sessions were cancelled in 2026?', count(countWhere(sessions, (s) => s.status === 'Cancelled' && s.date.startsWith('2026'))));
    q.ask('League night takings in the last 30 days (completed sessions)', amount(sumOf(sessions, price, (s) => completed(s) && s.pkg === 'League night' && on('2026-11-01', TODAY)(s))));
    q.ask('How many walk-ins have we had this year?', count(countWhere(sessions, (s) => s.via === 'Walk-in' && on('2026-01-01', TODAY)(s))));
    q.ask('How many sessions were completed between 14 February and 28 February 2026?', count(countWhere(done, on('2026-02-14', '2026-02-28'))));
    q.ask('Completed session takings since 1 October 2026', amount(sumOf(sessions, price, (s) => completed(s) && on('2026-10-01', TODAY)(s))));
    q.ask('Average price per head across completed sessions (takings divided by total throwers)', amount(sumOf(done, price) / sumOf(done, (s) => s.group)));
    q.ask('Which host has had the most no-shows?', winner(groupBy(sessions, (s) => s.host, 'count', undefined, (s) => s.status === 'No-show')));
    q.ask('How many completed sessions has The Pit had this year?', count(countWhere(done, (s) => s.lane === 'The Pit' && on('2026-01-01', TODAY)(s))));
    q.ask('Average shift length in hours for bar staff', amount(avgOf(shifts, (s) => s.hours, (s) => s.role === 'Bar'), 2));
    q.ask('What did Freya Collins earn in shift pay in September 2026?', amount(sumOf(shifts, pay, (s) => s.staff === 'Freya Collins' && inMonth('2026-09')(s))));
    q.ask('average party size on completed Party package bookings', amount(avgOf(sessions, (s) => s.group, (s) => completed(s) && s.pkg === 'Party'), 2));

    q.ask('What do customers rate us on Google?', decline('no reviews'));
    q.ask('How many axes did we have to replace this year?', decline('no equipment data'));
    q.ask('What is our profit margin on pizza?', decline('no food costs'));
    q.ask('How many bookings will we get next Christmas?', decline('a forecast'));
    q.ask('How many sessions did we run in 2024?', decline('the venue opened in March 2025'));
    q.ask('Which customers come back most often?', decline('no customer ids'));
    q.ask('How many bullseyes were thrown last month?', decline('no scores'));
    q.ask('What is the average age of our throwers?', decline('no ages'));
    q.ask('How much did we spend on Instagram ads?', decline('no marketing spend'));
    q.ask('Which lane is the most fun?', decline('an opinion'));
    q.ask('How many injuries did we have this year?', decline('no incident log'));
    return { files, questions: q.questions };
  },
};
