// "What percentage of visits were no access?" over 1,000 rows of sharpening_jobs.csv: a mobile
// trade's jobs are its visits, so "visits" names the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const STATUSES = ['Completed', 'Completed', 'Completed', 'Completed', 'Completed', 'Completed', 'No access', 'Cancelled'];
const jobs = Array.from({ length: 1_000 }, (_, i) => ({ 'Job No': 50_001 + i, 'Visit Date': `2026-0${1 + (i % 9)}-1${i % 10}`, Scissors: i % 4, Status: STATUSES[(i * 3) % 8] }));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'job visit nouns' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'sharpening_jobs.csv' }]);
}, 180_000);

describe('"visits" over a table of jobs', () => {
  it('names the rows', async () => {
    const share = (100 * jobs.filter((j) => j.Status === 'No access').length) / jobs.length;
    expectAnswered(await askBuiltin(t, ws, 'What percentage of visits were no access?'), `${share.toFixed(2)}%`);
  });
});
