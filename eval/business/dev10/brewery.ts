// A brewery's batches beside their sales (shared batch_id): bottling dates blank for batches still
// in the tank, malt and hops costs in two columns asked together ("malt plus hops"), the sales
// channel as a code (TO takeaway, TR trade), dates asked as month ranges and "since".
import { join } from 'node:path';
import { countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Batch { id: number; brewed: string; style: string; brewer: string; malt: number; hops: number; litres: number; bottled: string | null }
interface Sale { id: number; batch: number; sold: string; channel: string; litres: number; amount: number }

const STYLES = ['Pale Ale', 'Stout', 'Lager', 'IPA', 'Porter'];
const BREWERS = ['Hanne Vik', 'Oscar Reid', 'Priya Shah', 'Tom Mulder'];

function generate(): { batches: Batch[]; sales: Sale[] } {
  const random = createRandom(10_202);
  const batches = Array.from({ length: 1_200 }, (_, i): Batch => {
    const brewed = random.date('2024-01-01', '2025-11-30');
    return {
      id: 4_001 + i,
      brewed,
      style: random.weighted(STYLES, [28, 17, 24, 20, 11]),
      brewer: random.weighted(BREWERS, [31, 27, 24, 18]),
      malt: random.float(180, 640, 2),
      hops: random.float(40, 310, 2),
      litres: random.weighted([500, 1000, 1500], [40, 40, 20]),
      bottled: random.chance(0.85) ? brewed : null,
    };
  });
  const sales = Array.from({ length: 9_000 }, (_, i): Sale => {
    const litres = random.weighted([20, 30, 50], [45, 30, 25]);
    return {
      id: 800_001 + i,
      batch: random.int(4_001, 4_000 + batches.length),
      sold: random.date('2024-02-01', '2025-12-15'),
      channel: random.weighted(['TO', 'TR'], [38, 62]),
      litres,
      amount: Math.round(litres * random.float(3.2, 6.8, 2) * 100) / 100,
    };
  });
  return { batches, sales };
}

const BATCH_COLUMNS: Column<Batch>[] = [
  { header: 'batch_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'brew_date', value: (r) => r.brewed, sqlType: 'DATE' },
  { header: 'style', value: (r) => r.style },
  { header: 'brewer', value: (r) => r.brewer },
  { header: 'malt_cost', value: (r) => r.malt, sqlType: 'DOUBLE' },
  { header: 'hops_cost', value: (r) => r.hops, sqlType: 'DOUBLE' },
  { header: 'volume_litres', value: (r) => r.litres, sqlType: 'INTEGER' },
  { header: 'bottled_date', value: (r) => r.bottled, sqlType: 'DATE' },
];
const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'sale_id', value: (r) => r.id },
  { header: 'batch_id', value: (r) => r.batch },
  { header: 'sale_date', value: (r) => r.sold },
  { header: 'channel', value: (r) => r.channel },
  { header: 'litres', value: (r) => r.litres },
  { header: 'amount', value: (r) => r.amount },
];

export const brewery: BusinessSchema = {
  name: 'brewery',
  description: 'Brew batches (1,200 rows, Parquet) beside sales (9,000 rows, CSV): blank bottling dates, two cost columns, channel codes',
  async build(dir) {
    const { batches, sales } = generate();
    const files = [
      await writeParquet(join(dir, 'batches.parquet'), BATCH_COLUMNS, batches),
      await writeCsv(join(dir, 'sales.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('brewery');
    const brewed = (from: string, to: string) => (r: Batch) => between(r.brewed, from, to);
    const sold = (from: string, to: string) => (r: Sale) => between(r.sold, from, to);
    const malt = (r: Batch) => r.malt + r.hops;

    q.ask('How many batches have no bottled date?', count(countWhere(batches, (r) => r.bottled === null)));
    q.ask('What was the total malt plus hops cost in 2025?', amount(sumOf(batches, malt, brewed('2025-01-01', '2025-12-31'))));
    q.ask('Which brewer spent the most on malt and hops combined?', winner(groupBy(batches, (r) => r.brewer, 'sum', malt)));
    q.ask('How many batches were brewed from April to June 2025, all three months together?', count(countWhere(batches, brewed('2025-04-01', '2025-06-30'))));
    q.ask('How many takeaway (TO) sales were there?', count(countWhere(sales, (r) => r.channel === 'TO')));
    q.ask('What was the sales amount since 1 October 2025?', amount(sumOf(sales, (r) => r.amount, sold('2025-10-01', '2025-12-31'))));
    q.ask('How many batches do we brew?', count(batches.length));
    q.ask('Which style was brewed most often?', winner(groupBy(batches, (r) => r.style, 'count')));
    q.ask('How many litres were sold in 2024?', count(sumOf(sales, (r) => r.litres, sold('2024-01-01', '2024-12-31'))));
    q.ask('What is the total hops cost of stout batches?', amount(sumOf(batches, (r) => r.hops, (r) => r.style === 'Stout')));

    q.ask('What was the alcohol content of the strongest batch?', decline('no alcohol column'));
    q.ask('How many kegs were returned empty?', decline('no keg or return column'));
    q.ask('Which pub bought the most beer?', decline('no customer column'));
    return { files, questions: q.questions };
  },
};
