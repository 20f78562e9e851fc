// "Which month of 2024 was busiest?" over three dated tables (customers, jobs, certificates): the
// precise reading cannot tell what to count, and the interpretive reader's guess (customers' names
// where customer_since is in 2024) answers something else. The reply says why the question could
// not be read and lists no unrelated names.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';

const FIRST = ['Martin', 'Helen', 'Philip', 'Nora', 'Brian', 'Eileen', 'Stuart', 'Linda', 'Ian', 'Anne'];
const LAST = ['Holt', 'Rowley', 'Bradley', 'Dixon', 'Cooper', 'Jarvis', 'Lambert', 'Sutcliffe'];
const date = (rand: () => number, year: number) => `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

/** A chimney sweep's 400 customers, 2,000 jobs and a certificate for most jobs, all dated. */
function sweepTables() {
  const rand = seeded(53);
  const customers = Array.from({ length: 400 }, (_, i) => ({ customer_id: `C${1000 + i}`, customer_name: `${pick(rand, FIRST)} ${pick(rand, LAST)}`, town: pick(rand, ['Hebden Bridge', 'Todmorden', 'Halifax']), customer_since: date(rand, 2018 + Math.floor(rand() * 7)) }));
  const jobs = Array.from({ length: 2_000 }, (_, i) => ({ job_id: `J${20_000 + i}`, customer_id: pick(rand, customers).customer_id, job_date: date(rand, 2023 + Math.floor(rand() * 3)), job_type: pick(rand, ['Sweep', 'Inspection', 'Repair']), price: 50 + Math.floor(rand() * 90) }));
  const certificates = jobs.filter(() => rand() < 0.8).map((j, i) => ({ certificate_no: `CERT${5000 + i}`, job_id: j.job_id, issued_on: j.job_date }));
  return { customers, jobs, certificates };
}

const { customers, jobs, certificates } = sweepTables();

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sweep' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
    { content: toCsv(certificates), filename: 'certificates.csv' },
  ]);
}, 180_000);

describe('a month asked of a best guess that never groups by month', () => {
  it('"which month of 2024 was busiest" lists no customers\' names', async () => {
    const reply = await askBuiltin(t, ws, 'Which month of 2024 was busiest?');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
    // At most one name, in an example of what can be asked; never a list of customers.
    const named = new Set(customers.filter((c) => reply.content.includes(c.customer_name)).map((c) => c.customer_name));
    expect(named.size, reply.content).toBeLessThanOrEqual(1);
  });
});
