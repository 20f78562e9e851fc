// Blank cells as conditions, arithmetic between two columns of a row, date ranges in words and
// the rows' noun said with a verb, asked through HTTP on tables of 1,000+ rows: "no quote set",
// "had a quote set", "still active (no cancellation date)", "have cancelled"; "parts plus
// labour", "which 3 mechanics billed the most on parts and labour"; "between 10 and 20 March 2025
// inclusive", "the first week of May 2025", "April to June 2025, all three months together";
// "how many members do we serve". Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { garage, type ServiceJob } from '../../../../test/support/garage-tables.ts';
import { formatNumber } from '../text.ts';

const { jobs, sales, members } = garage(2_000, 1_000, 1_200);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'garage' });
  await uploadTables(t, ws, [
    { content: toCsv(jobs), filename: 'service_jobs.csv' },
    { content: toCsv(sales), filename: 'car_sales.csv' },
    { content: toCsv(members), filename: 'members.csv' },
  ]);
}, 120_000);

const ask = (message: string) => askBuiltin(t, ws, message);
const count = <T>(list: T[], pred: (r: T) => boolean) => list.filter(pred).length;
const money = (n: number) => formatNumber(Math.round(n * 100) / 100);
const bill = (r: ServiceJob) => r.parts + r.labour;
const within = (from: string, to: string) => (r: ServiceJob) => r.job_date >= from && r.job_date <= to;

describe('the builtin engine reads blank cells, column arithmetic, date ranges and verbs of keeping rows (1,000+ rows)', () => {
  it('reads "no <header>" and "had a <header> set" as the rows whose cell is blank or filled in', async () => {
    expectAnswered(await ask('How many service jobs had no quote set?'), formatNumber(count(jobs, (r) => r.quote === null)));
    expectAnswered(await ask('How many service jobs had a quote set?'), formatNumber(count(jobs, (r) => r.quote !== null)));
    const share = await ask('What percentage of service jobs have a quote?');
    expect(share.execution_details.outcome).toBe('answered');
    expect(share.content).toContain(`${((100 * count(jobs, (r) => r.quote !== null)) / jobs.length).toFixed(2)}%`);
  });

  it('reads a blank condition in brackets as defining the words before it, and a date header said as a verb', async () => {
    expectAnswered(await ask('How many members are still active (no cancellation date)?'), formatNumber(count(members, (r) => r.cancellation_date === null)));
    expectAnswered(await ask('How many members have cancelled?'), formatNumber(count(members, (r) => r.cancellation_date !== null)));
  });

  it('adds, multiplies or subtracts two numeric columns of a row and says the expression', async () => {
    const total = await ask('What was the total of parts plus labour on service jobs?');
    expectAnswered(total, money(jobs.reduce((s, r) => s + bill(r), 0)));
    expect(total.execution_details.interpretation).toContain('(parts + labour)');
    expectAnswered(await ask('What was the average of parts plus labour per service job?'), money(jobs.reduce((s, r) => s + bill(r), 0) / jobs.length));
  });

  it('keeps the expression when a follow-up changes only the aggregate ("and the average?")', async () => {
    const total = await ask('What was the total of parts plus labour on service jobs?');
    const average = await askBuiltin(t, ws, 'and the average?', total.conversation_id);
    expectAnswered(average, money(jobs.reduce((s, r) => s + bill(r), 0) / jobs.length));
    expect(average.execution_details.interpretation).toContain('(parts + labour)');
  });

  it('ranks groups by an expression, over the jobs alone: a bare "3" is not the sale numbered 3', async () => {
    const byMechanic = new Map<string, number>();
    for (const r of jobs) byMechanic.set(r.mechanic, (byMechanic.get(r.mechanic) ?? 0) + bill(r));
    const top = [...byMechanic].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const reply = await ask('Which 3 mechanics billed the most on parts and labour?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [name, value] of top) expect(reply.content).toContain(`**${name}**: ${money(value)}`);
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).not.toContain('JOIN');
  });

  it('reads "inclusive", "the first week of" a month and "all three months together" as parts of a range', async () => {
    expectAnswered(await ask('How many service jobs between 10 and 20 March 2025 inclusive?'), formatNumber(count(jobs, within('2025-03-10', '2025-03-20'))));
    expectAnswered(await ask('How many service jobs in the first week of May 2025?'), formatNumber(count(jobs, within('2025-05-01', '2025-05-07'))));
    expectAnswered(await ask('How many service jobs from April to June 2025, all three months together?'), formatNumber(count(jobs, within('2025-04-01', '2025-06-30'))));
  });

  it('reads a season restating the months after it, and leaves one that does not unread', async () => {
    expectAnswered(await ask('How many service jobs over the whole of the summer, June to August 2024?'), formatNumber(count(jobs, within('2024-06-01', '2024-08-31'))));
    const wrongSeason = await ask('How many service jobs over the whole of the spring, June to August 2024?');
    expect(wrongSeason.execution_details.outcome).not.toBe('answered');
  });

  it('counts the rows of a table named with a verb of keeping them ("do we serve", "do we hold")', async () => {
    expectAnswered(await ask('How many members do we serve?'), formatNumber(members.length));
    expectAnswered(await ask('How many car sales do we hold?'), formatNumber(sales.length));
  });
});
