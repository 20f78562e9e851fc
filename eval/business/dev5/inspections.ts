// Quality inspections on factory lines: a Pass/Fail result asked as "failed", "did not pass" and
// "failure rate", a defects count under "Defects No.", a duration in "Duration (mins)", and
// inspectors, sites and lines asked by count, share and ranking (Parquet).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from './dates.ts';

interface Inspection { id: number; inspected_on: string; site: string; line: string; inspector: string; result: string; defects: number; minutes: number }

const SITES = ['Leeds', 'Bristol', 'Cardiff', 'Glasgow'];
const LINES = ['Line A', 'Line B', 'Line C', 'Line D', 'Line E'];
const INSPECTORS = ['R. Okafor', 'M. Lindqvist', 'S. Patel', 'J. Moreau', 'T. Nakamura', 'L. Brennan', 'K. Adeyemi'];

function generate(): Inspection[] {
  const random = createRandom(5303);
  return Array.from({ length: 2_400 }, (_, i): Inspection => {
    const site = random.weighted(SITES, [34, 26, 18, 22]);
    const defects = random.weighted([0, 1, 2, 3, 4, 5, 7, 9], [38, 20, 14, 10, 7, 5, 4, 2]);
    const failRisk = 0.05 + defects * 0.07 + (site === 'Cardiff' ? 0.06 : 0);
    return {
      id: 900_001 + i,
      inspected_on: random.date('2023-01-01', '2024-12-31'),
      site,
      line: random.weighted(LINES, [24, 22, 20, 18, 16]),
      inspector: random.weighted(INSPECTORS, [19, 16, 15, 14, 13, 12, 11]),
      result: random.chance(Math.min(failRisk, 0.9)) ? 'Fail' : 'Pass',
      defects,
      minutes: random.int(15, 120),
    };
  });
}

const COLUMNS: Column<Inspection>[] = [
  { header: 'Inspection ID', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'Date', value: (r) => r.inspected_on, sqlType: 'DATE' },
  { header: 'Site', value: (r) => r.site, sqlType: 'VARCHAR' },
  { header: 'Line', value: (r) => r.line, sqlType: 'VARCHAR' },
  { header: 'Inspector', value: (r) => r.inspector, sqlType: 'VARCHAR' },
  { header: 'Result', value: (r) => r.result, sqlType: 'VARCHAR' },
  { header: 'Defects No.', value: (r) => r.defects, sqlType: 'INTEGER' },
  { header: 'Duration (mins)', value: (r) => r.minutes, sqlType: 'INTEGER' },
];

export const inspections: BusinessSchema = {
  name: 'inspections',
  description: 'Quality inspections: 2,400 rows, Pass/Fail asked as "failed" and "did not pass", units in headers (Parquet)',
  async build(dir) {
    const rows = generate();
    const files = [await writeParquet(join(dir, 'quality_inspections.parquet'), COLUMNS, rows)];
    const q = questionSet('inspections');
    const failed = (r: Inspection) => r.result === 'Fail';
    const on = (from: string, to: string) => (r: Inspection) => between(r.inspected_on, from, to);

    q.ask('How many inspections failed?', count(countWhere(rows, failed)));
    q.ask('How many inspections did not pass?', count(countWhere(rows, (r) => r.result !== 'Pass')));
    q.ask('How many inspections passed?', count(countWhere(rows, (r) => r.result === 'Pass')));
    q.ask('What is the failure rate?', percent(percentOf(countWhere(rows, failed), rows.length)));
    q.ask('What proportion of Leeds inspections failed?', percent(percentOf(countWhere(rows, (r) => r.site === 'Leeds' && failed(r)), countWhere(rows, (r) => r.site === 'Leeds'))));
    q.ask('Which site had the most failed inspections?', winner(groupBy(rows, (r) => r.site, 'count', undefined, failed)));
    q.ask('Which inspector carried out the most inspections?', winner(groupBy(rows, (r) => r.inspector, 'count')));
    q.ask('What is the total number of defects?', count(sumOf(rows, (r) => r.defects)));
    q.ask('Average defects per inspection', amount(avgOf(rows, (r) => r.defects)));
    q.ask('What is the average inspection duration in minutes?', amount(avgOf(rows, (r) => r.minutes)));
    q.ask('What was the longest inspection in minutes?', count(maxOf(rows, (r) => r.minutes)));
    q.ask('Inspections per site', countsBy(groupBy(rows, (r) => r.site, 'count')));
    q.ask('Defects broken down by line', countsBy(groupBy(rows, (r) => r.line, 'sum', (r) => r.defects)));
    q.ask('How many inspections took place in Q1 2024?', count(countWhere(rows, on('2024-01-01', '2024-03-31'))));
    q.ask('How many inspections failed during June 2024?', count(countWhere(rows, (r) => on('2024-06-01', '2024-06-30')(r) && failed(r))));
    q.ask('How many inspections took longer than 90 minutes?', count(countWhere(rows, (r) => r.minutes > 90)));
    q.ask('Which line had the fewest defects?', winner(groupBy(rows, (r) => r.line, 'sum', (r) => r.defects), 'asc'));
    q.ask('How many inspections found 5 or more defects?', count(countWhere(rows, (r) => r.defects >= 5)));
    q.ask('Failed inspections at Leeds versus Bristol', countsBy(groupBy(rows, (r) => r.site, 'count', undefined, (r) => failed(r) && (r.site === 'Leeds' || r.site === 'Bristol'))));
    q.ask('Number of failures by inspector', countsBy(groupBy(rows, (r) => r.inspector, 'count', undefined, failed)));
    q.ask('How many inspections had no defects?', count(countWhere(rows, (r) => r.defects === 0)));
    q.ask('Inspections split by result', countsBy(groupBy(rows, (r) => r.result, 'count')));
    q.ask('Which site has the highest average defect count?', winner(groupBy(rows, (r) => r.site, 'avg', (r) => r.defects)));
    q.ask('How often did Line C fail?', count(countWhere(rows, (r) => r.line === 'Line C' && failed(r))));
    q.ask('How many inspections did S. Patel do in 2024?', count(countWhere(rows, (r) => r.inspector === 'S. Patel' && r.inspected_on.startsWith('2024'))));
    q.ask('What is the pass rate at Cardiff?', percent(percentOf(countWhere(rows, (r) => r.site === 'Cardiff' && !failed(r)), countWhere(rows, (r) => r.site === 'Cardiff'))));
    q.ask('Total inspection time in minutes for Glasgow', count(sumOf(rows, (r) => r.minutes, (r) => r.site === 'Glasgow')));
    q.ask('Inspections from Jan to Mar 2023', count(countWhere(rows, on('2023-01-01', '2023-03-31'))));
    q.ask('Average duration by site', breakdown(groupBy(rows, (r) => r.site, 'avg', (r) => r.minutes)));
    q.ask('How many failed inspections in the last 3 months of 2023?', count(countWhere(rows, (r) => on('2023-10-01', '2023-12-31')(r) && failed(r))));

    q.ask('What did the inspections cost?', decline('no cost column'));
    q.ask('Which supplier had the most defects?', decline('no supplier column'));
    q.ask('How many inspections were overdue?', decline('no due date'));
    q.ask('What was the root cause of the failures?', decline('no cause column'));
    return { files, questions: q.questions };
  },
};
