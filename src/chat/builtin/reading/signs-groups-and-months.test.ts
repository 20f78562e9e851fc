// Confident mistakes the engine made on business tables it had not seen, each asked through HTTP
// on tables of 1,000+ rows: a date superlative said as an age ("oldest"), money going out recorded
// as negative amounts, the share of a measure, the group the question names, months stored as
// text, a header word that is not an operator, and "per month" over rows that are already months.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { jobTimesheet, mobileContracts, signedLedger, toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const ledger = signedLedger(2_000);
const shop = jobTimesheet(3_000);
const mobile = mobileContracts(1_200);

let t: TestClient;
const ws: Record<'ledger' | 'shop' | 'mobile', string> = { ledger: '', shop: '', mobile: '' };

beforeAll(async () => {
  t = sharedTestApp();
  ws.ledger = await createWorkspace(t, null, { name: 'ledger' });
  await uploadTables(t, ws.ledger, [
    { content: toCsv(ledger.suppliers), filename: 'suppliers.csv' },
    { content: toCsv(ledger.entries), filename: 'ledger.csv' },
  ]);
  ws.shop = await createWorkspace(t, null, { name: 'print shop' });
  await uploadTables(t, ws.shop, [
    { content: toCsv(shop.jobs), filename: 'jobs.csv' },
    { content: toCsv(shop.hours), filename: 'timesheet.csv' },
  ]);
  ws.mobile = await createWorkspace(t, null, { name: 'mobile' });
  await uploadTables(t, ws.mobile, [
    { content: toCsv(mobile.contracts), filename: 'contracts.csv' },
    { content: toCsv(mobile.usage), filename: 'usage.csv' },
    { content: toCsv(mobile.roaming), filename: 'roaming.csv' },
  ]);
}, 180_000);

const money = (v: number) => formatNumber(Math.round(v * 100) / 100);
const sum = <T>(rows: T[], value: (r: T) => number) => rows.reduce((s, r) => s + value(r), 0);
const totals = <T>(rows: T[], key: (r: T) => string, value: (r: T) => number) => {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return [...out].sort((a, b) => b[1] - a[1]);
};

describe('the builtin engine reads what business questions ask (1,000+ rows)', () => {
  it('takes the oldest date as the earliest one', async () => {
    const reply = await askBuiltin(t, ws.mobile, 'When was the oldest contract signed?');
    expectAnswered(reply, mobile.contracts.map((c) => c.signed_on).sort()[0]);
  });

  it('answers money spent as the size of the outgoing amounts, and ranks spend by that size', async () => {
    const travel = ledger.entries.filter((e) => e.category === 'Travel');
    const spent = await askBuiltin(t, ws.ledger, 'How much did we spend on travel?');
    expectAnswered(spent, money(-sum(travel, (e) => e.amount)));
    expect(spent.execution_details.interpretation).toMatch(/going out/);

    const outgoing = ledger.entries.filter((e) => e.amount < 0);
    const [top] = totals(outgoing, (e) => e.category, (e) => -e.amount);
    const highest = await askBuiltin(t, ws.ledger, 'Which category has the highest spend?');
    expectAnswered(highest, top[0]);
  });

  it('says it is not sure when money going out is added up with money coming in', async () => {
    const reply = await askBuiltin(t, ws.ledger, 'How much did we spend in 2024?');
    expect(reply.execution_details.outcome).toBe('uncertain');
    expect(reply.content).toMatch(/both positive and negative/);
  });

  it('takes the share of a measure the question names, not the share of the rows', async () => {
    const overtime = sum(shop.hours.filter((h) => h.hour_type === 'Overtime'), (h) => h.hours);
    const reply = await askBuiltin(t, ws.shop, 'What share of all logged hours were overtime?');
    expectAnswered(reply, `${formatNumber((100 * overtime) / sum(shop.hours, (h) => h.hours))}%`);
  });

  it('ranks the jobs asked for by their codes, never by a column that repeats over them', async () => {
    const top = totals(shop.hours, (h) => h.job_code, (h) => h.hours).slice(0, 3).map(([code]) => code);
    const reply = await askBuiltin(t, ws.shop, 'Top 3 jobs by hours - job codes please');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const code of top) expect(reply.content).toContain(`**${code}**`);
    expect(reply.content).not.toMatch(/client_name/);
  });

  it('reads a month stored as text as the period of the rows it measures', async () => {
    const august = mobile.usage.filter((u) => u.usage_month === 'Aug-2025');
    const reply = await askBuiltin(t, ws.mobile, 'How much data_gb was used in August 2025?');
    expectAnswered(reply, money(sum(august, (u) => u.data_gb)));
  });

  it('says it is not sure when a period falls on another table\'s date the question does not name', async () => {
    const reply = await askBuiltin(t, ws.mobile, 'How much roaming_mb was used on Annual contracts in 2023?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toMatch(/no date of its own/);
  });

  it('reads "monthly" in a Monthly Fee header as the header, averaged over the contracts alone', async () => {
    const annual = mobile.contracts.filter((c) => c.plan_term === 'Annual');
    const reply = await askBuiltin(t, ws.mobile, 'What is the average monthly fee on annual contracts?');
    expectAnswered(reply, money(sum(annual, (c) => c['Monthly Fee (EUR)']) / annual.length));
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).not.toMatch(/JOIN/);
  });

  it('gives one average for "per month" when every row is already one month', async () => {
    const reply = await askBuiltin(t, ws.mobile, 'What is the average data_gb used per month?');
    expectAnswered(reply, money(sum(mobile.usage, (u) => u.data_gb) / mobile.usage.length));
  });
});
