// A holiday park group with four parks: 360 pitches (CSV) and 14,000 stays from March 2024 to
// October 2025 (XLSX, arrival dates written as text) sharing `pitch_id`. Traps: guest countries as
// two-letter codes ("US", "IE", "NL"), cancelled stays that count for nothing, units in the headers
// ("Nightly rate (£)", "Total paid (£)"), a park named "Totally Wild Meadows", blank dog counts,
// channels in mixed case ("Direct", "direct") and numeric booking references never summed.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Pitch {
  id: string;
  park: string;
  type: string;
  hookup: string;
  rate: number;
  dogs: string;
  maxGuests: number;
}

interface Stay {
  ref: number;
  pitch: string;
  arrival: string;
  nights: number;
  adults: number;
  children: number;
  dogs: number | null;
  paid: number;
  channel: string;
  country: string;
  status: string;
}

// park, code, pitches
const PARKS: [string, string, number][] = [['Lakeside', 'LK', 110], ['Clifftop', 'CT', 85], ['Forest Glade', 'FG', 95], ['Totally Wild Meadows', 'TW', 70]];
// type, nightly rate range, max guests, weight
const TYPES: [string, number, number, number, number][] = [
  ['Tent', 18, 28, 6, 35], ['Touring caravan', 26, 38, 6, 25], ['Motorhome', 28, 40, 5, 18], ['Glamping pod', 55, 80, 4, 12], ['Yurt', 75, 110, 6, 10],
];
const CHANNELS: [string, number][] = [['Direct', 34], ['direct', 8], ['Pitchup', 22], ['Booking.com', 18], ['Phone', 12], ['phone', 6]];
const COUNTRIES: [string, number][] = [['GB', 70], ['IE', 6], ['NL', 8], ['DE', 7], ['FR', 4], ['US', 3], ['BE', 2]];

function generate(): { pitches: Pitch[]; stays: Stay[] } {
  const random = createRandom(16_404);
  const pitches: Pitch[] = [];
  for (const [park, code, n] of PARKS) {
    for (let i = 1; i <= n; i++) {
      const [type, lo, hi, maxGuests] = random.weighted(TYPES, TYPES.map((t) => t[4]));
      const hookup = type === 'Tent' ? (random.chance(0.3) ? 'Y' : 'N') : 'Y';
      pitches.push({ id: `${code}${String(i).padStart(3, '0')}`, park, type, hookup, rate: random.int(lo, hi) + (hookup === 'Y' ? 4 : 0) + 0.5 * random.int(0, 1), dogs: random.chance(0.6) ? 'Yes' : 'No', maxGuests });
    }
  }
  const weights = pitches.map((p) => (p.park === 'Lakeside' ? 1.3 : 1) * random.float(0.4, 1.6, 2));
  const stays: Stay[] = [];
  const seasons: [string, string][] = [['2024-03-15', '2024-10-31'], ['2025-03-15', '2025-10-31']];
  for (let i = 0; i < 14_000; i++) {
    const pitch = random.weighted(pitches, weights);
    const [from, to] = random.weighted(seasons, [45, 55]);
    let arrival = random.date(from, to);
    if (random.chance(0.3)) arrival = random.date(`${from.slice(0, 4)}-07-01`, `${from.slice(0, 4)}-08-31`);
    const nights = random.weighted([1, 2, 3, 4, 5, 7, 10, 14], [10, 28, 20, 12, 9, 14, 4, 3]);
    const adults = random.weighted([1, 2, 3, 4], [10, 62, 10, 18]);
    const children = Math.min(pitch.maxGuests - adults, random.weighted([0, 1, 2, 3], [45, 22, 25, 8]));
    const dogs = pitch.dogs === 'Yes' ? (random.chance(0.1) ? null : random.weighted([0, 1, 2], [55, 35, 10])) : 0;
    const status = random.chance(0.09) ? 'Cancelled' : 'Confirmed';
    const paid = status === 'Cancelled' ? 0 : Math.round((pitch.rate * nights + 5 * (dogs ?? 0) * nights) * 100) / 100;
    stays.push({
      ref: 0,
      pitch: pitch.id,
      arrival,
      nights,
      adults,
      children: Math.max(0, children),
      dogs,
      paid,
      channel: random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1])),
      country: random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1])),
      status,
    });
  }
  stays.sort((a, b) => a.arrival.localeCompare(b.arrival) || a.pitch.localeCompare(b.pitch));
  stays.forEach((s, i) => (s.ref = 3_000_001 + i));
  return { pitches, stays };
}

const PITCH_COLUMNS: Column<Pitch>[] = [
  { header: 'pitch_id', value: (p) => p.id },
  { header: 'park', value: (p) => p.park },
  { header: 'pitch_type', value: (p) => p.type },
  { header: 'Electric hook-up', value: (p) => p.hookup },
  { header: 'Nightly rate (£)', value: (p) => p.rate },
  { header: 'dogs_allowed', value: (p) => p.dogs },
  { header: 'max_guests', value: (p) => p.maxGuests },
];

const STAY_COLUMNS: Column<Stay>[] = [
  { header: 'booking_ref', value: (s) => s.ref },
  { header: 'pitch_id', value: (s) => s.pitch },
  { header: 'arrival_date', value: (s) => s.arrival },
  { header: 'nights', value: (s) => s.nights },
  { header: 'adults', value: (s) => s.adults },
  { header: 'children', value: (s) => s.children },
  { header: 'dogs', value: (s) => s.dogs },
  { header: 'Total paid (£)', value: (s) => s.paid },
  { header: 'booked_via', value: (s) => s.channel },
  { header: 'guest_country', value: (s) => s.country },
  { header: 'status', value: (s) => s.status },
];

export const campsites: BusinessSchema = {
  name: 'campsites',
  description: 'A holiday park group: 360 pitches on 4 parks (CSV) and 14,000 stays Mar 2024 - Oct 2025 (XLSX) sharing pitch_id',
  async build(dir) {
    const { pitches, stays } = generate();
    const files = [
      await writeCsv(join(dir, 'campsite_pitches.csv'), PITCH_COLUMNS, pitches),
      await writeXlsx(join(dir, 'campsite_stays.xlsx'), 'Stays', STAY_COLUMNS, stays),
    ];
    const q = questionSet('campsites');
    const pitchOf = new Map(pitches.map((p) => [p.id, p]));
    const park = (s: Stay) => pitchOf.get(s.pitch)!.park;
    const type = (s: Stay) => pitchOf.get(s.pitch)!.type;
    const ok = (s: Stay) => s.status === 'Confirmed';
    const paid = (s: Stay) => s.paid;
    const inMonth = (m: string) => (s: Stay) => s.arrival.startsWith(m);
    const departure = (s: Stay) => addDays(s.arrival, s.nights);

    q.ask('How many stays have been booked in total?', count(stays.length));
    q.ask('How many pitches do we have?', count(pitches.length));
    q.ask('Pitches by type', countsBy(groupBy(pitches, (p) => p.type, 'count')));
    q.ask('How many bookings were cancelled?', count(countWhere(stays, (s) => !ok(s))));
    q.ask('What is our cancellation rate?', percent(percentOf(countWhere(stays, (s) => !ok(s)), stays.length)));
    q.ask('How many nights did we sell on confirmed stays?', count(sumOf(stays, (s) => s.nights, ok)));
    q.ask('Total revenue from confirmed stays', amount(sumOf(stays, paid, ok)));
    q.ask('Revenue by park', breakdown(groupBy(stays, park, 'sum', paid, ok)));
    q.ask('Average length of stay in nights (confirmed bookings)', amount(avgOf(stays, (s) => s.nights, ok), 2));
    q.ask('Average nightly rate by pitch type', breakdown(groupBy(pitches, (p) => p.type, 'avg', (p) => p.rate)));
    q.ask('Which park sold the most nights?', winner(groupBy(stays, park, 'sum', (s) => s.nights, ok)));
    q.ask('Which month has the most arrivals?', month(busiestMonth(stays, (s) => s.arrival)));
    q.ask('How many stays arrived in August 2025?', count(countWhere(stays, inMonth('2025-08'))));
    q.ask('What was confirmed revenue in Q2 2024?', amount(sumOf(stays, paid, (s) => ok(s) && s.arrival.startsWith('2024') && quarterOf(s.arrival) === 2)));
    q.ask('How many bookings came from guests in the US?', count(countWhere(stays, (s) => s.country === 'US')));
    q.ask('What share of our bookings are from Dutch guests?', percent(percentOf(countWhere(stays, (s) => s.country === 'NL'), stays.length)));
    q.ask('Bookings by guest country', countsBy(groupBy(stays, (s) => s.country, 'count')));
    q.ask('How many confirmed stays brought at least one dog?', count(countWhere(stays, (s) => ok(s) && (s.dogs ?? 0) > 0)));
    q.ask('How many stays have the number of dogs left blank?', count(countWhere(stays, (s) => s.dogs === null)));
    q.ask('Total children staying across confirmed bookings', count(sumOf(stays, (s) => s.children, ok)));
    q.ask('Average party size (adults plus children) for confirmed stays', amount(avgOf(stays, (s) => s.adults + s.children, ok), 2));
    q.ask('Top 3 pitches by revenue', ranking(ranked(groupBy(stays, (s) => s.pitch, 'sum', paid, ok), 3)));
    q.ask('How much did yurts bring in?', amount(sumOf(stays, paid, (s) => ok(s) && type(s) === 'Yurt')));
    q.ask('How many pitches have an electric hook-up?', count(countWhere(pitches, (p) => p.hookup === 'Y')));
    q.ask('What is the most expensive nightly rate at Totally Wild Meadows?', amount(maxOf(pitches, (p) => p.rate, (p) => p.park === 'Totally Wild Meadows')));
    const lookup = pitches[123];
    q.ask(`What type of pitch is ${lookup.id}?`, { kind: 'name', value: lookup.type, others: TYPES.map((t) => t[0]).filter((t) => t !== lookup.type) });
    const stay = stays[7_777];
    q.ask(`How much was paid for booking ${stay.ref}?`, amount(stay.paid));
    q.ask('How many stays arrived between 20 July and 3 August 2025?', count(countWhere(stays, (s) => s.arrival >= '2025-07-20' && s.arrival <= '2025-08-03')));
    q.ask('How many bookings have arrived since 1 September 2025?', count(countWhere(stays, (s) => s.arrival >= '2025-09-01')));
    q.ask('Compare confirmed revenue from direct bookings and Booking.com', breakdown(new Map([
      ['Direct', sumOf(stays, paid, (s) => ok(s) && s.channel.toLowerCase() === 'direct')],
      ['Booking.com', sumOf(stays, paid, (s) => ok(s) && s.channel === 'Booking.com')],
    ])));
    q.ask('How many bookings were taken over the phone?', count(countWhere(stays, (s) => s.channel.toLowerCase() === 'phone')));
    q.ask('How many confirmed stays checked out in October 2024?', count(countWhere(stays, (s) => ok(s) && departure(s).startsWith('2024-10'))));
    q.ask('Which pitch type has the highest cancellation rate?', winner(new Map([...groupBy(stays, type, 'count')].map(([k, n]) => [k, percentOf(countWhere(stays, (s) => type(s) === k && !ok(s)), n)]))));
    const july = q.ask('What was confirmed revenue at Clifftop in July 2025?', amount(sumOf(stays, paid, (s) => ok(s) && park(s) === 'Clifftop' && inMonth('2025-07')(s))));
    q.followUp(july, 'And at Forest Glade?', amount(sumOf(stays, paid, (s) => ok(s) && park(s) === 'Forest Glade' && inMonth('2025-07')(s))));

    q.ask('What is the average age of our guests?', decline('no ages'));
    q.ask('How much did we make from the site shop?', decline('no shop sales'));
    q.ask('Which park has the best reviews?', decline('no reviews'));
    q.ask('How many stays did we have in 2023?', decline('stays start in March 2024'));
    q.ask('How many bookings will we get next summer?', decline('a forecast'));
    q.ask('Why do guests cancel?', decline('no cancellation reason'));
    q.ask('How much electricity does each park use?', decline('no utility data'));
    q.ask('Which park is the prettiest?', decline('an opinion'));
    q.ask('How many guests used the swimming pool?', decline('no facility usage'));
    q.ask('What did we spend on cleaning the glamping pods?', decline('no costs'));
    q.ask('How many bookings did we have in December 2025?', decline('stays end in October 2025'));
    return { files, questions: q.questions };
  },
};
