// A marina's berth register (XLSX, 240 berths and a real TOTAL row at the bottom, annual fees as "$"
// text, berth numbers that look like numbers) beside 21,000 visiting-boat stays (CSV) sharing
// berth_no. Stays carry the home country as a two-letter code ("NO" for Norway reads as the word),
// arrival as dd/mm/yyyy text, mooring fees as "$" text, fuel litres blank when no fuel was bought,
// a signed account adjustment (credits negative), and a club called "Total Marine Club".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { cents, dmy, dollars } from './shared.ts';

interface Berth { no: string; pontoon: string; length: number | null; fee: number; status: string }
interface Stay { id: number; berth: string; country: string; club: string; arrived: string; nights: number; fee: number; fuel: number | null; kwh: number; adjustment: number }

const PONTOONS = ['North', 'South', 'East', 'West', 'Outer'];
const COUNTRIES = ['GB', 'FR', 'NO', 'NL', 'DE', 'IE', 'DK'];
const CLUBS = ['Royal Harbour YC', 'Total Marine Club', 'Seahorse SC', 'Bayside Cruising', 'None'];

function generate(): { berths: Berth[]; stays: Stay[] } {
  const random = createRandom(18_004);
  const berths = Array.from({ length: 240 }, (_, i): Berth => {
    const pontoon = random.weighted(PONTOONS, [26, 22, 20, 18, 14]);
    const length = random.weighted([8, 10, 12, 15, 18, 24], [18, 24, 24, 17, 11, 6]);
    return {
      no: String(i + 1),
      pontoon,
      length: i % 37 === 11 ? null : length,
      fee: cents(length * random.float(310, 420)),
      status: random.weighted(['Occupied', 'Vacant', 'Visitor'], [55, 12, 33]),
    };
  });
  const visitor = berths.filter((b) => b.status !== 'Occupied' || Number(b.no) % 5 === 0);
  const weights = visitor.map((_, i) => 1 + ((i * 3) % 7));
  const stays = Array.from({ length: 21_000 }, (_, i): Stay => {
    const berth = random.weighted(visitor, weights);
    const nights = random.weighted([1, 2, 3, 4, 5, 7, 10, 14, 21], [24, 22, 15, 10, 8, 9, 5, 5, 2]);
    const perNight = cents((berth.length ?? 12) * random.float(2.6, 3.4));
    return {
      id: 60_001 + i,
      berth: berth.no,
      country: random.weighted(COUNTRIES, [38, 17, 12, 11, 10, 7, 5]),
      club: random.weighted(CLUBS, [14, 11, 9, 8, 58]),
      arrived: random.date('2024-03-01', '2025-10-31'),
      nights,
      fee: cents(perNight * nights),
      fuel: random.chance(0.35) ? random.int(20, 400) : null,
      kwh: random.int(0, 12) * nights,
      adjustment: random.chance(0.1) ? -cents(random.float(5, 80)) : random.chance(0.05) ? cents(random.float(5, 60)) : 0,
    };
  });
  return { berths, stays };
}

const BERTH_COLUMNS: Column<Berth>[] = [
  { header: 'berth_no', value: (r) => r.no },
  { header: 'pontoon', value: (r) => r.pontoon },
  { header: 'max_length_m', value: (r) => r.length },
  { header: 'annual_fee', value: (r) => dollars(r.fee) },
  { header: 'status', value: (r) => r.status },
];
const STAY_COLUMNS: Column<Stay>[] = [
  { header: 'stay_id', value: (r) => r.id },
  { header: 'berth_no', value: (r) => r.berth },
  { header: 'home_country', value: (r) => r.country },
  { header: 'club', value: (r) => r.club },
  { header: 'arrival_date', value: (r) => dmy(r.arrived) },
  { header: 'nights', value: (r) => r.nights },
  { header: 'mooring_fee', value: (r) => dollars(r.fee) },
  { header: 'fuel_litres', value: (r) => r.fuel },
  { header: 'electricity_kwh', value: (r) => r.kwh },
  { header: 'account_adjustment', value: (r) => r.adjustment },
];

export const marina: BusinessSchema = {
  name: 'marina',
  description: "A marina's 240 berths (XLSX with a TOTAL row, $ text fees) and 21,000 visiting stays (CSV, country codes, dd/mm/yyyy arrivals, $ text fees, blank fuel, signed adjustments)",
  async build(dir) {
    const { berths, stays } = generate();
    const totalRow: Berth = { no: 'TOTAL', pontoon: '', length: null, fee: berths.reduce((s, b) => s + b.fee, 0), status: '' };
    const files = [
      await writeXlsx(join(dir, 'berths.xlsx'), 'Berths', BERTH_COLUMNS, [...berths, totalRow]),
      await writeCsv(join(dir, 'stays.csv'), STAY_COLUMNS, stays),
    ];
    const q = questionSet('marina');
    const berthOf = new Map(berths.map((b) => [b.no, b]));
    const inRange = (from: string, to: string) => (s: Stay) => between(s.arrived, from, to);
    const fee = (s: Stay) => s.fee;

    q.ask('How many berths does the marina have?', count(berths.length));
    q.ask('What do all the berths bring in annual fees in total?', amount(sumOf(berths, (b) => b.fee)));
    q.ask('What is the average annual fee per berth?', amount(avgOf(berths, (b) => b.fee)));
    q.ask('Which pontoon has the most berths?', winner(groupBy(berths, (b) => b.pontoon, 'count')));
    q.ask('How many berths are vacant?', count(countWhere(berths, (b) => b.status === 'Vacant')));
    q.ask('Total annual fees of vacant berths', amount(sumOf(berths, (b) => b.fee, (b) => b.status === 'Vacant')));
    q.ask('How many stays were by boats from NO?', count(countWhere(stays, (s) => s.country === 'NO')));
    q.ask('Mooring fees in July 2024', amount(sumOf(stays, fee, inRange('2024-07-01', '2024-07-31'))));
    q.ask('Average nights per stay', amount(avgOf(stays, (s) => s.nights)));
    q.ask('How much fuel did we sell in litres?', count(sumOf(stays, (s) => s.fuel)));
    q.ask('How many stays bought no fuel?', count(countWhere(stays, (s) => s.fuel === null)));
    q.ask('Average fuel litres for stays that bought fuel', amount(avgOf(stays, (s) => s.fuel)));
    q.ask('How many stays got a credit (negative adjustment)?', count(countWhere(stays, (s) => s.adjustment < 0)));
    q.ask('Net total of account adjustments', amount(sumOf(stays, (s) => s.adjustment)));
    q.ask('How many stays were at berth 12?', count(countWhere(stays, (s) => s.berth === '12')));
    q.ask('Mooring fees by pontoon', breakdown(groupBy(stays, (s) => berthOf.get(s.berth)!.pontoon, 'sum', fee)));
    q.ask('Which home country had the most stays?', winner(groupBy(stays, (s) => s.country, 'count')));
    q.ask('Top 3 home countries by nights', ranking(ranked(groupBy(stays, (s) => s.country, 'sum', (s) => s.nights), 3)));
    q.ask('What share of stays were longer than a week?', percent(percentOf(countWhere(stays, (s) => s.nights > 7), stays.length)));
    const june = q.ask('How many boats arrived between 1 June 2025 and 15 June 2025?', count(countWhere(stays, inRange('2025-06-01', '2025-06-15'))));
    q.followUp(june, 'and the same dates in 2024?', count(countWhere(stays, inRange('2024-06-01', '2024-06-15'))));
    q.ask('What is the longest stay in nights?', count(maxOf(stays, (s) => s.nights)));
    q.ask('Average mooring fee for stays on the East pontoon', amount(avgOf(stays, fee, (s) => berthOf.get(s.berth)!.pontoon === 'East')));
    q.ask('Total electricity used in 2025 in kWh', count(sumOf(stays, (s) => s.kwh, inRange('2025-01-01', '2025-12-31'))));
    q.ask('Which month of 2024 had the most arrivals?', month(ranked(groupBy(stays, (s) => s.arrived.slice(0, 7), 'count', undefined, inRange('2024-01-01', '2024-12-31')), 1)[0]));
    q.ask('How many stays were by Total Marine Club boats?', count(countWhere(stays, (s) => s.club === 'Total Marine Club')));
    q.ask('How many stays had no club (None)?', count(countWhere(stays, (s) => s.club === 'None')));
    q.ask('Mooring fees by club in 2025', breakdown(groupBy(stays, (s) => s.club, 'sum', fee, inRange('2025-01-01', '2025-12-31'))));
    q.ask('Average max length of our berths in metres', amount(avgOf(berths, (b) => b.length)));
    const fr = q.ask('Total mooring fees from French boats (FR)', amount(sumOf(stays, fee, (s) => s.country === 'FR')));
    q.followUp(fr, 'and from DE?', amount(sumOf(stays, fee, (s) => s.country === 'DE')));
    q.ask('Mooring fees by home country', breakdown(groupBy(stays, (s) => s.country, 'sum', fee)));

    q.ask('Which visiting boat is the longest?', decline('no boat length'));
    q.ask('How many crew stayed on average?', decline('no crew counts'));
    q.ask('What was the average wind speed in July?', decline('no weather data'));
    q.ask('Which staff member handled the most arrivals?', decline('no staff column'));
    q.ask('What is the profit per berth?', decline('no costs'));
    q.ask('How many boats are insured?', decline('no insurance data'));
    q.ask('What is the average age of the boats?', decline('no boat age'));
    q.ask('How long is the waiting list for a berth?', decline('no waiting list'));
    return { files, questions: q.questions };
  },
};
