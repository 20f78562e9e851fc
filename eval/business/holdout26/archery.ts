// An archery club's range: 860 members (CSV, joining dates written as DD/MM/YYYY text), about
// 22,000 lane bookings from January 2025 to November 2026 (CSV) sharing `member_no`, and 4,300
// equipment hire lines (XLSX) sharing `booking_id` with the bookings. Traps: member numbers and
// Archery GB numbers that look like ids (never summed), dates stored as text, "have-a-go" visitor
// bookings with a blank member number, a bow type "None" (members who hire), blank arrow counts on
// sessions not shot, fees with the currency in the header, and a hire item whose name starts with
// "Total" ("Total Control Release Aid").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Member {
  no: string;
  first: string;
  surname: string;
  type: string;
  joined: string; // ISO, written as DD/MM/YYYY
  bow: string;
  status: string;
  fee: number | null;
  agb: number | null;
}

interface Booking {
  id: number;
  member: string | null;
  range: string;
  lane: number;
  date: string;
  start: string;
  minutes: number;
  status: string;
  fee: number;
  arrows: number | null;
}

interface Hire {
  id: string;
  booking: number;
  date: string;
  item: string;
  qty: number;
  charge: number;
  damaged: string | null;
}

const FIRST = ['Alice', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Grace', 'Harry', 'Isla', 'Jack', 'Kate', 'Leo', 'Maya', 'Noah', 'Olivia', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tom', 'Uma', 'Vikram', 'Wes', 'Yusuf', 'Zara', 'Robin', 'Marian', 'Will'];
const SURNAMES = ['Archer', 'Bowman', 'Fletcher', 'Hood', 'Walsh', 'Patel', 'Nowak', 'Evans', 'Hughes', 'Khan', 'Murphy', 'Taylor', 'Brown', 'Clarke', 'Wright', 'Singh', 'Green', 'Lloyd', 'Price', 'Morgan', 'Reid', 'Shaw', 'Turner', 'Young'];
const TYPES: [string, number, number][] = [['Adult', 45, 165], ['Junior', 18, 70], ['Senior', 15, 120], ['Family', 12, 290], ['Student', 10, 85]];
const BOWS: [string, number][] = [['Recurve', 40], ['Compound', 22], ['None', 16], ['Longbow', 12], ['Barebow', 10]];
// range, lanes, hourly rate (£), weight in summer, weight in winter
const RANGES: [string, number, number, number, number][] = [
  ['Indoor 18m', 12, 8, 20, 55], ['Outdoor 30m', 8, 6, 30, 15], ['Outdoor 50m', 6, 7, 22, 10], ['Outdoor 70m', 6, 7, 18, 8], ['Field Course', 4, 10, 10, 4],
];
const ITEMS: [string, number, number][] = [
  ['Recurve Bow (beginner)', 12, 30], ['Compound Bow', 18, 10], ['Longbow', 14, 7], ['Arrows (dozen)', 4, 28], ['Arm Guard', 2, 9],
  ['Finger Tab', 2, 6], ['Chest Guard', 2, 4], ['Quiver', 3, 3], ['Total Control Release Aid', 5, 2], ['Bow Stand', 1.5, 1],
];

const fromIso = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function generate(): { members: Member[]; bookings: Booking[]; hires: Hire[] } {
  const rm = createRandom(41_001);
  const members: Member[] = [];
  for (let i = 0; i < 860; i++) {
    const [type, , baseFee] = rm.weighted(TYPES, TYPES.map((t) => t[1]));
    members.push({
      no: `AR${String(10_040 + i * 3 + rm.int(0, 2)).padStart(6, '0')}`,
      first: rm.pick(FIRST),
      surname: rm.pick(SURNAMES),
      type,
      joined: rm.date('2014-03-01', '2026-10-31'),
      bow: rm.weighted(BOWS.map((b) => b[0]), BOWS.map((b) => b[1])),
      status: rm.weighted(['Active', 'Lapsed', 'Suspended'], [78, 17, 5]),
      fee: rm.chance(0.03) ? null : baseFee,
      agb: rm.chance(0.12) ? null : rm.int(900_000, 1_299_999),
    });
  }
  const rb = createRandom(41_002);
  const popularity = members.map((m) => (m.status === 'Active' ? rb.float(0.2, 3, 3) : m.status === 'Lapsed' ? 0.15 : 0.05));
  const bookings: Booking[] = [];
  for (let i = 0; i < 22_400; i++) {
    const date = rb.date('2025-01-02', '2026-11-29');
    const mon = Number(date.slice(5, 7));
    const summer = mon >= 4 && mon <= 9;
    const r = rb.weighted(RANGES, RANGES.map((x) => (summer ? x[3] : x[4])));
    const visitor = rb.chance(0.07);
    const member = visitor ? null : rb.weighted(members, popularity);
    const minutes = rb.weighted([60, 90, 120], [45, 30, 25]);
    const status = rb.weighted(['Attended', 'Cancelled', 'No-show'], [82, 11, 7]);
    const fee = status === 'Cancelled' ? 0 : roundTo(((r[2] * minutes) / 60) * (visitor ? 2 : 1), 2);
    const arrows = status === 'Attended' && rb.chance(0.93) ? Math.max(12, Math.round(rb.normal(minutes * 1.1, 18))) : null;
    bookings.push({ id: 0, member: member ? member.no : null, range: r[0], lane: rb.int(1, r[1]), date, start: `${String(rb.int(9, 20)).padStart(2, '0')}:${rb.pick(['00', '30'])}`, minutes, status, fee, arrows });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.range.localeCompare(b.range) || a.lane - b.lane);
  bookings.forEach((b, i) => (b.id = 300_001 + i));
  const rh = createRandom(41_003);
  const attended = bookings.filter((b) => b.status === 'Attended');
  const hires: Hire[] = [];
  for (let i = 0; i < 4_300; i++) {
    let b = rh.pick(attended);
    if (b.member !== null && rh.chance(0.5)) b = rh.pick(attended);
    const [item, price] = rh.weighted(ITEMS, ITEMS.map((x) => x[2]));
    const qty = item === 'Arrows (dozen)' ? rh.weighted([1, 2, 3], [60, 30, 10]) : 1;
    hires.push({ id: '', booking: b.id, date: b.date, item, qty, charge: roundTo(price * qty, 2), damaged: rh.chance(0.05) ? null : rh.chance(item.includes('Bow') || item.startsWith('Arrows') ? 0.06 : 0.02) ? 'Yes' : 'No' });
  }
  hires.sort((a, b) => a.booking - b.booking || a.item.localeCompare(b.item));
  hires.forEach((h, i) => (h.id = `H${String(i + 1).padStart(5, '0')}`));
  return { members, bookings, hires };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_no', value: (m) => m.no },
  { header: 'first_name', value: (m) => m.first },
  { header: 'surname', value: (m) => m.surname },
  { header: 'membership_type', value: (m) => m.type },
  { header: 'joined', value: (m) => fromIso(m.joined) },
  { header: 'bow_type', value: (m) => m.bow },
  { header: 'status', value: (m) => m.status },
  { header: 'Annual fee (£)', value: (m) => m.fee },
  { header: 'archery_gb_no', value: (m) => m.agb },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.id },
  { header: 'member_no', value: (b) => b.member },
  { header: 'range', value: (b) => b.range },
  { header: 'lane', value: (b) => b.lane },
  { header: 'session_date', value: (b) => b.date },
  { header: 'start_time', value: (b) => b.start },
  { header: 'Duration (min)', value: (b) => b.minutes },
  { header: 'status', value: (b) => b.status },
  { header: 'Lane fee (£)', value: (b) => b.fee },
  { header: 'arrows_shot', value: (b) => b.arrows },
];

const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'hire_id', value: (h) => h.id },
  { header: 'booking_id', value: (h) => h.booking },
  { header: 'hire_date', value: (h) => h.date },
  { header: 'item', value: (h) => h.item },
  { header: 'qty', value: (h) => h.qty },
  { header: 'Charge (£)', value: (h) => h.charge },
  { header: 'returned_damaged', value: (h) => h.damaged },
];

export const archeryrange: BusinessSchema = {
  name: 'archeryrange',
  description: "An archery club's range: 860 members (CSV), 22,400 lane bookings 2025-2026 (CSV) sharing member_no, 4,300 equipment hire lines (XLSX) sharing booking_id",
  async build(dir) {
    const { members, bookings, hires } = generate();
    const files = [
      await writeCsv(join(dir, 'members.csv'), MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'lane_bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeXlsx(join(dir, 'equipment_hire.xlsx'), 'Hire log', HIRE_COLUMNS, hires),
    ];
    const q = questionSet('archeryrange');
    const memberOf = new Map(members.map((m) => [m.no, m]));
    const bookingOf = new Map(bookings.map((b) => [b.id, b]));
    const typeOf = (b: Booking) => (b.member === null ? null : memberOf.get(b.member)!.type);
    const attended = (b: Booking) => b.status === 'Attended';
    const fee = (b: Booking) => b.fee;
    const inYear = (y: string) => (b: { date: string }) => b.date.startsWith(y);
    const distinct = <T>(rows: readonly T[], key: (r: T) => string | number | null) => new Set(rows.map(key).filter((k) => k !== null)).size;

    q.ask('How many members do we have on the list?', count(members.length));
    q.ask('how many active members', count(countWhere(members, (m) => m.status === 'Active')));
    q.ask('Members by membership type', countsBy(groupBy(members, (m) => m.type, 'count')));
    q.ask('What is the most common bow type among our members?', winner(groupBy(members, (m) => m.bow, 'count')));
    q.ask("How many members don't have a bow of their own (bow type None)?", count(countWhere(members, (m) => m.bow === 'None')));
    q.ask('Total annual fees for active members?', amount(sumOf(members, (m) => m.fee, (m) => m.status === 'Active')));
    q.ask("What's the average annual fee for a junior?", amount(avgOf(members, (m) => m.fee, (m) => m.type === 'Junior')));
    q.ask('How many members joined in 2024?', count(countWhere(members, (m) => m.joined.startsWith('2024'))));
    q.ask('how many lapsed juniors have we got', count(countWhere(members, (m) => m.type === 'Junior' && m.status === 'Lapsed')));
    q.ask('When did our longest-standing active member join?', day(members.filter((m) => m.status === 'Active').map((m) => m.joined).sort()[0]));
    q.ask('How many members have no Archery GB number recorded?', count(countWhere(members, (m) => m.agb === null)));
    q.ask('How many compound archers are suspended?', count(countWhere(members, (m) => m.bow === 'Compound' && m.status === 'Suspended')));

    q.ask('How many lane bookings are there in total?', count(bookings.length));
    q.ask('How many bookings were no-shows?', count(countWhere(bookings, (b) => b.status === 'No-show')));
    q.ask('What percentage of bookings end up as no-shows?', percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('Number of bookings per range', countsBy(groupBy(bookings, (b) => b.range, 'count')));
    q.ask('Which range brings in the most lane fee money?', winner(groupBy(bookings, (b) => b.range, 'sum', fee)));
    const y2025 = q.ask('How much did we take in lane fees in 2025?', amount(sumOf(bookings, fee, inYear('2025'))));
    q.followUp(y2025, 'what about 2026?', amount(sumOf(bookings, fee, inYear('2026'))));
    q.ask('Lane fee income for Q3 2026', amount(sumOf(bookings, fee, (b) => b.date.startsWith('2026') && quarterOf(b.date) === 3)));
    const mar = q.ask('How many lane bookings did we have in March 2026?', count(countWhere(bookings, (b) => b.date.startsWith('2026-03'))));
    q.followUp(mar, 'and in April?', count(countWhere(bookings, (b) => b.date.startsWith('2026-04'))));
    q.ask('Average session length in minutes for sessions people actually attended', amount(avgOf(bookings, (b) => b.minutes, attended), 1));
    q.ask('Median arrows shot per session', amount(medianOf(bookings, (b) => b.arrows), 1));
    q.ask('How many arrows have been shot on the Field Course altogether?', count(sumOf(bookings, (b) => b.arrows, (b) => b.range === 'Field Course')));
    q.ask('How many bookings have no member number (have-a-go visitors)?', count(countWhere(bookings, (b) => b.member === null)));
    q.ask('Which month had the most lane bookings?', month(busiestMonth(bookings, (b) => b.date)));
    q.ask('Top 3 members by arrows shot - member numbers please', ranking(ranked(groupBy(bookings, (b) => b.member, 'sum', (b) => b.arrows, (b) => b.arrows !== null), 3)));
    q.ask('Bookings by membership type', countsBy(groupBy(bookings, typeOf, 'count')));
    q.ask('How much lane fee income came from Junior members?', amount(sumOf(bookings, fee, (b) => typeOf(b) === 'Junior')));
    q.ask('average arrows per session by bow type', breakdown(groupBy(bookings, (b) => (b.member === null ? null : memberOf.get(b.member)!.bow), 'avg', (b) => b.arrows), 1));
    q.ask('How many different members booked a lane in 2026?', count(distinct(bookings.filter(inYear('2026')), (b) => b.member)));
    q.ask('What share of 2025 bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => inYear('2025')(b) && b.status === 'Cancelled'), countWhere(bookings, inYear('2025')))));
    q.ask('How many 2-hour sessions were booked on Outdoor 70m?', count(countWhere(bookings, (b) => b.range === 'Outdoor 70m' && b.minutes === 120)));
    q.ask('How many bookings did lapsed members make since 1 June 2026?', count(countWhere(bookings, (b) => b.member !== null && memberOf.get(b.member)!.status === 'Lapsed' && b.date >= '2026-06-01')));
    q.ask('Lane fees taken between 1 and 14 August 2025', amount(sumOf(bookings, fee, (b) => b.date >= '2025-08-01' && b.date <= '2025-08-14')));

    q.ask('How many equipment hires have we logged?', count(hires.length));
    q.ask('How much money has equipment hire brought in?', amount(sumOf(hires, (h) => h.charge)));
    q.ask('Hire income by item', breakdown(groupBy(hires, (h) => h.item, 'sum', (h) => h.charge)));
    q.ask('How many times was the Total Control Release Aid hired out?', count(countWhere(hires, (h) => h.item === 'Total Control Release Aid')));
    q.ask('Which item gets hired the most, by quantity?', winner(groupBy(hires, (h) => h.item, 'sum', (h) => h.qty)));
    q.ask('How many hired items came back damaged?', count(countWhere(hires, (h) => h.damaged === 'Yes')));
    q.ask('How much hire income came from have-a-go visitors with no member number?', amount(sumOf(hires, (h) => h.charge, (h) => bookingOf.get(h.booking)!.member === null)));
    q.ask('Equipment hire takings in August 2026', amount(sumOf(hires, (h) => h.charge, (h) => h.date.startsWith('2026-08'))));
    q.ask('average charge per hire line', amount(avgOf(hires, (h) => h.charge)));
    q.ask('Which range has the most equipment hires?', winner(groupBy(hires, (h) => bookingOf.get(h.booking)!.range, 'count')));
    q.ask('Biggest single hire charge?', amount(maxOf(hires, (h) => h.charge)));

    q.ask("What's the phone number for member AR010040?", decline('no contact details'));
    q.ask('How many arrows did members lose or break this year?', decline('no lost or broken arrow records'));
    q.ask('Which coach ran the most sessions?', decline('no coach column'));
    q.ask('How many sessions were rained off?', decline('no weather or cancellation reason'));
    q.ask('How many lane bookings will we get in December 2026?', decline('a forecast'));
    q.ask("What's the average score per session on Outdoor 70m?", decline('no scores recorded'));
    q.ask('How much did we spend on new target bosses?', decline('no purchase or cost data'));
    q.ask('Who is our best archer?', decline('an opinion; no scores'));
    q.ask('How many lane bookings did we have in 2024?', decline('bookings start in January 2025'));
    q.ask('What is the average age of our members?', decline('no date of birth'));
    q.ask('How much have we spent repairing damaged hire bows?', decline('no repair costs'));
    return { files, questions: q.questions };
  },
};
