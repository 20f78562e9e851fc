// A yoga and fitness studio's class timetable (XLSX, 64 classes, drop-in price as "$18.00" text,
// "None" where no instructor is assigned, a style called "Total Body") beside 72,000 bookings (CSV)
// sharing class_id. Booking dates are dd/mm/yyyy text, amounts paid are "$" text with refunds
// negative, discounts are "20%" text, and the rating is blank unless the member attended.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { cents, dmy, dollars, percentText } from './shared.ts';

interface YogaClass { id: number; name: string; style: string; studio: string; instructor: string; capacity: number; price: number }
interface Booking { id: number; classId: number; member: number; day: string; status: string; paid: number; discount: number; rating: number | null }

const STYLES = ['Vinyasa', 'Hatha', 'Yin', 'Pilates', 'HIIT', 'Total Body'];
const STUDIOS = ['Downtown', 'Riverside', 'Northgate'];
const INSTRUCTORS = ['Maya', 'Leo', 'Priya', 'Jonas', 'Ines', 'Kai', 'Zoe'];
const SLOTS = ['Mon 07:00', 'Tue 12:30', 'Wed 18:00', 'Thu 19:30', 'Sat 09:00', 'Sun 10:30'];

function generate(): { classes: YogaClass[]; bookings: Booking[] } {
  const random = createRandom(18_003);
  const classes: YogaClass[] = [];
  for (let i = 0; i < 64; i++) {
    const style = STYLES[i % STYLES.length];
    const studio = STUDIOS[Math.floor(i / STYLES.length) % STUDIOS.length];
    classes.push({
      id: 101 + i,
      name: `${style} ${studio} ${SLOTS[Math.floor(i / 18) % SLOTS.length]}${i >= 54 ? ' (late)' : ''}`,
      style,
      studio,
      instructor: i % 9 === 4 ? 'None' : random.pick(INSTRUCTORS),
      capacity: random.weighted([12, 16, 20, 24, 30], [10, 25, 30, 20, 15]),
      price: random.weighted([14, 16, 18, 20, 22.5], [10, 20, 35, 20, 15]),
    });
  }
  const weights = classes.map((c, i) => (c.style === 'Vinyasa' ? 6 : c.style === 'Pilates' ? 5 : 2 + (i % 4)));
  const bookings = Array.from({ length: 72_000 }, (_, i): Booking => {
    const cls = random.weighted(classes, weights);
    const status = random.weighted(['Attended', 'No-show', 'Late cancel', 'Cancelled'], [74, 8, 6, 12]);
    const discount = random.weighted([0, 10, 20, 50], [64, 18, 13, 5]);
    const price = cents(cls.price * (1 - discount / 100));
    return {
      id: 900_001 + i,
      classId: cls.id,
      member: 40_001 + random.int(0, 5_999),
      day: random.date('2024-01-01', '2025-10-31'),
      status,
      paid: status === 'Cancelled' ? (random.chance(0.5) ? -price : 0) : price,
      discount,
      rating: status === 'Attended' && random.chance(0.7) ? random.weighted([1, 2, 3, 4, 5], [2, 4, 14, 38, 42 + (cls.instructor === 'Priya' ? 10 : 0)]) : null,
    };
  });
  return { classes, bookings };
}

const CLASS_COLUMNS: Column<YogaClass>[] = [
  { header: 'class_id', value: (r) => r.id },
  { header: 'class_name', value: (r) => r.name },
  { header: 'style', value: (r) => r.style },
  { header: 'studio', value: (r) => r.studio },
  { header: 'instructor', value: (r) => r.instructor },
  { header: 'capacity', value: (r) => r.capacity },
  { header: 'drop_in_price', value: (r) => dollars(r.price) },
];
const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (r) => r.id },
  { header: 'class_id', value: (r) => r.classId },
  { header: 'member_id', value: (r) => r.member },
  { header: 'class_date', value: (r) => dmy(r.day) },
  { header: 'status', value: (r) => r.status },
  { header: 'amount_paid', value: (r) => dollars(r.paid) },
  { header: 'discount', value: (r) => percentText(r.discount) },
  { header: 'rating', value: (r) => r.rating },
];

export const yogastudio: BusinessSchema = {
  name: 'yogastudio',
  description: "A studio's 64 classes (XLSX, $ text prices, instructor 'None') and 72,000 bookings (CSV, dd/mm/yyyy dates, $ text with negative refunds, % text discounts, blank ratings)",
  async build(dir) {
    const { classes, bookings } = generate();
    const files = [await writeXlsx(join(dir, 'classes.xlsx'), 'Timetable', CLASS_COLUMNS, classes), await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings)];
    const q = questionSet('yogastudio');
    const classOf = new Map(classes.map((c) => [c.id, c]));
    const inRange = (from: string, to: string) => (b: Booking) => between(b.day, from, to);
    const paid = (b: Booking) => b.paid;
    const of = (b: Booking) => classOf.get(b.classId)!;

    q.ask('How many bookings were attended?', count(countWhere(bookings, (b) => b.status === 'Attended')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('Total amount paid across all bookings', amount(sumOf(bookings, paid)));
    q.ask('How many bookings were refunded (negative amount paid)?', count(countWhere(bookings, (b) => b.paid < 0)));
    q.ask('Average rating for Yin classes', amount(avgOf(bookings, (b) => b.rating, (b) => of(b).style === 'Yin')));
    q.ask('Which instructor has the best average rating?', winner(groupBy(bookings, (b) => of(b).instructor, 'avg', (b) => b.rating)));
    q.ask('How many classes have None as the instructor?', count(countWhere(classes, (c) => c.instructor === 'None')));
    q.ask('Bookings per studio', countsBy(groupBy(bookings, (b) => of(b).studio, 'count')));
    q.ask('Which style was booked the most in 2025?', winner(groupBy(bookings, (b) => of(b).style, 'count', undefined, inRange('2025-01-01', '2025-12-31'))));
    q.ask('Revenue by studio', breakdown(groupBy(bookings, (b) => of(b).studio, 'sum', paid)));
    q.ask('What is the average drop-in price?', amount(avgOf(classes, (c) => c.price)));
    q.ask('How many bookings were for Total Body classes?', count(countWhere(bookings, (b) => of(b).style === 'Total Body')));
    q.ask('Top 3 classes by attended bookings', ranking(ranked(groupBy(bookings, (b) => of(b).name, 'count', undefined, (b) => b.status === 'Attended'), 3)));
    q.ask('How many different members booked a class?', count(new Set(bookings.map((b) => b.member)).size));
    const dec = q.ask('How many bookings in December 2024?', count(countWhere(bookings, inRange('2024-12-01', '2024-12-31'))));
    q.followUp(dec, 'and January 2025?', count(countWhere(bookings, inRange('2025-01-01', '2025-01-31'))));
    q.ask('What is the average discount on attended bookings?', percent(avgOf(bookings, (b) => b.discount, (b) => b.status === 'Attended'), 2));
    q.ask('How many bookings had a 50% discount?', count(countWhere(bookings, (b) => b.discount === 50)));
    q.ask('Overall average rating', amount(avgOf(bookings, (b) => b.rating)));
    q.ask('How many bookings have no rating?', count(countWhere(bookings, (b) => b.rating === null)));
    q.ask('Total paid for class 112', amount(sumOf(bookings, paid, (b) => b.classId === 112)));
    q.ask('Total capacity of the Riverside classes', count(sumOf(classes, (c) => c.capacity, (c) => c.studio === 'Riverside')));
    q.ask('Which month of 2024 had the most bookings?', month(ranked(groupBy(bookings, (b) => b.day.slice(0, 7), 'count', undefined, inRange('2024-01-01', '2024-12-31')), 1)[0]));
    q.ask('Average amount paid for Pilates bookings', amount(avgOf(bookings, paid, (b) => of(b).style === 'Pilates')));
    q.ask('Which studio made the least revenue in Q2 2025?', winner(groupBy(bookings, (b) => of(b).studio, 'sum', paid, inRange('2025-04-01', '2025-06-30')), 'asc'));
    q.ask('Bookings by status in 2025', countsBy(groupBy(bookings, (b) => b.status, 'count', undefined, inRange('2025-01-01', '2025-12-31'))));
    q.ask('What share of revenue came from HIIT?', percent(percentOf(sumOf(bookings, paid, (b) => of(b).style === 'HIIT'), sumOf(bookings, paid))));
    const maya = q.ask("How many attended bookings did Maya's classes get?", count(countWhere(bookings, (b) => b.status === 'Attended' && of(b).instructor === 'Maya')));
    q.followUp(maya, 'What about Kai?', count(countWhere(bookings, (b) => b.status === 'Attended' && of(b).instructor === 'Kai')));
    q.ask('How many late cancels were there at Northgate?', count(countWhere(bookings, (b) => b.status === 'Late cancel' && of(b).studio === 'Northgate')));
    q.ask('Which style has the highest average drop-in price?', winner(groupBy(classes, (c) => c.style, 'avg', (c) => c.price)));

    q.ask("What's our member retention rate?", decline('no membership periods'));
    q.ask('What is the average age of our members?', decline('no member ages'));
    q.ask('How much do we pay each instructor?', decline('no instructor pay'));
    q.ask('How many mats were rented?', decline('no rentals'));
    q.ask('What is the average heart rate in HIIT classes?', decline('no heart rate data'));
    q.ask('Which classes are running at a loss?', decline('no costs'));
    q.ask('How many trial passes converted to memberships?', decline('no passes or memberships'));
    q.ask('How long is the waitlist for Vinyasa?', decline('no waitlist'));
    return { files, questions: q.questions };
  },
};
