// A charity's fundraising: 6,000 supporters (CSV) and 25,000 gifts (XLSX, ending in a real TOTAL
// row) sharing `donor_id`. Traps: the company supporter "Total Logistics plc" beside the summary
// row, payment codes "DD", "CC" and "SO" and the region code "NI", gift dates stored as dd/mm/yyyy
// text, blank appeal codes, pounds in the header, supporters who never gave.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { medianOf } from './median.ts';

interface Donor {
  donor_id: number;
  name: string;
  type: string;
  city: string;
  region: string;
  joined: string;
  gift_aid: boolean;
}

interface Gift {
  gift_id: string;
  donor_id: number;
  date: string;
  amount: number;
  method: string;
  fund: string;
  appeal: string | null;
}

type SheetRow = Gift | { total: true; amount: number };

// City, region code, weight.
const CITIES: [string, string, number][] = [
  ['Leeds', 'YH', 14], ['Sheffield', 'YH', 9], ['Manchester', 'NW', 16], ['Liverpool', 'NW', 8],
  ['Bristol', 'SW', 10], ['Belfast', 'NI', 7], ['Glasgow', 'SC', 11], ['Edinburgh', 'SC', 9], ['Norwich', 'EE', 6], ['Cardiff', 'WA', 10],
];
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Arthur', 'Grace', 'Leo', 'Freya', 'Harry', 'Ella', 'Jack', 'Ruby', 'Finn', 'Ivy', 'Oscar', 'Rosie', 'Theo'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Evans', 'Walker', 'Roberts', 'Green', 'Hall', 'Wood', 'Clarke', 'Hughes', 'Murphy', 'Kelly'];
const COMPANIES = ['Total Logistics plc', 'Northgate Builders', 'Bluebell Bakeries', 'Harbour Insurance', 'Pennine Software', 'Castle Dental Group'];
const TRUSTS = ['Ashworth Family Trust', 'Greaves Foundation', 'Milton Charitable Trust'];
const METHODS = ['DD', 'CC', 'SO', 'Cheque', 'Cash'];
const FUNDS = ['General', 'Emergency Relief', 'Clean Water', 'Education'];
const APPEALS = ['SPRING24', 'WINTER24', 'SPRING25', 'WINTER25', 'FLOOD24'];

function generate(): { donors: Donor[]; gifts: Gift[] } {
  const random = createRandom(61_602);
  const donors: Donor[] = Array.from({ length: 6_000 }, (_, i) => {
    const type = i < COMPANIES.length ? 'Company' : i < COMPANIES.length + TRUSTS.length ? 'Trust' : random.chance(0.015) ? 'Company' : 'Individual';
    const name =
      i < COMPANIES.length ? COMPANIES[i] : i < COMPANIES.length + TRUSTS.length ? TRUSTS[i - COMPANIES.length] : type === 'Company' ? `${random.pick(LAST)} & Sons Ltd` : `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const [city, region] = random.weighted(CITIES, CITIES.map((c) => c[2]));
    return { donor_id: 40_001 + i, name, type, city, region, joined: random.date('2012-01-01', '2025-06-30'), gift_aid: type === 'Individual' && random.chance(0.6) };
  });
  const givers = donors.filter((d) => d.type !== 'Individual' || random.chance(0.8));
  const drafts = Array.from({ length: 25_000 }, () => {
    const donor = givers[Math.floor(random.next() ** 1.4 * givers.length)];
    const method = donor.type === 'Individual' ? random.weighted(METHODS, [40, 25, 15, 10, 10]) : random.weighted(METHODS, [0, 20, 10, 70, 0]);
    const date = random.date('2023-04-01', '2025-10-31');
    const base = donor.type === 'Individual' ? (method === 'DD' || method === 'SO' ? random.pick([5, 10, 15, 20, 25]) : roundTo(5 + random.next() ** 3 * 495, 2)) : roundTo(250 + random.next() ** 2 * 9_750, 2);
    return {
      donor_id: donor.donor_id,
      date,
      amount: base,
      method,
      fund: random.weighted(FUNDS, [40, 20, 22, 18]),
      appeal: method === 'DD' || method === 'SO' || random.chance(0.35) ? null : APPEALS.filter((a) => a.endsWith(date.slice(2, 4)))[random.int(0, 1)] ?? null,
    };
  });
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.donor_id - b.donor_id);
  return { donors, gifts: drafts.map((d, i) => ({ gift_id: `G${700_001 + i}`, ...d })) };
}

const slashed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const cell = (of: (g: Gift) => string | number | null, total: (t: Extract<SheetRow, { total: true }>) => string | number | null = () => null) =>
  (r: SheetRow) => ('total' in r ? total(r) : of(r));

const DONOR_COLUMNS: Column<Donor>[] = [
  { header: 'donor_id', value: (d) => d.donor_id },
  { header: 'Supporter Name', value: (d) => d.name },
  { header: 'supporter_type', value: (d) => d.type },
  { header: 'city', value: (d) => d.city },
  { header: 'region_code', value: (d) => d.region },
  { header: 'first_gift_date', value: (d) => d.joined },
  { header: 'Gift Aid', value: (d) => (d.gift_aid ? 'Yes' : 'No') },
];

const GIFT_COLUMNS: Column<SheetRow>[] = [
  { header: 'gift_id', value: cell((g) => g.gift_id, () => 'TOTAL') },
  { header: 'donor_id', value: cell((g) => g.donor_id) },
  { header: 'Gift Date', value: cell((g) => slashed(g.date)) },
  { header: 'Amount (GBP)', value: cell((g) => g.amount, (t) => roundTo(t.amount, 2)) },
  { header: 'payment_method', value: cell((g) => g.method) },
  { header: 'fund', value: cell((g) => g.fund) },
  { header: 'appeal_code', value: cell((g) => g.appeal) },
];

export const donations: BusinessSchema = {
  name: 'donations',
  description: 'Charity fundraising: 6,000 supporters (CSV) and 25,000 gifts sharing donor_id (XLSX, ending in a TOTAL row)',
  async build(dir) {
    const { donors, gifts: rows } = generate();
    const value = (g: Gift) => g.amount;
    const files = [
      await writeCsv(join(dir, 'supporters.csv'), DONOR_COLUMNS, donors),
      await writeXlsx(join(dir, 'gifts.xlsx'), 'Gifts', GIFT_COLUMNS, [...rows, { total: true, amount: sumOf(rows, value) }]),
    ];
    const q = questionSet('donations');
    const donorOf = new Map(donors.map((d) => [d.donor_id, d]));
    const donor = (g: Gift) => donorOf.get(g.donor_id)!;
    const during = (period: string) => (g: Gift) => g.date.startsWith(period);
    const gave = new Set(rows.map((g) => g.donor_id));
    const byDonor = groupBy(rows, (g) => String(g.donor_id), 'sum', value);
    const topIds = ranked(byDonor, 3);
    const totalLogistics = donors.find((d) => d.name === 'Total Logistics plc')!.donor_id;
    const fy = (g: Gift) => g.date >= '2024-04-01' && g.date <= '2025-03-31';
    const firstGift = (id: number) => dateRange(rows, (g) => g.date, (g) => g.donor_id === id).first;
    const repeat = donors.find((d) => d.type === 'Trust' && countWhere(rows, (g) => g.donor_id === d.donor_id) >= 2)!;
    const span = dateRange(rows, (g) => g.date, (g) => g.donor_id === repeat.donor_id);

    q.ask('How many gifts have we received?', count(rows.length));
    q.ask('What is the total amount donated, in pounds?', amount(sumOf(rows, value)));
    q.ask('How much was given in 2024?', amount(sumOf(rows, value, during('2024'))));
    q.ask('total raised in the financial year April 2024 to March 2025', amount(sumOf(rows, value, fy)));
    q.ask('gifts by payment method', countsBy(groupBy(rows, (g) => g.method, 'count')));
    q.ask('How much came in by DD?', amount(sumOf(rows, value, (g) => g.method === 'DD')));
    q.ask('What is the average gift?', amount(avgOf(rows, value)));
    q.ask('median gift amount paid by CC', amount(medianOf(rows, value, (g) => g.method === 'CC')));
    q.ask('Which fund received the most money?', winner(groupBy(rows, (g) => g.fund, 'sum', value)));
    q.ask('Amount raised per fund in 2025', breakdown(groupBy(rows, (g) => g.fund, 'sum', value, during('2025'))));
    q.ask('Who are our top 3 donors by total given? Give their donor ids', ranking(topIds));
    q.ask('How much has Total Logistics plc given us altogether?', amount(sumOf(rows, value, (g) => g.donor_id === totalLogistics)));
    q.ask('How much did supporters in Leeds donate?', amount(sumOf(rows, value, (g) => donor(g).city === 'Leeds')));
    q.ask('How many gifts came from supporters in region NI?', count(countWhere(rows, (g) => donor(g).region === 'NI')));
    q.ask('Which city gave the most in total?', winner(groupBy(rows, (g) => donor(g).city, 'sum', value)));
    q.ask('What share of the money came from companies?', percent(percentOf(sumOf(rows, value, (g) => donor(g).type === 'Company'), sumOf(rows, value))));
    q.ask('How many supporters have never made a gift?', count(countWhere(donors, (d) => !gave.has(d.donor_id))));
    q.ask('How many supporters are signed up for Gift Aid?', count(countWhere(donors, (d) => d.gift_aid)));
    q.ask('How much was given by Gift Aid supporters in 2024?', amount(sumOf(rows, value, (g) => donor(g).gift_aid && during('2024')(g))));
    q.ask('Which appeal code raised the most?', winner(groupBy(rows, (g) => g.appeal, 'sum', value)));
    q.ask('How many gifts have no appeal code?', count(countWhere(rows, (g) => g.appeal === null)));
    q.ask('What was the largest single gift?', amount(maxOf(rows, value)));
    q.ask('Which month brought in the most money?', month(ranked(groupBy(rows, (g) => g.date.slice(0, 7), 'sum', value), 1)[0]));
    q.ask('Gifts received in Q4 2024', count(countWhere(rows, (g) => during('2024')(g) && quarterOf(g.date) === 4)));
    q.ask('how much was donated between 1 Dec 2024 and 15 Jan 2025', amount(sumOf(rows, value, (g) => g.date >= '2024-12-01' && g.date <= '2025-01-15')));
    q.ask('When did we receive the last gift?', day(dateRange(rows, (g) => g.date).last));
    q.ask(`When did supporter ${repeat.name} first give?`, day(firstGift(repeat.donor_id)));
    q.ask(`How many days passed between ${repeat.name}'s first and most recent gift?`, count(daysBetween(span.first, span.last)));
    q.ask(
      'Did supporters in Glasgow or supporters in Edinburgh give more to Clean Water?',
      winner(groupBy(rows, (g) => donor(g).city, 'sum', value, (g) => g.fund === 'Clean Water' && ['Glasgow', 'Edinburgh'].includes(donor(g).city))),
    );
    const cheque = q.ask('total given by cheque in 2024', amount(sumOf(rows, value, (g) => g.method === 'Cheque' && during('2024')(g))));
    q.followUp(cheque, 'what about 2025?', amount(sumOf(rows, value, (g) => g.method === 'Cheque' && during('2025')(g))));

    q.ask('How many volunteers helped at the Leeds fun run?', decline('no volunteer or event data'));
    q.ask('What did the WINTER24 mailing cost to send?', decline('no campaign costs'));
    q.ask('How much did we raise in 2021?', decline('gifts start in April 2023'));
    q.ask('Which supporters are likely to leave a legacy?', decline('a prediction'));
    q.ask('How old is our average donor?', decline('no age or birth date'));
    q.ask('What is our return on investment for fundraising?', decline('no spend data'));
    q.ask('How much Gift Aid did HMRC actually pay us last year?', decline('no tax reclaim records'));
    q.ask('Is Clean Water our most worthwhile fund?', decline('an opinion'));
    q.ask('How many emails did supporters open?', decline('no email data'));
    return { files, questions: q.questions };
  },
};
