// A holiday cottage letting agency: 310 owners (CSV), 380 cottages (XLSX) sharing `owner_id`, and
// about 9,500 bookings arriving from January 2025 to April 2027 (CSV) sharing `cottage_ref`.
// Traps: cottage refs and booking refs that look numeric (never summed), booking values written as
// text with a pound sign and thousands commas ("£1,234.50"), bookings still to come beside completed
// and cancelled ones (a cancelled booking keeps its quoted price), a blank dog count where dogs are
// not allowed, Yes/No flags, withdrawn cottages still in the list, the commission rate in a percent
// header on the owners' table, and cottages called "Total Bliss" and "The End Cottage".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Owner {
  id: string;
  name: string;
  county: string;
  commission: number;
  payout: string;
  joined: string;
  vat: boolean;
}

interface Cottage {
  ref: number;
  name: string;
  region: string;
  bedrooms: number;
  sleeps: number;
  dogs: boolean;
  hotTub: boolean;
  owner: string;
  rate: number;
  status: string;
}

interface Booking {
  ref: number;
  cottage: number;
  bookedOn: string;
  arrival: string;
  nights: number;
  guests: number;
  dogs: number | null;
  price: number;
  status: string;
  channel: string;
  repeat: boolean;
}

const FIRST = ['Anne', 'Brian', 'Carol', 'David', 'Elaine', 'Frank', 'Gillian', 'Howard', 'Irene', 'James', 'Karen', 'Lionel', 'Margaret', 'Nigel', 'Patricia', 'Robert', 'Susan', 'Trevor', 'Valerie', 'William'];
const LAST = ['Ashworth', 'Bellamy', 'Cartwright', 'Dunmore', 'Ellison', 'Fairweather', 'Gresham', 'Hartley', 'Ingram', 'Jessop', 'Kendrick', 'Langford', 'Merriman', 'Northcott', 'Oakley', 'Pendleton', 'Quayle', 'Rowntree', 'Sherwood', 'Tremayne'];
const COUNTIES = ['Cornwall', 'Devon', 'Cumbria', 'Derbyshire', 'North Yorkshire', 'Norfolk', 'Gloucestershire', 'London', 'Surrey', 'Gwynedd'];
// region, weight, rate factor
const REGIONS: [string, number, number][] = [
  ['Cornwall', 22, 1.2], ['Devon', 16, 1.05], ['Lake District', 15, 1.15], ['Peak District', 10, 0.95], ['Yorkshire Dales', 11, 0.9],
  ['Norfolk Coast', 9, 1], ['Cotswolds', 9, 1.25], ['Snowdonia', 8, 0.85],
];
const FIRST_WORDS = ['Rose', 'Ivy', 'Bramble', 'Honeysuckle', 'Willow', 'Hawthorn', 'Meadow', 'Orchard', 'Stable', 'Mill', 'Chapel', 'Beck', 'Harbour', 'Curlew', 'Heather', 'Foxglove', 'Swallow', 'Wren', 'Granary', 'Dairy'];
const SECOND_WORDS = ['Cottage', 'Barn', 'Lodge', 'House', 'Retreat', 'View', 'End', 'Loft', 'Nook', 'Cabin', 'Byre', 'Croft', 'Corner', 'Shepherd\'s Hut', 'Farmhouse', 'Rest', 'Hideaway', 'Haven', 'Place'];
const CHANNELS: [string, number][] = [['Direct', 38], ['Airbnb', 27], ['Booking.com', 21], ['Phone', 14]];
const TODAY = '2026-11-30';

function money(value: number): string {
  return `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function generate(): { owners: Owner[]; cottages: Cottage[]; bookings: Booking[] } {
  const random = createRandom(44_733);
  const ownerNames = shuffled(random, FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`))).slice(0, 310);
  const owners: Owner[] = ownerNames.map((name, i) => ({
    id: `OWN-${String(i + 1).padStart(4, '0')}`,
    name,
    county: random.pick(COUNTIES),
    commission: random.weighted([15, 18, 20, 22], [20, 35, 30, 15]),
    payout: random.weighted(['BACS', 'Cheque'], [88, 12]),
    joined: random.date('2012-01-01', '2026-06-30'),
    vat: random.chance(0.18),
  }));
  const cottageNames = shuffled(random, FIRST_WORDS.flatMap((f) => SECOND_WORDS.map((s) => `${f} ${s}`))).slice(0, 378);
  cottageNames.splice(41, 0, 'Total Bliss');
  cottageNames.splice(222, 0, 'The End Cottage');
  // Most owners have one cottage, some two or three, and one has five.
  const ownerOfCottage: string[] = owners.map((o) => o.id);
  while (ownerOfCottage.length < 375) ownerOfCottage.push(owners[random.int(0, 60)].id);
  for (let k = 0; k < 5; k++) ownerOfCottage.push(owners[117].id);
  const ownerSlots = shuffled(random, ownerOfCottage);
  const cottages: Cottage[] = cottageNames.map((name, i) => {
    const region = random.weighted(REGIONS.map((r) => r[0]), REGIONS.map((r) => r[1]));
    const bedrooms = random.weighted([1, 2, 3, 4, 5, 6], [14, 30, 27, 16, 8, 5]);
    const factor = REGIONS.find((r) => r[0] === region)![2];
    return {
      ref: 1_201 + i,
      name,
      region,
      bedrooms,
      sleeps: bedrooms * 2 + (random.chance(0.3) ? 1 : 0) + (bedrooms >= 3 && random.chance(0.3) ? 2 : 0),
      dogs: random.chance(0.45),
      hotTub: random.chance(bedrooms >= 3 ? 0.35 : 0.15),
      owner: ownerSlots[i],
      rate: roundTo(Math.round((55 + bedrooms * 38) * factor * random.float(0.85, 1.2, 2)), 2),
      status: random.chance(0.07) ? 'Withdrawn' : 'Live',
    };
  });
  const appeal = cottages.map((c) => (c.status === 'Withdrawn' ? 0.35 : 1) * random.float(0.3, 2.2, 2) * (c.hotTub ? 1.3 : 1));
  const bookings: Booking[] = [];
  for (let i = 0; i < 9_500; i++) {
    const c = random.weighted(cottages, appeal);
    let arrival = random.date('2025-01-03', '2027-04-30');
    const m = Number(arrival.slice(5, 7));
    if ((m === 1 || m === 2 || m === 11) && random.chance(0.35)) arrival = addDays(arrival, random.weighted([120, 150, 180, 200], [1, 1, 1, 1]) + random.int(0, 20));
    if (arrival > '2027-04-30') arrival = addDays(arrival, -365);
    const nights = random.weighted([2, 3, 4, 5, 7, 10, 14], [10, 20, 14, 10, 32, 7, 7]);
    let bookedOn = addDays(arrival, -random.int(0, 280));
    if (bookedOn > TODAY) bookedOn = addDays(TODAY, -random.int(0, 75));
    if (bookedOn > arrival) bookedOn = arrival;
    if (bookedOn < '2024-06-01') bookedOn = '2024-06-01';
    const departure = addDays(arrival, nights);
    const cancelled = random.chance(0.08);
    const status = cancelled ? 'Cancelled' : departure <= TODAY ? 'Completed' : arrival <= TODAY ? 'Confirmed' : random.chance(0.14) ? 'Provisional' : 'Confirmed';
    const am = Number(arrival.slice(5, 7));
    const season = am >= 7 && am <= 8 ? 1.35 : am === 12 ? 1.2 : am <= 2 || am === 11 ? 0.8 : 1;
    const dogs = c.dogs ? random.weighted([0, 1, 2], [55, 35, 10]) : null;
    const guests = Math.max(1, Math.min(c.sleeps, random.int(Math.max(1, c.sleeps - 4), c.sleeps)));
    const price = roundTo(nights * c.rate * season * (arrival >= '2026-01-01' ? 1.05 : 1) + (dogs ?? 0) * 25, 2);
    bookings.push({ ref: 0, cottage: c.ref, bookedOn, arrival, nights, guests, dogs, price, status, channel: random.weighted(CHANNELS.map((x) => x[0]), CHANNELS.map((x) => x[1])), repeat: random.chance(0.24) });
  }
  bookings.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.cottage - b.cottage);
  bookings.forEach((b, i) => (b.ref = 500_001 + i));
  return { owners, cottages, bookings };
}

const OWNER_COLUMNS: Column<Owner>[] = [
  { header: 'owner_id', value: (o) => o.id },
  { header: 'owner_name', value: (o) => o.name },
  { header: 'home_county', value: (o) => o.county },
  { header: 'Commission %', value: (o) => o.commission },
  { header: 'payout_method', value: (o) => o.payout },
  { header: 'joined', value: (o) => o.joined },
  { header: 'vat_registered', value: (o) => (o.vat ? 'Yes' : 'No') },
];

const COTTAGE_COLUMNS: Column<Cottage>[] = [
  { header: 'Cottage Ref', value: (c) => c.ref },
  { header: 'Cottage Name', value: (c) => c.name },
  { header: 'Region', value: (c) => c.region },
  { header: 'Bedrooms', value: (c) => c.bedrooms },
  { header: 'Sleeps', value: (c) => c.sleeps },
  { header: 'Dogs Allowed', value: (c) => (c.dogs ? 'Yes' : 'No') },
  { header: 'Hot Tub', value: (c) => (c.hotTub ? 'Yes' : 'No') },
  { header: 'owner_id', value: (c) => c.owner },
  { header: 'Nightly Rate (£)', value: (c) => c.rate },
  { header: 'Listing Status', value: (c) => c.status },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_ref', value: (b) => b.ref },
  { header: 'cottage_ref', value: (b) => b.cottage },
  { header: 'booked_on', value: (b) => b.bookedOn },
  { header: 'arrival', value: (b) => b.arrival },
  { header: 'nights', value: (b) => b.nights },
  { header: 'guests', value: (b) => b.guests },
  { header: 'dogs', value: (b) => b.dogs },
  { header: 'booking_value', value: (b) => money(b.price) },
  { header: 'status', value: (b) => b.status },
  { header: 'channel', value: (b) => b.channel },
  { header: 'repeat_guest', value: (b) => (b.repeat ? 'Yes' : 'No') },
];

export const cottagelets: BusinessSchema = {
  name: 'cottagelets',
  description: 'A holiday cottage letting agency: 310 owners (CSV), 380 cottages (XLSX) and about 9,500 bookings arriving Jan 2025-Apr 2027 (CSV, values with £ and commas)',
  async build(dir) {
    const { owners, cottages, bookings } = generate();
    const files = [
      await writeCsv(join(dir, 'owners.csv'), OWNER_COLUMNS, owners),
      await writeXlsx(join(dir, 'cottages.xlsx'), 'Cottages', COTTAGE_COLUMNS, cottages),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('cottagelets');
    const cottageOf = new Map(cottages.map((c) => [c.ref, c]));
    const ownerOf = new Map(owners.map((o) => [o.id, o]));
    const region = (b: Booking) => cottageOf.get(b.cottage)!.region;
    const live = (c: Cottage) => c.status === 'Live';
    const completed = (b: Booking) => b.status === 'Completed';
    const notCancelled = (b: Booking) => b.status !== 'Cancelled';
    const arriving = (from: string, to: string) => (b: Booking) => b.arrival >= from && b.arrival <= to;
    const value = (b: Booking) => b.price;
    const commission = (b: Booking) => (b.price * ownerOf.get(cottageOf.get(b.cottage)!.owner)!.commission) / 100;
    const in2025 = arriving('2025-01-01', '2025-12-31');
    const cottagesPerOwner = groupBy(cottages, (c) => c.owner, 'count');
    const booked = new Set(bookings.map((b) => b.cottage));

    q.ask('How many live cottages do we have?', count(countWhere(cottages, live)));
    q.ask('how many owners are on our books', count(owners.length));
    q.ask('Live cottages per region', countsBy(groupBy(cottages, (c) => c.region, 'count', undefined, live)));
    q.ask('How many booking records are there in total, cancellations included?', count(bookings.length));
    q.ask('Bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask("What's our cancellation rate across all bookings?", percent(percentOf(countWhere(bookings, (b) => b.status === 'Cancelled'), bookings.length)));
    q.ask('Total nights for completed stays that arrived in 2025', count(sumOf(bookings, (b) => b.nights, (b) => completed(b) && in2025(b))));
    q.ask('Average length of stay in nights, leaving out cancellations', amount(avgOf(bookings, (b) => b.nights, notCancelled), 2));
    q.ask('Average number of guests on a completed stay', amount(avgOf(bookings, (b) => b.guests, completed), 2));
    const value2025 = q.ask('What was the total value of completed stays arriving in 2025?', amount(sumOf(bookings, value, (b) => completed(b) && in2025(b))));
    q.followUp(value2025, 'And how much of that is left for the owners after our commission?', amount(sumOf(bookings, (b) => b.price - commission(b), (b) => completed(b) && in2025(b))));
    q.ask('Booking value for stays arriving this year, excluding cancellations', amount(sumOf(bookings, value, (b) => notCancelled(b) && arriving('2026-01-01', TODAY)(b))));
    q.ask('Which region gets the most nights booked (not counting cancellations)?', winner(groupBy(bookings, region, 'sum', (b) => b.nights, notCancelled)));
    q.ask('Top 5 cottages by value of completed stays', ranking(ranked(groupBy(bookings, (b) => cottageOf.get(b.cottage)!.name, 'sum', value, completed), 5)));
    q.ask('Which channel brings in the most bookings?', winner(groupBy(bookings, (b) => b.channel, 'count')));
    q.ask('What share of all bookings came through Airbnb?', percent(percentOf(countWhere(bookings, (b) => b.channel === 'Airbnb'), bookings.length)));
    q.ask('How many completed stays brought at least one dog?', count(countWhere(bookings, (b) => completed(b) && (b.dogs ?? 0) > 0)));
    q.ask('Average nightly rate of our live cottages', amount(avgOf(cottages, (c) => c.rate, live)));
    q.ask('Which cottage has the highest nightly rate?', winner(groupBy(cottages, (c) => c.name, 'max', (c) => c.rate)));
    q.ask('How many live cottages have a hot tub?', count(countWhere(cottages, (c) => live(c) && c.hotTub)));
    q.ask('How many live dog-friendly cottages are there in Cornwall?', count(countWhere(cottages, (c) => live(c) && c.dogs && c.region === 'Cornwall')));
    const oct = q.ask('How many bookings arrived last month, not counting cancellations?', count(countWhere(bookings, (b) => notCancelled(b) && b.arrival.startsWith('2026-10'))));
    q.followUp(oct, 'And how many of those were in the Lake District?', count(countWhere(bookings, (b) => notCancelled(b) && b.arrival.startsWith('2026-10') && region(b) === 'Lake District')));
    q.ask('Arrivals in the last 30 days, excluding cancelled bookings', count(countWhere(bookings, (b) => notCancelled(b) && arriving('2026-11-01', TODAY)(b))));
    q.ask('Value of completed stays that arrived last quarter', amount(sumOf(bookings, value, (b) => completed(b) && arriving('2026-07-01', '2026-09-30')(b))));
    q.ask('How many bookings were made in the last 4 weeks?', count(countWhere(bookings, (b) => b.bookedOn >= addDays(TODAY, -27) && b.bookedOn <= TODAY)));
    q.ask('How many confirmed bookings are arriving after today?', count(countWhere(bookings, (b) => b.status === 'Confirmed' && b.arrival > TODAY)));
    q.ask('How many nights are booked for arrivals in December 2026, excluding cancellations?', count(sumOf(bookings, (b) => b.nights, (b) => notCancelled(b) && b.arrival.startsWith('2026-12'))));
    q.ask('Average lead time in days between booking and arrival, for completed stays', amount(avgOf(bookings, (b) => daysBetween(b.bookedOn, b.arrival), completed), 1));
    q.ask('Which owner has earned the most from completed stays (total booking value)?', winner(groupBy(bookings, (b) => ownerOf.get(cottageOf.get(b.cottage)!.owner)!.name, 'sum', value, completed)));
    q.ask('Which owner has the most cottages on our list, withdrawn ones included?', winner(new Map([...cottagesPerOwner].map(([id, n]) => [ownerOf.get(id)!.name, n]))));
    q.ask('How many owners have more than one cottage?', count([...cottagesPerOwner.values()].filter((n) => n > 1).length));
    q.ask('How much commission did we earn on completed stays that arrived in 2025?', amount(sumOf(bookings, commission, (b) => completed(b) && in2025(b))));
    q.ask('What percentage of all bookings are from repeat guests?', percent(percentOf(countWhere(bookings, (b) => b.repeat), bookings.length)));
    q.ask('Bookings by channel', countsBy(groupBy(bookings, (b) => b.channel, 'count')));
    q.ask('Completed stay value by region for 2025 arrivals', breakdown(groupBy(bookings, region, 'sum', value, (b) => completed(b) && in2025(b))));
    q.ask('In 2025, which arrival month had the most nights booked, excluding cancellations?', month(ranked(groupBy(bookings, (b) => b.arrival.slice(0, 7), 'sum', (b) => b.nights, (b) => notCancelled(b) && in2025(b)), 1)[0]));
    q.ask('How many provisional bookings are there?', count(countWhere(bookings, (b) => b.status === 'Provisional')));
    q.ask("What's the biggest single booking value we've had?", amount(maxOf(bookings, value)));
    q.ask('How many cottages have never had a booking?', count(countWhere(cottages, (c) => !booked.has(c.ref))));
    q.ask('How many live cottages sleep eight or more?', count(countWhere(cottages, (c) => live(c) && c.sleeps >= 8)));
    q.ask('Average booking value of completed stays in the Lake District', amount(avgOf(bookings, value, (b) => completed(b) && region(b) === 'Lake District')));
    q.ask('How many completed stays has Total Bliss had?', count(countWhere(bookings, (b) => completed(b) && cottageOf.get(b.cottage)!.name === 'Total Bliss')));
    q.ask('Total nights booked at The End Cottage, excluding cancellations', count(sumOf(bookings, (b) => b.nights, (b) => notCancelled(b) && cottageOf.get(b.cottage)!.name === 'The End Cottage')));
    q.ask('How many owners are paid by cheque?', count(countWhere(owners, (o) => o.payout === 'Cheque')));
    q.ask('Compare the average value of completed stays booked direct versus through Airbnb', breakdown(groupBy(bookings, (b) => b.channel, 'avg', value, (b) => completed(b) && (b.channel === 'Direct' || b.channel === 'Airbnb'))));
    q.ask('How many bookings arriving in 2026 have been cancelled?', count(countWhere(bookings, (b) => b.status === 'Cancelled' && b.arrival.startsWith('2026'))));
    q.ask('Average party size for completed stays in Devon', amount(avgOf(bookings, (b) => b.guests, (b) => completed(b) && region(b) === 'Devon'), 2));
    q.ask('Average commission rate across our owners', amount(avgOf(owners, (o) => o.commission), 2));
    q.ask('Which region has the highest average nightly rate among live cottages?', winner(groupBy(cottages, (c) => c.region, 'avg', (c) => c.rate, live)));
    q.ask('How many completed stays were at cottages with a hot tub?', count(countWhere(bookings, (b) => completed(b) && cottageOf.get(b.cottage)!.hotTub)));

    q.ask('What star rating do guests give our cottages?', decline('no reviews or ratings'));
    q.ask('How much do we spend on cleaning between stays?', decline('no cleaning costs'));
    q.ask('Which guests complained last summer?', decline('no complaints data'));
    q.ask('How busy will we be next August?', decline('a forecast'));
    q.ask('How many bookings did we take in 2023?', decline('bookings are made from mid-2024'));
    q.ask('Where do our guests travel from?', decline('no guest addresses'));
    q.ask('How many of the guests were children?', decline('no adult/child split'));
    q.ask('Which cottage has the fastest wifi?', decline('no wifi data'));
    q.ask('How far is each cottage from the beach?', decline('no distances'));
    q.ask('How much do we spend on advertising per channel?', decline('no marketing costs'));
    q.ask('Which is the prettiest cottage?', decline('an opinion'));
    return { files, questions: q.questions };
  },
};
