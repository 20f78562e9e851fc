// A dry-cleaning chain: 14 branches (CSV), 120,000 garment lines taken in from January to
// September 2025 (Parquet) and 2,400 van collections from hotel and office accounts (XLSX), sharing
// `branch_no`. Traps: branch numbers that look numeric ("07"), a branch whose name starts with
// "Total" ("Total Care Putney"), prices with the currency in the header ("Price (£)"), garments not
// yet collected (blank collected_on), a "Y"/"N" express flag, collection weights left blank, and
// ticket numbers with leading zeros.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Branch {
  no: string;
  name: string;
  area: string;
  format: string;
  opened: string;
}

interface Garment {
  ticket: string;
  branch: string;
  received: string;
  garment: string;
  service: string;
  price: number;
  express: string;
  customer: string;
  collected: string | null;
}

interface Collection {
  ref: number;
  branch: string;
  date: string;
  client: string;
  bags: number;
  kg: number | null;
  driver: string;
  invoiced: number;
}

// name, area, format, opened, relative volume
const BRANCHES: [string, string, string, string, number][] = [
  ['Chelsea Green', 'West London', 'High street', '2012-04-02', 1.3], ['Total Care Putney', 'South West London', 'High street', '2016-09-12', 1.0],
  ['Islington Upper St', 'North London', 'High street', '2010-03-01', 1.4], ['Canary Wharf Mall', 'East London', 'Concession', '2018-01-15', 1.6],
  ['Richmond Hill', 'South West London', 'High street', '2014-06-30', 0.9], ['Hampstead Village', 'North London', 'High street', '2009-11-20', 1.1],
  ['Clapham Junction', 'South West London', 'High street', '2017-05-08', 1.2], ['Shoreditch', 'East London', 'High street', '2020-02-03', 0.8],
  ['Wimbledon Broadway', 'South West London', 'High street', '2013-08-19', 1.0], ['Kensington Arcade', 'West London', 'Concession', '2019-10-01', 1.5],
  ['Ealing Broadway', 'West London', 'High street', '2015-03-23', 0.85], ['Stratford Centre', 'East London', 'Concession', '2021-07-12', 0.7],
  ['Muswell Hill', 'North London', 'High street', '2011-01-10', 0.75], ['Central Works', 'East London', 'Factory shop', '2008-06-02', 0.5],
];

// garment, base price for dry clean, weight
const GARMENTS: [string, number, number][] = [
  ['Shirt', 3.5, 30], ['Trousers', 8.5, 14], ['Suit (2 piece)', 18.5, 10], ['Dress', 14.0, 9], ['Jacket', 11.0, 8], ['Coat', 19.5, 6],
  ['Jumper', 7.5, 7], ['Duvet', 26.0, 4], ['Curtains (pair)', 38.0, 2], ['Wedding dress', 145.0, 0.4], ['Tie', 5.0, 3], ['Skirt', 8.0, 5],
];
const SERVICES: [string, number, number][] = [['Dry clean', 1, 52], ['Laundry', 0.6, 26], ['Press only', 0.45, 14], ['Alteration', 1.4, 8]];
const CLIENTS = ['The Harbour Hotel', 'Grosvenor Suites', 'Mayfair Lodge', 'City Law Partners', 'Riverside Spa', 'Northgate Clinic', 'OR Theatre Company', 'Bloom Restaurants'];
const DRIVERS = ['Kwame', 'Sofia', 'Dariusz', 'Priya', 'Tom'];

function generate(): { branches: Branch[]; garments: Garment[]; collections: Collection[] } {
  const random = createRandom(13_001);
  const branches = BRANCHES.map(([name, area, format, opened], i) => ({ no: String(i + 1).padStart(2, '0'), name, area, format, opened }));
  const volume = BRANCHES.map((b) => b[4]);
  const garments: Garment[] = [];
  for (let i = 0; i < 120_000; i++) {
    const b = random.weighted(branches, volume);
    const [garment, base] = random.weighted(GARMENTS, GARMENTS.map((g) => g[2]));
    const [service, factor] = random.weighted(SERVICES, SERVICES.map((s) => s[2]));
    const express = random.chance(b.format === 'Concession' ? 0.22 : 0.12) ? 'Y' : 'N';
    const price = Math.round(base * factor * (express === 'Y' ? 1.5 : 1) * random.float(0.95, 1.1, 3) * 20) / 20;
    const received = random.date('2025-01-02', '2025-09-30');
    const wait = (express === 'Y' ? 1 : 3) + (service === 'Alteration' ? 4 : 0) + random.int(0, 12);
    const late = received > '2025-09-10' ? 0.35 : 0.02;
    const collected = random.chance(late) ? null : addDays(received, wait);
    garments.push({ ticket: '', branch: b.no, received, garment, service, price, express, customer: random.chance(0.18) ? 'Account' : 'Walk-in', collected });
  }
  garments.sort((a, b) => a.received.localeCompare(b.received) || a.branch.localeCompare(b.branch));
  garments.forEach((g, i) => (g.ticket = String(31_000 + Math.floor(i / 2.3)).padStart(7, '0')));
  const collections: Collection[] = [];
  const vanBranches = branches.filter((b) => b.format !== 'Concession');
  for (let i = 0; i < 2_400; i++) {
    const client = random.weighted(CLIENTS, [22, 16, 14, 9, 12, 8, 6, 13]);
    const bags = random.int(1, client.includes('Hotel') || client.includes('Suites') ? 14 : 6);
    const kg = random.chance(0.06) ? null : Math.round(bags * random.float(4.5, 7.5, 2) * 10) / 10;
    collections.push({
      ref: 0, branch: random.pick(vanBranches).no, date: random.date('2025-01-02', '2025-09-30'), client, bags, kg,
      driver: random.pick(DRIVERS), invoiced: Math.round(bags * random.float(21, 27, 2) * 100) / 100,
    });
  }
  collections.sort((a, b) => a.date.localeCompare(b.date) || a.client.localeCompare(b.client));
  collections.forEach((c, i) => (c.ref = 70_001 + i));
  return { branches, garments, collections };
}

const BRANCH_COLUMNS: Column<Branch>[] = [
  { header: 'branch_no', value: (b) => b.no },
  { header: 'branch_name', value: (b) => b.name },
  { header: 'area', value: (b) => b.area },
  { header: 'format', value: (b) => b.format },
  { header: 'opened', value: (b) => b.opened },
];

const GARMENT_COLUMNS: Column<Garment>[] = [
  { header: 'ticket_no', value: (g) => g.ticket, sqlType: 'VARCHAR' },
  { header: 'branch_no', value: (g) => g.branch, sqlType: 'VARCHAR' },
  { header: 'received_on', value: (g) => g.received, sqlType: 'DATE' },
  { header: 'garment', value: (g) => g.garment },
  { header: 'service', value: (g) => g.service },
  { header: 'Price (£)', value: (g) => g.price, sqlType: 'DECIMAL(8,2)' },
  { header: 'express', value: (g) => g.express },
  { header: 'customer_type', value: (g) => g.customer },
  { header: 'collected_on', value: (g) => g.collected, sqlType: 'DATE' },
];

const COLLECTION_COLUMNS: Column<Collection>[] = [
  { header: 'Collection ref', value: (c) => c.ref },
  { header: 'Branch no', value: (c) => c.branch },
  { header: 'Date', value: (c) => c.date },
  { header: 'Client', value: (c) => c.client },
  { header: 'Bags', value: (c) => c.bags },
  { header: 'Weight (kg)', value: (c) => c.kg },
  { header: 'Driver', value: (c) => c.driver },
  { header: 'Invoiced (£)', value: (c) => c.invoiced },
];

export const drycleaning: BusinessSchema = {
  name: 'drycleaning',
  description: 'A dry-cleaning chain: 14 branches (CSV), 120,000 garment lines Jan-Sep 2025 (Parquet) and 2,400 account van collections (XLSX) sharing branch_no',
  async build(dir) {
    const { branches, garments, collections } = generate();
    const files = [
      await writeCsv(join(dir, 'branches.csv'), BRANCH_COLUMNS, branches),
      await writeParquet(join(dir, 'garments.parquet'), GARMENT_COLUMNS, garments),
      await writeXlsx(join(dir, 'account_collections.xlsx'), 'Collections', COLLECTION_COLUMNS, collections),
    ];
    const q = questionSet('drycleaning');
    const byNo = new Map(branches.map((b) => [b.no, b]));
    const branchName = (r: { branch: string }) => byNo.get(r.branch)!.name;
    const area = (r: { branch: string }) => byNo.get(r.branch)!.area;
    const price = (g: Garment) => g.price;
    const inMonth = (m: string) => (g: Garment) => g.received.startsWith(m);
    const express = (g: Garment) => g.express === 'Y';
    const waitDays = (g: Garment) => (g.collected === null ? null : daysBetween(g.received, g.collected));

    q.ask('How many garments did we take in altogether?', count(garments.length));
    q.ask('What was total takings across all branches?', amount(sumOf(garments, price)));
    q.ask('Revenue by branch', breakdown(groupBy(garments, branchName, 'sum', price)));
    q.ask('Which branch took the most money?', winner(groupBy(garments, branchName, 'sum', price)));
    q.ask('Which branch had the fewest items in?', winner(groupBy(garments, branchName, 'count'), 'asc'));
    q.ask('top 3 garment types by revenue', ranking(ranked(groupBy(garments, (g) => g.garment, 'sum', price), 3)));
    q.ask('How many items went through each service?', countsBy(groupBy(garments, (g) => g.service, 'count')));
    q.ask('What is the average price of a dry-cleaned shirt?', amount(avgOf(garments, price, (g) => g.garment === 'Shirt' && g.service === 'Dry clean')));
    q.ask('What share of items were express?', percent(percentOf(countWhere(garments, express), garments.length)));
    q.ask('express percentage at Canary Wharf Mall', percent(percentOf(countWhere(garments, (g) => express(g) && branchName(g) === 'Canary Wharf Mall'), countWhere(garments, (g) => branchName(g) === 'Canary Wharf Mall'))));
    q.ask('How much did Total Care Putney take in March?', amount(sumOf(garments, price, (g) => branchName(g) === 'Total Care Putney' && inMonth('2025-03')(g))));
    q.ask('How many garments are still waiting to be collected?', count(countWhere(garments, (g) => g.collected === null)));
    q.ask('Uncollected items per branch', countsBy(groupBy(garments, branchName, 'count', undefined, (g) => g.collected === null)));
    q.ask('On average how many days do customers take to pick up their items?', amount(avgOf(garments, waitDays), 1));
    q.ask('median days from drop-off to collection for alterations', amount(medianOf(garments, waitDays, (g) => g.service === 'Alteration'), 1));
    q.ask('Most expensive single item we charged for?', amount(maxOf(garments, price)));
    q.ask('How many wedding dresses did we clean?', count(countWhere(garments, (g) => g.garment === 'Wedding dress')));
    const q2 = q.ask('How much revenue came in during Q2?', amount(sumOf(garments, price, (g) => quarterOf(g.received) === 2)));
    q.followUp(q2, 'And Q3?', amount(sumOf(garments, price, (g) => quarterOf(g.received) === 3)));
    q.ask('Which month was busiest for drop-offs?', month(busiestMonth(garments, (g) => g.received)));
    q.ask('Takings by area', breakdown(groupBy(garments, area, 'sum', price)));
    q.ask('What percentage of revenue comes from account customers?', percent(percentOf(sumOf(garments, price, (g) => g.customer === 'Account'), sumOf(garments, price))));
    q.ask('Average ticket line value at concession branches versus high street branches', breakdown(groupBy(garments, (g) => byNo.get(g.branch)!.format, 'avg', price, (g) => byNo.get(g.branch)!.format !== 'Factory shop')));
    q.ask('How many duvets came in between 1 and 15 June 2025?', count(countWhere(garments, (g) => g.garment === 'Duvet' && g.received >= '2025-06-01' && g.received <= '2025-06-15')));
    q.ask('Which North London branch had the most express items?', winner(groupBy(garments, branchName, 'count', undefined, (g) => express(g) && area(g) === 'North London')));
    q.ask('How many van collections did we do for account clients?', count(collections.length));
    q.ask('Which client has the most collections?', winner(groupBy(collections, (c) => c.client, 'count')));
    q.ask('total bags collected from OR Theatre Company', count(sumOf(collections, (c) => c.bags, (c) => c.client === 'OR Theatre Company')));
    q.ask('What is the total weight collected in kg?', amount(sumOf(collections, (c) => c.kg), 1));
    q.ask('How much have we invoiced each client for collections?', breakdown(groupBy(collections, (c) => c.client, 'sum', (c) => c.invoiced)));
    q.ask('Which driver did the most collections?', winner(groupBy(collections, (c) => c.driver, 'count')));
    q.ask('How many collections did the Central Works branch handle?', count(countWhere(collections, (c) => branchName(c) === 'Central Works')));
    q.ask('average bags per collection for The Harbour Hotel', amount(avgOf(collections, (c) => c.bags, (c) => c.client === 'The Harbour Hotel'), 2));
    q.ask('Collections in August 2025', count(countWhere(collections, (c) => c.date.startsWith('2025-08'))));
    q.ask('Which two branches have the highest average price per item?', ranking(ranked(groupBy(garments, branchName, 'avg', price), 2)));
    q.ask('List the branches in East London', names(branches.filter((b) => b.area === 'East London').map((b) => b.name)));

    q.ask('How many customers do we have on the loyalty scheme?', decline('no loyalty data'));
    q.ask('What did we spend on solvent last quarter?', decline('no cost or supplies data'));
    q.ask('How many garments were damaged in cleaning?', decline('no damage or complaint records'));
    q.ask('What were takings in December 2025?', decline('garments run January to September 2025'));
    q.ask('Which member of staff processed the most tickets?', decline('no staff column on tickets'));
    q.ask('How many items did the Brixton branch take in?', decline('there is no Brixton branch'));
    q.ask('What is the profit margin per branch?', decline('no cost data'));
    q.ask('How many collections were late?', decline('no scheduled collection times'));
    q.ask('What is the average customer rating for Chelsea Green?', decline('no ratings'));
    q.ask('How much rent does each branch pay?', decline('no rent data'));
    q.ask('How many items will we take in next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
