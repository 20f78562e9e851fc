// A winery's bottle sales (XLSX, 9,000 rows) beside its wine list (CSV) sharing wine_id. Base
// questions (revenue in a year, bottles sold through a channel, the best-selling wine, the average
// sale in a country) each come with variants adding ONE condition: a country, colour or channel no
// column holds, a year outside the data, a qualifier needing a missing column (duty, returning
// customers, staff, organic, margin), a negation, or a second condition the data holds.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { onWeekend } from '../dev5/dates.ts';

interface Wine { id: number; name: string; colour: string; vintage: number; price: number }
interface Sale { id: number; wine: number; date: string; channel: string; country: string; bottles: number; revenue: number }

const WINES: [string, string][] = [
  ['Chalk Hill Bacchus', 'White'], ['Downs Pinot Noir', 'Red'], ['Estate Rosé', 'Rosé'], ['Flint Chardonnay', 'White'], ['Hollow Lane Rondo', 'Red'],
  ['Orchard Ortega', 'White'], ['Quarry Field Regent', 'Red'], ['Summer Blush', 'Rosé'], ['Valley Seyval', 'White'], ['Weald Dornfelder', 'Red'],
  ['Brook Solaris', 'White'], ['Kestrel Pinot Gris', 'White'], ['Saxon Red Blend', 'Red'], ['Meadow Rosé', 'Rosé'],
];

function generate(): { wines: Wine[]; sales: Sale[] } {
  const random = createRandom(17_004);
  const wines = WINES.map(([name, colour], i): Wine => ({ id: 501 + i, name, colour, vintage: 2019 + (i % 5), price: roundTo(14 + ((i * 37) % 19), 2) }));
  const weights = wines.map((_, i) => 6 + ((i * 5) % 11));
  const sales = Array.from({ length: 9_000 }, (_, i): Sale => {
    const wine = random.weighted(wines, weights);
    const channel = random.weighted(['Cellar door', 'Online', 'Restaurant'], [40, 35, 25]);
    const bottles = channel === 'Restaurant' ? random.int(6, 48) : random.int(1, 12);
    return {
      id: 60_001 + i,
      wine: wine.id,
      date: random.date('2023-01-01', '2025-12-31'),
      channel,
      country: random.weighted(['UK', 'France', 'USA', 'Germany'], [60, 12, 15, 13]),
      bottles,
      revenue: roundTo(bottles * wine.price * (channel === 'Restaurant' ? 0.8 : 1), 2),
    };
  });
  return { wines, sales };
}

const WINE_COLUMNS: Column<Wine>[] = [
  { header: 'wine_id', value: (r) => r.id },
  { header: 'wine_name', value: (r) => r.name },
  { header: 'colour', value: (r) => r.colour },
  { header: 'vintage', value: (r) => r.vintage },
  { header: 'list_price', value: (r) => r.price },
];
const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'sale_id', value: (r) => r.id },
  { header: 'wine_id', value: (r) => r.wine },
  { header: 'sale_date', value: (r) => r.date },
  { header: 'channel', value: (r) => r.channel },
  { header: 'country', value: (r) => r.country },
  { header: 'bottles', value: (r) => r.bottles },
  { header: 'revenue', value: (r) => r.revenue },
];

export const winery: BusinessSchema = {
  name: 'winery',
  description: 'wine bottle sales (9,000 rows, XLSX) and a list of 14 wines with colour and vintage (CSV) sharing wine_id',
  async build(dir) {
    const { wines, sales } = generate();
    const files = [await writeXlsx(join(dir, 'bottle_sales.xlsx'), 'Sales', SALE_COLUMNS, sales), await writeCsv(join(dir, 'wines.csv'), WINE_COLUMNS, wines)];
    const q = questionSet('winery');
    const wine = new Map(wines.map((w) => [w.id, w]));
    const in2025 = (s: Sale) => s.date.startsWith('2025');
    const revenue = (where: (s: Sale) => boolean) => amount(sumOf(sales, (s) => s.revenue, where));

    // Revenue in 2025.
    q.ask('What was the total revenue in 2025?', revenue(in2025));
    q.ask('What was the total revenue in 2025 from sales to Japan?', decline('countries are UK, France, USA and Germany'));
    q.ask('What was the total revenue in 2025 net of duty?', decline('no duty column'));
    q.ask('What was the total revenue in 2025 from returning customers?', decline('no customer column'));
    q.ask('What was the total revenue in 2031?', decline('the sales end in December 2025'));
    q.ask('What was the total revenue in 2025 from sparkling wines?', decline('colours are Red, White and Rosé'));
    q.ask('What was the total revenue in 2025 from sales other than online?', revenue((s) => in2025(s) && s.channel !== 'Online'));
    q.ask('What was the total revenue in 2025 from red wines sold online?', revenue((s) => in2025(s) && s.channel === 'Online' && wine.get(s.wine)!.colour === 'Red'));
    q.ask('What was the total revenue in 2025 per employee?', decline('no headcount'));
    q.ask('What was the total revenue in 2025 from organic wines?', decline('no organic flag'));
    q.ask('How much more revenue was there in 2025 than in 2024?', amount(sumOf(sales, (s) => s.revenue, in2025) - sumOf(sales, (s) => s.revenue, (s) => s.date.startsWith('2024'))));
    // Read as a weekday condition since session 39 (every day but Saturday and Sunday); declined before.
    q.ask('What was the total revenue in 2025 excluding weekends?', revenue((s) => in2025(s) && !onWeekend(s.date)));

    // Bottles sold online.
    q.ask('How many bottles were sold online?', count(sumOf(sales, (s) => s.bottles, (s) => s.channel === 'Online')));
    q.ask('How many bottles were sold online to Germany?', count(sumOf(sales, (s) => s.bottles, (s) => s.channel === 'Online' && s.country === 'Germany')));
    q.ask('How many bottles were sold online through the mobile app?', decline('no device or app column'));
    q.ask('How many bottles were sold online with free shipping?', decline('no shipping column'));
    q.ask('How many bottles were sold online to subscribers?', decline('no subscription column'));
    q.ask('How many bottles were sold online not to the UK?', count(sumOf(sales, (s) => s.bottles, (s) => s.channel === 'Online' && s.country !== 'UK')));
    q.ask('How many bottles were sold online in magnum size?', decline('no bottle size column'));
    q.ask('How many bottles were sold online in 2018?', decline('the sales start in January 2023'));
    q.ask('How many bottles were sold at wholesale?', decline('channels are Cellar door, Online and Restaurant'));

    // Best-selling wine.
    q.ask('Which wine sold the most bottles?', winner(groupBy(sales, (s) => wine.get(s.wine)!.name, 'sum', (s) => s.bottles)));
    q.ask('Which wine sold the most bottles to restaurants in France?', winner(groupBy(sales, (s) => wine.get(s.wine)!.name, 'sum', (s) => s.bottles, (s) => s.channel === 'Restaurant' && s.country === 'France')));
    q.ask('Which wine sold the most bottles at tastings?', decline('no tasting channel'));
    q.ask('Which wine sold the most bottles with the best margin?', decline('no cost or margin column'));
    q.ask('Which wine sold the most bottles to trade customers?', decline('no customer type column'));
    q.ask('Which white wine sold the most bottles?', winner(groupBy(sales, (s) => wine.get(s.wine)!.name, 'sum', (s) => s.bottles, (s) => wine.get(s.wine)!.colour === 'White')));
    q.ask('Which wine sold the most bottles in Spain?', decline('countries are UK, France, USA and Germany'));
    q.ask('Which wine sold the most bottles after returns?', decline('no returns column'));

    // Average sale in Germany.
    q.ask('What is the average revenue per sale in Germany?', amount(avgOf(sales, (s) => s.revenue, (s) => s.country === 'Germany')));
    q.ask('What is the average revenue per sale in Germany for rosé wines?', amount(avgOf(sales, (s) => s.revenue, (s) => s.country === 'Germany' && wine.get(s.wine)!.colour === 'Rosé')));
    q.ask('What is the average revenue per sale in Germany including shipping?', decline('no shipping column'));
    q.ask('What is the average revenue per sale in Germany in euros?', decline('no currency or exchange rate'));
    q.ask('What is the average revenue per sale in Germany by sales rep?', decline('no sales rep column'));
    q.ask('What is the average revenue per sale in Germany for vintages before 2021?', amount(avgOf(sales, (s) => s.revenue, (s) => s.country === 'Germany' && wine.get(s.wine)!.vintage < 2021)));
    q.ask('What is the average revenue per sale in Germany for corporate gifts?', decline('no gift or occasion column'));
    q.ask('How many sales were there in Germany outside the cellar door?', count(countWhere(sales, (s) => s.country === 'Germany' && s.channel !== 'Cellar door')));
    return { files, questions: q.questions };
  },
};
