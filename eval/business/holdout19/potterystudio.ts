// A pottery studio: 1,150 classes from September 2024 to October 2025 (XLSX), their bookings
// (CSV) and the kiln firings (CSV), joined by `class_id`. Traps: booking ids that look numeric, a
// voucher column whose usual value is the word "none", gift-card bookings that paid nothing,
// cancelled bookings with nothing paid and refunded ones that still show what was paid, cone
// numbers written as text with leading zeros ("04", "06"), blank kWh for the gas-fired raku kiln,
// aborted firings, and open-studio firings with no class.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Klass {
  id: string;
  type: string;
  tutor: string;
  date: string;
  time: string;
  capacity: number;
  price: number;
}

interface Booking {
  id: number;
  klass: string;
  student: string;
  bookedOn: string;
  seats: number;
  paid: number;
  voucher: string;
  status: string;
}

interface Firing {
  id: string;
  kiln: string;
  type: string;
  date: string;
  cone: string;
  pieces: number;
  lost: number;
  kwh: number | null;
  klass: string | null;
  status: string;
}

// class type, price per seat, capacity, weight, start time
const TYPES: [string, number, number, number, string][] = [
  ['Wheel Throwing for Beginners', 45, 8, 26, '18:30'], ['Hand Building', 38, 10, 18, '10:00'], ['Glaze Lab', 30, 10, 10, '14:00'],
  ['Date Night on the Wheel', 42, 8, 12, '19:00'], ['Kids Clay Club', 18, 12, 16, '10:30'], ['Raku Firing Day', 95, 6, 6, '09:30'],
  ['Six-Week Wheel Course', 240, 8, 12, '18:00'],
];
const TUTORS = ['Priya Shah', 'Tom Hollis', 'Ana Costa', 'Greg Munro', 'Lise Berg'];
const FIRST = ['Abby', 'Ben', 'Cara', 'Dev', 'Edie', 'Finn', 'Gemma', 'Harry', 'Isla', 'Jack', 'Kate', 'Leo', 'Maya', 'Ned', 'Olive', 'Pete', 'Rhea', 'Seb', 'Tess', 'Vik', 'Wren', 'Zoe', 'Anya', 'Bruno', 'Cleo'];
const LAST = ['Ashby', 'Barker', 'Cho', 'Dixon', 'Eaton', 'Fenwick', 'Gray', 'Holt', 'Ives', 'Jordan', 'Kemp', 'Lister', 'Mason', 'North', 'Okafor', 'Pryce', 'Rudd', 'Sykes', 'Thorne', 'Vance', 'Ward', 'Yeo'];

function generate(): { classes: Klass[]; bookings: Booking[]; firings: Firing[] } {
  const random = createRandom(36_303);
  const classes: Klass[] = [];
  for (let i = 0; i < 1_150; i++) {
    const [type, price, capacity, , time] = (() => {
      const t = random.weighted(TYPES.map((x) => x[0]), TYPES.map((x) => x[3]));
      return TYPES.find((x) => x[0] === t)!;
    })();
    const tutor = type === 'Kids Clay Club' ? random.pick(['Ana Costa', 'Greg Munro']) : type === 'Raku Firing Day' ? random.pick(['Tom Hollis', 'Lise Berg']) : random.weighted(TUTORS, [30, 24, 18, 14, 14]);
    classes.push({ id: '', type, tutor, date: random.date('2024-09-02', '2025-10-31'), time, capacity, price });
  }
  classes.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.type.localeCompare(b.type));
  classes.forEach((c, i) => (c.id = `PC-${1_001 + i}`));
  const students = shuffled(random, FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`))).slice(0, 420);
  const loyalty = students.map(() => Math.exp(random.normal(0, 0.9)));
  const bookings: Booking[] = [];
  for (const c of classes) {
    const target = Math.round(c.capacity * random.float(0.45, 1, 2));
    let seats = 0;
    while (seats < target) {
      const n = c.type === 'Date Night on the Wheel' ? 2 : c.type === 'Kids Clay Club' ? random.weighted([1, 2], [70, 30]) : random.weighted([1, 2], [82, 18]);
      seats += n;
      const winter = ['11', '12', '01', '02'].includes(c.date.slice(5, 7));
      const voucher = random.weighted(['none', 'GIFTCARD', 'WINTER15', 'FRIEND10'], [80, 7, winter ? 9 : 0, 5]);
      const roll = random.next();
      const status = roll < 0.07 ? 'cancelled' : roll < 0.15 ? 'refunded' : roll < 0.22 ? 'no-show' : 'attended';
      const gross = n * c.price;
      const paid = status === 'cancelled' || voucher === 'GIFTCARD' ? 0 : voucher === 'WINTER15' ? Math.round(gross * 85) / 100 : voucher === 'FRIEND10' ? Math.round(gross * 90) / 100 : gross;
      bookings.push({ id: 0, klass: c.id, student: random.weighted(students, loyalty), bookedOn: addDays(c.date, -random.int(1, 45)), seats: n, paid, voucher, status });
    }
  }
  bookings.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.klass.localeCompare(b.klass));
  bookings.forEach((b, i) => (b.id = 310_001 + i));
  const firings: Omit<Firing, 'id'>[] = [];
  const fire = (type: string, date: string, klass: string | null, pieces: number) => {
    const kiln = type === 'Raku' ? 'Raku Kiln' : pieces > 40 ? 'Big Kiln' : random.weighted(['Big Kiln', 'Little Kiln'], [45, 55]);
    const status = random.chance(0.035) ? 'Aborted' : 'Completed';
    const lossRate = type === 'Raku' ? 0.12 : type === 'Bisque' ? 0.03 : 0.05;
    let lost = 0;
    for (let i = 0; i < pieces; i++) if (random.chance(lossRate * (kiln === 'Little Kiln' ? 1.4 : 1))) lost++;
    const kwh = kiln === 'Raku Kiln' ? null : Math.round(random.normal(kiln === 'Big Kiln' ? 62 : 28, 6) * (type === 'Glaze' ? 1.25 : 1) * (status === 'Aborted' ? 0.4 : 1) * 10) / 10;
    firings.push({ kiln, type, date, cone: type === 'Raku' ? '010' : type === 'Bisque' ? '04' : random.weighted(['06', '6'], [30, 70]), pieces, lost: status === 'Aborted' ? 0 : lost, kwh, klass, status });
  };
  for (const c of classes) {
    const made = countWhere(bookings, (b) => b.klass === c.id && b.status === 'attended');
    if (c.type === 'Raku Firing Day') fire('Raku', c.date, c.id, made * 2 + random.int(0, 3));
    else if (c.type !== 'Glaze Lab' && random.chance(0.55)) {
      const bisque = addDays(c.date, random.int(5, 10));
      if (bisque <= '2025-11-14') fire('Bisque', bisque, c.id, made * random.int(1, 3) + random.int(0, 4));
      const glaze = addDays(bisque, random.int(7, 14));
      if (c.type !== 'Kids Clay Club' && glaze <= '2025-11-14' && random.chance(0.8)) fire('Glaze', glaze, c.id, made * random.int(1, 2) + random.int(0, 3));
    }
  }
  for (let i = 0; i < 420; i++) {
    const type = random.weighted(['Bisque', 'Glaze'], [55, 45]);
    fire(type, random.date('2024-09-02', '2025-11-14'), null, random.int(12, 70));
  }
  const sorted = firings.sort((a, b) => a.date.localeCompare(b.date) || a.kiln.localeCompare(b.kiln) || a.pieces - b.pieces).map((f, i) => ({ ...f, id: `F-${String(i + 1).padStart(4, '0')}` }));
  return { classes, bookings, firings: sorted };
}

const CLASS_COLUMNS: Column<Klass>[] = [
  { header: 'class_id', value: (c) => c.id },
  { header: 'class_name', value: (c) => c.type },
  { header: 'tutor', value: (c) => c.tutor },
  { header: 'class_date', value: (c) => c.date },
  { header: 'start_time', value: (c) => c.time },
  { header: 'capacity', value: (c) => c.capacity },
  { header: 'Price per Seat (GBP)', value: (c) => c.price },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.id },
  { header: 'class_id', value: (b) => b.klass },
  { header: 'student_name', value: (b) => b.student },
  { header: 'booked_on', value: (b) => b.bookedOn },
  { header: 'seats', value: (b) => b.seats },
  { header: 'Amount Paid (GBP)', value: (b) => b.paid },
  { header: 'voucher', value: (b) => b.voucher },
  { header: 'status', value: (b) => b.status },
];

const FIRING_COLUMNS: Column<Firing>[] = [
  { header: 'firing_id', value: (f) => f.id },
  { header: 'kiln', value: (f) => f.kiln },
  { header: 'firing_type', value: (f) => f.type },
  { header: 'fired_on', value: (f) => f.date },
  { header: 'cone', value: (f) => f.cone },
  { header: 'pieces_loaded', value: (f) => f.pieces },
  { header: 'pieces_lost', value: (f) => f.lost },
  { header: 'energy_kwh', value: (f) => f.kwh },
  { header: 'class_id', value: (f) => f.klass },
  { header: 'outcome', value: (f) => f.status },
];

export const potterystudio: BusinessSchema = {
  name: 'potterystudio',
  description: 'A pottery studio: 1,150 classes Sep 2024-Oct 2025 (XLSX), their bookings (CSV) and kiln firings (CSV), joined by class_id',
  async build(dir) {
    const { classes, bookings, firings } = generate();
    const files = [
      await writeXlsx(join(dir, 'classes.xlsx'), 'Classes', CLASS_COLUMNS, classes),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'kiln_firings.csv'), FIRING_COLUMNS, firings),
    ];
    const q = questionSet('potterystudio');
    const classOf = new Map(classes.map((c) => [c.id, c]));
    const typeOf = (b: { klass: string }) => classOf.get(b.klass)!.type;
    const tutorOf = (b: { klass: string }) => classOf.get(b.klass)!.tutor;
    const notRefunded = (b: Booking) => b.status !== 'refunded';
    const done = (f: Firing) => f.status === 'Completed';
    const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
    const lossRate = (where: (f: Firing) => boolean) => {
      const loaded = groupBy(firings, (f) => f.kiln, 'sum', (f) => f.pieces, where);
      const lost = groupBy(firings, (f) => f.kiln, 'sum', (f) => f.lost, where);
      return new Map([...loaded].map(([k, n]) => [k, percentOf(lost.get(k) ?? 0, n)]));
    };

    q.ask('How many classes have we run?', count(classes.length));
    q.ask('classes by type', countsBy(groupBy(classes, (c) => c.type, 'count')));
    q.ask('Which tutor has taught the most classes?', winner(groupBy(classes, (c) => c.tutor, 'count')));
    q.ask('How many classes did Priya Shah teach in Q1 2025?', count(countWhere(classes, (c) => c.tutor === 'Priya Shah' && c.date.startsWith('2025') && quarterOf(c.date) === 1)));
    q.ask('In which month were the most bookings made?', month(ranked(groupBy(bookings, (b) => b.bookedOn.slice(0, 7), 'count'), 1)[0]));
    q.ask('How many classes ran between 1 and 21 December 2024?', count(countWhere(classes, (c) => c.date >= '2024-12-01' && c.date <= '2024-12-21')));
    q.ask('How many bookings have we had altogether?', count(bookings.length));
    q.ask('How many seats did we sell, not counting cancelled or refunded bookings?', count(sumOf(bookings, (b) => b.seats, (b) => b.status !== 'cancelled' && b.status !== 'refunded')));
    q.ask('How much did we take from bookings that were attended?', amount(sumOf(bookings, (b) => b.paid, (b) => b.status === 'attended')));
    q.ask('What percentage of bookings were no-shows?', percent(percentOf(countWhere(bookings, (b) => b.status === 'no-show'), bookings.length)));
    q.ask('bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('Which class type brings in the most money? Ignore refunded bookings', winner(groupBy(bookings, typeOf, 'sum', (b) => b.paid, notRefunded)));
    q.ask('How many bookings used a voucher?', count(countWhere(bookings, (b) => b.voucher !== 'none')));
    q.ask('bookings per voucher code', countsBy(groupBy(bookings, (b) => b.voucher, 'count')));
    q.ask('How many Raku Firing Day bookings were refunded?', count(countWhere(bookings, (b) => typeOf(b) === 'Raku Firing Day' && b.status === 'refunded')));
    q.ask('Who are our top 3 students by number of bookings?', ranking(ranked(groupBy(bookings, (b) => b.student, 'count'), 3)));
    q.ask('Average amount paid per attended Wheel Throwing for Beginners booking', amount(avgOf(bookings, (b) => b.paid, (b) => b.status === 'attended' && typeOf(b) === 'Wheel Throwing for Beginners')));
    q.ask('How many bookings have come in since 1 September 2025?', count(countWhere(bookings, (b) => b.bookedOn >= '2025-09-01')));
    const hb = q.ask('How many bookings did Hand Building classes held in March 2025 get?', count(countWhere(bookings, (b) => typeOf(b) === 'Hand Building' && classOf.get(b.klass)!.date.startsWith('2025-03'))));
    q.followUp(hb, 'And in April?', count(countWhere(bookings, (b) => typeOf(b) === 'Hand Building' && classOf.get(b.klass)!.date.startsWith('2025-04'))));
    q.ask("Which tutor's classes had the most no-shows?", winner(groupBy(bookings, tutorOf, 'count', undefined, (b) => b.status === 'no-show')));
    q.ask('takings per tutor, excluding refunded bookings', breakdown(groupBy(bookings, tutorOf, 'sum', (b) => b.paid, notRefunded)));
    q.ask('What share of bookings were for Kids Clay Club?', percent(percentOf(countWhere(bookings, (b) => typeOf(b) === 'Kids Clay Club'), bookings.length)));
    q.ask('How many seats were booked for Saturday classes?', count(sumOf(bookings, (b) => b.seats, (b) => weekday(classOf.get(b.klass)!.date) === 6)));
    q.ask('How much was paid on WINTER15 bookings?', amount(sumOf(bookings, (b) => b.paid, (b) => b.voucher === 'WINTER15')));
    q.ask('How many kiln firings have there been?', count(firings.length));
    q.ask('firings per kiln', countsBy(groupBy(firings, (f) => f.kiln, 'count')));
    q.ask('How many firings were aborted?', count(countWhere(firings, (f) => f.status === 'Aborted')));
    q.ask('How many pieces went through completed glaze firings?', count(sumOf(firings, (f) => f.pieces, (f) => done(f) && f.type === 'Glaze')));
    q.ask('What percentage of pieces were lost in completed firings?', percent(percentOf(sumOf(firings, (f) => f.lost, done), sumOf(firings, (f) => f.pieces, done)), 2));
    q.ask('Which kiln uses the most electricity per completed firing on average?', winner(groupBy(firings, (f) => f.kiln, 'avg', (f) => f.kwh, (f) => done(f) && f.kwh !== null)));
    q.ask('Total kWh used by the kilns in 2025', amount(sumOf(firings, (f) => f.kwh, (f) => f.date.startsWith('2025')), 1));
    q.ask('Which kiln has the worst breakage rate on completed firings?', winner(lossRate(done)));
    q.ask("How many firings weren't linked to any class?", count(countWhere(firings, (f) => f.klass === null)));
    q.ask('How many pieces were lost in firings for Raku Firing Day classes?', count(sumOf(firings, (f) => f.lost, (f) => f.klass !== null && classOf.get(f.klass)!.type === 'Raku Firing Day')));
    q.ask('When was the last glaze firing?', day(dateRange(firings, (f) => f.date, (f) => f.type === 'Glaze').last));
    q.ask('How many firings were done at cone 04?', count(countWhere(firings, (f) => f.cone === '04')));

    q.ask('How much clay do we have left in stock?', decline('no stock data'));
    q.ask('Which glaze colours are most popular?', decline('no glaze colour column'));
    q.ask('What is the average age of our students?', decline('no ages'));
    q.ask("Why do students not turn up to classes they've booked?", decline('no reasons'));
    q.ask('How much do we pay Tom Hollis per class?', decline('no tutor pay'));
    q.ask('How many bookings will we get next month?', decline('a forecast'));
    q.ask('What does the pottery café across town charge for a wheel class?', decline('another business'));
    q.ask('How many classes did we run in 2023?', decline('classes start in September 2024'));
    q.ask('What rating do students give the Glaze Lab?', decline('no ratings'));
    q.ask('What temperature did the Big Kiln reach on its last firing?', decline('no temperature column'));
    q.ask('How much did we spend on clay and glaze materials this year?', decline('no costs'));
    return { files, questions: q.questions };
  },
};
