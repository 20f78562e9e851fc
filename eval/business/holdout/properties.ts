// Held out. Property listings: one XLSX sheet. Traps: the state codes "OR" and "ID" (a stopword and
// a word that looks like an identifier), prices in headers with units, sold prices empty until sold.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf, ranked } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Listing {
  id: number;
  address: string;
  city: string;
  state: string;
  type: string;
  price: number;
  bedrooms: number;
  areaSqft: number;
  yearBuilt: number;
  listed: string;
  status: string;
  soldPrice: number | null;
}

const CITIES: Array<[string, string, number]> = [
  ['Portland', 'OR', 520_000],
  ['Salem', 'OR', 410_000],
  ['Boise', 'ID', 450_000],
  ['Austin', 'TX', 560_000],
  ['Denver', 'CO', 610_000],
  ['Tacoma', 'WA', 480_000],
];
const STREETS = ['Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Birch', 'Willow', 'Spruce', 'Aspen', 'Juniper', 'Hawthorn', 'Alder'];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Ln', 'Dr', 'Ct'];

function generate(): Listing[] {
  const random = createRandom(202);
  const addresses = new Set<string>();
  const rows: Listing[] = [];
  while (rows.length < 1_500) {
    const [city, state, base] = random.weighted(CITIES, [24, 12, 16, 22, 16, 10]);
    const address = `${random.int(10, 9_999)} ${random.pick(STREETS)} ${random.pick(SUFFIXES)}, ${city}`;
    if (addresses.has(address)) continue;
    addresses.add(address);
    const type = random.weighted(['House', 'Condo', 'Townhouse'], [55, 25, 20]);
    const bedrooms = type === 'Condo' ? random.int(1, 3) : random.int(2, 6);
    const areaSqft = Math.round(bedrooms * random.int(380, 620) + random.int(0, 400));
    const price = Math.round((base * (areaSqft / 1_800) * (0.8 + random.next() * 0.4)) / 100) * 100;
    const listed = random.date('2023-01-01', '2024-12-31');
    const status = listed > '2024-10-01' ? random.weighted(['Active', 'Pending'], [70, 30]) : random.weighted(['Sold', 'Active', 'Pending'], [75, 15, 10]);
    rows.push({
      id: 40_001 + rows.length,
      address,
      city,
      state,
      type,
      price,
      bedrooms,
      areaSqft,
      yearBuilt: random.int(1950, 2024),
      listed,
      status,
      soldPrice: status === 'Sold' ? Math.round((price * (0.93 + random.next() * 0.12)) / 100) * 100 : null,
    });
  }
  return rows;
}

const COLUMNS: Column<Listing>[] = [
  { header: 'Listing ID', value: (l) => l.id },
  { header: 'Address', value: (l) => l.address },
  { header: 'City', value: (l) => l.city },
  { header: 'State', value: (l) => l.state },
  { header: 'Property Type', value: (l) => l.type },
  { header: 'List Price (USD)', value: (l) => l.price },
  { header: 'Bedrooms', value: (l) => l.bedrooms },
  { header: 'Living Area (sq ft)', value: (l) => l.areaSqft },
  { header: 'Year Built', value: (l) => l.yearBuilt },
  { header: 'Listed On', value: (l) => l.listed },
  { header: 'Status', value: (l) => l.status },
  { header: 'Sold Price (USD)', value: (l) => l.soldPrice },
];

export const properties: BusinessSchema = {
  name: 'properties',
  description: 'Property listings: 1,500 rows (XLSX)',
  async build(dir) {
    const rows = generate();
    const file = await writeXlsx(join(dir, 'listings.xlsx'), 'Listings', COLUMNS, rows);
    const price = (l: Listing) => l.price;
    const sold = (l: Listing) => l.soldPrice;
    const q = questionSet('properties');

    q.ask('How many listings are in the state OR?', count(countWhere(rows, (l) => l.state === 'OR')));
    q.ask('How many homes are listed in ID?', count(countWhere(rows, (l) => l.state === 'ID')));
    q.ask('What is the average list price in Denver?', amount(avgOf(rows, price, (l) => l.city === 'Denver')));
    q.ask('Which city has the most listings?', winner(groupBy(rows, (l) => l.city, 'count')));
    q.ask('Which city has the highest average list price?', winner(groupBy(rows, (l) => l.city, 'avg', price)));
    q.ask('How many condos have been sold?', count(countWhere(rows, (l) => l.type === 'Condo' && l.status === 'Sold')));
    q.ask('What is the average sold price of houses in Austin?', amount(avgOf(rows, sold, (l) => l.city === 'Austin' && l.type === 'House')));
    q.ask('Number of listings by status', countsBy(groupBy(rows, (l) => l.status, 'count')));
    q.ask('Average living area per property type', breakdown(groupBy(rows, (l) => l.type, 'avg', (l) => l.areaSqft)));
    q.ask('What is the most expensive listing?', winner(new Map(rows.map((l) => [l.address, l.price]))));
    q.ask('Top 3 most expensive listings in Boise', ranking(ranked(new Map(rows.filter((l) => l.city === 'Boise').map((l) => [l.address, l.price])), 3)));
    q.ask('How many listings have 4 or more bedrooms?', count(countWhere(rows, (l) => l.bedrooms >= 4)));
    q.ask('How many properties were listed in June 2024?', count(countWhere(rows, (l) => l.listed.startsWith('2024-06'))));
    q.ask('What percentage of listings are sold?', percent(percentOf(countWhere(rows, (l) => l.status === 'Sold'), rows.length)));
    q.ask('How many listings have no sold price?', count(countWhere(rows, (l) => l.soldPrice === null)));
    q.ask('Cheapest list price in Tacoma', amount(minOf(rows, price, (l) => l.city === 'Tacoma'), 0));
    q.ask('Highest sold price in Portland', amount(maxOf(rows, sold, (l) => l.city === 'Portland'), 0));
    q.ask('How many houses were built before 1980?', count(countWhere(rows, (l) => l.type === 'House' && l.yearBuilt < 1980)));
    q.ask('Average list price by state', breakdown(groupBy(rows, (l) => l.state, 'avg', price)));
    q.ask('How many listings were added since October 2024?', count(countWhere(rows, (l) => l.listed >= '2024-10-01')));
    q.ask('How many listings went up between 2023-04-01 and 2023-06-30?', count(countWhere(rows, (l) => l.listed >= '2023-04-01' && l.listed <= '2023-06-30')));
    q.ask('Which property type has the lowest average list price?', winner(groupBy(rows, (l) => l.type, 'avg', price), 'asc'));
    q.ask('How many townhouses are pending in Salem?', count(countWhere(rows, (l) => l.type === 'Townhouse' && l.status === 'Pending' && l.city === 'Salem')));
    q.ask('Average number of bedrooms of Condo listings', amount(avgOf(rows, (l) => l.bedrooms, (l) => l.type === 'Condo')));
    const priciest = rows.reduce((a, b) => (b.price > a.price ? b : a));
    q.ask('When was the most expensive property listed?', day(priciest.listed));
    const austin = q.ask('How many active listings are in Austin?', count(countWhere(rows, (l) => l.city === 'Austin' && l.status === 'Active')));
    q.followUp(austin, 'What about Denver?', count(countWhere(rows, (l) => l.city === 'Denver' && l.status === 'Active')));
    const tx = q.ask('Average list price in TX?', amount(avgOf(rows, price, (l) => l.state === 'TX')));
    q.followUp(tx, 'and in WA?', amount(avgOf(rows, price, (l) => l.state === 'WA')));

    q.ask('How many listings are in Seattle?', decline('no Seattle listings'));
    q.ask('What is the average HOA fee?', decline('no HOA column'));
    q.ask('Which agent sold the most homes?', decline('no agent column'));
    q.ask('How many listings have a swimming pool?', decline('no amenities column'));
    q.ask('What will the average price be next year?', decline('a forecast, not in the data'));
    q.ask('What is the average property tax in Boise?', decline('no tax column'));
    return { files: [file], questions: q.questions };
  },
};
