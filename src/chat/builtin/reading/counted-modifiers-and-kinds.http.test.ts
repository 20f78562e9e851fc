// Two kinds of confident mistakes in counting, asked through HTTP over generated tables:
// - a counted noun matching only a modifier of a header, not its head ("systems" for "System size
//   (kW)", "properties" for "Property Type", "calls" for handle_time_min, "module results" beside
//   "Module Code", "order lines" beside a line_no of 1 to 4) read as that column's total or
//   distinct values (header-head-nouns.ts);
// - a column of a few kinds whose header is the counted noun ("garments" for a Garment of 8 kinds)
//   counted as its kinds where the question counts the things an event happened to (kind-columns.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { employees, toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(35);
const day = (year: number) => `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

const listings = Array.from({ length: 1_500 }, (_, i) => ({
  listing_ref: `L-${10_000 + i}`,
  'Property Type': pick(rand, ['Flat', 'House', 'Bungalow']),
  'Listed On': day(2024),
  'Asking Price (£)': 150_000 + Math.round(rand() * 400_000),
}));
const installs = Array.from({ length: 1_400 }, (_, i) => {
  const status = pick(rand, ['Installed', 'Installed', 'Quoted', 'Cancelled']);
  return {
    job_ref: `J-${5_000 + i}`,
    quoted_on: day(2023),
    install_date: status === 'Installed' ? day(2023 + Math.floor(rand() * 2)) : null,
    status,
    'System size (kW)': Math.round((2 + rand() * 8) * 10) / 10,
  };
});
const calls = Array.from({ length: 2_000 }, (_, i) => ({
  call_id: 90_000 + i,
  agent: pick(rand, ['Amir', 'Beth', 'Cara', 'Dev', 'Eli']),
  call_date: day(2025),
  handle_time_min: Math.round((1 + rand() * 20) * 10) / 10,
}));
const results = Array.from({ length: 1_600 }, (_, i) => ({
  enrolment_id: 20_000 + i,
  'Student ID': `S${1_000 + Math.floor(rand() * 400)}`,
  'Module Code': pick(rand, ['MAT101', 'PHY102', 'CHE103', 'BIO104', 'ECO105']),
  Result: pick(rand, ['Pass', 'Pass', 'Fail', 'Pending']),
}));
const lines: Array<{ order_no: number; line_no: number; sku: string; packer: string | null }> = [];
for (let order = 70_000; lines.length < 3_000; order++) {
  const n = 1 + Math.floor(rand() * 4);
  const packer = rand() < 0.25 ? null : pick(rand, ['Kim', 'Lee', 'Max']);
  for (let line = 1; line <= n; line++) lines.push({ order_no: order, line_no: line, sku: `SKU-${100 + Math.floor(rand() * 300)}`, packer });
}
const GARMENTS = ['Trousers', 'Dress', 'Suit', 'Shirt', 'Coat', 'Skirt', 'Jacket', 'Blouse'];
const tickets = Array.from({ length: 2_000 }, (_, i) => ({
  ticket_no: `T-${40_000 + i}`,
  Garment: pick(rand, GARMENTS),
  Status: pick(rand, ['Collected', 'Collected', 'Ready', 'Abandoned']),
  'Received On': day(2025),
}));
const staff = employees(1_200);

let t: TestClient;
const ws: Record<string, string> = {};

beforeAll(async () => {
  t = sharedTestApp();
  const upload = async (name: string, rows: Array<Record<string, unknown>>, filename: string) => {
    ws[name] = await createWorkspace(t, null, { name });
    await uploadTables(t, ws[name], [{ content: toCsv(rows), filename }]);
  };
  await upload('listings', listings, 'listings.csv');
  await upload('installs', installs, 'jobs.csv');
  await upload('calls', calls, 'calls.csv');
  await upload('results', results, 'enrolments.csv');
  await upload('lines', lines, 'order_lines_export.csv');
  await upload('tickets', tickets, 'alteration_tickets.csv');
  await upload('staff', staff, 'employees.csv');
}, 180_000);

const count = <T>(rows: T[], keep: (r: T) => boolean) => formatNumber(rows.filter(keep).length);
const notConfidentlyWrong = (reply: BuiltinReply, wrong: string) => {
  if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain(`**${wrong}**`);
};

describe('a counted noun matching only a modifier of a header', () => {
  it('"how many properties were listed" counts the listings, not the property types', async () => {
    const reply = await askBuiltin(t, ws.listings, 'How many properties were listed in June 2024?');
    expectAnswered(reply, count(listings, (r) => r['Listed On'].startsWith('2024-06')));
  });

  it('"how many property types are there" still counts the types', async () => {
    expectAnswered(await askBuiltin(t, ws.listings, 'How many property types are there?'), '3');
  });

  it('"how many systems did we install" counts the jobs, not the kilowatts', async () => {
    const reply = await askBuiltin(t, ws.installs, 'How many systems did we install in 2024?');
    expectAnswered(reply, count(installs, (r) => r.status === 'Installed' && r.install_date!.startsWith('2024')));
  });

  it('"how many calls have we handled" counts the calls, not the minutes', async () => {
    expectAnswered(await askBuiltin(t, ws.calls, 'How many calls have we handled in total?'), formatNumber(calls.length));
  });

  it('"how many module results are pending" counts the results, not the modules', async () => {
    const reply = await askBuiltin(t, ws.results, 'How many module results are still pending?');
    expectAnswered(reply, count(results, (r) => r.Result === 'Pending'));
  });

  it('"how many modules" still counts the module codes', async () => {
    expectAnswered(await askBuiltin(t, ws.results, 'How many modules are there?'), '5');
  });

  it('"how many order lines have no packer" is not the number of line positions', async () => {
    const reply = await askBuiltin(t, ws.lines, 'How many order lines have no packer recorded?');
    notConfidentlyWrong(reply, '4');
    expectAnswered(reply, count(lines, (r) => r.packer === null));
  });
});

describe('a column of a few kinds named by the counted noun', () => {
  it('"how many garments have been abandoned" counts the tickets abandoned, not the kinds of garment', async () => {
    const reply = await askBuiltin(t, ws.tickets, 'How many garments have been abandoned?');
    expectAnswered(reply, count(tickets, (r) => r.Status === 'Abandoned'));
  });

  it('"how many garments did we take in" counts every ticket', async () => {
    expectAnswered(await askBuiltin(t, ws.tickets, 'How many garments did we take in altogether?'), formatNumber(tickets.length));
  });

  it('"how many different garments" still counts the kinds', async () => {
    expectAnswered(await askBuiltin(t, ws.tickets, 'How many different garments are there?'), String(GARMENTS.length));
  });

  it('"how many departments are there" still counts the departments', async () => {
    expectAnswered(await askBuiltin(t, ws.staff, 'How many departments are there?'), String(new Set(staff.map((r) => r.department)).size));
  });

  it('"how many cities are there" still counts the cities', async () => {
    expectAnswered(await askBuiltin(t, ws.staff, 'How many cities are there?'), String(new Set(staff.map((r) => r.city)).size));
  });
});
