// A cinema chain: films and their screenings, sharing film_id, as Parquet. Asked per genre or age
// rating of the film shown (through the key), screenings filtered by the film's genre or runtime,
// and films never screened (at all, or in a year).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, countsBy, decline, names, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from './unmatched.ts';

interface Film { id: number; title: string; genre: string; rating: string; runtime: number; year: number }
interface Screening { id: number; film: number; screen: number; date: string; tickets: number; revenue: number }

const FIRST = ['Midnight', 'Crimson', 'Silver', 'Electric', 'Savage', 'Gentle', 'Iron', 'Phantom', 'Neon', 'Burning', 'Velvet', 'Hollow', 'Stolen', 'Distant', 'Shattered', 'Golden', 'Frozen', 'Secret', 'Broken', 'Wild', 'Quiet', 'Scarlet', 'Endless', 'Final', 'Rogue', 'Lunar', 'Solar', 'Twisted', 'Sunken', 'Falling', 'Hidden', 'Lucky', 'Bitter', 'Restless', 'Pale', 'Wicked', 'Brave', 'Lonely', 'Savage', 'Northern'];
const SECOND = ['Horizon', 'Protocol', 'Empire', 'Harvest', 'Signal', 'Paradise', 'Frontier', 'Circuit', 'Legacy', 'Tide', 'Outpost', 'Mirage', 'Reckoning', 'Garden', 'Voyage', 'Verdict', 'Ritual', 'Orbit', 'Descent', 'Sanctuary', 'Carnival', 'Inferno', 'Odyssey', 'Labyrinth', 'Requiem', 'Dynasty', 'Eclipse', 'Getaway', 'Heist', 'Symphony'];
const GENRES = ['Action', 'Comedy', 'Drama', 'Horror', 'Animation', 'Documentary', 'Thriller'];
const RATINGS = ['U', 'PG', '12A', '15', '18'];

function generate(): { films: Film[]; screenings: Screening[] } {
  const random = createRandom(7303);
  const titles = new Set<string>();
  const films = Array.from({ length: 1_100 }, (_, i): Film => {
    let title = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}`;
    while (titles.has(title)) title = `${title} II`;
    titles.add(title);
    return { id: 40_001 + i, title, genre: random.weighted(GENRES, [24, 20, 18, 12, 11, 5, 10]), rating: random.weighted(RATINGS, [10, 24, 28, 26, 12]), runtime: random.int(80, 175), year: random.int(1995, 2025) };
  });
  // Seven films were licensed but never screened, some ran only in 2024, and a few blockbusters
  // fill many screens.
  const shown = films.filter((_, i) => i % 157 !== 3);
  const ranUntil = new Map(films.map((f, i) => [f.id, i % 50 === 11 ? '2024-12-31' : '2025-08-31']));
  const hits = shown.slice(0, 6);
  const screenings = Array.from({ length: 60_000 }, (_, i): Screening => {
    const film = i % 9 === 0 ? random.weighted(hits, [30, 24, 18, 13, 9, 6]) : random.pick(shown);
    const tickets = random.int(4, 220);
    return { id: 1_000_001 + i, film: film.id, screen: random.int(1, 8), date: random.date('2024-01-01', ranUntil.get(film.id)!), tickets, revenue: Math.round(tickets * random.float(7.5, 13.5, 2) * 100) / 100 };
  });
  return { films, screenings };
}

const FILM_COLUMNS: Column<Film>[] = [
  { header: 'film_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'title', value: (r) => r.title },
  { header: 'genre', value: (r) => r.genre },
  { header: 'age_rating', value: (r) => r.rating },
  { header: 'runtime_min', value: (r) => r.runtime, sqlType: 'INTEGER' },
  { header: 'release_year', value: (r) => r.year, sqlType: 'INTEGER' },
];
const SCREENING_COLUMNS: Column<Screening>[] = [
  { header: 'screening_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'film_id', value: (r) => r.film, sqlType: 'INTEGER' },
  { header: 'screen', value: (r) => r.screen, sqlType: 'INTEGER' },
  { header: 'show_date', value: (r) => r.date, sqlType: 'DATE' },
  { header: 'tickets_sold', value: (r) => r.tickets, sqlType: 'INTEGER' },
  { header: 'ticket_revenue', value: (r) => r.revenue, sqlType: 'DOUBLE' },
];

export const cinema: BusinessSchema = {
  name: 'cinema',
  description: 'A cinema chain: 1,100 films and 60,000 screenings sharing film_id, seven films never screened (Parquet)',
  async build(dir) {
    const { films, screenings } = generate();
    const files = [await writeParquet(join(dir, 'films.parquet'), FILM_COLUMNS, films), await writeParquet(join(dir, 'screenings.parquet'), SCREENING_COLUMNS, screenings)];
    const q = questionSet('cinema');
    const filmOf = new Map(films.map((f) => [f.id, f]));
    const genreOf = (s: Screening) => filmOf.get(s.film)!.genre;
    const in2025 = (s: Screening) => between(s.date, '2025-01-01', '2025-12-31');

    q.ask('Which genre sold the most tickets?', winner(groupBy(screenings, genreOf, 'sum', (s) => s.tickets)));
    q.ask('Top 5 films by tickets sold', ranking(ranked(groupBy(screenings, (s) => filmOf.get(s.film)!.title, 'sum', (s) => s.tickets), 5)));
    q.ask('Total ticket revenue from Horror films', amount(sumOf(screenings, (s) => s.revenue, (s) => genreOf(s) === 'Horror')));
    q.ask('How many screenings were of films with a runtime over 150 minutes?', count(countWhere(screenings, (s) => filmOf.get(s.film)!.runtime > 150)));
    q.ask('Number of screenings per age rating', countsBy(groupBy(screenings, (s) => filmOf.get(s.film)!.rating, 'count')));
    q.ask('How many films were never screened?', count(unmatched(films, (f) => f.id, screenings, (s) => s.film).length));
    q.ask('Which films have no screenings?', names(unmatched(films, (f) => f.id, screenings, (s) => s.film).map((f) => f.title)));
    q.ask('How many films had no screenings in 2025?', count(unmatched(films, (f) => f.id, screenings, (s) => s.film, in2025).length));
    q.ask('What is the average number of tickets sold per screening?', amount(avgOf(screenings, (s) => s.tickets)));
    q.ask('How many screenings were on screen 3?', count(countWhere(screenings, (s) => s.screen === 3)));
    q.ask('How many Comedy films are there?', count(countWhere(films, (f) => f.genre === 'Comedy')));

    q.ask('Which film has the best reviews?', decline('no review column'));
    q.ask('How much popcorn was sold?', decline('no concessions column'));
    q.ask('How many films were never dubbed?', decline('no language or dubbing column'));
    return { files, questions: q.questions };
  },
};
