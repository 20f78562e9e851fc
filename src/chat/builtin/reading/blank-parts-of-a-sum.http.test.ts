// A plumber's jobs: 1,400 rows with a labour charge and a parts charge, the parts left blank on
// jobs that needed none. "Total takings (labour plus parts) by payment method" adds each job's labour
// and parts; a blank parts cell adds nothing, it does not make the job's labour vanish from the total
// (to-sql.ts: the operands of a sum of parts added together are coalesced to 0).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const METHODS = ['Card', 'Cash', 'BACS', 'Invoice'];
const jobs = Array.from({ length: 1_400 }, (_, i) => ({
  job_id: 90_001 + i,
  job_date: new Date(Date.UTC(2025, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10),
  payment_method: METHODS[(i * 7) % 4],
  'Labour (£)': (45 + (i % 11) * 12.5).toFixed(2),
  // One job in three needed no parts: the cell is blank.
  'Parts (£)': i % 3 === 0 ? '' : (8 + ((i * 17) % 90) + 0.99).toFixed(2),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'plumbing jobs' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'plumbing_jobs.csv' }]);
}, 180_000);

describe('a total of parts added together', () => {
  it('has over 1,000 jobs, a third of them with no parts', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(jobs.filter((j) => j['Parts (£)'] === '').length).toBeGreaterThan(400);
  });

  it('"Total takings (labour plus parts) by payment method" counts a blank parts cell as nothing', async () => {
    const reply = await askBuiltin(t, ws, 'Total takings (labour plus parts) by payment method');
    if (reply.execution_details.outcome === 'declined') return;
    for (const method of METHODS) {
      const total = jobs.filter((j) => j.payment_method === method).reduce((a, j) => a + Number(j['Labour (£)']) + Number(j['Parts (£)'] || 0), 0);
      expect(reply.content, reply.content).toContain(`${method} | ${formatNumber(Math.round(total * 100) / 100)}`);
    }
  });

  it('"total labour plus parts" is every job\'s labour and parts', async () => {
    const reply = await askBuiltin(t, ws, 'What is the total of labour plus parts?');
    if (reply.execution_details.outcome === 'declined') return;
    const total = jobs.reduce((a, j) => a + Number(j['Labour (£)']) + Number(j['Parts (£)'] || 0), 0);
    expect(reply.content).toContain(`**${formatNumber(Math.round(total * 100) / 100)}**`);
  });
});
