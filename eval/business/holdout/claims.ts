// Insurance claims: one Parquet file. Traps: US states "OR", "IN", "ME" and "OK" (stopwords in short
// capitals), numeric claim_id and policy_number (never measures), the reported date and the
// deductible stored as text, blank paid amounts and adjusters, currency in headers.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Claim {
  claim_id: number;
  policy_number: number;
  line: string;
  state: string;
  peril: string;
  incident_date: string;
  reported_date: string;
  claimed: number;
  paid: number | null;
  deductible: number;
  status: string;
  adjuster: string | null;
  fraud_flag: boolean;
}

const LINES = ['Auto', 'Home', 'Travel', 'Pet', 'Commercial'];
const LINE_WEIGHTS = [38, 27, 14, 9, 12];
const PERILS: Record<string, string[]> = {
  Auto: ['Collision', 'Theft', 'Glass', 'Liability'],
  Home: ['Fire', 'Water Damage', 'Theft', 'Storm'],
  Travel: ['Medical', 'Trip Cancellation', 'Lost Baggage'],
  Pet: ['Illness', 'Injury'],
  Commercial: ['Liability', 'Fire', 'Theft', 'Storm'],
};
const PERIL_SEVERITY: Record<string, number> = {
  Collision: 6_500, Theft: 4_200, Glass: 900, Liability: 18_000, Fire: 42_000, 'Water Damage': 11_000, Storm: 14_000,
  Medical: 5_800, 'Trip Cancellation': 2_400, 'Lost Baggage': 1_100, Illness: 1_600, Injury: 2_300,
};
const LINE_FACTOR: Record<string, number> = { Auto: 1, Home: 1, Travel: 1, Pet: 1, Commercial: 2.6 };
const STATES = ['CA', 'TX', 'NY', 'FL', 'OR', 'IN', 'OK', 'ME', 'WA', 'HI'];
const STATE_WEIGHTS = [22, 17, 14, 15, 6, 7, 5, 3, 8, 3];
const DEDUCTIBLES = [250, 500, 1_000, 2_500];

function generate(): Claim[] {
  const random = createRandom(31337);
  const adjusters = personNames(random, 18);
  return Array.from({ length: 28_000 }, (_, i): Claim => {
    const line = random.weighted(LINES, LINE_WEIGHTS);
    const peril = random.pick(PERILS[line]);
    const incident_date = random.date('2022-01-01', '2024-12-31');
    const late = random.chance(0.12);
    const claimed = roundTo(Math.min(480_000, PERIL_SEVERITY[peril] * LINE_FACTOR[line] * Math.exp(random.normal(0, 0.7))), 2);
    const fraud_flag = random.chance(0.035);
    const status = incident_date >= '2024-10-01' && random.chance(0.5)
      ? 'Open'
      : random.weighted(['Paid', 'Denied', 'Withdrawn', 'Open'], fraud_flag ? [30, 60, 5, 5] : [74, 14, 7, 5]);
    const deductible = line === 'Travel' || line === 'Pet' ? random.weighted([250, 500], [60, 40]) : random.weighted(DEDUCTIBLES, [15, 40, 32, 13]);
    return {
      claim_id: 5_000_001 + i,
      policy_number: 10_000_000 + random.int(0, 89_999_999),
      line,
      state: random.weighted(STATES, STATE_WEIGHTS),
      peril,
      incident_date,
      reported_date: addDays(incident_date, late ? random.int(31, 120) : random.int(0, 30)),
      claimed,
      paid: status === 'Paid' ? roundTo(Math.max(0, claimed * (0.6 + random.next() * 0.4) - deductible), 2) : null,
      deductible,
      status,
      adjuster: random.chance(0.05) ? null : random.pick(adjusters),
      fraud_flag,
    };
  });
}

const COLUMNS: Column<Claim>[] = [
  { header: 'claim_id', value: (c) => c.claim_id, sqlType: 'BIGINT' },
  { header: 'policy_number', value: (c) => c.policy_number, sqlType: 'BIGINT' },
  { header: 'line_of_business', value: (c) => c.line },
  { header: 'state', value: (c) => c.state },
  { header: 'peril', value: (c) => c.peril },
  { header: 'incident_date', value: (c) => c.incident_date, sqlType: 'DATE' },
  { header: 'reported_date', value: (c) => c.reported_date },
  { header: 'Claimed Amount (USD)', value: (c) => c.claimed, sqlType: 'DOUBLE' },
  { header: 'Paid Amount (USD)', value: (c) => c.paid, sqlType: 'DOUBLE' },
  { header: 'Deductible USD', value: (c) => String(c.deductible) },
  { header: 'status', value: (c) => c.status },
  { header: 'adjuster', value: (c) => c.adjuster },
  { header: 'fraud_flag', value: (c) => c.fraud_flag, sqlType: 'BOOLEAN' },
];

export const claims: BusinessSchema = {
  name: 'claims',
  description: 'Insurance claims: 28,000 claims with text dates and deductibles (Parquet)',
  async build(dir) {
    const rows = generate();
    const file = await writeParquet(join(dir, 'claims.parquet'), COLUMNS, rows);
    const q = questionSet('claims');
    const claimed = (c: Claim) => c.claimed;
    const paid = (c: Claim) => c.paid;
    const inState = (state: string) => (c: Claim) => c.state === state;
    const ofLine = (line: string) => (c: Claim) => c.line === line;
    const happenedIn = (period: string) => (c: Claim) => c.incident_date.startsWith(period);
    const deniedShare = (where: (c: Claim) => boolean) =>
      percentOf(countWhere(rows, (c) => where(c) && c.status === 'Denied'), countWhere(rows, where));
    const sortedClaimed = rows.map(claimed).sort((a, b) => a - b);
    const middle = sortedClaimed.length / 2;
    const medianClaimed = Number.isInteger(middle) ? (sortedClaimed[middle - 1] + sortedClaimed[middle]) / 2 : sortedClaimed[Math.floor(middle)];

    q.ask('How many claims were filed in OR?', count(countWhere(rows, inState('OR'))));
    q.ask('How many claims came from IN?', count(countWhere(rows, inState('IN'))));
    q.ask('total claimed amount for claims in ME', amount(sumOf(rows, claimed, inState('ME'))));
    q.ask("What's the average paid amount on Auto claims?", amount(avgOf(rows, paid, ofLine('Auto'))));
    q.ask('Total paid for incidents in 2023', amount(sumOf(rows, paid, happenedIn('2023'))));
    q.ask('How many claims are still open?', count(countWhere(rows, (c) => c.status === 'Open')));
    q.ask('What percentage of claims were denied?', percent(deniedShare(() => true)));
    const travel = q.ask('denial rate for Travel claims', percent(deniedShare(ofLine('Travel'))));
    q.followUp(travel, 'and for Pet?', percent(deniedShare(ofLine('Pet'))));
    q.ask('Which state has the most claims?', winner(groupBy(rows, (c) => c.state, 'count')));
    q.ask('Which line of business has the highest avg claimed amount?', winner(groupBy(rows, (c) => c.line, 'avg', claimed)));
    q.ask('Which peril has the lowest average claim amount?', winner(groupBy(rows, (c) => c.peril, 'avg', claimed), 'asc'));
    q.ask('top 5 adjusters by number of claims handled', ranking(ranked(groupBy(rows, (c) => c.adjuster, 'count'), 5)));
    q.ask('How many claims have no adjuster assigned?', count(countWhere(rows, (c) => c.adjuster === null)));
    q.ask('claims count by line of business', countsBy(groupBy(rows, (c) => c.line, 'count')));
    q.ask('total paid amount by state', breakdown(groupBy(rows, (c) => c.state, 'sum', paid)));
    q.ask('Compare the total claimed amount in TX and CA', breakdown(groupBy(rows, (c) => c.state, 'sum', claimed, (c) => c.state === 'TX' || c.state === 'CA')));
    q.ask('How many claims were over $50,000?', count(countWhere(rows, (c) => c.claimed > 50_000)));
    q.ask('How many claims had a deductible of at least 1,000?', count(countWhere(rows, (c) => c.deductible >= 1_000)));
    q.ask('average deductible for Home policies', amount(avgOf(rows, (c) => c.deductible, ofLine('Home'))));
    q.ask(
      'How many claims were reported more than 30 days after the incident?',
      count(countWhere(rows, (c) => daysBetween(c.incident_date, c.reported_date) > 30)),
    );
    q.ask('What was the latest reported date?', day(dateRange(rows, (c) => c.reported_date).last));
    q.ask('How many claims were reported in January 2024?', count(countWhere(rows, (c) => c.reported_date.startsWith('2024-01'))));
    q.ask(
      'How many incidents happened between 15 June 2023 and 15 August 2023?',
      count(countWhere(rows, (c) => c.incident_date >= '2023-06-15' && c.incident_date <= '2023-08-15')),
    );
    q.ask('Q4 2023 claimed amt for Auto', amount(sumOf(rows, claimed, (c) => ofLine('Auto')(c) && happenedIn('2023')(c) && quarterOf(c.incident_date) === 4)));
    q.ask('Which month of 2023 had the highest total claimed amount?', month(ranked(groupBy(rows, (c) => c.incident_date.slice(0, 7), 'sum', claimed, happenedIn('2023')), 1)[0]));
    q.ask("What's the largest single paid amount?", amount(maxOf(rows, paid)));
    q.ask('How many claims are flagged for fraud?', count(countWhere(rows, (c) => c.fraud_flag)));
    q.ask('What share of fraud-flagged claims were denied?', percent(deniedShare((c) => c.fraud_flag)));
    q.ask('Which adjuster handled the most Commercial claims?', winner(groupBy(rows, (c) => c.adjuster, 'count', undefined, ofLine('Commercial'))));
    q.ask("What's the median claimed amount?", amount(medianClaimed));
    q.ask('Show me paid amounts by year of incident', breakdown(groupBy(rows, (c) => c.incident_date.slice(0, 4), 'sum', paid)));
    q.ask('How many claims since 2024?', count(countWhere(rows, (c) => c.incident_date >= '2024-01-01')));
    const california = q.ask('How many Auto claims in CA?', count(countWhere(rows, (c) => ofLine('Auto')(c) && inState('CA')(c))));
    const oklahoma = q.followUp(california, 'and in OK?', count(countWhere(rows, (c) => ofLine('Auto')(c) && inState('OK')(c))));
    q.followUp(oklahoma, 'what about Home?', count(countWhere(rows, (c) => ofLine('Home')(c) && inState('OK')(c))));

    q.ask('What is the average age of the claimants?', decline('no age or birth date column'));
    q.ask('How many claims were filed in NV?', decline('no claim from Nevada'));
    q.ask('How many claims happened in 2019?', decline('incidents start in 2022'));
    q.ask('Why are Home claims in FL so expensive?', decline('causes are not in the data'));
    q.ask('How many claims should we expect next year?', decline('a prediction'));
    q.ask('Which adjuster is the best at their job?', decline('an opinion'));
    q.ask('What is the total premium collected?', decline('no premium column'));
    q.ask('How many Life insurance claims were there?', decline('no Life line of business'));
    q.ask("What's the average vehicle age on Auto claims?", decline('no vehicle age column'));
    return { files: [file], questions: q.questions };
  },
};
