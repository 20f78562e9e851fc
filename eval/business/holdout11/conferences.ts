// A conference organiser's 2025 calendar: 24 events (XLSX), about 20,000 registrations (CSV, the
// price paid written as text with a pound sign, "£1,150.00") and about 60,000 session check-in
// scans (Parquet), joined through the event code and the registration id. Traps: event codes and
// registration ids that look numeric, an event theme called "IT" and one called "Other", an event
// named "Total Rewards Summit", complimentary speaker tickets at "£0.00", blank promo codes, and
// minutes attended with the unit in the header.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface ConfEvent {
  code: number;
  name: string;
  theme: string;
  city: string;
  format: string;
  start: string;
  days: number;
  capacity: number;
  price: number;
}

interface Registration {
  id: number;
  event: number;
  company: string;
  ticket: string;
  paid: number;
  registered: string;
  status: string;
  country: string;
  promo: string | null;
}

interface Scan {
  id: number;
  reg: number;
  event: number;
  session: string;
  track: string;
  at: string;
  minutes: number;
}

// name, theme, city, format, start, days, capacity, standard price (£)
const EVENTS: [string, string, string, string, string, number, number, number][] = [
  ['Cloud Native Days', 'IT', 'London', 'In-person', '2025-01-28', 2, 900, 450],
  ['CFO Roundtable', 'Finance', 'London', 'In-person', '2025-02-11', 1, 250, 950],
  ['HealthTech Expo', 'Health', 'Manchester', 'Hybrid', '2025-02-25', 2, 1_100, 380],
  ['IT Leaders Forum', 'IT', 'London', 'In-person', '2025-03-12', 2, 700, 1_150],
  ['Retail Futures', 'Retail', 'Birmingham', 'In-person', '2025-03-26', 1, 650, 420],
  ['Payments Europe', 'Finance', 'Amsterdam', 'In-person', '2025-04-08', 2, 1_200, 890],
  ['Total Rewards Summit', 'Other', 'London', 'Hybrid', '2025-04-23', 1, 400, 520],
  ['Marketing Live', 'Marketing', 'Manchester', 'In-person', '2025-05-07', 2, 1_000, 350],
  ['Data & AI Summit', 'IT', 'Dublin', 'Hybrid', '2025-05-20', 2, 1_300, 690],
  ['Digital Health Forum', 'Health', 'Edinburgh', 'In-person', '2025-06-04', 1, 450, 310],
  ['FinTech Week', 'Finance', 'London', 'In-person', '2025-06-17', 3, 1_500, 1_250],
  ['Store of the Future', 'Retail', 'London', 'In-person', '2025-07-01', 1, 500, 395],
  ['DevOps Conference', 'IT', 'Amsterdam', 'In-person', '2025-07-15', 2, 850, 560],
  ['Brand Summit', 'Marketing', 'London', 'Virtual', '2025-07-29', 1, 2_000, 150],
  ['Supply Chain Forum', 'Other', 'Birmingham', 'In-person', '2025-08-27', 1, 380, 480],
  ['Cyber Security Congress', 'IT', 'London', 'In-person', '2025-09-09', 2, 1_400, 780],
  ['Insurtech Connect', 'Finance', 'Dublin', 'Hybrid', '2025-09-23', 1, 600, 640],
  ['Nursing Leaders Conference', 'Health', 'Manchester', 'In-person', '2025-10-07', 2, 800, 220],
  ['E-commerce Expo', 'Retail', 'Amsterdam', 'In-person', '2025-10-14', 2, 1_600, 290],
  ['Women in Tech', 'IT', 'Edinburgh', 'In-person', '2025-10-28', 1, 600, 180],
  ['Open Banking Forum', 'Finance', 'London', 'Virtual', '2025-11-04', 1, 1_500, 240],
  ['Sustainability Summit', 'Other', 'Edinburgh', 'Hybrid', '2025-11-12', 1, 550, 330],
  ['Product Leaders', 'IT', 'Dublin', 'In-person', '2025-11-19', 1, 500, 610],
  ['Pharma Innovation Day', 'Health', 'Birmingham', 'In-person', '2025-11-26', 1, 350, 540],
];
const TICKETS: [string, number, number][] = [['Early Bird', 28, 0.75], ['Standard', 40, 1], ['VIP', 7, 2.2], ['Student', 9, 0.3], ['Group', 11, 0.85], ['Speaker', 5, 0]];
const COUNTRIES: [string, number][] = [['United Kingdom', 48], ['Ireland', 9], ['Netherlands', 11], ['Germany', 10], ['France', 8], ['United States', 9], ['Spain', 5]];
const COMPANIES = [
  'Acme Analytics', 'Brightwave', 'Northstar Bank', 'Crestline Retail', 'Helix Health', 'Kestrel Systems', 'Lumen Insurance', 'Orbit Logistics',
  'Pioneer Pharma', 'Quantum Loop', 'Redwood Capital', 'Sable Media', 'Tidewater Energy', 'Umbra Security', 'Vantage Foods', 'Willow Care',
  'Zenith Telecom', 'Atlas Consulting', 'Beacon Software', 'Copperleaf', 'Self-employed',
];
// track, sessions per day, typical minutes
const TRACKS: [string, string[], number][] = [
  ['Keynote', ['Opening Keynote', 'Closing Keynote'], 45],
  ['Technical', ['Deep Dive A', 'Deep Dive B', 'Lightning Talks'], 38],
  ['Business', ['Panel: Strategy', 'Case Study Hour', 'Fireside Chat'], 35],
  ['Workshop', ['Hands-on Workshop'], 80],
  ['Networking', ['Networking Lunch', 'Evening Drinks'], 55],
];

const money = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Plain code-unit order: the ISO-like timestamps sort the same as with localeCompare, many times faster. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function generate(): { events: ConfEvent[]; regs: Registration[]; scans: Scan[] } {
  const random = createRandom(91_248);
  const events: ConfEvent[] = EVENTS.map(([name, theme, city, format, start, days, capacity, price], i) => ({ code: 4_101 + i * 3, name, theme, city, format, start, days, capacity, price }));
  const regs: Registration[] = [];
  for (const e of events) {
    const demand = Math.round(e.capacity * random.float(0.7, 1.05, 3));
    for (let i = 0; i < demand; i++) {
      const [ticket, , factor] = random.weighted(TICKETS, TICKETS.map((t) => t[1]));
      const lead = ticket === 'Early Bird' ? random.int(45, 150) : random.int(0, 70);
      const promo = ticket !== 'Speaker' && random.chance(0.12) ? random.pick(['PARTNER15', 'ALUMNI15', 'SPRING15']) : null;
      const paid = Math.round(e.price * factor * (promo ? 0.85 : 1) * 100) / 100;
      const status = random.weighted(['Confirmed', 'Cancelled', 'Waitlist'], [85, 10, e.format === 'Virtual' ? 0.01 : 5]);
      regs.push({ id: 0, event: e.code, company: random.pick(COMPANIES), ticket, paid, registered: addDays(e.start, -lead), status, country: random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1])), promo });
    }
  }
  regs.sort((a, b) => byText(a.registered, b.registered) || a.event - b.event);
  regs.forEach((r, i) => (r.id = 700_001 + i));
  const eventOf = new Map(events.map((e) => [e.code, e]));
  const scans: Scan[] = [];
  for (const r of regs) {
    if (r.status !== 'Confirmed' || random.chance(0.11)) continue;
    const e = eventOf.get(r.event)!;
    const n = random.int(1, 3 + e.days * 2);
    for (let k = 0; k < n; k++) {
      const [track, sessions, typical] = random.weighted(TRACKS, [3, 3, 3, r.ticket === 'Student' ? 2 : 1, e.format === 'Virtual' ? 0.01 : 2]);
      const dayIndex = random.int(0, e.days - 1);
      const at = `${addDays(e.start, dayIndex)} ${String(random.int(9, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
      scans.push({ id: 0, reg: r.id, event: e.code, session: random.pick(sessions), track, at, minutes: Math.max(5, Math.round(random.normal(typical, typical * 0.3))) });
    }
  }
  scans.sort((a, b) => byText(a.at, b.at) || a.reg - b.reg);
  scans.forEach((s, i) => (s.id = 9_000_001 + i));
  return { events, regs, scans };
}

const EVENT_COLUMNS: Column<ConfEvent>[] = [
  { header: 'Event Code', value: (e) => e.code },
  { header: 'Event Name', value: (e) => e.name },
  { header: 'Theme', value: (e) => e.theme },
  { header: 'City', value: (e) => e.city },
  { header: 'Format', value: (e) => e.format },
  { header: 'Start Date', value: (e) => e.start },
  { header: 'Days', value: (e) => e.days },
  { header: 'Capacity', value: (e) => e.capacity },
];

const REG_COLUMNS: Column<Registration>[] = [
  { header: 'Reg ID', value: (r) => r.id },
  { header: 'Event Code', value: (r) => r.event },
  { header: 'Company', value: (r) => r.company },
  { header: 'Ticket Type', value: (r) => r.ticket },
  { header: 'Price Paid', value: (r) => money(r.paid) },
  { header: 'Registered On', value: (r) => r.registered },
  { header: 'Status', value: (r) => r.status },
  { header: 'Country', value: (r) => r.country },
  { header: 'Promo Code', value: (r) => r.promo },
];

const SCAN_COLUMNS: Column<Scan>[] = [
  { header: 'scan_id', value: (s) => s.id, sqlType: 'BIGINT' },
  { header: 'reg_id', value: (s) => s.reg, sqlType: 'INTEGER' },
  { header: 'event_code', value: (s) => s.event, sqlType: 'INTEGER' },
  { header: 'session_title', value: (s) => s.session },
  { header: 'track', value: (s) => s.track },
  { header: 'scanned_at', value: (s) => s.at, sqlType: 'TIMESTAMP' },
  { header: 'Minutes Attended', value: (s) => s.minutes, sqlType: 'INTEGER' },
];

export const conferences: BusinessSchema = {
  name: 'conferences',
  description: "A conference organiser's 24 events of 2025 (XLSX), their registrations with prices paid in pounds (CSV) and session check-in scans (Parquet), joined by event code and registration id",
  async build(dir) {
    const { events, regs, scans } = generate();
    const files = [
      await writeXlsx(join(dir, 'events_2025.xlsx'), 'Events', EVENT_COLUMNS, events),
      await writeCsv(join(dir, 'registrations.csv'), REG_COLUMNS, regs),
      await writeParquet(join(dir, 'session_scans.parquet'), SCAN_COLUMNS, scans),
    ];
    const q = questionSet('conferences');
    const eventOf = new Map(events.map((e) => [e.code, e]));
    const regOf = new Map(regs.map((r) => [r.id, r]));
    const ev = (r: Registration) => eventOf.get(r.event)!;
    const confirmed = (r: Registration) => r.status === 'Confirmed';
    const named = (name: string) => (r: Registration) => ev(r).name === name;
    const paid = (r: Registration) => r.paid;
    const scannedRegs = new Set(scans.map((s) => s.reg));

    q.ask('How many registrations do we have in total?', count(regs.length));
    q.ask('How many events are on our 2025 calendar?', count(events.length));
    q.ask('registrations by status', countsBy(groupBy(regs, (r) => r.status, 'count')));
    q.ask('What percentage of registrations were cancelled?', percent(percentOf(countWhere(regs, (r) => r.status === 'Cancelled'), regs.length)));
    q.ask('How much ticket revenue did we take from confirmed registrations?', amount(sumOf(regs, paid, confirmed)));
    q.ask('Average price paid for a VIP ticket', amount(avgOf(regs, paid, (r) => r.ticket === 'VIP')));
    q.ask('Top 3 events by confirmed ticket revenue', ranking(ranked(groupBy(regs, (r) => ev(r).name, 'sum', paid, confirmed), 3)));
    q.ask('Which event had the most registrations?', winner(groupBy(regs, (r) => ev(r).name, 'count')));
    q.ask('Which city hosts the most events?', winner(groupBy(events, (e) => e.city, 'count')));
    q.ask('Registrations by ticket type', countsBy(groupBy(regs, (r) => r.ticket, 'count')));
    q.ask('How many student tickets were sold for the IT Leaders Forum?', count(countWhere(regs, (r) => named('IT Leaders Forum')(r) && r.ticket === 'Student')));
    q.ask('How many people registered for IT events?', count(countWhere(regs, (r) => ev(r).theme === 'IT')));
    q.ask('How many registrations did the Total Rewards Summit get?', count(countWhere(regs, named('Total Rewards Summit'))));
    q.ask('How many registrations came in during March 2025?', count(countWhere(regs, (r) => r.registered.startsWith('2025-03'))));
    q.ask('registrations received in Q1', count(countWhere(regs, (r) => quarterOf(r.registered) === 1)));
    q.ask('How many registrations have we had since 1 September 2025?', count(countWhere(regs, (r) => r.registered >= '2025-09-01')));
    q.ask('How many people registered between 1 June and 15 June 2025?', count(countWhere(regs, (r) => r.registered >= '2025-06-01' && r.registered <= '2025-06-15')));
    q.ask('Which month had the most new registrations?', month(busiestMonth(regs, (r) => r.registered)));
    q.ask('How many registrations used a promo code?', count(countWhere(regs, (r) => r.promo !== null)));
    q.ask('What share of registrations came from Germany?', percent(percentOf(countWhere(regs, (r) => r.country === 'Germany'), regs.length)));
    q.ask('How many session check-ins were scanned in total?', count(scans.length));
    q.ask('How many confirmed attendees never checked into a single session?', count(countWhere(regs, (r) => confirmed(r) && !scannedRegs.has(r.id))));
    q.ask('Which track drew the most check-ins?', winner(groupBy(scans, (s) => s.track, 'count')));
    q.ask('check-ins by track', countsBy(groupBy(scans, (s) => s.track, 'count')));
    q.ask('Average minutes attended at workshops', amount(avgOf(scans, (s) => s.minutes, (s) => s.track === 'Workshop'), 1));
    q.ask('What is the median time spent in a session, in minutes?', amount(medianOf(scans, (s) => s.minutes), 1));
    q.ask('Top 3 sessions at FinTech Week by check-ins', ranking(ranked(groupBy(scans, (s) => s.session, 'count', undefined, (s) => eventOf.get(s.event)!.name === 'FinTech Week'), 3)));
    q.ask('How many check-ins were scanned in October 2025?', count(countWhere(scans, (s) => s.at.startsWith('2025-10'))));
    const fw = q.ask('How many registrations did FinTech Week get?', count(countWhere(regs, named('FinTech Week'))));
    q.followUp(fw, 'and Payments Europe?', count(countWhere(regs, named('Payments Europe'))));
    const vip = q.ask('How much revenue did VIP tickets bring in (confirmed only)?', amount(sumOf(regs, paid, (r) => confirmed(r) && r.ticket === 'VIP')));
    q.followUp(vip, 'And Early Bird tickets?', amount(sumOf(regs, paid, (r) => confirmed(r) && r.ticket === 'Early Bird')));
    q.ask('Which event filled the largest share of its capacity with confirmed registrations?', winner(new Map(events.map((e) => [e.name, percentOf(countWhere(regs, (r) => r.event === e.code && confirmed(r)), e.capacity)]))));
    q.ask('Total capacity across all Hybrid events', count(sumOf(events, (e) => e.capacity, (e) => e.format === 'Hybrid')));
    q.ask('confirmed revenue by event theme', breakdown(groupBy(regs, (r) => ev(r).theme, 'sum', paid, confirmed)));
    q.ask('How many registrations are on the waitlist for Other-themed events?', count(countWhere(regs, (r) => r.status === 'Waitlist' && ev(r).theme === 'Other')));
    q.ask('Which company sent the most confirmed delegates?', winner(groupBy(regs, (r) => r.company, 'count', undefined, confirmed)));
    q.ask('How many speaker tickets did we issue?', count(countWhere(regs, (r) => r.ticket === 'Speaker')));
    q.ask('Average number of sessions attended per attendee who checked in', amount(scans.length / scannedRegs.size, 2));
    q.ask('How many check-ins were made by VIP ticket holders?', count(countWhere(scans, (s) => regOf.get(s.reg)!.ticket === 'VIP')));

    q.ask('What rating did attendees give the keynote speakers?', decline('no feedback or ratings'));
    q.ask('How much did catering cost at FinTech Week?', decline('no cost data'));
    q.ask('How much sponsorship income did the Data & AI Summit raise?', decline('no sponsorship data'));
    q.ask('How many attendees booked a hotel through us?', decline('no hotel bookings'));
    q.ask('What is the average age of our delegates?', decline('no age'));
    q.ask('How many registrations did we have in 2023?', decline('registrations start in autumn 2024'));
    q.ask('How many people will register for next year\'s Cloud Native Days?', decline('a forecast'));
    q.ask('Why did people cancel their registration?', decline('no cancellation reason'));
    q.ask('Which sessions were recorded for on-demand viewing?', decline('no recording flag'));
    q.ask('How did delegates hear about our events?', decline('no marketing source'));
    q.ask('How many delegates need a vegetarian meal?', decline('no dietary requirements'));
    return { files, questions: q.questions };
  },
};
