// "Invoiced revenue by item", "how many tonnes of waste came from felling jobs?" over jobs referring
// one to one to their quotes: the question names the jobs' figure by its own header's words, so it
// is answered without the doubt that either table's money may be meant; "by item type" beside an
// item column and a customer_type column is not answered as a breakdown by customer type.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { ITEMS, quotesAndJobs } from '../../../../test/support/quote-job-tables.ts';

const { quotes, jobs } = quotesAndJobs(2_400);
const quoteOf = new Map(quotes.map((q) => [q.quote_ref, q]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'tree surgeon' });
  await uploadTables(t, ws, [
    { content: toCsv(quotes), filename: 'quotes.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
}, 180_000);

describe('a figure named by its header through a one-to-one reference', () => {
  it('has over 1,000 jobs, each referring to its own quote', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(new Set(jobs.map((j) => j.quote_ref)).size).toBe(jobs.length);
  });

  it('"invoiced revenue from commercial customers" totals the jobs invoiced', async () => {
    const total = jobs.filter((j) => quoteOf.get(j.quote_ref)!.customer_type === 'Commercial').reduce((s, j) => s + j['Invoiced (GBP ex VAT)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Invoiced revenue from commercial customers'), formatNumber(total));
  });

  it('"tonnes of waste from felling jobs" totals the waste', async () => {
    const total = jobs.filter((j) => quoteOf.get(j.quote_ref)!.item === 'Felling').reduce((s, j) => s + j.waste_tonnes, 0);
    expectAnswered(await askBuiltin(t, ws, 'How many tonnes of waste came from felling jobs?'), formatNumber(total));
  });

  it('"invoiced revenue by item" is answered per item', async () => {
    const reply = await askBuiltin(t, ws, 'Invoiced revenue by item');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const item of ITEMS) {
      const total = jobs.filter((j) => quoteOf.get(j.quote_ref)!.item === item).reduce((s, j) => s + j['Invoiced (GBP ex VAT)'], 0);
      expect(reply.content).toMatch(new RegExp(`${item}[^\\n]*${formatNumber(total)}`));
    }
  });

  it('"by item type" is not answered as a breakdown by customer type', async () => {
    const reply = await askBuiltin(t, ws, 'Invoiced total by item type');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain('customer_type');
  });
});
