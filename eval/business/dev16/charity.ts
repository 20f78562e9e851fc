// A charity's donations exported from its CRM as a report workbook: a title line and a blank row
// above the header, a totals line under the data and a "Generated on ..." note below it. Region
// was typed by hand ("North", "north ", "NORTH"), Gift Aid is Yes/No, the amount header carries its
// unit ("Amount (£)"), gift dates are Excel dates. The intended reading: the totals line and the
// note are not donations, "north " is North.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsxGrids, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { excelDay, round2, typedByHand } from './formats.ts';

interface Donation {
  ref: string;
  donor: string;
  campaign: string;
  region: string;
  regionTyped: string;
  date: string;
  amount: number;
  giftAid: boolean;
  channel: string;
}

const FIRST = ['Alice', 'Bernard', 'Carys', 'Declan', 'Eilidh', 'Fergus', 'Gwen', 'Harold', 'Imogen', 'Jamal', 'Keira', 'Lachlan', 'Morag', 'Niall', 'Orla', 'Padraig', 'Rhian', 'Sunita'];
const LAST = ['Armstrong', 'Baxter', 'Campbell', 'Doherty', 'Ellis', 'Fraser', 'Griffiths', 'Hamilton', 'Irvine', 'Jenkins', 'Kerr', 'Lloyd', 'MacLeod', 'Nolan'];
const CAMPAIGNS = ['Winter Appeal', 'Spring Fun Run', 'Monthly Giving', 'Emergency Appeal', 'Legacy Giving'];
const REGIONS = ['North', 'South', 'Midlands', 'Scotland', 'Wales'];
const CHANNELS = ['Online', 'Direct Debit', 'Cheque', 'Cash', 'Phone'];

function generate(): Donation[] {
  const random = createRandom(16_001);
  return Array.from({ length: 3_600 }, (_, i): Donation => {
    const campaign = random.weighted(CAMPAIGNS, [30, 18, 32, 14, 6]);
    const region = random.weighted(REGIONS, [27, 24, 21, 16, 12]);
    const base = campaign === 'Legacy Giving' ? random.float(500, 8_000, 2) : campaign === 'Monthly Giving' ? random.pick([5, 10, 15, 20, 25]) : random.float(5, 400, 2);
    return {
      ref: `DN-${String(40_001 + i)}`,
      donor: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      campaign,
      region,
      regionTyped: typedByHand(random, region),
      date: random.date('2024-04-01', '2025-09-30'),
      amount: round2(base),
      giftAid: random.chance(0.58),
      channel: campaign === 'Monthly Giving' ? 'Direct Debit' : random.weighted(CHANNELS, [46, 4, 18, 20, 12]),
    };
  });
}

function grid(donations: Donation[]): GridCell[][] {
  const total = round2(sumOf(donations, (d) => d.amount));
  return [
    ['Donations report - all campaigns'],
    [],
    ['Donation Ref', 'Donor Name', 'Campaign', 'Region', 'Gift Date', 'Amount (£)', 'Gift Aid', 'Channel'],
    ...donations.map((d) => [d.ref, d.donor, d.campaign, d.regionTyped, excelDay(d.date), d.amount, d.giftAid ? 'Yes' : 'No', d.channel]),
    ['Total', null, null, null, null, total, null, null],
    [],
    ['Generated on 01/10/2025 08:14 by CRM Reports'],
  ];
}

export const charity: BusinessSchema = {
  name: 'charity',
  description: 'A charity CRM donations report (3,600 rows, XLSX) with a title, a totals line and a "Generated on" note; regions typed in mixed case',
  async build(dir) {
    const donations = generate();
    const files = [await writeXlsxGrids(join(dir, 'donations.xlsx'), [{ name: 'Report', grid: grid(donations) }], donations.length)];
    const q = questionSet('charity');
    const inRange = (from: string, to: string) => (d: Donation) => between(d.date, from, to);

    q.ask('How much was donated in total?', amount(sumOf(donations, (d) => d.amount)));
    q.ask('How many donations did we receive?', count(donations.length));
    q.ask('How many donations came from the North region?', count(countWhere(donations, (d) => d.region === 'North')));
    q.ask('Which region raised the most money?', winner(groupBy(donations, (d) => d.region, 'sum', (d) => d.amount)));
    q.ask('Total donations by region', breakdown(groupBy(donations, (d) => d.region, 'sum', (d) => d.amount)));
    q.ask('What is the average donation?', amount(avgOf(donations, (d) => d.amount)));
    q.ask('How many donations were made with Gift Aid?', count(countWhere(donations, (d) => d.giftAid)));
    q.ask('What share of donations were gift aided?', percent(percentOf(countWhere(donations, (d) => d.giftAid), donations.length)));
    q.ask('How much did the Winter Appeal raise?', amount(sumOf(donations, (d) => d.amount, (d) => d.campaign === 'Winter Appeal')));
    q.ask('Which campaign raised the most?', winner(groupBy(donations, (d) => d.campaign, 'sum', (d) => d.amount)));
    q.ask('How many online donations were there in 2025?', count(countWhere(donations, (d) => d.channel === 'Online' && inRange('2025-01-01', '2025-12-31')(d))));
    q.ask('How much was donated in March 2025?', amount(sumOf(donations, (d) => d.amount, inRange('2025-03-01', '2025-03-31'))));
    q.ask('What was the largest single donation?', amount(maxOf(donations, (d) => d.amount)));
    q.ask('Average donation by channel', breakdown(groupBy(donations, (d) => d.channel, 'avg', (d) => d.amount)));
    q.ask('How many donations were received between 1 January and 31 March 2025?', count(countWhere(donations, inRange('2025-01-01', '2025-03-31'))));
    q.ask('Which month had the most donations?', month(busiestMonth(donations, (d) => d.date)));
    const scotland = q.ask('How much gift aided money came from Scotland?', amount(sumOf(donations, (d) => d.amount, (d) => d.giftAid && d.region === 'Scotland')));
    q.followUp(scotland, 'And from Wales?', amount(sumOf(donations, (d) => d.amount, (d) => d.giftAid && d.region === 'Wales')));
    q.ask('How many donations were over £500?', count(countWhere(donations, (d) => d.amount > 500)));
    q.ask('When was the first donation in the report?', day(dateRange(donations, (d) => d.date).first));
    q.ask('Top 3 campaigns by amount raised', ranking(ranked(groupBy(donations, (d) => d.campaign, 'sum', (d) => d.amount), 3)));
    q.ask('What is the average Emergency Appeal donation by cheque?', amount(avgOf(donations, (d) => d.amount, (d) => d.campaign === 'Emergency Appeal' && d.channel === 'Cheque')));
    q.ask('What was the smallest donation?', amount(minOf(donations, (d) => d.amount)));
    q.ask('Number of donations per channel', countsBy(groupBy(donations, (d) => d.channel, 'count')));
    q.ask('How much did the South region raise in 2024?', amount(sumOf(donations, (d) => d.amount, (d) => d.region === 'South' && inRange('2024-01-01', '2024-12-31')(d))));
    q.ask('What percentage of the money raised came in online?', percent(percentOf(sumOf(donations, (d) => d.amount, (d) => d.channel === 'Online'), sumOf(donations, (d) => d.amount))));
    const midlands = q.ask('How many donations did the Midlands give?', count(countWhere(donations, (d) => d.region === 'Midlands')));
    q.followUp(midlands, 'And how much was that in total?', amount(sumOf(donations, (d) => d.amount, (d) => d.region === 'Midlands')));
    q.ask('Number of donations by region', countsBy(groupBy(donations, (d) => d.region, 'count')));
    q.ask('Which region has the lowest average donation?', winner(groupBy(donations, (d) => d.region, 'avg', (d) => d.amount), 'asc'));
    q.ask('How many donations without Gift Aid came from the North?', count(countWhere(donations, (d) => !d.giftAid && d.region === 'North')));
    q.ask('What is the total raised by Legacy Giving?', amount(sumOf(donations, (d) => d.amount, (d) => d.campaign === 'Legacy Giving')));

    q.ask('What is the average age of our donors?', decline('no age column'));
    q.ask('How much did the Spring Fun Run cost to organise?', decline('no cost column'));
    q.ask('Which fundraiser brought in the most donations?', decline('no fundraiser column'));
    q.ask('How many donors unsubscribed from our emails?', decline('no subscription data'));
    q.ask('What is our donor retention rate?', decline('retention needs donor history the report does not define'));
    q.ask('Which postcode area gives the most?', decline('no postcode column'));
    q.ask('How many volunteers helped at the Spring Fun Run?', decline('no volunteer data'));
    q.ask('How much did we spend on the Winter Appeal mailing?', decline('no spending column'));
    return { files, questions: q.questions };
  },
};
