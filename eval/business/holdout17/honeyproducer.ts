// An Irish honey producer: 420 hives on ten apiaries (CSV hive register), 6,200 honey harvests from
// May 2023 to September 2025 (CSV) sharing `hive_id`, and 4,300 sales lines from January 2024 to
// October 2025 (XLSX, euros). Traps: jar counts stored as text in the sales sheet, weights in kg
// and moisture in percent in the headers, lost hives that still have harvests, an empty customer
// on shop and online sales, a wholesale customer whose name starts with "Total", and a
// temperament column with blanks.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Hive {
  id: string;
  apiary: string;
  county: string;
  type: string;
  queenYear: number;
  status: string;
  installed: string;
  temperament: string | null;
}

interface Harvest {
  id: string;
  hive: string;
  date: string;
  honey: string;
  kg: number;
  moisture: number;
  frames: number;
  beekeeper: string;
}

interface Sale {
  order: string;
  date: string;
  channel: string;
  customer: string | null;
  product: string;
  jars: number;
  price: number;
  total: number;
}

// apiary, county, main honey types
const APIARIES: [string, string, string[]][] = [
  ['Glenmore', 'Kilkenny', ['Wildflower', 'Clover']],
  ['Ballyvale', 'Wexford', ['Rapeseed', 'Wildflower']],
  ['Kilbrook', 'Kildare', ['Clover', 'Wildflower']],
  ['Rosslare Orchard', 'Wexford', ['Wildflower', 'Rapeseed']],
  ['Hollyhill', 'Cork', ['Wildflower', 'Borage']],
  ['Moorfield Heath', 'Wicklow', ['Heather', 'Wildflower']],
  ['Ashgrove', 'Carlow', ['Clover', 'Borage']],
  ['Clonard', 'Meath', ['Rapeseed', 'Clover']],
  ['Sheep Hill', 'Wicklow', ['Heather', 'Wildflower']],
  ['Riverbank', 'Kilkenny', ['Wildflower', 'Clover']],
];
const BEEKEEPERS = ['Aoife', 'Cian', 'Niamh', 'Padraig', 'Siobhan'];
// product, price in euros
const PRODUCTS: [string, number][] = [
  ['Wildflower 340g', 8.5], ['Wildflower 227g', 6.5], ['Clover 340g', 8.0], ['Heather 227g', 11.0], ['Rapeseed creamed 340g', 7.5],
  ['Borage 340g', 9.0], ['Comb honey 400g', 15.0], ['Gift box (3 jars)', 24.0],
];
const WHOLESALE = ['Total Health Foods', 'The Green Pantry', 'Fennelly Deli', 'Harvest Moon Grocers', 'Orchard Farm Shop', 'Mulligan & Sons', 'Quay Street Market Co', 'Corrib Wholefoods'];
const MARKETS = ['Kilkenny Farmers Market', 'Dublin Docklands Market', 'Wexford Saturday Market'];

function generate(): { hives: Hive[]; harvests: Harvest[]; sales: Sale[] } {
  const random = createRandom(34_201);
  const hives: Hive[] = [];
  for (let i = 0; i < 420; i++) {
    const [apiary, county] = random.weighted(APIARIES, [14, 10, 12, 8, 9, 11, 7, 10, 9, 10]);
    const roll = random.next();
    hives.push({
      id: `HV-${String(i + 1).padStart(3, '0')}`,
      apiary,
      county,
      type: random.weighted(['National', 'Langstroth', 'WBC', 'Top bar'], [50, 25, 15, 10]),
      queenYear: random.weighted([2021, 2022, 2023, 2024, 2025], [5, 15, 30, 30, 20]),
      status: roll < 0.11 ? 'Lost' : roll < 0.16 ? 'Merged' : 'Active',
      installed: random.date('2018-04-01', '2023-04-30'),
      temperament: random.chance(0.2) ? null : random.weighted(['Calm', 'Moderate', 'Defensive'], [55, 33, 12]),
    });
  }
  const strength = hives.map((h) => (h.type === 'Langstroth' ? 1.2 : h.type === 'Top bar' ? 0.7 : 1) * random.float(0.6, 1.4, 2));
  const harvests: Harvest[] = [];
  for (let i = 0; i < 6_200; i++) {
    const index = random.int(0, hives.length - 1);
    const hive = hives[index];
    const year = random.weighted(['2023', '2024', '2025'], [30, 36, 34]);
    const date = addDays(`${year}-05-01`, random.int(0, 152));
    const main = APIARIES.find((a) => a[0] === hive.apiary)![2];
    const honey = main[0] === 'Heather' && date.slice(5, 7) >= '08' ? 'Heather' : main[0] === 'Rapeseed' && date.slice(5, 7) <= '06' ? 'Rapeseed' : random.weighted(main, [60, 40]);
    harvests.push({
      id: '',
      hive: hive.id,
      date,
      honey,
      kg: roundTo(Math.max(0.8, random.normal(6.5, 2.2) * strength[index]), 2),
      moisture: random.float(honey === 'Heather' ? 18.5 : 16.2, honey === 'Heather' ? 21.5 : 19.4, 1),
      frames: random.int(2, 10),
      beekeeper: random.weighted(BEEKEEPERS, [26, 22, 20, 18, 14]),
    });
  }
  harvests.sort((a, b) => a.date.localeCompare(b.date) || a.hive.localeCompare(b.hive));
  harvests.forEach((h, i) => (h.id = `HR${String(10_001 + i)}`));
  const sales: Sale[] = [];
  for (let i = 0; i < 4_300; i++) {
    const channel = random.weighted(['Farm shop', 'Farmers market', 'Online', 'Wholesale'], [30, 25, 30, 15]);
    const [product, list] = random.weighted(PRODUCTS, [22, 14, 12, 10, 10, 8, 9, 7]);
    const date = channel === 'Farmers market' ? random.date('2024-03-01', '2025-10-31') : random.date('2024-01-01', '2025-10-31');
    const jars = channel === 'Wholesale' ? random.int(6, 48) : channel === 'Online' ? random.int(1, 4) : random.int(1, 3);
    const price = channel === 'Wholesale' ? roundTo(list * 0.7, 2) : list;
    sales.push({
      order: '',
      date,
      channel,
      customer: channel === 'Wholesale' ? random.weighted(WHOLESALE, [20, 16, 12, 14, 10, 9, 8, 11]) : channel === 'Farmers market' ? random.pick(MARKETS) : null,
      product,
      jars,
      price,
      total: roundTo(price * jars, 2),
    });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || a.channel.localeCompare(b.channel));
  sales.forEach((s, i) => (s.order = `SO-${String(70_001 + i)}`));
  return { hives, harvests, sales };
}

const HIVE_COLUMNS: Column<Hive>[] = [
  { header: 'hive_id', value: (h) => h.id },
  { header: 'apiary', value: (h) => h.apiary },
  { header: 'county', value: (h) => h.county },
  { header: 'hive_type', value: (h) => h.type },
  { header: 'queen_year', value: (h) => h.queenYear },
  { header: 'status', value: (h) => h.status },
  { header: 'installed_on', value: (h) => h.installed },
  { header: 'temperament', value: (h) => h.temperament },
];

const HARVEST_COLUMNS: Column<Harvest>[] = [
  { header: 'harvest_id', value: (h) => h.id },
  { header: 'hive_id', value: (h) => h.hive },
  { header: 'harvest_date', value: (h) => h.date },
  { header: 'honey_type', value: (h) => h.honey },
  { header: 'Honey (kg)', value: (h) => h.kg },
  { header: 'Moisture (%)', value: (h) => h.moisture },
  { header: 'frames_extracted', value: (h) => h.frames },
  { header: 'beekeeper', value: (h) => h.beekeeper },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'order_no', value: (s) => s.order },
  { header: 'order_date', value: (s) => s.date },
  { header: 'channel', value: (s) => s.channel },
  { header: 'customer', value: (s) => s.customer },
  { header: 'product', value: (s) => s.product },
  // Typed into the sheet as text.
  { header: 'jars', value: (s) => String(s.jars) },
  { header: 'Unit price (EUR)', value: (s) => s.price },
  { header: 'Line total (EUR)', value: (s) => s.total },
];

export const honeyproducer: BusinessSchema = {
  name: 'honeyproducer',
  description: 'A honey producer: 420 hives on ten apiaries (CSV), 6,200 harvests 2023-2025 in kg (CSV) sharing hive_id, and 4,300 sales lines 2024-2025 in euros (XLSX)',
  async build(dir) {
    const { hives, harvests, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'hive_register.csv'), HIVE_COLUMNS, hives),
      await writeCsv(join(dir, 'honey_harvests.csv'), HARVEST_COLUMNS, harvests),
      await writeXlsx(join(dir, 'honey_sales.xlsx'), 'Honey sales', SALE_COLUMNS, sales),
    ];
    const q = questionSet('honeyproducer');
    const byId = new Map(hives.map((h) => [h.id, h]));
    const hive = (h: Harvest) => byId.get(h.hive)!;
    const kg = (h: Harvest) => h.kg;
    const total = (s: Sale) => s.total;
    const inYear = (y: string) => (h: { date: string }) => h.date.startsWith(y);
    const inMonth = (m: string) => (h: { date: string }) => h.date.startsWith(m);

    q.ask('How many hives are in the register?', count(hives.length));
    q.ask('How many hives are still active?', count(countWhere(hives, (h) => h.status === 'Active')));
    q.ask('Number of hives at each apiary', countsBy(groupBy(hives, (h) => h.apiary, 'count')));
    q.ask('Which apiary has lost the most hives?', winner(groupBy(hives, (h) => h.apiary, 'count', undefined, (h) => h.status === 'Lost')));
    q.ask('How much honey have we harvested in total, in kg?', amount(sumOf(harvests, kg), 1));
    q.ask('How many kilos of honey did we take off in 2024?', amount(sumOf(harvests, kg, inYear('2024')), 1));
    q.ask('Which apiary produced the most honey in 2025?', winner(groupBy(harvests, (h) => hive(h).apiary, 'sum', kg, inYear('2025'))));
    q.ask('Top 3 honey types by weight harvested', ranking(ranked(groupBy(harvests, (h) => h.honey, 'sum', kg), 3)));
    q.ask('What is the average moisture of our heather honey?', amount(avgOf(harvests, (h) => h.moisture, (h) => h.honey === 'Heather'), 2));
    q.ask('How many harvests came in above 18.5% moisture?', count(countWhere(harvests, (h) => h.moisture > 18.5)));
    q.ask('Median harvest weight in kg', amount(medianOf(harvests, kg), 2));
    q.ask('How many harvests did we do in August 2024?', count(countWhere(harvests, inMonth('2024-08'))));
    q.ask('Kg of honey harvested by each beekeeper', breakdown(groupBy(harvests, (h) => h.beekeeper, 'sum', kg), 1));
    q.ask('Average kg per harvest from Langstroth hives', amount(avgOf(harvests, kg, (h) => hive(h).type === 'Langstroth'), 2));
    q.ask('hives by hive type', countsBy(groupBy(hives, (h) => h.type, 'count')));
    q.ask('How many hives are headed by a queen from 2023?', count(countWhere(hives, (h) => h.queenYear === 2023)));
    q.ask('What are our total sales in euros?', amount(sumOf(sales, total)));
    q.ask('Sales revenue by channel', breakdown(groupBy(sales, (s) => s.channel, 'sum', total)));
    q.ask('How many jars have we sold altogether?', count(sumOf(sales, (s) => s.jars)));
    q.ask('Which product sells the most jars?', winner(groupBy(sales, (s) => s.product, 'sum', (s) => s.jars)));
    q.ask('Online revenue in Q4 2024', amount(sumOf(sales, total, (s) => s.channel === 'Online' && inYear('2024')(s) && quarterOf(s.date) === 4)));
    q.ask('Which month had the most sales orders?', month(busiestMonth(sales, (s) => s.date)));
    q.ask('What share of sales revenue comes from wholesale?', percent(percentOf(sumOf(sales, total, (s) => s.channel === 'Wholesale'), sumOf(sales, total))));
    q.ask('Average order value at farmers markets', amount(avgOf(sales, total, (s) => s.channel === 'Farmers market')));
    q.ask('How much has Total Health Foods bought from us?', amount(sumOf(sales, total, (s) => s.customer === 'Total Health Foods')));
    q.ask('Top 3 wholesale customers by revenue', ranking(ranked(groupBy(sales, (s) => s.customer, 'sum', total, (s) => s.channel === 'Wholesale'), 3)));
    q.ask('How many sales orders were there between 1 and 21 December 2024?', count(countWhere(sales, (s) => s.date >= '2024-12-01' && s.date <= '2024-12-21')));
    q.ask('Revenue since 1 July 2025', amount(sumOf(sales, total, (s) => s.date >= '2025-07-01')));
    q.ask('How many different wholesale customers have we sold to?', count(new Set(sales.filter((s) => s.channel === 'Wholesale').map((s) => s.customer)).size));
    q.ask('Average unit price of Heather 227g jars across all sales', amount(avgOf(sales, (s) => s.price, (s) => s.product === 'Heather 227g')));
    q.ask('Did Glenmore or Kilbrook produce more honey in 2024?', winner(groupBy(harvests, (h) => hive(h).apiary, 'sum', kg, (h) => inYear('2024')(h) && ['Glenmore', 'Kilbrook'].includes(hive(h).apiary))));
    q.ask('How many harvests were taken from hives that are now marked as lost?', count(countWhere(harvests, (h) => hive(h).status === 'Lost')));
    q.ask('Average frames extracted per harvest', amount(avgOf(harvests, (h) => h.frames)));
    q.ask('Honey harvested per county in kg', breakdown(groupBy(harvests, (h) => hive(h).county, 'sum', kg), 1));
    const may = q.ask('How many jars did the farm shop sell in May 2025?', count(sumOf(sales, (s) => s.jars, (s) => s.channel === 'Farm shop' && inMonth('2025-05')(s))));
    q.followUp(may, 'And in June?', count(sumOf(sales, (s) => s.jars, (s) => s.channel === 'Farm shop' && inMonth('2025-06')(s))));
    const moor = q.ask('How much honey came from Moorfield Heath in 2023 (kg)?', amount(sumOf(harvests, kg, (h) => hive(h).apiary === 'Moorfield Heath' && inYear('2023')(h)), 1));
    q.followUp(moor, 'and in 2024?', amount(sumOf(harvests, kg, (h) => hive(h).apiary === 'Moorfield Heath' && inYear('2024')(h)), 1));

    q.ask('How many bees are in each hive?', decline('no colony size data'));
    q.ask('What were the varroa mite counts at Sheep Hill?', decline('no mite counts'));
    q.ask('How much honey did we harvest in 2022?', decline('harvests start in May 2023'));
    q.ask('What profit do we make per jar?', decline('no cost data'));
    q.ask("What's the email address of Total Health Foods?", decline('no contact details'));
    q.ask('What did the pollen analysis show for the Hollyhill honey?', decline('no pollen analysis'));
    q.ask('Which apiary gets the most hours of sunshine?', decline('no weather data'));
    q.ask('How much did we sell to customers in Germany?', decline('no country on sales'));
    q.ask('How much honey will we harvest in 2026?', decline('a forecast'));
    q.ask('How many swarms did our hives throw in 2025?', decline('no swarm records'));
    q.ask('How much do we pay our beekeepers?', decline('no wages'));
    return { files, questions: q.questions };
  },
};
