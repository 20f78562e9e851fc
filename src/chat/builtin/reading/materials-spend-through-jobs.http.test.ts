// "Materials spend by job type" over jobs (job_type), the materials bought for them (several rows per
// job, each with its cost) and, in a second workspace, invoices that refer to the jobs one to one
// and bill a materials_gbp: the materials' cost is added up per job type through the join; the
// invoices' materials line is what was charged, not spent, so a header that says "materials" but
// not the money going out keeps the one-to-one doubt (figure-named-by-header.ts) and is never a
// confident breakdown.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { JOB_TYPES, jobsAndMaterials } from '../../../../test/support/job-materials-tables.ts';
import { formatNumber } from '../text.ts';

const { jobs, materials, invoices } = jobsAndMaterials(1_500);
const typeOf = new Map(jobs.map((j) => [j.job_id, j.job_type]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const spentOn = (type: string) => materials.filter((m) => typeOf.get(m.job_id) === type).reduce((a, m) => a + m.cost, 0);
let t: TestClient;
let plain: string;
let invoiced: string;

beforeAll(async () => {
  t = sharedTestApp();
  plain = await createWorkspace(t, null, { name: 'jobs and materials' });
  await uploadTables(t, plain, [
    { content: toCsv(jobs), filename: 'jobs.csv' },
    { content: toCsv(materials), filename: 'materials.csv' },
  ]);
  invoiced = await createWorkspace(t, null, { name: 'jobs, invoices and purchases' });
  await uploadTables(t, invoiced, [
    { content: toCsv(jobs.map(({ job_id, job_type, job_date }) => ({ job_id, job_type, job_date }))), filename: 'jobs.csv' },
    { content: toCsv(invoices), filename: 'invoices.csv' },
    { content: toCsv(materials.map(({ line_id, job_id, material, cost }) => ({ line_id, job_id, material, cost_gbp: cost }))), filename: 'purchases.csv' },
  ]);
}, 240_000);

describe('materials spend per job type', () => {
  it('has over 1,000 jobs and several material rows per job', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(materials.length).toBeGreaterThan(2 * jobs.length);
  });

  it('adds up the materials\' cost per job type through the join', async () => {
    const reply = await askBuiltin(t, plain, 'Materials spend by job type');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const type of JOB_TYPES) expect(reply.content).toMatch(new RegExp(`${type} \\| ${money(spentOn(type)).replace('.', '\\.')} \\|`));
  });

  it('is no confident breakdown of the invoices\' materials line', async () => {
    const reply = await askBuiltin(t, invoiced, 'Materials spend by job type');
    if (reply.execution_details.outcome === 'answered') {
      expect(reply.content).not.toContain('materials_gbp');
      for (const type of JOB_TYPES) expect(reply.content).toMatch(new RegExp(`${type} \\| ${money(spentOn(type)).replace('.', '\\.')} \\|`));
    }
  });
});
