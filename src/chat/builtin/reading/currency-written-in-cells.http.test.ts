// "Did Fender or Gibson jobs bring in more?" asked through HTTP over 1,200 repair jobs with a Parts (£) column
// and an Invoice Total written as money text ("£1,234.56") under a header with no currency: the cells'
// sign says the invoice total is money too (the profile keeps the sign, column-profile.ts), so a verb of
// takings no longer reads the only column whose header had a sign (the parts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { collectedJobs } from '../../../../test/support/collected-job-tables.ts';
import { formatNumber } from '../text.ts';

const money = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const jobs = collectedJobs(1_200).map((j, i) => ({
  'Job No': j['Job No'],
  'Job Type': j['Job Type'],
  Brand: i % 3 === 0 ? 'Fender' : i % 3 === 1 ? 'Gibson' : 'Yamaha',
  'Parts (£)': Math.round(j['Invoice Total (£)'] * 30) / 100,
  'Invoice Total': money(j['Invoice Total (£)']),
  total: j['Invoice Total (£)'],
}));
const rows = jobs.map(({ total: _total, ...rest }) => rest);
const sum = (f: (j: (typeof jobs)[number]) => boolean) => jobs.filter(f).reduce((s, j) => s + j.total, 0);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'guitar jobs' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'repair_jobs.csv' }]);
}, 180_000);

describe('a currency written on every cell makes the column money', () => {
  it('"what was the total invoice for setup jobs" adds up the invoice totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the total invoice for setup jobs?'), formatNumber(Math.round(sum((j) => j['Job Type'] === 'Setup') * 100) / 100));
  });

  it('"did Fender or Gibson jobs bring in more" never answers with the parts, the one header with a sign before', async () => {
    // Two money columns now: which one "bring in" names is not settled, so the engine must not
    // answer from the parts (the confident mistake when only "Parts (£)" was known to be money).
    const reply = await askBuiltin(t, ws, 'Did Fender or Gibson jobs bring in more?');
    expect(reply.content).not.toMatch(/total Parts/);
  });
});

describe('a header said in full names the figure, money or not', () => {
  it('"which job type brings in the most invoice total" ranks the invoice totals, counting nothing', async () => {
    const per = new Map<string, number>();
    for (const j of jobs) per.set(j['Job Type'], (per.get(j['Job Type']) ?? 0) + j.total);
    const [top] = [...per.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which job type brings in the most invoice totals?'), top[0]);
  });
});
