// An Alpine ski resort's 2024/25 season: lift passes sold (XLSX under a title line, with a
// "Total" line under the table) and the turnstile scans of those passes at the lifts (CSV, about
// 150,000 rows) sharing `Pass No`. Traps: the totals line that must not count as a pass, a lift
// whose name starts with "Total" ("Totalp Chair"), pass numbers that look numeric, the currency in
// the price header ("Price (€)"), scan times with seconds, passes never scanned, and days on which
// the resort was shut (storm days: no scans at all).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Pass {
  no: string;
  sold: string;
  type: string;
  channel: string;
  from: string;
  price: number;
}

interface Scan {
  id: number;
  no: string;
  at: string;
  lift: string;
  area: string;
}

const OPEN = '2024-12-07';
const CLOSE = '2025-04-13';
const SHUT = new Set(['2025-01-22', '2025-02-27', '2025-03-14']);
// pass type, weight, list price, ski days it covers
const TYPES: [string, number, number, number][] = [
  ['Adult Day', 38, 62, 1], ['Child Day', 15, 31, 1], ['Half Day', 12, 44, 1], ['3-Day', 13, 168, 3], ['6-Day', 16, 305, 6], ['Season', 6, 690, 0],
];
const CHANNELS: [string, number][] = [['Online', 41], ['Ticket office', 44], ['Hotel partner', 15]];
// lift, area, weight
const LIFTS: [string, string, number][] = [
  ['Galtenberg Gondola', 'Galtenberg', 16], ['Totalp Chair', 'Galtenberg', 10], ['Gmah T-bar', 'Galtenberg', 5],
  ['Wiedersberg Express', 'Wiedersberg', 14], ['Horn 6-seater', 'Wiedersberg', 12], ['Kafner Drag', 'Wiedersberg', 4],
  ['Reitherkogel Gondola', 'Reither Kogel', 13], ['Lanerbach Quad', 'Reither Kogel', 9], ['Schatzberg Chair', 'Reither Kogel', 8], ['Nursery Carpet', 'Reither Kogel', 6],
];
// The Totalp Chair stood still in these wind spells.
const TOTALP_SHUT = ['2025-01-09', '2025-01-10', '2025-01-11', '2025-03-02'];

function generate(): { passes: Pass[]; scans: Scan[] } {
  const random = createRandom(24_615);
  const passes: Pass[] = [];
  const seasonDays = daysBetween(OPEN, CLOSE);
  for (let i = 0; i < 9_400; i++) {
    const [type, , list, days] = random.weighted(TYPES, TYPES.map((t) => t[1]));
    const channel = random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1]));
    // Busier at Christmas and in February half-term.
    let from = random.date(OPEN, addDays(CLOSE, -(Math.max(days, 1) - 1)));
    if (random.chance(0.25)) from = random.chance(0.5) ? random.date('2024-12-21', '2025-01-06') : random.date('2025-02-08', '2025-02-23');
    if (type === 'Season') from = OPEN;
    const sold = type === 'Season' ? random.date('2024-10-01', '2025-01-15') : channel === 'Ticket office' ? from : addDays(from, -random.int(0, 21));
    const price = roundTo(list * (channel === 'Online' ? 0.92 : channel === 'Hotel partner' ? 0.9 : 1) * (type === 'Season' && sold < '2024-11-15' ? 0.85 : 1), 2);
    passes.push({ no: '', sold, type, channel, from, price });
  }
  passes.sort((a, b) => a.sold.localeCompare(b.sold) || a.type.localeCompare(b.type));
  passes.forEach((p, i) => (p.no = String(604_211 + i)));
  const scans: Scan[] = [];
  const weights = LIFTS.map((l) => l[2]);
  for (const p of passes) {
    if (random.chance(0.035)) continue;
    const [, , , days] = TYPES.find((t) => t[0] === p.type)!;
    const skiDays: string[] = [];
    if (p.type === 'Season') {
      for (let d = 0; d <= seasonDays; d++) if (random.chance(0.2)) skiDays.push(addDays(OPEN, d));
    } else {
      for (let d = 0; d < days; d++) if (d === 0 || random.chance(0.88)) skiDays.push(addDays(p.from, d));
    }
    for (const d of skiDays) {
      if (SHUT.has(d) || d > CLOSE) continue;
      const rides = p.type === 'Half Day' ? random.int(2, 6) : random.int(3, 9);
      let minute = p.type === 'Half Day' ? random.int(720, 780) : random.int(510, 600);
      for (let r = 0; r < rides && minute < 990; r++) {
        let lift = random.weighted(LIFTS, weights);
        while (lift[0] === 'Totalp Chair' && TOTALP_SHUT.includes(d)) lift = random.weighted(LIFTS, weights);
        const seconds = random.int(0, 59);
        const at = `${d} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
        scans.push({ id: 0, no: p.no, at, lift: lift[0], area: lift[1] });
        minute += random.int(14, 55);
      }
    }
  }
  scans.sort((a, b) => a.at.localeCompare(b.at) || a.no.localeCompare(b.no));
  scans.forEach((s, i) => (s.id = 1_000_001 + i));
  return { passes, scans };
}

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

function salesGrid(passes: Pass[]): GridCell[][] {
  const total = roundTo(passes.reduce((s, p) => s + p.price, 0), 2);
  return [
    ['Alpbach Valley Lifts - pass sales, season 2024/25'],
    ['Pass No', 'Sold on', 'Pass type', 'Channel', 'Valid from', 'Price (€)'],
    ...passes.map((p) => [p.no, asDate(p.sold), p.type, p.channel, asDate(p.from), p.price]),
    ['Total', null, null, null, null, total],
  ];
}

const SCAN_COLUMNS: Column<Scan>[] = [
  { header: 'Scan ID', value: (s) => s.id },
  { header: 'Pass No', value: (s) => s.no },
  { header: 'Scanned at', value: (s) => s.at },
  { header: 'Lift', value: (s) => s.lift },
  { header: 'Area', value: (s) => s.area },
];

export const skiresort: BusinessSchema = {
  name: 'skiresort',
  description: 'An Alpine ski resort, season 2024/25: lift passes sold (XLSX with a title line and a Total line) and lift scans (CSV) sharing Pass No',
  async build(dir) {
    const { passes, scans } = generate();
    const files = [
      await writeXlsxGrids(join(dir, 'pass_sales.xlsx'), [{ name: 'Pass sales', grid: salesGrid(passes) }], passes.length),
      await writeCsv(join(dir, 'lift_scans.csv'), SCAN_COLUMNS, scans),
    ];
    const q = questionSet('skiresort');
    const passOf = new Map(passes.map((p) => [p.no, p]));
    const price = (p: Pass) => p.price;
    const scanned = new Set(scans.map((s) => s.no));
    const on = (d: string) => (s: Scan) => s.at.startsWith(d);

    q.ask('How many lift passes did we sell in the 2024/25 season?', count(passes.length));
    q.ask('Total pass revenue', amount(sumOf(passes, price)));
    q.ask('revenue by pass type', breakdown(groupBy(passes, (p) => p.type, 'sum', price)));
    q.ask('Which sales channel sold the most passes?', winner(groupBy(passes, (p) => p.channel, 'count')));
    q.ask('What share of passes were bought online?', percent(percentOf(countWhere(passes, (p) => p.channel === 'Online'), passes.length)));
    q.ask('Average price paid for an adult day pass', amount(avgOf(passes, price, (p) => p.type === 'Adult Day')));
    q.ask('median price of a 6-day pass', amount(medianOf(passes, price, (p) => p.type === '6-Day')));
    q.ask('Highest price anyone paid for a season pass', amount(maxOf(passes, price, (p) => p.type === 'Season')));
    q.ask('How many season passes were sold before the season opened on 7 December?', count(countWhere(passes, (p) => p.type === 'Season' && p.sold < OPEN)));
    q.ask('How many passes were sold in January 2025?', count(countWhere(passes, (p) => p.sold.startsWith('2025-01'))));
    q.ask('Passes sold between 20 December 2024 and 6 January 2025', count(countWhere(passes, (p) => p.sold >= '2024-12-20' && p.sold <= '2025-01-06')));
    q.ask('How much revenue came through hotel partners in February?', amount(sumOf(passes, price, (p) => p.channel === 'Hotel partner' && p.sold.startsWith('2025-02'))));
    q.ask('How many child day passes were sold online?', count(countWhere(passes, (p) => p.type === 'Child Day' && p.channel === 'Online')));
    q.ask('revenue per channel', breakdown(groupBy(passes, (p) => p.channel, 'sum', price)));
    q.ask('How many lift scans did we record?', count(scans.length));
    q.ask('How many rides were there on the Totalp Chair?', count(countWhere(scans, (s) => s.lift === 'Totalp Chair')));
    q.ask('Which lift is the busiest?', winner(groupBy(scans, (s) => s.lift, 'count')));
    q.ask('Top 3 lifts by scans in February', ranking(ranked(groupBy(scans, (s) => s.lift, 'count', undefined, on('2025-02')), 3)));
    q.ask('scans by area', countsBy(groupBy(scans, (s) => s.area, 'count')));
    q.ask('What was our busiest day on the lifts?', day(ranked(groupBy(scans, (s) => s.at.slice(0, 10), 'count'), 1)[0]));
    q.ask('How many lift rides on 15 February 2025?', count(countWhere(scans, on('2025-02-15'))));
    q.ask('How many scans happened between 9:00 and 10:00 in the morning?', count(countWhere(scans, (s) => s.at.slice(11, 13) === '09')));
    const gal = q.ask('Scans on the Galtenberg Gondola in January', count(countWhere(scans, (s) => s.lift === 'Galtenberg Gondola' && on('2025-01')(s))));
    q.followUp(gal, 'and the Wiedersberg Express?', count(countWhere(scans, (s) => s.lift === 'Wiedersberg Express' && on('2025-01')(s))));
    q.ask('How many rides in the Reither Kogel area in March?', count(countWhere(scans, (s) => s.area === 'Reither Kogel' && on('2025-03')(s))));
    q.ask('When was the first scan of the season?', day(scans[0].at));
    q.ask('On how many different days were passes scanned?', count(new Set(scans.map((s) => s.at.slice(0, 10))).size));
    q.ask('How many passes were never used on a lift?', count(countWhere(passes, (p) => !scanned.has(p.no))));
    q.ask('How many rides did season pass holders take in total?', count(countWhere(scans, (s) => passOf.get(s.no)!.type === 'Season')));
    q.ask('Which pass type generated the most lift rides?', winner(groupBy(scans, (s) => passOf.get(s.no)!.type, 'count')));
    q.ask('Nursery Carpet rides by child day pass holders', count(countWhere(scans, (s) => s.lift === 'Nursery Carpet' && passOf.get(s.no)!.type === 'Child Day')));
    q.ask('How many passes did the ticket office sell in 2025?', count(countWhere(passes, (p) => p.channel === 'Ticket office' && p.sold.startsWith('2025'))));
    q.ask('What percentage of scans were in the Galtenberg area?', percent(percentOf(countWhere(scans, (s) => s.area === 'Galtenberg'), scans.length)));
    q.ask('Average price of passes sold through the ticket office', amount(avgOf(passes, price, (p) => p.channel === 'Ticket office')));

    q.ask('How much snow fell this season?', decline('no snowfall data'));
    q.ask('How many days was the Totalp Chair closed because of wind?', decline('no closure reasons recorded'));
    q.ask('How many skiers were injured this season?', decline('no accident data'));
    q.ask('How much did we make from ski rental?', decline('no rental data'));
    q.ask('Which countries do our skiers come from?', decline('no nationality column'));
    q.ask('How many passes have we sold for the 2025/26 season?', decline('only the 2024/25 season'));
    q.ask('What was the average queue time at the Galtenberg Gondola?', decline('no queue times'));
    q.ask('How many ski school lessons did we book?', decline('no ski school data'));
    q.ask('How many passes will we sell next season?', decline('a forecast'));
    q.ask('How many passes did we sell in the 2023/24 season?', decline('only the 2024/25 season'));
    return { files, questions: q.questions };
  },
};
