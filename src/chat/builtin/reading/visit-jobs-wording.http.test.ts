// A mobile dog groomer's visits (1,500 rows, grooming_jobs.csv: a visit date, a groomer blank on
// cancelled visits, counts of Dogs, Cats and "Other Pets" (blank on a third of the visits), an
// Amount (£) and a Mileage Fee (£), a status Completed, Cancelled, No access or Refunded) joined by
// Customer ID to customers.csv (a Type: Kennel, Household, Breeder). Wordings: "takings" beside a fee
// named for something else, "which customer type", "the other pets column left blank", "how many
// different kennel customers".
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const TYPES = ['Kennel', 'Household', 'Breeder', 'Household'];
const GROOMERS = ['Ada', 'Bea', 'Cal'];
const STATUSES = ['Completed', 'Completed', 'Cancelled', 'Completed', 'No access', 'Completed', 'Refunded', 'Completed'];
const customers = Array.from({ length: 120 }, (_, i) => ({
  'Customer ID': `DG-${String(i + 1).padStart(4, '0')}`,
  'Customer Name': `Client ${String.fromCharCode(65 + (i % 26))}${i}`,
  Type: TYPES[i % TYPES.length],
  Town: ['Ripon', 'Thirsk', 'Bedale'][i % 3],
}));
const jobs = Array.from({ length: 1_500 }, (_, i) => {
  const c = customers[(i * 13) % customers.length];
  const status = STATUSES[i % STATUSES.length];
  const happened = status === 'Completed' || status === 'Refunded';
  const dogs = 1 + (i % 4);
  const cats = i % 5 === 0 ? 1 : 0;
  const other = i % 3 === 0 ? null : i % 4;
  return {
    'Job No': 30_001 + i,
    'Customer ID': c['Customer ID'],
    'Visit Date': `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
    Groomer: status === 'Cancelled' ? '' : GROOMERS[i % 3],
    Dogs: dogs,
    Cats: cats,
    'Other Pets': other ?? '',
    'Amount (£)': happened ? (dogs * 22.5 + cats * 15 + (other ?? 0) * 8).toFixed(2) : '',
    'Mileage Fee (£)': happened ? (c.Type === 'Household' ? 5 : 0).toFixed(2) : '',
    Status: status,
  };
});
const typeOf = new Map(customers.map((c) => [c['Customer ID'], c.Type]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const amount = (j: (typeof jobs)[number]) => Number(j['Amount (£)'] || 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dog groomer' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(jobs), filename: 'grooming_jobs.csv' },
  ]);
}, 180_000);

describe("a groomer's wording over visits and customers", () => {
  it('has over 1,000 visits, some with Other Pets blank', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(jobs.filter((j) => j['Other Pets'] === '').length).toBeGreaterThan(300);
  });

  it('"Completed job takings by groomer" adds up the Amount (£): the Mileage Fee (£) is an extra named for something else', async () => {
    const reply = await askBuiltin(t, ws, 'Completed job takings by groomer');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const g of GROOMERS) {
      const total = jobs.filter((j) => j.Groomer === g && j.Status === 'Completed').reduce((a, j) => a + amount(j), 0);
      expect(reply.content).toContain(money(total));
    }
  });

  it('"Which customer type brings in the most money from completed jobs?" names a Type: "customer" says whose type', async () => {
    const reply = await askBuiltin(t, ws, 'Which customer type brings in the most money from completed jobs?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const totals = [...new Set(TYPES)].map((ty) => ({ ty, v: jobs.filter((j) => typeOf.get(j['Customer ID']) === ty && j.Status === 'Completed').reduce((a, j) => a + amount(j), 0) }));
    const best = totals.reduce((a, b) => (b.v > a.v ? b : a));
    expect(reply.content).toContain(`**${best.ty}**`);
  });

  it('"How many jobs have the other pets column left blank?" counts the visits whose Other Pets is empty', async () => {
    const reply = await askBuiltin(t, ws, 'How many jobs have the other pets column left blank?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(jobs.filter((j) => j['Other Pets'] === '').length)}**`);
  });

  it('"How many different kennel customers had a visit cancelled or marked no access?" counts distinct customers', async () => {
    const reply = await askBuiltin(t, ws, 'How many different kennel customers had a visit cancelled or marked no access?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const kept = new Set(jobs.filter((j) => typeOf.get(j['Customer ID']) === 'Kennel' && (j.Status === 'Cancelled' || j.Status === 'No access')).map((j) => j['Customer ID']));
    const rows = jobs.filter((j) => typeOf.get(j['Customer ID']) === 'Kennel' && (j.Status === 'Cancelled' || j.Status === 'No access')).length;
    expect(kept.size).toBeLessThan(rows);
    expect(reply.content).toContain(`**${formatNumber(kept.size)}**`);
  });
});
