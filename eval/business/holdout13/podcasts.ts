// A podcast network: 1,127 episodes of 14 shows (CSV), 150,000 daily download counts by country and
// app from January to October 2025 (Parquet) and 4,200 ad spots sold into episodes (XLSX), sharing
// `episode_id`. Traps: country codes that are English words or stopwords ("US", "IT", "IN"),
// episode ids that look numeric, a show whose title starts with "Total" ("Total Football Weekly"),
// lengths in minutes with the unit in the header ("Length (min)"), money in dollars with the unit
// in the header ("CPM ($)", "Revenue ($)"), revenue left blank on make-good spots, and an explicit
// flag written "yes"/"no".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, day, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Episode {
  id: number;
  show: string;
  genre: string;
  host: string;
  published: string;
  minutes: number;
  explicit: string;
}

interface Download {
  date: string;
  episode: number;
  country: string;
  app: string;
  downloads: number;
}

interface Spot {
  id: string;
  episode: number;
  advertiser: string;
  position: string;
  cpm: number;
  impressions: number;
  revenue: number | null;
}

// show, genre, host, episodes per week, typical minutes, popularity
const SHOWS: [string, string, string, number, number, number][] = [
  ['Total Football Weekly', 'Sport', 'Marcus Reid', 2, 55, 3.2], ['The Morning Ledger', 'Business', 'Anya Ferreira', 5, 22, 2.4],
  ['Cold Case Files', 'True crime', 'Nell Barker', 1, 48, 4.1], ['Startup Grit', 'Business', 'Omar Haddad', 1, 40, 1.3],
  ['Laugh Track', 'Comedy', 'Jess & Dev', 1, 62, 2.6], ['Deep Field', 'Science', 'Dr. Lena Ross', 1, 38, 1.1],
  ['Kitchen Table Politics', 'News', 'Ben Adeyemi', 3, 30, 1.8], ['Run It Back', 'Sport', 'Tasha Greene', 1, 45, 0.9],
  ['Mind Matters', 'Health', 'Dr. Priya Nair', 1, 35, 1.4], ['The Long Read Aloud', 'Culture', 'Hal Winters', 1, 70, 0.6],
  ['Byte Size', 'Technology', 'Kim Oduya', 2, 25, 1.5], ['Murder at Midnight', 'True crime', 'Sally Cho', 1, 52, 2.9],
  ['Parenting Unfiltered', 'Health', 'The Moores', 1, 33, 0.8], ['Market Movers', 'Business', 'Ravi Shah', 5, 15, 1.7],
];
const COUNTRIES: [string, number][] = [['US', 44], ['GB', 21], ['CA', 8], ['AU', 7], ['IE', 4], ['DE', 5], ['IT', 3], ['IN', 6], ['NZ', 2]];
const APPS: [string, number][] = [['Apple Podcasts', 38], ['Spotify', 34], ['YouTube', 12], ['Overcast', 5], ['Pocket Casts', 5], ['Web player', 6]];
const ADVERTISERS = ['Nimbus VPN', 'FreshCrate Meals', 'Ledgerly', 'Sleepwell Mattress', 'Kestrel Bank', 'GreenMile Energy', 'Ordo Accounting', 'Brightside Mobile'];
const POSITIONS: [string, number, number][] = [['pre-roll', 35, 18], ['mid-roll', 45, 25], ['post-roll', 20, 10]];

function generate(): { episodes: Episode[]; downloads: Download[]; spots: Spot[] } {
  const random = createRandom(13_201);
  const episodes: Episode[] = [];
  for (const [show, genre, host, perWeek, minutes] of SHOWS) {
    const step = 7 / perWeek;
    for (let d = random.int(0, 3); d < 303; d += step) {
      const published = addDays('2025-01-01', Math.floor(d));
      if (published > '2025-10-31') break;
      episodes.push({
        id: 0, show, genre, host, published, minutes: Math.max(8, Math.round(random.normal(minutes, minutes * 0.18))),
        explicit: genre === 'Comedy' || (genre === 'True crime' && random.chance(0.6)) ? 'yes' : 'no',
      });
    }
  }
  episodes.sort((a, b) => a.published.localeCompare(b.published) || a.show.localeCompare(b.show));
  episodes.forEach((e, i) => (e.id = 610_200 + i * 7));
  const popularity = episodes.map((e) => SHOWS.find((s) => s[0] === e.show)![5] / SHOWS.find((s) => s[0] === e.show)![3]);
  const downloads: Download[] = [];
  for (let i = 0; i < 150_000; i++) {
    const e = random.weighted(episodes, popularity);
    const age = Math.floor(-Math.log(1 - random.next()) * 12);
    const date = addDays(e.published, age);
    if (date > '2025-10-31') {
      i--;
      continue;
    }
    const country = random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1]));
    const app = random.weighted(APPS.map((a) => a[0]), APPS.map((a) => a[1]));
    downloads.push({ date, episode: e.id, country, app, downloads: Math.max(1, Math.round(random.normal(age < 3 ? 180 : 60, 25))) });
  }
  downloads.sort((a, b) => a.date.localeCompare(b.date) || a.episode - b.episode);
  const spots: Spot[] = [];
  for (let i = 0; i < 4_200; i++) {
    const e = random.weighted(episodes, popularity);
    const [position, , cpmBase] = random.weighted(POSITIONS, POSITIONS.map((p) => p[1]));
    const cpm = random.float(cpmBase * 0.8, cpmBase * 1.25, 2);
    const impressions = random.int(2_000, 60_000);
    const makeGood = random.chance(0.05);
    spots.push({ id: '', episode: e.id, advertiser: random.weighted(ADVERTISERS, [18, 14, 9, 12, 10, 8, 6, 11]), position, cpm, impressions, revenue: makeGood ? null : Math.round(cpm * impressions / 10) / 100 });
  }
  spots.sort((a, b) => a.episode - b.episode || a.position.localeCompare(b.position));
  spots.forEach((s, i) => (s.id = `AD${String(i + 1).padStart(5, '0')}`));
  return { episodes, downloads, spots };
}

const EPISODE_COLUMNS: Column<Episode>[] = [
  { header: 'episode_id', value: (e) => e.id },
  { header: 'show', value: (e) => e.show },
  { header: 'genre', value: (e) => e.genre },
  { header: 'host', value: (e) => e.host },
  { header: 'published', value: (e) => e.published },
  { header: 'Length (min)', value: (e) => e.minutes },
  { header: 'explicit', value: (e) => e.explicit },
];

const DOWNLOAD_COLUMNS: Column<Download>[] = [
  { header: 'day', value: (d) => d.date, sqlType: 'DATE' },
  { header: 'episode_id', value: (d) => d.episode, sqlType: 'INTEGER' },
  { header: 'country', value: (d) => d.country },
  { header: 'app', value: (d) => d.app },
  { header: 'downloads', value: (d) => d.downloads, sqlType: 'INTEGER' },
];

const SPOT_COLUMNS: Column<Spot>[] = [
  { header: 'Spot ID', value: (s) => s.id },
  { header: 'Episode ID', value: (s) => s.episode },
  { header: 'Advertiser', value: (s) => s.advertiser },
  { header: 'Position', value: (s) => s.position },
  { header: 'CPM ($)', value: (s) => s.cpm },
  { header: 'Impressions', value: (s) => s.impressions },
  { header: 'Revenue ($)', value: (s) => s.revenue },
];

export const podcasts: BusinessSchema = {
  name: 'podcasts',
  description: 'A podcast network: 1,127 episodes of 14 shows (CSV), 150,000 download counts by day, country and app (Parquet) and 4,200 ad spots (XLSX) sharing episode_id',
  async build(dir) {
    const { episodes, downloads, spots } = generate();
    const files = [
      await writeCsv(join(dir, 'episodes.csv'), EPISODE_COLUMNS, episodes),
      await writeParquet(join(dir, 'downloads.parquet'), DOWNLOAD_COLUMNS, downloads),
      await writeXlsx(join(dir, 'ad_spots.xlsx'), 'Spots', SPOT_COLUMNS, spots),
    ];
    const q = questionSet('podcasts');
    const epOf = new Map(episodes.map((e) => [e.id, e]));
    const show = (r: { episode: number }) => epOf.get(r.episode)!.show;
    const genre = (r: { episode: number }) => epOf.get(r.episode)!.genre;
    const dl = (d: Download) => d.downloads;
    const rev = (s: Spot) => s.revenue;

    q.ask('How many episodes have we published?', count(episodes.length));
    q.ask('Episodes per show', countsBy(groupBy(episodes, (e) => e.show, 'count')));
    q.ask('What is the average episode length in minutes?', amount(avgOf(episodes, (e) => e.minutes), 1));
    q.ask('Which show has the longest episodes on average?', winner(groupBy(episodes, (e) => e.show, 'avg', (e) => e.minutes)));
    q.ask('How many explicit episodes are there?', count(countWhere(episodes, (e) => e.explicit === 'yes')));
    q.ask('When did Deep Field publish its first episode?', day(episodes.find((e) => e.show === 'Deep Field')!.published));
    q.ask('How many episodes went out in July 2025?', count(countWhere(episodes, (e) => e.published.startsWith('2025-07'))));
    q.ask('What is the total number of downloads?', count(sumOf(downloads, dl)));
    q.ask('Downloads by show', countsBy(groupBy(downloads, show, 'sum', dl)));
    q.ask('Which show gets the most downloads?', winner(groupBy(downloads, show, 'sum', dl)));
    q.ask('top 5 shows by downloads', ranking(ranked(groupBy(downloads, show, 'sum', dl), 5)));
    q.ask('Which genre has the fewest downloads?', winner(groupBy(downloads, genre, 'sum', dl), 'asc'));
    q.ask('How many downloads came from the US?', count(sumOf(downloads, dl, (d) => d.country === 'US')));
    q.ask('downloads from IT', count(sumOf(downloads, dl, (d) => d.country === 'IT')));
    q.ask('What share of downloads come from Spotify?', percent(percentOf(sumOf(downloads, dl, (d) => d.app === 'Spotify'), sumOf(downloads, dl))));
    q.ask('Downloads by app', countsBy(groupBy(downloads, (d) => d.app, 'sum', dl)));
    q.ask('Total Football Weekly downloads in the UK (GB)', count(sumOf(downloads, dl, (d) => show(d) === 'Total Football Weekly' && d.country === 'GB')));
    const aug = q.ask('How many downloads did Cold Case Files get in August?', count(sumOf(downloads, dl, (d) => show(d) === 'Cold Case Files' && d.date.startsWith('2025-08'))));
    q.followUp(aug, 'and in September?', count(sumOf(downloads, dl, (d) => show(d) === 'Cold Case Files' && d.date.startsWith('2025-09'))));
    q.ask('Which month had the most downloads?', month(ranked(groupBy(downloads, (d) => d.date.slice(0, 7), 'sum', dl), 1)[0]));
    q.ask('Which country downloads Market Movers the most, apart from the US?', winner(groupBy(downloads, (d) => d.country, 'sum', dl, (d) => show(d) === 'Market Movers' && d.country !== 'US')));
    q.ask('Average downloads per episode for Byte Size', amount(sumOf(downloads, dl, (d) => show(d) === 'Byte Size') / countWhere(episodes, (e) => e.show === 'Byte Size'), 1));
    q.ask('How many downloads did we get between 1 and 7 September 2025?', count(sumOf(downloads, dl, (d) => d.date >= '2025-09-01' && d.date <= '2025-09-07')));
    q.ask('How many ad spots have we sold?', count(spots.length));
    q.ask('What is total ad revenue?', amount(sumOf(spots, rev)));
    q.ask('Ad revenue by position', breakdown(groupBy(spots, (s) => s.position, 'sum', rev)));
    q.ask('What is the average CPM for mid-roll spots?', amount(avgOf(spots, (s) => s.cpm, (s) => s.position === 'mid-roll')));
    q.ask('Which advertiser spent the most with us?', winner(groupBy(spots, (s) => s.advertiser, 'sum', rev)));
    q.ask('How many spots were make-goods with no revenue?', count(countWhere(spots, (s) => s.revenue === null)));
    q.ask('Total impressions delivered for Ordo Accounting', count(sumOf(spots, (s) => s.impressions, (s) => s.advertiser === 'Ordo Accounting')));
    q.ask('Ad revenue per show', breakdown(groupBy(spots, show, 'sum', rev)));
    q.ask('Which true crime show earns more ad revenue, Cold Case Files or Murder at Midnight?', winner(groupBy(spots, show, 'sum', rev, (s) => genre(s) === 'True crime')));
    q.ask('What percentage of ad revenue comes from Business shows?', percent(percentOf(sumOf(spots, rev, (s) => genre(s) === 'Business'), sumOf(spots, rev))));
    q.ask('Highest CPM we have charged?', amount(maxOf(spots, (s) => s.cpm)));
    q.ask('Top 3 advertisers by number of spots', ranking(ranked(groupBy(spots, (s) => s.advertiser, 'count'), 3)));

    q.ask('How many subscribers does Laugh Track have?', decline('downloads only, no subscriber counts'));
    q.ask('What is the average listen-through rate for Deep Field?', decline('no completion data'));
    q.ask('How many downloads did we get in 2024?', decline('downloads start in January 2025'));
    q.ask('Which guest drove the most downloads?', decline('no guest column'));
    q.ask('What are our listener demographics by age?', decline('no demographics'));
    q.ask('How many downloads came from France?', decline('no FR downloads in the data'));
    q.ask('How much do we pay our hosts?', decline('no cost or pay data'));
    q.ask('What star rating does Startup Grit have on Apple Podcasts?', decline('no ratings'));
    q.ask('How many episodes of The Daily Grind have we released?', decline('no show called The Daily Grind'));
    q.ask('Which ad spots had the best click-through rate?', decline('no clicks'));
    q.ask('How many downloads will Cold Case Files get next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
