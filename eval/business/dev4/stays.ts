// A guest house group: 1,500 guests with their country and 9,000 stays that refer to them by
// guest_id. Its traps: "stays by guests from the US" is a filter through the guests (one number,
// not a breakdown per guest), US being a stopword written as a code; a follow-up that only gives a
// new year keeps the measure and the filters.
import { join } from 'node:path';
import { countWhere, percentOf, sumOf } from '../compute.ts';
import { amount, count, decline, percent, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Guest { guest_id: number; guest_name: string; country: string; loyalty_tier: string }
interface Stay { stay_id: number; guest_id: number; check_in: string; nights: number; status: string; stay_value: number }

const COUNTRIES = ['US', 'UK', 'DE', 'FR', 'IT', 'NO'];
const FIRST = ['Ana', 'Ben', 'Cora', 'Dan', 'Eve', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jon', 'Kai', 'Lena'];
const LAST = ['Abbot', 'Brook', 'Castle', 'Dale', 'Everett', 'Frost', 'Grange', 'Heath', 'Ives', 'Juniper', 'Kerr', 'Lowe', 'Mott'];

function generate(): { guests: Guest[]; stays: Stay[] } {
  const random = createRandom(7719);
  const guests = Array.from({ length: 1_500 }, (_, i): Guest => ({
    guest_id: 20_001 + i,
    guest_name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
    country: random.weighted(COUNTRIES, [28, 24, 14, 14, 10, 10]),
    loyalty_tier: random.weighted(['Bronze', 'Silver', 'Gold'], [60, 30, 10]),
  }));
  const stays = Array.from({ length: 9_000 }, (_, i): Stay => {
    const nights = random.weighted([1, 2, 3, 4, 5, 7, 10], [20, 25, 20, 12, 10, 8, 5]);
    return {
      stay_id: 1_000_001 + i,
      guest_id: random.pick(guests).guest_id,
      check_in: random.date('2023-01-01', '2024-12-31'),
      nights,
      status: random.weighted(['completed', 'cancelled', 'no-show'], [80, 15, 5]),
      stay_value: Math.round(nights * random.float(70, 240, 2) * 100) / 100,
    };
  });
  return { guests, stays };
}

const GUEST_COLUMNS: Column<Guest>[] = [
  { header: 'guest_id', value: (r) => r.guest_id },
  { header: 'guest_name', value: (r) => r.guest_name },
  { header: 'country', value: (r) => r.country },
  { header: 'loyalty_tier', value: (r) => r.loyalty_tier },
];
const STAY_COLUMNS: Column<Stay>[] = [
  { header: 'stay_id', value: (r) => r.stay_id },
  { header: 'guest_id', value: (r) => r.guest_id },
  { header: 'check_in', value: (r) => r.check_in },
  { header: 'nights', value: (r) => r.nights },
  { header: 'status', value: (r) => r.status },
  { header: 'stay_value', value: (r) => r.stay_value },
];

export const stays: BusinessSchema = {
  name: 'stays',
  description: 'Guest house stays: 1,500 guests with their country and 9,000 stays joined by guest_id (CSV)',
  async build(dir) {
    const { guests, stays: rows } = generate();
    const files = [await writeCsv(join(dir, 'guests.csv'), GUEST_COLUMNS, guests), await writeCsv(join(dir, 'stays.csv'), STAY_COLUMNS, rows)];
    const q = questionSet('stays');
    const countryOf = new Map(guests.map((g) => [g.guest_id, g.country]));
    const tierOf = new Map(guests.map((g) => [g.guest_id, g.loyalty_tier]));
    const from = (c: string) => (s: Stay) => countryOf.get(s.guest_id) === c;
    const completed = (s: Stay) => s.status === 'completed';

    q.ask('total value of completed stays by guests from the US', amount(sumOf(rows, (s) => s.stay_value, (s) => completed(s) && from('US')(s))));
    q.ask('how many stays by Gold tier guests?', count(countWhere(rows, (s) => tierOf.get(s.guest_id) === 'Gold')));
    q.ask('How many nights did guests from NO stay in 2024?', count(sumOf(rows, (s) => s.nights, (s) => from('NO')(s) && s.check_in.startsWith('2024'))));
    const y = q.ask('number of cancelled stays in 2023', count(countWhere(rows, (s) => s.status === 'cancelled' && s.check_in.startsWith('2023'))));
    q.followUp(y, 'what about 2024?', count(countWhere(rows, (s) => s.status === 'cancelled' && s.check_in.startsWith('2024'))));
    const m = q.ask('average stay value in July 2024', amount(sumOf(rows, (s) => s.stay_value, (s) => s.check_in.startsWith('2024-07')) / countWhere(rows, (s) => s.check_in.startsWith('2024-07'))));
    q.followUp(m, 'and in August?', amount(sumOf(rows, (s) => s.stay_value, (s) => s.check_in.startsWith('2024-08')) / countWhere(rows, (s) => s.check_in.startsWith('2024-08'))));
    q.ask('what % of stays by guests from IT were cancelled?', percent(percentOf(countWhere(rows, (s) => from('IT')(s) && s.status === 'cancelled'), countWhere(rows, from('IT')))));

    q.ask('What is the average age of guests from the US?', decline('no age column'));
    q.ask('How many stays were booked through an agent?', decline('no channel column'));
    return { files, questions: q.questions };
  },
};
