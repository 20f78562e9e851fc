// A theatre's performances: dates stored as text (dd/mm/yyyy), seats on sale, tickets sold and
// box office takings. Asked as the busiest weekday, the quarter with the highest takings, the
// month with the most seats on sale, takings per ticket (a ratio of sums), the best single
// performance and its show.
import { join } from 'node:path';
import { groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, decline, month, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { extremeRow, quarterKey, weekdayOf, withQuarterAlias } from './stats.ts';

interface Performance { id: number; show: string; date: string; hall: string; seats: number; sold: number; takings: number }

const SHOWS = ['The Tempest', 'Blood Wedding', 'Uncle Vanya', 'The Seagull', 'A Doll\'s House', 'Arcadia', 'Hedda Gabler'];
const HALLS: Record<string, number> = { 'Main Stage': 820, Studio: 240, 'Garden Room': 120 };

function generate(): Performance[] {
  const random = createRandom(8202);
  return Array.from({ length: 3_600 }, (_, i): Performance => {
    const date = random.date('2024-01-05', '2025-09-28');
    const hall = random.weighted(Object.keys(HALLS), [45, 35, 20]);
    const seats = HALLS[hall] - random.int(0, 20);
    // Weekends sell better, so the busiest weekday is clear.
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    const fill = day === 6 ? random.float(0.7, 1, 3) : day === 5 ? random.float(0.55, 0.95, 3) : random.float(0.25, 0.85, 3);
    // One matinee nearly empty, so the fewest tickets sold belong to one performance.
    const sold = i === 2_222 ? 4 : Math.round(seats * fill);
    return { id: 90_001 + i, show: random.pick(SHOWS), date, hall, seats, sold, takings: Math.round(sold * random.float(14, 48, 2) * 100) / 100 };
  });
}

const textDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const COLUMNS: Column<Performance>[] = [
  { header: 'performance_id', value: (r) => r.id },
  { header: 'show_title', value: (r) => r.show },
  { header: 'performance_date', value: (r) => textDate(r.date) },
  { header: 'hall', value: (r) => r.hall },
  { header: 'seats_on_sale', value: (r) => r.seats },
  { header: 'tickets_sold', value: (r) => r.sold },
  { header: 'box_office', value: (r) => r.takings },
];

export const theatre: BusinessSchema = {
  name: 'theatre',
  description: 'Theatre performances: 3,600 rows, dates as text (dd/mm/yyyy), seats, tickets sold, box office (XLSX)',
  async build(dir) {
    const rows = generate();
    const files = [await writeXlsx(join(dir, 'performances.xlsx'), 'Performances', COLUMNS, rows)];
    const q = questionSet('theatre');
    const best = extremeRow(rows, (r) => r.takings);

    q.ask('How many performances were there?', count(rows.length));
    q.ask('On which weekday were the most tickets sold?', winner(groupBy(rows, (r) => weekdayOf(r.date), 'sum', (r) => r.sold)));
    q.ask('What is the busiest weekday for performances?', winner(groupBy(rows, (r) => weekdayOf(r.date), 'count')));
    q.ask('Which quarter had the highest box office?', withQuarterAlias(winner(groupBy(rows, (r) => quarterKey(r.date), 'sum', (r) => r.takings))));
    q.ask('In which month were the most seats on sale?', month(ranked(groupBy(rows, (r) => r.date.slice(0, 7), 'sum', (r) => r.seats), 1)[0]));
    q.ask('What is the average box office per ticket sold?', amount(sumOf(rows, (r) => r.takings) / sumOf(rows, (r) => r.sold)));
    q.ask('What was the highest box office for a single performance?', amount(best.takings));
    q.ask('Which show had the single highest-grossing performance?', { kind: 'name', value: best.show, others: SHOWS.filter((s) => s !== best.show) });
    q.ask('What is the smallest number of tickets sold for one performance?', count(extremeRow(rows, (r) => r.sold, 'min').sold));
    q.ask('How many tickets were sold in 2024?', count(sumOf(rows, (r) => r.sold, (r) => r.date.startsWith('2024'))));

    q.ask('What was the average occupancy?', decline('occupancy needs a definition the headers do not give'));
    q.ask('How many tickets were refunded?', decline('no refund column'));
    q.ask('Which actor appeared in the most performances?', decline('no cast column'));
    return { files, questions: q.questions };
  },
};
