// A pick-your-own fruit farm's 2024 and 2025 seasons (June to October): about 12,000 visit tickets
// (XLSX: adults, children, entry paid as text, how paid, how booked) and about 27,000 weighings at
// the tills (CSV: fruit, kg, £/kg, charged as text, voided flag) sharing `Ticket No`. Traps: ticket
// numbers that look like quantities, weights in kg with three decimals, money as text ("£12.35"),
// "14 Jun 2025" dates on the tickets against ISO dates at the tills, voided weighings beside the
// rest, prices that rose between seasons, season-ticket holders whose entry was paid by "None", an
// "Other" fruit, a till called "Total Till" that is no total, and visits with nothing weighed.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { onWeekend } from '../dev5/dates.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { money, shortDate, within } from './shared.ts';

interface Visit {
  ticket: number;
  date: string;
  adults: number;
  children: number;
  entry: number;
  paidBy: string;
  booking: string;
}

interface Weighing {
  ticket: number;
  date: string;
  time: string;
  fruit: string;
  kg: number;
  perKg: number;
  charged: number;
  till: string;
  voided: boolean;
}

// fruit, first month, last month, £/kg 2024, £/kg 2025, popularity
const FRUITS: [string, number, number, number, number, number][] = [
  ['Strawberries', 6, 9, 5.5, 6, 30], ['Raspberries', 7, 10, 8, 8.5, 16], ['Blueberries', 7, 8, 11, 12, 9], ['Gooseberries', 6, 7, 4.5, 4.5, 3],
  ['Redcurrants', 7, 7, 6, 6.5, 2], ['Cherries', 6, 7, 9, 10, 6], ['Plums', 8, 9, 3.5, 3.8, 7], ['Apples', 9, 10, 2.4, 2.6, 8],
  ['Pumpkins', 10, 10, 1.6, 1.8, 14], ['Sweetcorn', 8, 9, 3, 3.2, 5], ['Other', 6, 10, 4, 4, 2],
];
const TILLS: [string, number][] = [['Barn Till', 45], ['Field Till', 30], ['Total Till', 25]];

function seasonDays(year: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${year}-06-01T00:00:00Z`); d <= new Date(`${year}-10-31T00:00:00Z`); d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10));
  return days;
}

function generate(): { visits: Visit[]; weighings: Weighing[] } {
  const random = createRandom(45_303);
  const days = [...seasonDays('2024'), ...seasonDays('2025')];
  const dayWeights = days.map((d) => {
    const m = Number(d.slice(5, 7));
    const season = m === 6 ? 1 : m === 7 ? 1.6 : m === 8 ? 1.9 : m === 9 ? 0.9 : 1.3;
    const weekend = onWeekend(d) ? 2.2 : 1;
    const wet = random.chance(0.15) ? 0.3 : 1;
    return season * weekend * wet * (d.startsWith('2025') ? 1.1 : 1);
  });
  const visits: Visit[] = [];
  for (let i = 0; i < 12_000; i++) {
    const date = random.weighted(days, dayWeights);
    const booking = random.weighted(['Walk-in', 'Online', 'Group'], [62, 33, 5]);
    const adults = booking === 'Group' ? random.int(8, 30) : random.weighted([1, 2, 3, 4], [25, 55, 12, 8]);
    const children = booking === 'Group' ? random.int(0, 12) : random.weighted([0, 1, 2, 3, 4], [35, 22, 28, 11, 4]);
    const paidBy = random.weighted(['Card', 'Cash', 'Voucher', 'None'], [61, 22, 7, 10]);
    const [adult, child] = date.startsWith('2024') ? [3, 1.5] : [3.5, 1.5];
    visits.push({ ticket: 0, date, adults, children, entry: paidBy === 'None' ? 0 : roundTo(adults * adult + children * child, 2), paidBy, booking });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date));
  visits.forEach((v, i) => (v.ticket = 510_021 + i));

  const weighings: Weighing[] = [];
  for (const v of visits) {
    if (random.chance(0.09)) continue;
    const m = Number(v.date.slice(5, 7));
    const season = FRUITS.filter((f) => m >= f[1] && m <= f[2]);
    const n = Math.min(9, random.int(1, 2) + Math.floor(v.adults / 3) + (v.children > 1 ? 1 : 0));
    for (let k = 0; k < n; k++) {
      const [fruit, , , p24, p25] = random.weighted(season, season.map((f) => f[5]));
      const perKg = v.date.startsWith('2024') ? p24 : p25;
      const kg = roundTo(fruit === 'Pumpkins' ? random.float(2, 14, 3) : fruit === 'Apples' || fruit === 'Plums' ? random.float(0.8, 6, 3) : random.float(0.25, 3.2, 3), 3);
      const hour = random.int(10, 17);
      weighings.push({
        ticket: v.ticket,
        date: v.date,
        time: `${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
        fruit,
        kg,
        perKg,
        charged: roundTo(kg * perKg, 2),
        till: random.weighted(TILLS.map((t) => t[0]), TILLS.map((t) => t[1])),
        voided: random.chance(0.03),
      });
    }
  }
  return { visits, weighings };
}

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Ticket No', value: (v) => v.ticket },
  { header: 'Visit date', value: (v) => shortDate(v.date) },
  { header: 'Adults', value: (v) => v.adults },
  { header: 'Children', value: (v) => v.children },
  { header: 'Entry paid', value: (v) => money(v.entry) },
  { header: 'Paid by', value: (v) => v.paidBy },
  { header: 'Booking', value: (v) => v.booking },
];

const WEIGHING_COLUMNS: Column<Weighing>[] = [
  { header: 'Ticket No', value: (w) => w.ticket },
  { header: 'Weighed at', value: (w) => `${w.date} ${w.time}` },
  { header: 'Fruit', value: (w) => w.fruit },
  { header: 'Weight (kg)', value: (w) => w.kg },
  { header: 'Price £/kg', value: (w) => w.perKg },
  { header: 'Charged', value: (w) => money(w.charged) },
  { header: 'Till', value: (w) => w.till },
  { header: 'Voided', value: (w) => (w.voided ? 'VOID' : null) },
];

export const pickyourown: BusinessSchema = {
  name: 'pickyourown',
  description: "A pick-your-own fruit farm's 2024 and 2025 seasons: 12,000 visit tickets (XLSX) and 27,000 till weighings (CSV) sharing Ticket No",
  async build(dir) {
    const { visits, weighings } = generate();
    const files = [
      await writeXlsx(join(dir, 'visits.xlsx'), 'Tickets', VISIT_COLUMNS, visits),
      await writeCsv(join(dir, 'weighings.csv'), WEIGHING_COLUMNS, weighings),
    ];
    const q = questionSet('pickyourown');
    const visitOf = new Map(visits.map((v) => [v.ticket, v]));
    const ok = (w: Weighing) => !w.voided;
    const kg = (w: Weighing) => w.kg;
    const charged = (w: Weighing) => w.charged;
    const people = (v: Visit) => v.adults + v.children;
    const weighed = new Set(weighings.map((w) => w.ticket));
    const fruitPerTicket = groupBy(weighings, (w) => String(w.ticket), 'sum', charged, ok);
    const year = (y: string) => (x: { date: string }) => x.date.startsWith(y);

    q.ask('How many visits have we had over both seasons?', count(visits.length));
    q.ask('how many people came in total, adults and children', count(sumOf(visits, people)));
    q.ask('How many children visited in 2025?', count(sumOf(visits, (v) => v.children, year('2025'))));
    q.ask('How many kg of strawberries were picked? ignore voided weighings', amount(sumOf(weighings, kg, (w) => ok(w) && w.fruit === 'Strawberries'), 1));
    q.ask('fruit takings by fruit (not voided)', breakdown(groupBy(weighings, (w) => w.fruit, 'sum', charged, ok)));
    q.ask('Which fruit makes us the most money?', winner(groupBy(weighings, (w) => w.fruit, 'sum', charged, ok)));
    q.ask('top 3 fruits by weight picked in 2024', ranking(ranked(groupBy(weighings, (w) => w.fruit, 'sum', kg, (w) => ok(w) && year('2024')(w)), 3)));
    q.ask('What do visitors spend on fruit on average per ticket (tickets that picked something)?', amount(avgOf([...fruitPerTicket.values()], (x) => x)));
    q.ask('How much did we take in entry fees altogether?', amount(sumOf(visits, (v) => v.entry)));
    q.ask('How many weighings were voided?', count(countWhere(weighings, (w) => w.voided)));
    const aug = q.ask('How many visits in August 2025?', count(countWhere(visits, (v) => v.date.startsWith('2025-08'))));
    q.followUp(aug, 'and in August 2024?', count(countWhere(visits, (v) => v.date.startsWith('2024-08'))));
    q.ask('Which month had the most visits?', month(ranked(groupBy(visits, (v) => v.date.slice(0, 7), 'count'), 1)[0]));
    q.ask('Which single day had the most visitors (adults plus children)?', day(ranked(groupBy(visits, (v) => v.date, 'sum', people), 1)[0]));
    q.ask('What percentage of visits paid by card?', percent(percentOf(countWhere(visits, (v) => v.paidBy === 'Card'), visits.length)));
    q.ask('How many visits had Paid by None?', count(countWhere(visits, (v) => v.paidBy === 'None')));
    q.ask('kg of pumpkins picked in October 2025', amount(sumOf(weighings, kg, (w) => ok(w) && w.fruit === 'Pumpkins' && w.date.startsWith('2025-10')), 1));
    q.ask('What did we charge per kg for blueberries in 2025?', amount(maxOf(weighings, (w) => w.perKg, (w) => w.fruit === 'Blueberries' && year('2025')(w))));
    q.ask('How many tickets had nothing weighed at all?', count(countWhere(visits, (v) => !weighed.has(v.ticket))));
    q.ask('How many people came with group bookings?', count(sumOf(visits, people, (v) => v.booking === 'Group')));
    q.ask('Total takings for the 2025 season, entry plus fruit (not voided)', amount(sumOf(visits, (v) => v.entry, year('2025')) + sumOf(weighings, charged, (w) => ok(w) && year('2025')(w))));
    q.ask('fruit takings by booking type', breakdown(groupBy(weighings, (w) => visitOf.get(w.ticket)!.booking, 'sum', charged, ok)));
    q.ask('average party size', amount(avgOf(visits, people), 2));
    q.ask('Fruit takings between 1 and 15 July 2025', amount(sumOf(weighings, charged, (w) => ok(w) && within(w.date, '2025-07-01', '2025-07-15'))));
    q.ask('How many different fruits were picked in June 2024?', count(new Set(weighings.filter((w) => ok(w) && w.date.startsWith('2024-06')).map((w) => w.fruit)).size));
    q.ask('How many kg of Other did we weigh?', amount(sumOf(weighings, kg, (w) => ok(w) && w.fruit === 'Other'), 1));
    q.ask('Which till took the most money?', winner(groupBy(weighings, (w) => w.till, 'sum', charged, ok)));
    q.ask('How much went through the Total Till?', amount(sumOf(weighings, charged, (w) => ok(w) && w.till === 'Total Till')));
    q.ask('What share of visits were at the weekend?', percent(percentOf(countWhere(visits, (v) => onWeekend(v.date)), visits.length)));
    q.ask('Fruit takings in Q3 2025', amount(sumOf(weighings, charged, (w) => ok(w) && year('2025')(w) && quarterOf(w.date) === 3)));
    q.ask('What was the heaviest single weighing in kg?', amount(maxOf(weighings, kg), 3));
    q.ask('How much did strawberries bring in during 2025?', amount(sumOf(weighings, charged, (w) => ok(w) && w.fruit === 'Strawberries' && year('2025')(w))));
    q.ask('How many visits since 1 September 2025?', count(countWhere(visits, (v) => v.date >= '2025-09-01')));
    q.ask('On average how many children come on an online booking?', amount(avgOf(visits, (v) => v.children, (v) => v.booking === 'Online'), 2));
    q.ask('Which fruit was picked least by weight in 2025?', winner(groupBy(weighings, (w) => w.fruit, 'sum', kg, (w) => ok(w) && year('2025')(w)), 'asc'));
    q.ask('How much cash did we take on the gate in 2024?', amount(sumOf(visits, (v) => v.entry, (v) => v.paidBy === 'Cash' && year('2024')(v))));
    q.ask('How many weighings were done from 4pm onwards?', count(countWhere(weighings, (w) => w.time >= '16:00')));

    q.ask('Did the rain in July keep visitors away?', decline('no weather data'));
    q.ask('How much do we pay the field staff?', decline('no wages'));
    q.ask('Which field gave the best strawberry yield per acre?', decline('no fields or areas'));
    q.ask('How much did the cafe take?', decline('no cafe sales'));
    q.ask('Where do our visitors travel from?', decline('no postcodes or addresses'));
    q.ask('How many kg of fruit were left to rot in the field?', decline('no waste data'));
    q.ask('How many visits did we have in 2023?', decline('tickets start in June 2024'));
    q.ask('How many visitors should we expect next August?', decline('a forecast'));
    q.ask('What profit did we make on raspberries?', decline('no growing costs'));
    q.ask('How long do visitors stay on the farm?', decline('no exit times'));
    q.ask('How many cars were in the car park on the busiest day?', decline('no car park data'));
    return { files, questions: q.questions };
  },
};
