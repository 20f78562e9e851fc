// A backpackers' hostel: 344 beds (CSV: bed number with leading zeros, room, room type, floor,
// nightly rate as "£" text, in service or not), 6,000 registered guests (CSV: guest number,
// nationality, age, registered date) and about 14,000 stays in 2025 (XLSX: check-in in mixed
// date formats, nights, total as "£" text, status, booking source). Traps: ids that look numeric
// ("0012", "004417"), beds out of service that never had a stay, cancelled and no-show stays
// beside the checked-out ones, blank nationalities and ages, a booking source "Other", and room
// names with numbers in them ("Dorm 12" is a room, not a count).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { cents, money, padded, textDate } from './shared.ts';

interface Bed {
  no: string;
  room: string;
  type: string;
  floor: string;
  rate: number;
  inService: string;
}

interface Guest {
  no: string;
  name: string;
  nationality: string | null;
  age: number | null;
  registered: string;
}

interface Stay {
  ref: string;
  guest: string;
  bed: string;
  checkIn: string;
  checkInText: string;
  nights: number;
  total: number;
  status: string;
  source: string;
}

// room type, rooms, beds per room, rate
const ROOM_TYPES: [string, number, number, number][] = [
  ['12-bed dorm', 12, 12, 16.5], ['8-bed dorm', 14, 8, 19], ['6-bed dorm', 8, 6, 22], ['Female 6-bed dorm', 4, 6, 23.5],
  ['Private double', 10, 1, 62], ['Private twin', 6, 1, 58],
];
const FLOORS = ['Ground', '1st', '2nd', '3rd'];
const NATIONS: [string, number][] = [
  ['Germany', 16], ['Australia', 12], ['United States', 11], ['France', 9], ['Netherlands', 7], ['Spain', 7], ['Italy', 6],
  ['Canada', 5], ['Brazil', 4], ['Japan', 3], ['New Zealand', 5], ['Ireland', 4], ['Sweden', 3], ['Argentina', 2], ['South Korea', 2],
];

function generate() {
  const random = createRandom(46_303);
  const beds: Bed[] = [];
  let dorm = 1;
  let privateNo = 1;
  for (const [type, rooms, per, rate] of ROOM_TYPES) {
    for (let r = 0; r < rooms; r++) {
      const room = type.startsWith('Private') ? `Private ${privateNo++}` : `Dorm ${dorm++}`;
      const floor = type.startsWith('Private') ? random.pick(['2nd', '3rd']) : random.pick(FLOORS);
      for (let b = 0; b < per; b++) {
        beds.push({ no: padded(beds.length + 1, 4), room, type, floor, rate: cents(rate + (floor === 'Ground' ? -1 : 0)), inService: random.chance(0.04) ? 'No' : 'Yes' });
      }
    }
  }
  const people = personNames(random, 6_000);
  const guests: Guest[] = people.map((name, i) => ({
    no: padded(4_000 + i * 3 + random.int(0, 2), 6),
    name,
    nationality: random.chance(0.05) ? null : random.weighted(NATIONS.map((n) => n[0]), NATIONS.map((n) => n[1])),
    age: random.chance(0.08) ? null : Math.max(18, Math.min(64, Math.round(random.normal(26, 6)))),
    registered: random.date('2024-10-01', '2025-11-30'),
  }));
  const usable = beds.filter((b) => b.inService === 'Yes');
  const bedWeights = usable.map((b) => (b.type.startsWith('Private') ? 6 : b.type === '12-bed dorm' ? 0.8 : 1));
  const guestWeights = guests.map(() => random.weighted([0, 1, 2, 5], [12, 60, 20, 8]));
  const stays: Stay[] = [];
  for (let i = 0; i < 14_000; i++) {
    const guest = random.weighted(guests, guestWeights);
    const bed = random.weighted(usable, bedWeights);
    const month = random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [5, 5, 7, 9, 10, 12, 16, 16, 10, 7, 4]);
    const checkIn = random.date(`2025-${padded(month, 2)}-01`, `2025-${padded(month, 2)}-${month === 2 ? 28 : [4, 6, 9, 11].includes(month) ? 30 : 31}`);
    const nights = random.weighted([1, 2, 3, 4, 5, 6, 7, 10, 14], [18, 24, 20, 12, 8, 5, 6, 4, 3]);
    const source = random.weighted(['Hostelworld', 'Booking.com', 'Direct', 'Walk-in', 'Other'], [46, 24, 17, 9, 4]);
    const roll = random.next();
    const status = roll < 0.09 ? 'Cancelled' : roll < (source === 'Walk-in' ? 0.09 : source === 'Hostelworld' ? 0.15 : 0.12) ? 'No-show' : 'Checked out';
    stays.push({ ref: '', guest: guest.no, bed: bed.no, checkIn, checkInText: '', nights, total: cents(nights * bed.rate * (nights >= 7 ? 0.9 : 1)), status, source });
  }
  stays.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.bed.localeCompare(b.bed));
  stays.forEach((s, i) => {
    s.ref = `ST${padded(i + 1, 6)}`;
    s.checkInText = textDate(random, s.checkIn, [40, 40, 20]);
  });
  return { beds, guests, stays };
}

const BED_COLUMNS: Column<Bed>[] = [
  { header: 'Bed No', value: (b) => b.no },
  { header: 'Room', value: (b) => b.room },
  { header: 'Room type', value: (b) => b.type },
  { header: 'Floor', value: (b) => b.floor },
  { header: 'Nightly rate', value: (b) => money(b.rate) },
  { header: 'In service', value: (b) => b.inService },
];

const GUEST_COLUMNS: Column<Guest>[] = [
  { header: 'Guest No', value: (g) => g.no },
  { header: 'Guest name', value: (g) => g.name },
  { header: 'Nationality', value: (g) => g.nationality },
  { header: 'Age', value: (g) => g.age },
  { header: 'Registered', value: (g) => g.registered },
];

const STAY_COLUMNS: Column<Stay>[] = [
  { header: 'Stay ref', value: (s) => s.ref },
  { header: 'Guest No', value: (s) => s.guest },
  { header: 'Bed No', value: (s) => s.bed },
  { header: 'Check-in', value: (s) => s.checkInText },
  { header: 'Nights', value: (s) => s.nights },
  { header: 'Total', value: (s) => money(s.total) },
  { header: 'Status', value: (s) => s.status },
  { header: 'Source', value: (s) => s.source },
];

export const hostel: BusinessSchema = {
  name: 'backpackers',
  description: "A backpackers' hostel: 344 beds (CSV), 6,000 guests (CSV) and 14,000 stays in 2025 (XLSX), joined by Bed No and Guest No",
  async build(dir) {
    const { beds, guests, stays } = generate();
    const files = [
      await writeCsv(join(dir, 'beds.csv'), BED_COLUMNS, beds),
      await writeCsv(join(dir, 'guests.csv'), GUEST_COLUMNS, guests),
      await writeXlsx(join(dir, 'stays.xlsx'), 'Stays', STAY_COLUMNS, stays),
    ];
    const q = questionSet('backpackers');
    const bedOf = new Map(beds.map((b) => [b.no, b]));
    const guestOf = new Map(guests.map((g) => [g.no, g]));
    const out = (s: Stay) => s.status === 'Checked out';
    const total = (s: Stay) => s.total;
    const typeOf = (s: Stay) => bedOf.get(s.bed)!.type;
    const nationOf = (s: Stay) => guestOf.get(s.guest)!.nationality;
    const inMonth = (m: string) => (s: Stay) => s.checkIn.startsWith(m);
    const used = new Set(stays.map((s) => s.bed));
    const outCount = groupBy(stays, (s) => s.guest, 'count', undefined, out);
    const noShowRate = () => {
      const all = groupBy(stays, (s) => s.source, 'count');
      const bad = groupBy(stays, (s) => s.source, 'count', undefined, (s) => s.status === 'No-show');
      return new Map([...all].map(([k, n]) => [k, percentOf(bad.get(k) ?? 0, n)]));
    };

    q.ask('How many beds do we have in total?', count(beds.length));
    q.ask('How many beds are out of service?', count(countWhere(beds, (b) => b.inService === 'No')));
    q.ask('beds by room type', countsBy(groupBy(beds, (b) => b.type, 'count')));
    q.ask("What's the nightly rate for a bed in a 12-bed dorm on average?", amount(avgOf(beds, (b) => b.rate, (b) => b.type === '12-bed dorm')));
    q.ask('Which floor has the most beds?', winner(groupBy(beds, (b) => b.floor, 'count')));
    q.ask('Average nightly rate by floor', breakdown(groupBy(beds, (b) => b.floor, 'avg', (b) => b.rate)));
    q.ask('What percentage of our beds are in 12-bed dorms?', percent(percentOf(countWhere(beds, (b) => b.type === '12-bed dorm'), beds.length)));
    q.ask('How many beds have never had anyone booked into them?', count(countWhere(beds, (b) => !used.has(b.no))));
    q.ask('How many guests are registered with us?', count(guests.length));
    q.ask('Top 5 nationalities among our registered guests', ranking(ranked(groupBy(guests, (g) => g.nationality, 'count'), 5)));
    q.ask('What is the average age of our guests?', amount(avgOf(guests, (g) => g.age), 1));
    q.ask('How many guests are under 21?', count(countWhere(guests, (g) => g.age !== null && g.age < 21)));
    q.ask('How many guests registered in March 2025?', count(countWhere(guests, (g) => g.registered.startsWith('2025-03'))));
    q.ask('How many stays were completed, i.e. the guest checked out?', count(countWhere(stays, out)));
    q.ask('How many bookings got cancelled?', count(countWhere(stays, (s) => s.status === 'Cancelled')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(stays, (s) => s.status === 'No-show'), stays.length)));
    q.ask('Which booking source has the highest no-show rate?', winner(noShowRate()));
    q.ask('Total revenue from checked-out stays', amount(sumOf(stays, total, out)));
    q.ask('Revenue by booking source for checked-out stays', breakdown(groupBy(stays, (s) => s.source, 'sum', total, out)));
    q.ask('What share of all bookings came through Hostelworld?', percent(percentOf(countWhere(stays, (s) => s.source === 'Hostelworld'), stays.length)));
    q.ask('How many walk-in stays did we have?', count(countWhere(stays, (s) => s.source === 'Walk-in')));
    q.ask('Average length of a checked-out stay, in nights', amount(avgOf(stays, (s) => s.nights, out), 2));
    q.ask('How many stays lasted a week or more (checked out)?', count(countWhere(stays, (s) => out(s) && s.nights >= 7)));
    q.ask('How many bed nights did we sell for July 2025 check-ins? Checked-out stays only', count(sumOf(stays, (s) => s.nights, (s) => out(s) && inMonth('2025-07')(s))));
    q.ask('Which month had the most check-ins (checked-out stays)?', month(busiestMonth(stays, (s) => s.checkIn, out)));
    q.ask('Which room type earns the most from checked-out stays?', winner(groupBy(stays, typeOf, 'sum', total, out)));
    q.ask('How much revenue did the private rooms bring in (checked out)?', amount(sumOf(stays, total, (s) => out(s) && typeOf(s).startsWith('Private'))));
    q.ask('Revenue from the female dorm for checked-out stays', amount(sumOf(stays, total, (s) => out(s) && typeOf(s) === 'Female 6-bed dorm')));
    q.ask('Which nationality has spent the most with us (checked-out stays)?', winner(groupBy(stays, nationOf, 'sum', total, out)));
    q.ask('Average spend per checked-out stay for German guests', amount(avgOf(stays, total, (s) => out(s) && nationOf(s) === 'Germany')));
    q.ask('How many bookings did Australian guests make with a check-in date in Q2 2025?', count(countWhere(stays, (s) => nationOf(s) === 'Australia' && s.checkIn >= '2025-04-01' && s.checkIn <= '2025-06-30')));
    q.ask('Which room sold the most nights (checked out)?', winner(groupBy(stays, (s) => bedOf.get(s.bed)!.room, 'sum', (s) => s.nights, out)));
    q.ask('How many guests have checked out of more than one stay?', count([...outCount.values()].filter((n) => n >= 2).length));
    q.ask('How many check-ins were scheduled between 1 and 15 August 2025?', count(countWhere(stays, (s) => s.checkIn >= '2025-08-01' && s.checkIn <= '2025-08-15')));
    q.ask('How much did stays on the 3rd floor bring in (checked out)?', amount(sumOf(stays, total, (s) => out(s) && bedOf.get(s.bed)!.floor === '3rd')));
    const june = q.ask('Revenue from checked-out stays that checked in in June 2025', amount(sumOf(stays, total, (s) => out(s) && inMonth('2025-06')(s))));
    q.followUp(june, 'And for July?', amount(sumOf(stays, total, (s) => out(s) && inMonth('2025-07')(s))));
    q.ask("What's the longest stay we've had, in nights?", count(maxOf(stays, (s) => s.nights)));

    q.ask('How much did we make from breakfast last month?', decline('no breakfast sales'));
    q.ask('How many lockers were rented in August?', decline('no locker data'));
    q.ask('What are the passport numbers of the guests in Dorm 3?', decline('no passport column'));
    q.ask('What is our average Hostelworld review score?', decline('no review scores'));
    q.ask('How much commission did we pay Booking.com?', decline('no commission column'));
    q.ask('How many pub crawl tickets did we sell?', decline('no tour or activity sales'));
    q.ask('How many stays were there in 2023?', decline('stays are from 2025'));
    q.ask('Which staff member checked in the most guests?', decline('no staff column'));
    q.ask('How many loads of laundry did guests do?', decline('no laundry data'));
    q.ask('What is the email address of our most frequent guest?', decline('no email column'));
    q.ask('What will our occupancy be next summer?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
