// "Which service is most popular?" over 1,000 jobs: the group asked for before "is most popular" is
// ranked by how many rows chose it, as "the most popular service" is.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const SERVICES = ['Standard', 'Standard', 'Standard', 'Chip repair', 'Japanese whetstone', 'Standard', 'Serration repair'];
const jobs = Array.from({ length: 1_000 }, (_, i) => ({ 'Job No': 50_001 + i, Service: SERVICES[i % 7], 'Amount (£)': 20 + ((i * 13) % 80) }));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'popular asked before' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'jobs.csv' }]);
}, 180_000);

describe('"which X is most popular"', () => {
  it('ranks the asked column by its rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which service is most popular?'), 'Standard');
  });
});
