// A wedding venue's bookings and payments: 720 bookings for weddings from March 2024 to September
// 2027, those after 29 November 2026 still to come (XLSX: couple, wedding date, package, ceremony
// room, guest count stored as text, contract value in GBP, status, coordinator blank on some,
// catering where "None" is a value, and a package named "Total Elegance") and about 5,800 payments
// (CSV: deposits, instalments, final balances and negative refunds) sharing `booking_ref`.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Booking {
  ref: string;
  couple: string;
  event: string;
  booked: string;
  pkg: string;
  room: string;
  guests: number;
  value: number;
  status: string;
  coordinator: string | null;
  catering: string;
}

interface Payment {
  id: number;
  ref: string;
  paid: string;
  amount: number;
  kind: string;
  method: string;
}

const SURNAMES = ['Abbott', 'Bennett', 'Carter', 'Dawson', 'Ellison', 'Foster', 'Garside', 'Holloway', 'Ingram', 'Jarvis', 'Kendall', 'Lawson', 'Mistry', 'Norris', 'Okafor', 'Pearce', 'Rahman', 'Sutcliffe', 'Thornton', 'Varley', 'Whitaker', 'Yates', 'Brennan', 'Chowdhury', 'Dunn', 'Fairley', 'Hartley', 'Lister', 'Marsden', 'Pickles'];
// package, weight, base price, price per guest
const PACKAGES: [string, number, number, number][] = [
  ['Classic', 34, 6_500, 62], ['Garden Party', 20, 5_200, 55], ['Twilight', 16, 3_400, 38], ['Total Elegance', 14, 11_000, 95], ['Winter Warmer', 16, 4_200, 48],
];
const ROOMS = ['Orangery', 'Great Hall', 'Walled Garden'];
const COORDINATORS = ['Harriet Lowe', 'Imogen Price', 'Sanjay Patel', 'Megan Doyle', 'Tom Ridley'];

function generate(): { bookings: Booking[]; payments: Payment[] } {
  const random = createRandom(33_401);
  const bookings: Booking[] = [];
  // Weddings more than 180 days off were booked at some point before today (2026-11-29).
  const bookedOn = (day: string) => (day > '2026-11-28' ? addDays('2026-11-28', -random.int(0, 300)) : day);
  for (let i = 0; i < 720; i++) {
    const event = random.date('2024-03-01', '2027-09-30');
    const monthNo = Number(event.slice(5, 7));
    const winter = monthNo <= 2 || monthNo >= 11;
    const pkg = winter && random.chance(0.6) ? PACKAGES[4] : random.weighted(PACKAGES, PACKAGES.map((p) => p[1]));
    const guests = Math.max(24, Math.round(random.normal(pkg[0] === 'Twilight' ? 70 : 110, 30)));
    const status = event > '2026-11-29' ? (random.chance(0.9) ? 'Confirmed' : 'Cancelled') : random.chance(0.93) ? 'Completed' : 'Cancelled';
    bookings.push({
      ref: '',
      couple: `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)}`,
      event,
      booked: bookedOn(addDays(event, -random.int(180, 600))),
      pkg: pkg[0],
      room: pkg[0] === 'Garden Party' ? 'Walled Garden' : random.weighted(ROOMS, [40, 45, 15]),
      guests,
      value: roundTo(pkg[2] + pkg[3] * guests + random.int(0, 30) * 50, 2),
      status,
      coordinator: random.chance(0.07) ? null : random.weighted(COORDINATORS, [26, 22, 20, 18, 14]),
      catering: random.weighted(['Venue', 'External', 'None'], [72, 22, 6]),
    });
  }
  bookings.sort((a, b) => a.booked.localeCompare(b.booked) || a.event.localeCompare(b.event));
  bookings.forEach((b, i) => (b.ref = `WV-${String(i + 1).padStart(4, '0')}`));
  const payments: Payment[] = [];
  const method = () => random.weighted(['Bank transfer', 'Card', 'Cheque'], [70, 24, 6]);
  for (const b of bookings) {
    const deposit = b.pkg === 'Total Elegance' ? 2_000 : 1_000;
    payments.push({ id: 0, ref: b.ref, paid: b.booked, amount: deposit, kind: 'Deposit', method: method() });
    const last = b.event > '2026-11-29' ? '2026-11-29' : addDays(b.event, -14);
    const instalments = random.int(4, 9);
    const each = roundTo((b.value - deposit) / (instalments + 1), 2);
    let paidSoFar = deposit;
    for (let k = 1; k <= instalments; k++) {
      const when = addDays(b.booked, Math.round((k * (Date.parse(last) - Date.parse(b.booked))) / 86_400_000 / (instalments + 1)));
      if (b.status === 'Cancelled' && k > instalments / 2) break;
      if (when > '2026-11-29') break;
      payments.push({ id: 0, ref: b.ref, paid: when, amount: each, kind: 'Instalment', method: method() });
      paidSoFar += each;
    }
    if (b.status === 'Completed') {
      payments.push({ id: 0, ref: b.ref, paid: last, amount: roundTo(b.value - paidSoFar, 2), kind: 'Final balance', method: method() });
    } else if (b.status === 'Cancelled' && random.chance(0.5) && paidSoFar > deposit) {
      const refundDay = addDays(b.event, -random.int(60, 150));
      const clamped = refundDay > '2026-11-29' ? '2026-11-29' : refundDay;
      payments.push({ id: 0, ref: b.ref, paid: clamped < b.booked ? b.booked : clamped, amount: -roundTo((paidSoFar - deposit) * 0.5, 2), kind: 'Refund', method: 'Bank transfer' });
    }
  }
  payments.sort((a, b) => a.paid.localeCompare(b.paid) || a.ref.localeCompare(b.ref));
  payments.forEach((p, i) => (p.id = 70_001 + i));
  return { bookings, payments };
}

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_ref', value: (b) => b.ref },
  { header: 'couple', value: (b) => b.couple },
  { header: 'wedding_date', value: (b) => b.event },
  { header: 'booked_on', value: (b) => b.booked },
  { header: 'package', value: (b) => b.pkg },
  { header: 'ceremony_room', value: (b) => b.room },
  // Typed in as text by the booking form: Excel shows "number stored as text".
  { header: 'guest_count', value: (b) => String(b.guests) },
  { header: 'Contract value (GBP)', value: (b) => b.value },
  { header: 'status', value: (b) => b.status },
  { header: 'coordinator', value: (b) => b.coordinator },
  { header: 'catering', value: (b) => b.catering },
];

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { header: 'payment_id', value: (p) => p.id },
  { header: 'booking_ref', value: (p) => p.ref },
  { header: 'paid_on', value: (p) => p.paid },
  { header: 'amount_gbp', value: (p) => p.amount },
  { header: 'payment_type', value: (p) => p.kind },
  { header: 'method', value: (p) => p.method },
];

export const weddingvenue: BusinessSchema = {
  name: 'weddingvenue',
  description: "A wedding venue's 720 bookings for weddings Mar 2024-Sep 2027 (XLSX, guest counts as text) and their payments in GBP (CSV) sharing booking_ref",
  async build(dir) {
    const { bookings, payments } = generate();
    const files = [
      await writeXlsx(join(dir, 'wedding_bookings.xlsx'), 'Bookings', BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'wedding_payments.csv'), PAYMENT_COLUMNS, payments),
    ];
    const q = questionSet('weddingvenue');
    const bookingOf = new Map(bookings.map((b) => [b.ref, b]));
    const value = (b: Booking) => b.value;
    const live = (b: Booking) => b.status !== 'Cancelled';
    const amt = (p: Payment) => p.amount;
    const inYear = (y: string) => (b: Booking) => b.event.startsWith(y);
    const sample = bookings.find((b) => b.status === 'Completed' && b.event.startsWith('2025-08'))!;
    const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

    q.ask('How many bookings do we have?', count(bookings.length));
    q.ask('How many weddings were cancelled?', count(countWhere(bookings, (b) => b.status === 'Cancelled')));
    q.ask('How many confirmed weddings are still to come?', count(countWhere(bookings, (b) => b.status === 'Confirmed')));
    q.ask('Total contract value of completed weddings', amount(sumOf(bookings, value, (b) => b.status === 'Completed')));
    q.ask('What is the average number of guests per booking?', amount(avgOf(bookings, (b) => b.guests), 1));
    q.ask('What is the biggest guest count on any booking?', count(maxOf(bookings, (b) => b.guests)));
    q.ask('Which package is booked most often?', winner(groupBy(bookings, (b) => b.pkg, 'count')));
    q.ask('Contract value by package, excluding cancellations', breakdown(groupBy(bookings, (b) => b.pkg, 'sum', value, live)));
    q.ask('Which ceremony room has the most bookings?', winner(groupBy(bookings, (b) => b.room, 'count')));
    q.ask('Average contract value for Total Elegance', amount(avgOf(bookings, value, (b) => b.pkg === 'Total Elegance')));
    q.ask('Median contract value across all bookings', amount(medianOf(bookings, value)));
    q.ask('How many weddings were held in June 2025?', count(countWhere(bookings, (b) => b.event.startsWith('2025-06') && b.status === 'Completed')));
    q.ask('How many bookings are for a Friday wedding?', count(countWhere(bookings, (b) => weekday(b.event) === 5)));
    q.ask('How much money have we received in payments in total, net of refunds?', amount(sumOf(payments, amt)));
    q.ask('Net payments received by method', breakdown(groupBy(payments, (p) => p.method, 'sum', amt)));
    q.ask('How much have we refunded?', amount(-sumOf(payments, amt, (p) => p.kind === 'Refund')));
    q.ask('How many deposits have been paid?', count(countWhere(payments, (p) => p.kind === 'Deposit')));
    q.ask('Average instalment amount', amount(avgOf(payments, amt, (p) => p.kind === 'Instalment')));
    q.ask('How many bookings were made in Q1 2025?', count(countWhere(bookings, (b) => b.booked.startsWith('2025') && quarterOf(b.booked) === 1)));
    q.ask('What percentage of bookings use external caterers?', percent(percentOf(countWhere(bookings, (b) => b.catering === 'External'), bookings.length)));
    q.ask('Which coordinator looks after the most bookings?', winner(groupBy(bookings, (b) => b.coordinator, 'count')));
    q.ask('How many bookings have no coordinator assigned?', count(countWhere(bookings, (b) => b.coordinator === null)));
    q.ask(`How much has booking ${sample.ref} paid so far?`, amount(sumOf(payments, amt, (p) => p.ref === sample.ref)));
    q.ask('How many different bookings have paid at least once by cheque?', count(new Set(payments.filter((p) => p.method === 'Cheque').map((p) => p.ref)).size));
    const orangery = q.ask('How many weddings in the Orangery in 2025?', count(countWhere(bookings, (b) => b.room === 'Orangery' && inYear('2025')(b) && live(b))));
    q.followUp(orangery, 'what about 2026?', count(countWhere(bookings, (b) => b.room === 'Orangery' && inYear('2026')(b) && live(b))));
    q.ask('What share of bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'Cancelled'), bookings.length)));
    q.ask('How much did we receive in March 2026?', amount(sumOf(payments, amt, (p) => p.paid.startsWith('2026-03'))));
    q.ask('Top 3 coordinators by total contract value booked', ranking(ranked(groupBy(bookings, (b) => b.coordinator, 'sum', value), 3)));
    q.ask('How many bookings are for more than 150 guests?', count(countWhere(bookings, (b) => b.guests > 150)));
    q.ask('Guests hosted by package in completed weddings', countsBy(groupBy(bookings, (b) => b.pkg, 'sum', (b) => b.guests, (b) => b.status === 'Completed')));
    q.ask('How many bookings have no catering (None)?', count(countWhere(bookings, (b) => b.catering === 'None')));
    q.ask('Total paid by card since 1 January 2026', amount(sumOf(payments, amt, (p) => p.method === 'Card' && p.paid >= '2026-01-01')));
    q.ask('Net amount paid by Total Elegance couples, after refunds', amount(sumOf(payments, amt, (p) => bookingOf.get(p.ref)!.pkg === 'Total Elegance')));
    q.ask('Number of weddings per year (not cancelled)', countsBy(groupBy(bookings, (b) => b.event.slice(0, 4), 'count', undefined, live)));
    q.ask('How many payments were made between 1 and 30 September 2025?', count(countWhere(payments, (p) => p.paid >= '2025-09-01' && p.paid <= '2025-09-30')));
    q.ask('Average guest count for Walled Garden bookings', amount(avgOf(bookings, (b) => b.guests, (b) => b.room === 'Walled Garden'), 1));

    q.ask('What menu did most couples choose?', decline('no menu column'));
    q.ask('How many weddings took place in 2023?', decline('weddings start in March 2024'));
    q.ask('How many guests had dietary requirements?', decline('no dietary data'));
    q.ask('Which photographer did the most weddings?', decline('no photographer column'));
    q.ask('What was the weather like on wedding days?', decline('no weather data'));
    q.ask('How much did the Smith-Kowalski wedding cost?', decline('no such couple'));
    q.ask('What profit did we make on each wedding?', decline('no cost data'));
    q.ask('What is our average review rating?', decline('no reviews'));
    q.ask('How much did the bar take?', decline('no bar takings'));
    q.ask('How old are our couples on average?', decline('no ages'));
    q.ask('How many enquiries turned into bookings?', decline('no enquiries table'));
    return { files, questions: q.questions };
  },
};
