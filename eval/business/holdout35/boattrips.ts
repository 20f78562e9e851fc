// A harbour boat-trip operator: the sailings schedule (XLSX: one row per sailing from March 2025 to
// December 2026, with the vessel, skipper, capacity, a status and a Yes/No weather-cancellation flag)
// and the tickets sold (CSV: one row per ticket, keyed by the sailing's reference). Traps: sailing
// refs and ticket numbers that look numeric, sailing dates as text ("3 Mar 2026") and booking dates
// as UK text (dd/mm/yyyy), a price header with its unit ("Price (GBP)"), refunded tickets beside
// valid ones (tickets on a cancelled sailing are refunded, their price still filled), cancellations
// that are not the weather's ("Engine fault"), free infant tickets and dog tickets, a trip whose name
// starts "Total" ("Total Coastline Tour"), and December 2026 sailings still to come.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Sailing {
  ref: number;
  date: string;
  time: string;
  trip: string;
  vessel: string;
  skipper: string;
  capacity: number;
  status: string;
  weather: boolean;
  reason: string | null;
}

interface Ticket {
  no: number;
  sailing: number;
  type: string;
  price: number;
  channel: string;
  booked: string;
  status: string;
}

const TODAY = '2026-11-30';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const textDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// trip, adult price, child price, vessels it runs on, weight, departure times
const TRIPS: [string, number, number, string[], number, string[]][] = [
  ['Harbour Tour', 14, 8, ['Mary Rose II', 'Sea Spirit'], 5, ['10:00', '11:30', '14:00', '15:30']],
  ['Seal Watching', 22, 12, ['Sea Spirit', 'Osprey'], 4, ['09:30', '13:00']],
  ['Sunset Cruise', 28, 15, ['Mary Rose II'], 2, ['19:00']],
  ['Island Hopper', 35, 18, ['Osprey', 'Sea Spirit'], 2, ['10:30']],
  ['Mackerel Fishing', 30, 20, ['Puffin'], 3, ['08:00', '17:00']],
  ['Total Coastline Tour', 45, 25, ['Osprey'], 1, ['11:00']],
];
const CAPACITY: Record<string, number> = { 'Mary Rose II': 80, 'Sea Spirit': 60, Osprey: 40, Puffin: 12 };
const SKIPPERS = ['Dan Trevenna', 'Kerry Penrose', 'Mike Hosking', 'Jo Pascoe'];
const WEATHER_REASONS: [string, number][] = [['High winds', 5], ['Heavy swell', 3], ['Fog', 2]];

function generate(): { sailings: Sailing[]; tickets: Ticket[] } {
  const random = createRandom(45_503);
  const sailings: Sailing[] = [];
  const start = '2025-03-01';
  const days = daysBetween(start, '2026-12-31');
  for (let d = 0; d <= days; d++) {
    const date = addDays(start, d);
    const m = Number(date.slice(5, 7));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const summer = m >= 4 && m <= 10;
    if (!summer && weekday !== 0 && weekday !== 6) continue;
    const n = summer ? random.int(3, 7) : random.int(1, 2);
    const used = new Set<string>();
    for (let i = 0; i < n; i++) {
      const t = random.weighted(TRIPS, TRIPS.map((x) => x[4] * (!summer && (x[0] === 'Sunset Cruise' || x[0] === 'Mackerel Fishing') ? 0.2 : 1)));
      const time = random.pick(t[5]);
      const vessel = random.pick(t[3]);
      if (used.has(`${time}|${vessel}`) || used.has(`${time}|${t[0]}`)) continue;
      used.add(`${time}|${vessel}`);
      used.add(`${time}|${t[0]}`);
      let status = 'Sailed';
      let weather = false;
      let reason: string | null = null;
      if (date > TODAY) status = 'Scheduled';
      else if (random.chance(summer ? 0.06 : 0.22)) {
        status = 'Cancelled';
        weather = true;
        reason = random.weighted(WEATHER_REASONS.map((r) => r[0]), WEATHER_REASONS.map((r) => r[1]));
      } else if (random.chance(0.02)) {
        status = 'Cancelled';
        reason = random.pick(['Engine fault', 'Crew illness']);
      }
      sailings.push({ ref: 0, date, time, trip: t[0], vessel, skipper: random.pick(SKIPPERS), capacity: CAPACITY[vessel], status, weather, reason });
    }
  }
  sailings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.vessel.localeCompare(b.vessel));
  sailings.forEach((s, i) => (s.ref = 250_101 + i * 3));
  const tickets: Ticket[] = [];
  for (const s of sailings) {
    const t = TRIPS.find((x) => x[0] === s.trip)!;
    const m = Number(s.date.slice(5, 7));
    const peak = m >= 6 && m <= 8 ? 0.85 : m >= 4 && m <= 10 ? 0.55 : 0.3;
    const future = s.status === 'Scheduled' ? 0.35 : 1;
    const sold = Math.max(1, Math.round(s.capacity * Math.min(1, random.float(0.5, 1.2) * peak * future)));
    for (let i = 0; i < sold; i++) {
      const type = random.weighted(['Adult', 'Child', 'Senior', 'Infant', 'Dog'], [50, 25, 15, 5, 5]);
      const price = type === 'Adult' ? t[1] : type === 'Child' ? t[2] : type === 'Senior' ? t[1] - 3 : type === 'Dog' ? 3 : 0;
      const lead = random.int(0, s.status === 'Scheduled' ? Math.min(40, daysBetween(TODAY, s.date) + 30) : 30);
      let booked = addDays(s.date, -lead);
      if (booked > TODAY) booked = TODAY;
      const channel = random.weighted(['Online', 'Quayside Kiosk', 'Phone'], [60, 30, 10]);
      const status = s.status === 'Cancelled' ? 'Refunded' : s.status === 'Sailed' && random.chance(0.015) ? 'Refunded' : 'Valid';
      tickets.push({ no: 0, sailing: s.ref, type, price, channel, booked, status });
    }
  }
  tickets.sort((a, b) => a.booked.localeCompare(b.booked) || a.sailing - b.sailing);
  tickets.forEach((t, i) => (t.no = 3_004_001 + i));
  return { sailings, tickets };
}

const SAILING_COLUMNS: Column<Sailing>[] = [
  { header: 'Sailing Ref', value: (s) => s.ref },
  { header: 'Sailing Date', value: (s) => textDate(s.date) },
  { header: 'Departs', value: (s) => s.time },
  { header: 'Trip', value: (s) => s.trip },
  { header: 'Vessel', value: (s) => s.vessel },
  { header: 'Skipper', value: (s) => s.skipper },
  { header: 'Capacity', value: (s) => s.capacity },
  { header: 'Status', value: (s) => s.status },
  { header: 'Weather Cancellation', value: (s) => (s.weather ? 'Yes' : 'No') },
  { header: 'Cancellation Reason', value: (s) => s.reason },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'Ticket No', value: (t) => t.no },
  { header: 'Sailing Ref', value: (t) => t.sailing },
  { header: 'Ticket Type', value: (t) => t.type },
  { header: 'Price (GBP)', value: (t) => t.price.toFixed(2) },
  { header: 'Sales Channel', value: (t) => t.channel },
  { header: 'Booking Date', value: (t) => ukDate(t.booked) },
  { header: 'Ticket Status', value: (t) => t.status },
];

export const boattrips: BusinessSchema = {
  name: 'boattrips',
  description: "A harbour boat-trip operator's sailings schedule Mar 2025-Dec 2026 with weather cancellations (XLSX) and the tickets sold per sailing (CSV), sharing Sailing Ref",
  async build(dir) {
    const { sailings, tickets } = generate();
    const files = [
      await writeXlsx(join(dir, 'sailings.xlsx'), 'Sailings', SAILING_COLUMNS, sailings),
      await writeCsv(join(dir, 'tickets.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('boattrips');
    const byRef = new Map(sailings.map((s) => [s.ref, s]));
    const sailingOf = (t: Ticket) => byRef.get(t.sailing)!;
    const valid = (t: Ticket) => t.status !== 'Refunded';
    const price = (t: Ticket) => t.price;
    const sailed = (s: Sailing) => s.status === 'Sailed';
    const upToToday = (s: Sailing) => s.status !== 'Scheduled';
    const sailedIn = (prefix: string) => (t: Ticket) => sailingOf(t).date.startsWith(prefix);

    q.ask('How many sailings are in the schedule?', count(sailings.length));
    q.ask('How many sailings have been cancelled because of the weather?', count(countWhere(sailings, (s) => s.weather)));
    q.ask('sailings by status', countsBy(groupBy(sailings, (s) => s.status, 'count')));
    q.ask('How many sailings are on the schedule for December 2026?', count(countWhere(sailings, (s) => s.date.startsWith('2026-12'))));
    q.ask('Of the sailings up to today, what percentage were called off for weather?', percent(percentOf(countWhere(sailings, (s) => s.weather), countWhere(sailings, upToToday))));
    q.ask('Which month had the most weather cancellations?', month(ranked(groupBy(sailings, (s) => s.date.slice(0, 7), 'count', undefined, (s) => s.weather), 1)[0]));
    q.ask('weather cancellations by reason', countsBy(groupBy(sailings, (s) => s.reason, 'count', undefined, (s) => s.weather)));
    q.ask('Which boat has done the most sailings that actually went out?', winner(groupBy(sailings, (s) => s.vessel, 'count', undefined, sailed)));
    q.ask('Number of sailings that went ahead this year, by vessel', countsBy(groupBy(sailings, (s) => s.vessel, 'count', undefined, (s) => sailed(s) && s.date.startsWith('2026'))));
    q.ask('How many Sunset Cruises went out in July 2026?', count(countWhere(sailings, (s) => s.trip === 'Sunset Cruise' && sailed(s) && s.date.startsWith('2026-07'))));
    q.ask('How many Total Coastline Tour sailings were cancelled?', count(countWhere(sailings, (s) => s.trip === 'Total Coastline Tour' && s.status === 'Cancelled')));
    q.ask('Which skipper has taken out the most sailings this year?', winner(groupBy(sailings, (s) => s.skipper, 'count', undefined, (s) => sailed(s) && s.date.startsWith('2026'))));
    q.ask('How many sailings were cancelled for reasons other than the weather?', count(countWhere(sailings, (s) => s.status === 'Cancelled' && !s.weather)));
    q.ask('Which vessel lost the most sailings to the weather?', winner(groupBy(sailings, (s) => s.vessel, 'count', undefined, (s) => s.weather)));
    q.ask('What share of weather cancellations were down to fog?', percent(percentOf(countWhere(sailings, (s) => s.reason === 'Fog'), countWhere(sailings, (s) => s.weather))));
    const w25 = countWhere(sailings, (s) => s.weather && s.date.startsWith('2025'));
    const w26 = countWhere(sailings, (s) => s.weather && s.date.startsWith('2026'));
    q.ask('Did we lose more sailings to the weather in 2025 or in 2026?', winner(new Map([['2025', w25], ['2026', w26]])));
    q.ask('How many sailings since 1 September 2026 were cancelled?', count(countWhere(sailings, (s) => s.date >= '2026-09-01' && s.status === 'Cancelled')));
    q.ask('How many sailings of each trip were on the schedule this year?', countsBy(groupBy(sailings, (s) => s.trip, 'count', undefined, (s) => s.date >= '2026-01-01' && s.date <= TODAY)));
    q.ask('How many sailings did Kerry Penrose skipper last month that went ahead?', count(countWhere(sailings, (s) => s.skipper === 'Kerry Penrose' && sailed(s) && s.date.startsWith('2026-10'))));
    q.ask('On which day of the week do we get the most cancellations?', winner(groupBy(sailings, (s) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${s.date}T00:00:00Z`).getUTCDay()], 'count', undefined, (s) => s.status === 'Cancelled')));

    q.ask('How many tickets have we sold in total, leaving out refunded ones?', count(countWhere(tickets, valid)));
    q.ask('How many tickets were refunded?', count(countWhere(tickets, (t) => !valid(t))));
    q.ask('Total ticket takings, excluding refunded tickets', amount(sumOf(tickets, price, valid)));
    q.ask('How much have we refunded in total?', amount(sumOf(tickets, price, (t) => !valid(t))));
    const refundedWeather = q.ask('How much did we refund on tickets for sailings cancelled by the weather?', amount(sumOf(tickets, price, (t) => !valid(t) && sailingOf(t).weather)));
    q.followUp(refundedWeather, 'and for the ones cancelled for other reasons?', amount(sumOf(tickets, price, (t) => !valid(t) && sailingOf(t).status === 'Cancelled' && !sailingOf(t).weather)));
    q.ask('tickets by ticket type', countsBy(groupBy(tickets, (t) => t.type, 'count')));
    q.ask('What is the average price across all adult tickets, refunded ones included?', amount(avgOf(tickets, price, (t) => t.type === 'Adult')));
    q.ask('Which trip brought in the most ticket money for 2025 sailings, not counting refunds?', winner(groupBy(tickets, (t) => sailingOf(t).trip, 'sum', price, (t) => valid(t) && sailedIn('2025')(t))));
    q.ask('Top 3 trips by number of tickets sold (excluding refunded)', ranking(ranked(groupBy(tickets, (t) => sailingOf(t).trip, 'count', undefined, valid), 3)));
    q.ask('What share of all our tickets were sold online?', percent(percentOf(countWhere(tickets, (t) => t.channel === 'Online'), tickets.length)));
    q.ask('Ticket takings by sales channel, refunded tickets left out', breakdown(groupBy(tickets, (t) => t.channel, 'sum', price, valid)));
    q.ask('How many dog tickets have been sold, not counting refunded ones?', count(countWhere(tickets, (t) => t.type === 'Dog' && valid(t))));
    q.ask('How many tickets were booked last month?', count(countWhere(tickets, (t) => t.booked.startsWith('2026-10'))));
    q.ask('How many tickets were booked in the last 30 days?', count(countWhere(tickets, (t) => t.booked >= '2026-11-01' && t.booked <= TODAY)));
    q.ask('On average how many tickets (not refunded) did a sailing that went out carry?', amount(countWhere(tickets, (t) => valid(t) && sailed(sailingOf(t))) / countWhere(sailings, sailed), 1));
    const aug = q.ask('How many valid tickets were for sailings that went out in August 2025?', count(countWhere(tickets, (t) => valid(t) && sailed(sailingOf(t)) && sailedIn('2025-08')(t))));
    q.followUp(aug, 'and August 2026?', count(countWhere(tickets, (t) => valid(t) && sailed(sailingOf(t)) && sailedIn('2026-08')(t))));
    q.ask('Ticket revenue for Q2 2026 sailings, excluding refunds', amount(sumOf(tickets, price, (t) => valid(t) && sailingOf(t).date.startsWith('2026') && quarterOf(sailingOf(t).date) === 2)));
    q.ask('How much did Seal Watching tickets bring in for sailings between 1 May and 15 June 2026, refunds excluded?', amount(sumOf(tickets, price, (t) => valid(t) && sailingOf(t).trip === 'Seal Watching' && sailingOf(t).date >= '2026-05-01' && sailingOf(t).date <= '2026-06-15')));
    q.ask("What's the average price paid for Island Hopper tickets that weren't refunded?", amount(avgOf(tickets, price, (t) => valid(t) && sailingOf(t).trip === 'Island Hopper')));
    q.ask('How many tickets were sold at the Quayside Kiosk this year (by booking date), not counting refunds?', count(countWhere(tickets, (t) => t.channel === 'Quayside Kiosk' && valid(t) && t.booked.startsWith('2026'))));
    q.ask('How many child tickets have been sold for Mackerel Fishing, excluding refunded?', count(countWhere(tickets, (t) => t.type === 'Child' && valid(t) && sailingOf(t).trip === 'Mackerel Fishing')));
    q.ask('Most expensive ticket price we charge?', amount(maxOf(tickets, price)));
    q.ask('How many tickets have already been sold for December 2026 sailings?', count(countWhere(tickets, sailedIn('2026-12'))));
    q.ask('Which vessel carried the most valid tickets on sailings that went out in 2026?', winner(groupBy(tickets, (t) => sailingOf(t).vessel, 'count', undefined, (t) => valid(t) && sailed(sailingOf(t)) && sailedIn('2026')(t))));
    q.ask('Tickets sold by phone in Q3 2025 by booking date, refunded ones included', count(countWhere(tickets, (t) => t.channel === 'Phone' && t.booked >= '2025-07-01' && t.booked <= '2025-09-30')));
    q.ask('Average ticket price by trip (all tickets, refunded included)', breakdown(groupBy(tickets, (t) => sailingOf(t).trip, 'avg', price)));
    q.ask('What percentage of tickets were refunded?', percent(percentOf(countWhere(tickets, (t) => !valid(t)), tickets.length)));

    q.ask('How much fuel did Sea Spirit use in August?', decline('no fuel figures'));
    q.ask('What was the wind speed on the days we cancelled?', decline('no wind speed, only a reason'));
    q.ask('How many sailings did we run in 2023?', decline('the schedule starts in March 2025'));
    q.ask('How much did we pay the crew last month?', decline('no wages'));
    q.ask('How many seals were spotted on the Seal Watching trips?', decline('no sightings recorded'));
    q.ask('How many tickets did the Dolphin Explorer trip sell?', decline('no such trip'));
    q.ask('What is the average age of our passengers?', decline('no passenger ages'));
    q.ask('How much did the engine repairs on Puffin cost?', decline('no maintenance costs'));
    q.ask('What rating do customers give the Sunset Cruise?', decline('no reviews or ratings'));
    q.ask('Which pier do most of our passengers board from?', decline('no boarding point'));
    q.ask('How many tickets will we sell next summer?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
