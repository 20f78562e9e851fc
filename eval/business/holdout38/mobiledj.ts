// A mobile DJ agency: 6,200 gig bookings from January 2023 to November 2026 (CSV) and about 3,600
// add-on lines sold with them (CSV) sharing the "Booking Ref". Traps: booking refs that look numeric
// (never summed), money with the unit in the header ("Fee (£)", "Price (£)"), deposits left blank
// when none was taken, ratings left blank, Cancelled and Refunded gigs that earned nothing, DJ
// stage names with spaces, and a package named "Total Party Package" that is no total.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, day, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Gig {
  ref: number;
  date: string;
  type: string;
  dj: string;
  town: string;
  pkg: string;
  hours: number;
  fee: number;
  deposit: number | null;
  miles: number;
  status: string;
  rating: number | null;
}

interface Extra {
  line: number;
  ref: number;
  extra: string;
  price: number;
}

const DJS: [string, number][] = [
  ['Dazzle Dave', 16], ['MC Kerry', 14], ['DJ Sol', 12], ['Big Phil', 11], ['Lady Groove', 13], ['Tommy Tunes', 9], ['Jas Beats', 10], ['Rob Remix', 7],
];
const TYPES: [string, number][] = [['Wedding', 34], ['Birthday', 27], ['Corporate', 11], ['School Prom', 7], ['Christening', 6], ['Anniversary', 8], ['Pub Night', 7]];
const TOWNS: [string, number][] = [['Reading', 18], ['Basingstoke', 14], ['Newbury', 11], ['Wokingham', 12], ['Bracknell', 10], ['Maidenhead', 9], ['Henley', 6], ['Didcot', 7]];
// package, base fee, per-hour rate
const PACKAGES: [string, number, number, number][] = [
  ['Bronze', 220, 35, 30], ['Silver', 340, 45, 34], ['Gold', 480, 55, 22], ['Total Party Package', 690, 70, 14],
];
const EXTRAS: [string, number, number][] = [
  ['Uplighting', 60, 28], ['Smoke machine', 35, 16], ['Photo booth', 180, 14], ['Karaoke', 50, 12], ['Starcloth backdrop', 70, 15], ['LOVE letters', 120, 9], ['Dance floor', 240, 6],
];

function generate(): { gigs: Gig[]; extras: Extra[] } {
  const random = createRandom(48_011);
  const gigs: Gig[] = [];
  for (let i = 0; i < 6_200; i++) {
    let date = random.date('2023-01-01', '2026-11-30');
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow >= 1 && dow <= 4 && random.chance(0.6)) date = random.date('2023-01-01', '2026-11-30');
    let type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    const m = Number(date.slice(5, 7));
    if (type === 'School Prom' && (m < 6 || m > 7)) type = 'Birthday';
    const dj = random.weighted(DJS.map((d) => d[0]), DJS.map((d) => d[1]));
    const town = random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1]));
    const pk = random.weighted(PACKAGES, PACKAGES.map((p) => p[3] * (type === 'Wedding' && p[0] !== 'Bronze' ? 1.8 : 1)));
    const hours = type === 'Wedding' ? random.int(8, 12) / 2 : random.int(6, 10) / 2;
    const fee = roundTo(pk[1] + pk[2] * hours + (date >= '2025-01-01' ? 25 : 0) + random.int(0, 8) * 5, 2);
    const roll = random.next();
    const status = roll < 0.07 ? 'Cancelled' : roll < 0.095 ? 'Refunded' : 'Completed';
    const deposit = random.chance(0.22) ? null : roundTo(Math.min(150, fee * 0.25), 2);
    const rating = status === 'Completed' && random.chance(0.55) ? random.weighted([5, 4, 3, 2, 1], [55, 28, 10, 4, 3]) : null;
    gigs.push({ ref: 0, date, type, dj, town, pkg: pk[0], hours, fee, deposit, miles: random.int(2, 75), status, rating });
  }
  gigs.sort((a, b) => a.date.localeCompare(b.date) || a.dj.localeCompare(b.dj));
  gigs.forEach((g, i) => (g.ref = 310_001 + i));
  const extras: Extra[] = [];
  for (const g of gigs) {
    const n = random.weighted([0, 1, 2, 3], [52, 28, 14, 6]);
    const taken = new Set<string>();
    for (let k = 0; k < n; k++) {
      const e = random.weighted(EXTRAS, EXTRAS.map((x) => x[2]));
      if (taken.has(e[0])) continue;
      taken.add(e[0]);
      extras.push({ line: extras.length + 1, ref: g.ref, extra: e[0], price: e[1] + (random.chance(0.2) ? -10 : 0) });
    }
  }
  return { gigs, extras };
}

const GIG_COLUMNS: Column<Gig>[] = [
  { header: 'Booking Ref', value: (g) => g.ref },
  { header: 'Event Date', value: (g) => g.date },
  { header: 'Event Type', value: (g) => g.type },
  { header: 'DJ', value: (g) => g.dj },
  { header: 'Venue Town', value: (g) => g.town },
  { header: 'Package', value: (g) => g.pkg },
  { header: 'Hours', value: (g) => g.hours },
  { header: 'Fee (£)', value: (g) => g.fee },
  { header: 'Deposit (£)', value: (g) => g.deposit },
  { header: 'Travel (miles)', value: (g) => g.miles },
  { header: 'Status', value: (g) => g.status },
  { header: 'Client Rating', value: (g) => g.rating },
];

const EXTRA_COLUMNS: Column<Extra>[] = [
  { header: 'Line', value: (e) => e.line },
  { header: 'Booking Ref', value: (e) => e.ref },
  { header: 'Extra', value: (e) => e.extra },
  { header: 'Price (£)', value: (e) => e.price },
];

export const mobiledj: BusinessSchema = {
  name: 'mobiledj',
  description: "A mobile DJ agency's gig bookings Jan 2023-Nov 2026 with fees in pounds (CSV) and the add-ons sold with them (CSV) sharing Booking Ref",
  async build(dir) {
    const { gigs, extras } = generate();
    const files = [await writeCsv(join(dir, 'gigs.csv'), GIG_COLUMNS, gigs), await writeCsv(join(dir, 'gig_extras.csv'), EXTRA_COLUMNS, extras)];
    const q = questionSet('mobiledj');
    const gigOf = new Map(gigs.map((g) => [g.ref, g]));
    const done = (g: Gig) => g.status === 'Completed';
    const inMonth = (m: string) => (g: Gig) => g.date.startsWith(m);
    const inYear = (y: string) => (g: Gig) => g.date.startsWith(y);
    const fee = (g: Gig) => g.fee;

    q.ask('How many gigs have we got on the books in total?', count(gigs.length));
    q.ask('How many gigs were cancelled?', count(countWhere(gigs, (g) => g.status === 'Cancelled')));
    q.ask('gigs by status', countsBy(groupBy(gigs, (g) => g.status, 'count')));
    q.ask('What percentage of bookings ended up refunded?', percent(percentOf(countWhere(gigs, (g) => g.status === 'Refunded'), gigs.length)));
    q.ask('Total fees from completed gigs in 2025', amount(sumOf(gigs, fee, (g) => done(g) && inYear('2025')(g))));
    q.ask('how much did we take in fees for completed gigs in March 2026?', amount(sumOf(gigs, fee, (g) => done(g) && inMonth('2026-03')(g))));
    q.ask("What's the average fee for a wedding?", amount(avgOf(gigs, fee, (g) => g.type === 'Wedding')));
    q.ask('Average fee by package', breakdown(groupBy(gigs, (g) => g.pkg, 'avg', fee)));
    q.ask('How many Total Party Package gigs did we do in 2024?', count(countWhere(gigs, (g) => g.pkg === 'Total Party Package' && inYear('2024')(g))));
    q.ask('Which DJ played the most completed gigs?', winner(groupBy(gigs, (g) => g.dj, 'count', undefined, done)));
    q.ask('Which DJ brought in the least fee income from completed gigs in 2025?', winner(groupBy(gigs, (g) => g.dj, 'sum', fee, (g) => done(g) && inYear('2025')(g)), 'asc'));
    q.ask('Top 3 venue towns by number of gigs', ranking(ranked(groupBy(gigs, (g) => g.town, 'count'), 3)));
    q.ask('number of gigs per event type', countsBy(groupBy(gigs, (g) => g.type, 'count')));
    q.ask('How many school proms did we do in June 2026?', count(countWhere(gigs, (g) => g.type === 'School Prom' && inMonth('2026-06')(g))));
    q.ask('Which month of 2025 had the most gigs?', month(ranked(groupBy(gigs, (g) => g.date.slice(0, 7), 'count', undefined, inYear('2025')), 1)[0]));
    q.ask('How many gigs were there in Q3 2026?', count(countWhere(gigs, (g) => g.date.startsWith('2026') && quarterOf(g.date) === 3)));
    q.ask('how many gigs between 1 and 15 August 2026', count(countWhere(gigs, (g) => g.date >= '2026-08-01' && g.date <= '2026-08-15')));
    q.ask('What is the average client rating?', amount(avgOf(gigs, (g) => g.rating), 2));
    q.ask('Average rating per DJ', breakdown(groupBy(gigs, (g) => g.dj, 'avg', (g) => g.rating), 2));
    q.ask('How many gigs got a 1 star rating?', count(countWhere(gigs, (g) => g.rating === 1)));
    q.ask('How many gigs have no rating?', count(countWhere(gigs, (g) => g.rating === null)));
    q.ask('How many bookings have no deposit recorded?', count(countWhere(gigs, (g) => g.deposit === null)));
    q.ask('Total deposits taken in 2026', amount(sumOf(gigs, (g) => g.deposit, inYear('2026'))));
    q.ask('Average travel distance in miles for Henley gigs', amount(avgOf(gigs, (g) => g.miles, (g) => g.town === 'Henley'), 1));
    q.ask('total miles driven to completed gigs in 2024', count(sumOf(gigs, (g) => g.miles, (g) => done(g) && inYear('2024')(g))));
    q.ask('What was the longest travel distance for a gig?', amount(maxOf(gigs, (g) => g.miles), 0));
    q.ask('Average gig length in hours', amount(avgOf(gigs, (g) => g.hours), 2));
    q.ask('What is the median fee for a birthday party?', amount(medianOf(gigs, fee, (g) => g.type === 'Birthday')));
    q.ask('What was the most expensive gig fee ever charged?', amount(maxOf(gigs, fee)));
    q.ask('What date was our first gig?', day(gigs[0].date));
    q.ask('What share of weddings booked the Gold package?', percent(percentOf(countWhere(gigs, (g) => g.type === 'Wedding' && g.pkg === 'Gold'), countWhere(gigs, (g) => g.type === 'Wedding'))));
    q.ask('Which event type has the highest cancellation rate?', winner(new Map([...groupBy(gigs, (g) => g.type, 'count')].map(([k, n]) => [k, percentOf(countWhere(gigs, (g) => g.type === k && g.status === 'Cancelled'), n)]))));
    q.ask('Completed fee income by year', breakdown(groupBy(gigs, (g) => g.date.slice(0, 4), 'sum', fee, done)));
    const kerry = q.ask('How many gigs did MC Kerry do in May 2026?', count(countWhere(gigs, (g) => g.dj === 'MC Kerry' && inMonth('2026-05')(g))));
    q.followUp(kerry, 'And in June 2026?', count(countWhere(gigs, (g) => g.dj === 'MC Kerry' && inMonth('2026-06')(g))));
    const corp = q.ask('Average fee for corporate events in 2025', amount(avgOf(gigs, fee, (g) => g.type === 'Corporate' && inYear('2025')(g))));
    q.followUp(corp, 'what about 2023?', amount(avgOf(gigs, fee, (g) => g.type === 'Corporate' && inYear('2023')(g))));

    const price = (e: Extra) => e.price;
    const liveExtra = (e: Extra) => done(gigOf.get(e.ref)!);
    q.ask('How many add-on lines have we sold?', count(extras.length));
    q.ask('Which add-on is the most popular?', winner(groupBy(extras, (e) => e.extra, 'count')));
    q.ask('Total add-on revenue by extra', breakdown(groupBy(extras, (e) => e.extra, 'sum', price)));
    q.ask('How many photo booths did we supply in 2025?', count(countWhere(extras, (e) => e.extra === 'Photo booth' && gigOf.get(e.ref)!.date.startsWith('2025'))));
    q.ask('Total add-on takings on completed gigs in October 2026', amount(sumOf(extras, price, (e) => liveExtra(e) && gigOf.get(e.ref)!.date.startsWith('2026-10'))));
    q.ask('How many gigs had at least one add-on?', count(new Set(extras.map((e) => e.ref)).size));
    q.ask('What percentage of weddings had uplighting?', percent(percentOf(new Set(extras.filter((e) => e.extra === 'Uplighting' && gigOf.get(e.ref)!.type === 'Wedding').map((e) => e.ref)).size, countWhere(gigs, (g) => g.type === 'Wedding'))));
    q.ask('Which DJ sold the most karaoke add-ons?', winner(groupBy(extras, (e) => gigOf.get(e.ref)!.dj, 'count', undefined, (e) => e.extra === 'Karaoke')));
    q.ask('Top 2 add-ons by revenue for Gold package gigs', ranking(ranked(groupBy(extras, (e) => e.extra, 'sum', price, (e) => gigOf.get(e.ref)!.pkg === 'Gold'), 2)));
    q.ask('Average add-on price', amount(avgOf(extras, price)));
    const dance = q.ask('How much dance floor hire did we sell in 2026?', amount(sumOf(extras, price, (e) => e.extra === 'Dance floor' && gigOf.get(e.ref)!.date.startsWith('2026'))));
    q.followUp(dance, 'and how many dance floors was that?', count(countWhere(extras, (e) => e.extra === 'Dance floor' && gigOf.get(e.ref)!.date.startsWith('2026'))));
    q.ask('Which towns had more than 700 gigs?', names([...groupBy(gigs, (g) => g.town, 'count')].filter(([, n]) => n > 700).map(([k]) => k)));

    q.ask("What's each DJ's hourly pay rate?", decline('no DJ pay column'));
    q.ask('Which songs get requested most at weddings?', decline('no song requests'));
    q.ask('How many gigs have we got booked for December 2026?', decline('bookings end in November 2026'));
    q.ask('Why do couples cancel?', decline('no cancellation reason'));
    q.ask('Who is our best DJ?', decline('an opinion'));
    q.ask('How much did we spend on fuel in 2025?', decline('no fuel or cost data'));
    q.ask('How many guests attended the Reading weddings?', decline('no guest numbers'));
    q.ask('Which venue gives us the most repeat bookings?', decline('venue name not recorded, only town'));
    q.ask('What profit did we make on the photo booth?', decline('no costs for add-ons'));
    q.ask('How many gigs will we do next summer?', decline('a forecast'));
    q.ask('Which speakers did Big Phil use?', decline('no equipment column'));
    return { files, questions: q.questions };
  },
};
