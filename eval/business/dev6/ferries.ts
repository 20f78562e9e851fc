// A ferry operator's sailings: the table asked as "the schedule" or "the timetable", dates stored
// as text (29.08.2025), shifts as codes asked with their meaning ("the night shift (NT)"), the only
// money column (fare_total) asked as "fare revenue", quarters with a verb before them.
import { join } from 'node:path';
import { countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, day, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Sailing { id: number; date: string; route: string; vessel: string; shift: string; seats: number; fares: number }

const ROUTES = ['Harbour - Isle North', 'Harbour - Westbay', 'Westbay - Isle North', 'Harbour - Lighthouse Point'];
const VESSELS = ['MV Skarv', 'MV Terna', 'MV Alke', 'MV Lomvi'];

function generate(): Sailing[] {
  const random = createRandom(6101);
  return Array.from({ length: 3_000 }, (_, i): Sailing => {
    const seats = random.weighted([120, 180, 240], [30, 45, 25]);
    return {
      id: 50_001 + i,
      date: random.date('2024-01-01', '2025-09-14'),
      route: random.weighted(ROUTES, [38, 27, 21, 14]),
      vessel: random.weighted(VESSELS, [31, 27, 23, 19]),
      shift: random.weighted(['DY', 'EV', 'NT'], [55, 30, 15]),
      seats,
      fares: random.float(400, seats * 22, 2),
    };
  });
}

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const COLUMNS: Column<Sailing>[] = [
  { header: 'sailing_id', value: (r) => r.id },
  { header: 'sailing_date', value: (r) => dotted(r.date) },
  { header: 'route', value: (r) => r.route },
  { header: 'vessel', value: (r) => r.vessel },
  { header: 'shift', value: (r) => r.shift },
  { header: 'seats_offered', value: (r) => r.seats },
  { header: 'fare_total', value: (r) => r.fares },
];

export const ferries: BusinessSchema = {
  name: 'ferries',
  description: 'Ferry sailings: 3,000 rows, dates as text (dd.mm.yyyy), shift codes, one money column (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'sailings.csv'), COLUMNS, rows)];
    const q = questionSet('ferries');
    const sailed = (from: string, to: string) => (r: Sailing) => between(r.date, from, to);
    const latest = rows.map((r) => r.date).sort().at(-1)!;

    q.ask('How many sailings are in the schedule?', count(rows.length));
    q.ask('How many sailings are in the timetable for 2024?', count(countWhere(rows, sailed('2024-01-01', '2024-12-31'))));
    q.ask('Which vessel operated the most sailings?', winner(groupBy(rows, (r) => r.vessel, 'count')));
    q.ask('What is the most common route?', winner(groupBy(rows, (r) => r.route, 'count')));
    q.ask('When was the most recent sailing?', day(latest));
    q.ask('What is the total fare revenue?', amount(sumOf(rows, (r) => r.fares)));
    q.ask('Fare revenue in Q3 2024', amount(sumOf(rows, (r) => r.fares, sailed('2024-07-01', '2024-09-30'))));
    q.ask('How many seats were offered in Q2 2025?', count(sumOf(rows, (r) => r.seats, sailed('2025-04-01', '2025-06-30'))));
    q.ask('How many sailings were on the night shift (NT)?', count(countWhere(rows, (r) => r.shift === 'NT')));
    q.ask('How many sailings did MV Alke operate?', count(countWhere(rows, (r) => r.vessel === 'MV Alke')));
    q.ask('How many sailings were scheduled in March 2025?', count(countWhere(rows, sailed('2025-03-01', '2025-03-31'))));

    q.ask('How many passengers missed their sailing?', decline('no passenger or no-show column'));
    q.ask('What was the fuel cost of the sailings in 2024?', decline('no fuel column'));
    return { files, questions: q.questions };
  },
};
