// A cookery school: 1,100 classes from January 2025 to January 2027 (CSV: title, cuisine,
// instructor, date as "3 Mar 2026", start time, capacity, price per place) and the bookings made for
// them (XLSX: places, amount paid, source, booked-on date as dd/mm/yyyy, status). Traps: class codes
// that look numeric, a cuisine called "US", a class called "Total Beginners Kitchen", money in the
// headers ("Price per Place (GBP)", "Amount Paid £"), cancelled and refunded bookings that keep their
// amount, no-shows beside attended bookings, cancelled classes, and future classes still scheduled.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, addDays } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { TODAY, longDate, personName, ukDate } from './formats.ts';

interface Class {
  code: number;
  title: string;
  cuisine: string;
  instructor: string;
  date: string;
  time: string;
  capacity: number;
  price: number;
  status: string;
}

interface Booking {
  no: number;
  code: number;
  customer: string;
  places: number;
  paid: number;
  source: string;
  bookedOn: string;
  status: string;
}

// title, cuisine, price per place, weight
const TITLES: [string, string, number, number][] = [
  ['Fresh Pasta', 'Italian', 95, 12], ['Neapolitan Pizza', 'Italian', 79, 8], ['Thai Street Food', 'Thai', 89, 10], ['Thai Curries', 'Thai', 92, 6],
  ['Indian Feast', 'Indian', 99, 9], ['Vegetarian Indian', 'Indian', 87, 5], ['French Bistro', 'French', 125, 7], ['Patisserie Basics', 'French', 115, 6],
  ['Sushi Masterclass', 'Japanese', 135, 7], ['Ramen from Scratch', 'Japanese', 105, 5], ['Southern BBQ', 'US', 98, 6], ['Classic Burgers & Shakes', 'US', 69, 4],
  ['Sourdough Bread', 'Baking', 85, 9], ['Total Beginners Kitchen', 'British', 65, 8], ['Sunday Roast', 'British', 82, 5], ['Knife Skills', 'British', 59, 6],
];
const CUISINE_TEACHERS: Record<string, string[]> = {
  Italian: ['Marco Rossi', 'Sam Okafor'], Thai: ['Priya Nair', 'Sam Okafor'], Indian: ['Priya Nair'], French: ['Hélène Dubois'],
  Japanese: ['Kenji Sato'], US: ['Sam Okafor', 'Rachel Green'], Baking: ['Hélène Dubois', 'Rachel Green'], British: ['Rachel Green', 'Marco Rossi', 'Sam Okafor'],
};
const SOURCES: [string, number][] = [['Website', 58], ['Phone', 14], ['Gift Voucher', 19], ['Walk-in', 9]];

function generate(): { classes: Class[]; bookings: Booking[] } {
  const random = createRandom(45_227);
  const classes: Class[] = [];
  for (let i = 0; i < 1_100; i++) {
    const [title, cuisine, price] = random.weighted(TITLES, TITLES.map((t) => t[3]));
    const date = random.date('2025-01-02', '2027-01-31');
    const roll = random.next();
    const status = roll < 0.05 ? 'Cancelled' : date > TODAY ? 'Scheduled' : 'Ran';
    classes.push({
      code: 0, title, cuisine, instructor: random.pick(CUISINE_TEACHERS[cuisine]), date,
      time: random.weighted(['10:00', '14:00', '18:30'], [40, 20, 40]), capacity: random.pick([8, 10, 12, 16]), price, status,
    });
  }
  classes.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  classes.forEach((c, i) => (c.code = 2_501 + i));
  const bookings: Booking[] = [];
  for (const c of classes) {
    const target = Math.round(c.capacity * random.float(0.45, 1, 2));
    let filled = 0;
    while (filled < target) {
      const places = Math.min(target - filled, random.weighted([1, 2, 3, 4], [38, 44, 10, 8]));
      filled += places;
      const bookedOn = addDays(c.date, -random.int(1, 75));
      if (bookedOn > TODAY) continue;
      const roll = random.next();
      const status = c.status === 'Cancelled' ? 'Refunded' : roll < 0.06 ? 'Cancelled' : c.status === 'Scheduled' ? 'Confirmed' : roll < 0.12 ? 'No-show' : 'Attended';
      bookings.push({ no: 0, code: c.code, customer: personName(random), places, paid: places * c.price, source: random.weighted(SOURCES.map((s) => s[0]), SOURCES.map((s) => s[1])), bookedOn, status });
    }
  }
  bookings.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.code - b.code);
  bookings.forEach((b, i) => (b.no = 61_001 + i));
  return { classes, bookings };
}

const CLASS_COLUMNS: Column<Class>[] = [
  { header: 'Class Code', value: (c) => c.code },
  { header: 'Class Title', value: (c) => c.title },
  { header: 'Cuisine', value: (c) => c.cuisine },
  { header: 'Instructor', value: (c) => c.instructor },
  { header: 'Class Date', value: (c) => longDate(c.date) },
  { header: 'Start Time', value: (c) => c.time },
  { header: 'Capacity', value: (c) => c.capacity },
  { header: 'Price per Place (GBP)', value: (c) => c.price },
  { header: 'Class Status', value: (c) => c.status },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking No', value: (b) => b.no },
  { header: 'Class Code', value: (b) => b.code },
  { header: 'Customer', value: (b) => b.customer },
  { header: 'Places', value: (b) => b.places },
  { header: 'Amount Paid £', value: (b) => b.paid },
  { header: 'Source', value: (b) => b.source },
  { header: 'Booked On', value: (b) => ukDate(b.bookedOn) },
  { header: 'Status', value: (b) => b.status },
];

export const cookeryschool: BusinessSchema = {
  name: 'cookeryschool',
  description: 'A cookery school: 1,100 classes Jan 2025-Jan 2027 (CSV) and their bookings (XLSX) sharing Class Code',
  async build(dir) {
    const { classes, bookings } = generate();
    const files = [
      await writeCsv(join(dir, 'classes.csv'), CLASS_COLUMNS, classes),
      await writeXlsx(join(dir, 'class_bookings.xlsx'), 'Bookings', BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('cookeryschool');
    const classOf = new Map(classes.map((c) => [c.code, c]));
    const cls = (b: Booking) => classOf.get(b.code)!;
    const ran = (c: Class) => c.status === 'Ran';
    const attended = (b: Booking) => b.status === 'Attended';
    const cIn = (prefix: string) => (c: Class) => c.date.startsWith(prefix);
    const bIn = (prefix: string) => (b: Booking) => cls(b).date.startsWith(prefix);
    const paid = (b: Booking) => b.paid;
    const places = (b: Booking) => b.places;

    q.ask('How many classes have we run so far?', count(countWhere(classes, ran)));
    q.ask('How many classes did we cancel in 2025?', count(countWhere(classes, (c) => c.status === 'Cancelled' && cIn('2025')(c))));
    q.ask('Classes by cuisine', countsBy(groupBy(classes, (c) => c.cuisine, 'count')));
    q.ask('How many US cuisine classes are scheduled for December?', count(countWhere(classes, (c) => c.cuisine === 'US' && c.status === 'Scheduled' && cIn('2026-12')(c))));
    q.ask('Which instructor has taught the most classes that actually ran?', winner(groupBy(classes, (c) => c.instructor, 'count', undefined, ran)));
    q.ask('How many people attended classes in 2025 (places on attended bookings)?', count(sumOf(bookings, places, (b) => attended(b) && bIn('2025')(b))));
    q.ask('How much was paid on attended bookings for classes this year?', amount(sumOf(bookings, paid, (b) => attended(b) && bIn('2026')(b) && cls(b).date <= TODAY)));
    q.ask('How many bookings have been refunded?', count(countWhere(bookings, (b) => b.status === 'Refunded')));
    q.ask('Total amount refunded', amount(sumOf(bookings, paid, (b) => b.status === 'Refunded')));
    q.ask('What percentage of bookings for 2025 classes were no-shows?', percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show' && bIn('2025')(b)), countWhere(bookings, bIn('2025')))));
    q.ask('Average places per booking', amount(avgOf(bookings, places), 2));
    q.ask('Top 3 classes by attended places', ranking(ranked(groupBy(bookings, (b) => cls(b).title, 'sum', places, attended), 3)));
    q.ask('Which cuisine brings in the most money from attended bookings?', winner(groupBy(bookings, (b) => cls(b).cuisine, 'sum', paid, attended)));
    q.ask('Bookings by source', countsBy(groupBy(bookings, (b) => b.source, 'count')));
    q.ask('What share of bookings were paid with a gift voucher?', percent(percentOf(countWhere(bookings, (b) => b.source === 'Gift Voucher'), bookings.length)));
    const octRan = classes.filter((c) => ran(c) && cIn('2026-10')(c));
    q.ask('For classes that ran last month, what percentage of capacity was filled by attended places?', percent(percentOf(sumOf(bookings, places, (b) => attended(b) && octRan.includes(cls(b))), sumOf(octRan, (c) => c.capacity))));
    q.ask('How many Total Beginners Kitchen classes have run?', count(countWhere(classes, (c) => ran(c) && c.title === 'Total Beginners Kitchen')));
    q.ask('Which month in 2025 had the most classes run?', month(busiestMonth(classes, (c) => c.date, (c) => ran(c) && cIn('2025')(c))));
    q.ask('Money from attended bookings in Q1 2026', amount(sumOf(bookings, paid, (b) => attended(b) && bIn('2026')(b) && quarterOf(cls(b).date) === 1)));
    q.ask('How many classes ran between 1 May 2026 and 30 June 2026?', count(countWhere(classes, (c) => ran(c) && c.date >= '2026-05-01' && c.date <= '2026-06-30')));
    q.ask('How many bookings have been made since 1 November 2026?', count(countWhere(bookings, (b) => b.bookedOn >= '2026-11-01')));
    q.ask('How many classes ran in the last 30 days?', count(countWhere(classes, (c) => ran(c) && c.date >= '2026-11-01' && c.date <= TODAY)));
    q.ask('How many places were attended last month?', count(sumOf(bookings, places, (b) => attended(b) && bIn('2026-10')(b))));
    q.ask('Average price per place of our Japanese classes', amount(avgOf(classes, (c) => c.price, (c) => c.cuisine === 'Japanese')));
    q.ask('Which class is the most expensive per place?', winner(groupBy(classes, (c) => c.title, 'max', (c) => c.price)));
    q.ask('How many evening classes (starting 18:30) ran this year?', count(countWhere(classes, (c) => ran(c) && c.time === '18:30' && cIn('2026')(c))));
    q.ask('Compare Marco Rossi and Priya Nair: money from attended bookings this year', breakdown(groupBy(bookings, (b) => cls(b).instructor, 'sum', paid, (b) => attended(b) && bIn('2026')(b) && ['Marco Rossi', 'Priya Nair'].includes(cls(b).instructor))));
    q.ask('Which instructor has had the most classes cancelled?', winner(groupBy(classes, (c) => c.instructor, 'count', undefined, (c) => c.status === 'Cancelled')));
    q.ask('On average, how many days before the class do people book?', amount(avgOf(bookings, (b) => daysBetween(b.bookedOn, cls(b).date)), 1));
    q.ask("How much was refunded on Hélène Dubois's classes?", amount(sumOf(bookings, paid, (b) => b.status === 'Refunded' && cls(b).instructor === 'Hélène Dubois')));
    q.ask('How many walk-in bookings were there for 2026 classes?', count(countWhere(bookings, (b) => b.source === 'Walk-in' && bIn('2026')(b))));
    q.ask('Bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('What is the total Amount Paid on bookings that were cancelled by the customer (status Cancelled)?', amount(sumOf(bookings, paid, (b) => b.status === 'Cancelled')));
    q.ask('How many of our classes have a capacity of 16?', count(countWhere(classes, (c) => c.capacity === 16)));
    q.ask('Which cuisine had the highest no-show rate on bookings for 2025 classes?', winner(new Map([...groupBy(bookings, (b) => cls(b).cuisine, 'count', undefined, bIn('2025'))].map(([k, n]) => [k, percentOf(countWhere(bookings, (b) => bIn('2025')(b) && b.status === 'No-show' && cls(b).cuisine === k), n)]))));
    q.ask('How many classes are still scheduled to run?', count(countWhere(classes, (c) => c.status === 'Scheduled')));
    q.ask('Attended places on Indian classes in Q3 2026', count(sumOf(bookings, places, (b) => attended(b) && cls(b).cuisine === 'Indian' && bIn('2026')(b) && quarterOf(cls(b).date) === 3)));
    q.ask('Number of classes run per instructor in 2025', countsBy(groupBy(classes, (c) => c.instructor, 'count', undefined, (c) => ran(c) && cIn('2025')(c))));
    q.ask('Average attended places per class that ran in 2025', amount(sumOf(bookings, places, (b) => attended(b) && bIn('2025')(b)) / countWhere(classes, (c) => ran(c) && cIn('2025')(c)), 2));
    q.ask('How many bookings are confirmed for January 2027 classes?', count(countWhere(bookings, (b) => b.status === 'Confirmed' && bIn('2027-01')(b))));
    q.ask('Money from attended bookings by cuisine in 2025', breakdown(groupBy(bookings, (b) => cls(b).cuisine, 'sum', paid, (b) => attended(b) && bIn('2025')(b))));
    q.ask('Which class title has had the most bookings made over the phone?', winner(groupBy(bookings, (b) => cls(b).title, 'count', undefined, (b) => b.source === 'Phone')));
    const sept = q.ask('How many classes ran in September 2026?', count(countWhere(classes, (c) => ran(c) && cIn('2026-09')(c))));
    q.followUp(sept, 'and in October?', count(countWhere(classes, (c) => ran(c) && cIn('2026-10')(c))));
    const thai = q.ask('Money from attended bookings on Thai classes in 2025', amount(sumOf(bookings, paid, (b) => attended(b) && cls(b).cuisine === 'Thai' && bIn('2025')(b))));
    q.followUp(thai, 'What about Italian?', amount(sumOf(bookings, paid, (b) => attended(b) && cls(b).cuisine === 'Italian' && bIn('2025')(b))));

    q.ask('How much did ingredients cost us for the sushi classes?', decline('no ingredient or cost data'));
    q.ask('Which recipe do students rate highest?', decline('no ratings or recipes'));
    q.ask('How many students had dietary requirements?', decline('no dietary column'));
    q.ask('What is the average age of our students?', decline('no ages'));
    q.ask('How many Spanish cookery classes have we run?', decline('no Spanish cuisine'));
    q.ask('How many classes did we run in 2024?', decline('classes start in January 2025'));
    q.ask('How much do we pay each instructor per class?', decline('no instructor pay'));
    q.ask('How much wine did we sell at evening classes?', decline('no drink sales'));
    q.ask('Which postcodes do most of our customers come from?', decline('no addresses or postcodes'));
    q.ask('How many knives were broken or lost last year?', decline('no equipment records'));
    q.ask('How many students came back for a second class after a voucher?', decline('no customer ids to link repeat visits'));
    return { files, questions: q.questions };
  },
};
