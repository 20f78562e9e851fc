// Over 1,400 sign jobs due from January 2025 to December 2026, those still In Production all due
// from November 2026: "jobs in production due in December" names December without a year, and
// the data holds December in 2025 and 2026, but only December 2026 holds jobs in production, so
// that is the December asked about; the answer says so. Completed jobs fall in both Decembers:
// "jobs completed in December" still declines for its missing year.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 83;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const jobs = Array.from({ length: 1_400 }, (_, i) => {
  const month = Math.floor((i / 1_400) * 24);
  const due = `${2025 + Math.floor(month / 12)}-${String(1 + (month % 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  const status = due >= '2026-11-01' ? (rand() < 0.7 ? 'In Production' : 'Completed') : rand() < 0.9 ? 'Completed' : 'Cancelled';
  return { 'Job No': 20_001 + i, Product: rand() < 0.5 ? 'Shop Fascia' : 'Vehicle Graphics', 'Due Date': due, Status: status, 'Price (GBP)': 200 + Math.floor(rand() * 2000) };
});

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sign shop' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'jobs.csv' }]);
}, 180_000);

describe('a month without its year, held in one year by the rows asked about', () => {
  it('"jobs in production due in December" reads December 2026 and says so', async () => {
    const n = jobs.filter((j) => j.Status === 'In Production' && j['Due Date'].startsWith('2026-12')).length;
    const reply = await askBuiltin(t, ws, 'How many jobs in production are due in December?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(n)}**`);
    expect(reply.content).toContain('December 2026');
  });

  it('"jobs completed in December" still declines: both Decembers hold completed jobs', async () => {
    const reply = await askBuiltin(t, ws, 'How many jobs were completed in December?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
