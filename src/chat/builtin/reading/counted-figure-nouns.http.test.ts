// What "how many <noun>" counts beside numeric columns: "how many pitch bookings" over
// pitch_bookings.csv with a numeric pitch column counts the bookings (the pitch only says which
// ones), never the pitch numbers added up, and so do "pitch bookings by month" per month; "how many faults were found" beside a faults_found
// column adds the faults up ("found" closes the header, whose head is "faults"), while "how many
// checks" still counts the rows; "how many kilos of <product>" over order lines with a Weight (kg)
// and a Price (£/kg), beside products priced per kg, adds up the weight, never a price per kilo nor
// the rows; "the two highest paid employees" still ranks by salary, "hours times rate" over
// time_entries still multiplies them (counted-row-noun.ts, header-head-nouns.ts,
// mentions.ts). Over generated tables of 1,000+ rows, asked through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { boilerChecks, employees, pitchBookings, timeEntries } from '../../../../test/support/counted-noun-tables.ts';
import { deliLines, deliProducts } from '../../../../test/support/trade-ledger-tables.ts';

const bookings = pitchBookings(2_500);
const checks = boilerChecks(1_800);
const lines = deliLines(2_000);
const staff = employees(1_200);
const entries = timeEntries(1_500);
let t: TestClient;
let pitches: string;
let boilers: string;
let deli: string;
let people: string;
let timesheet: string;

beforeAll(async () => {
  t = sharedTestApp();
  pitches = await createWorkspace(t, null, { name: 'pitches' });
  await uploadTables(t, pitches, [{ content: toCsv(bookings), filename: 'pitch_bookings.csv' }]);
  boilers = await createWorkspace(t, null, { name: 'boilers' });
  await uploadTables(t, boilers, [{ content: toCsv(checks), filename: 'boiler_checks.csv' }]);
  deli = await createWorkspace(t, null, { name: 'deli' });
  await uploadTables(t, deli, [
    { content: toCsv(deliProducts()), filename: 'deli_products.csv' },
    { content: toCsv(lines), filename: 'deli_lines.csv' },
  ]);
  people = await createWorkspace(t, null, { name: 'people' });
  await uploadTables(t, people, [{ content: toCsv(staff), filename: 'employees.csv' }]);
  timesheet = await createWorkspace(t, null, { name: 'timesheet' });
  await uploadTables(t, timesheet, [{ content: toCsv(entries), filename: 'time_entries.csv' }]);
}, 240_000);

describe('a figure\'s header before the rows\' noun', () => {
  it('"how many pitch bookings" counts the bookings, not the pitch numbers added up', async () => {
    expectAnswered(await askBuiltin(t, pitches, 'How many pitch bookings do we have altogether?'), formatNumber(bookings.length));
  });

  it('with a period, the bookings in it are counted', async () => {
    const n = bookings.filter((b) => b.played_on.startsWith('2025-06')).length;
    expectAnswered(await askBuiltin(t, pitches, 'How many pitch bookings were there in June 2025?'), formatNumber(n));
  });

  it('"pitch bookings by month" counts the bookings of each month, never adds up pitch numbers', async () => {
    const jan = bookings.filter((b) => b.played_on.startsWith('2025-01')).length;
    const reply = await askBuiltin(t, pitches, 'Pitch bookings by month in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`| 2025-01 (Jan) | ${formatNumber(jan)} |`);
    expect(reply.content).not.toMatch(/total pitch/i);
  });

  it('"which member had the most pitch bookings" ranks members by their bookings, sure of the count asked', async () => {
    const perMember = new Map<string, number>();
    for (const b of bookings) perMember.set(b.member_no, (perMember.get(b.member_no) ?? 0) + 1);
    const most = Math.max(...perMember.values());
    const winners = [...perMember].filter(([, n]) => n === most).map(([m]) => m);
    const reply = await askBuiltin(t, pitches, 'Which member had the most pitch bookings?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const m of winners) expect(reply.content).toContain(m);
    expect(reply.content).toContain(formatNumber(most));
  });
});

describe('a participle before the rows\' noun', () => {
  it('"the two highest paid employees" still ranks by salary', async () => {
    const best = [...staff].sort((a, b) => b.salary - a.salary).slice(0, 2);
    const reply = await askBuiltin(t, people, 'List the two highest paid employees');
    for (const e of best) expect(reply.content).toContain(e.full_name);
  });
});

describe('a word of the table\'s name that is no noun of its rows', () => {
  it('"hours times rate" over time_entries multiplies the figures ("times" names no entries)', async () => {
    const total = entries.filter((e) => e.worked_on.startsWith('2025-03')).reduce((s, e) => s + e.hours * e['Rate (£/h)'], 0);
    expectAnswered(await askBuiltin(t, timesheet, 'What were March 2025 entries worth (hours times rate)?'), formatNumber(Math.round(total * 100) / 100));
  });
});

describe('a counted noun naming a figure', () => {
  it('"how many faults were found" adds up faults_found', async () => {
    expectAnswered(await askBuiltin(t, boilers, 'How many faults were found on the boiler checks?'), formatNumber(checks.reduce((s, c) => s + c.faults_found, 0)));
  });

  it('"how many checks" still counts the rows', async () => {
    expectAnswered(await askBuiltin(t, boilers, 'How many checks were carried out?'), formatNumber(checks.length));
  });

  it('"how many kilos" adds up the weight, not the price per kilo nor the rows', async () => {
    const sku = deliProducts().find((p) => p.product === 'Blue Stilton')!.sku;
    const kg = lines.filter((l) => l.sku === sku && l.order_date.startsWith('2025')).reduce((s, l) => s + Number(l['Weight (kg)']), 0);
    expectAnswered(await askBuiltin(t, deli, 'How many kilos of Blue Stilton went out in 2025?'), formatNumber(Math.round(kg * 100) / 100));
  });
});
