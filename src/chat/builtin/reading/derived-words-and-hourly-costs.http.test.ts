// "labour cost last quarter", "how much have we spent on turf" over a landscaper's timesheets (a role
// "Labourer", an "Hourly Cost (£)") and material purchases (a material "Turf") beside projects of the
// type "Turfing": the stemmer makes "labour" and "labourer", "turf" and "turfing" one stem, but a
// labourer is a person, not labour, and turfing a kind of job, not turf; so "labour" picks no
// Labourer rows and "turf" is the material Turf (mentions.ts). A cost per hour adds up to nothing:
// its total is declined, as a rate's is (interpret.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { landscaperTables } from '../../../../test/support/landscaper-tables.ts';
import { formatNumber } from '../text.ts';

const { projects, timesheets, purchases } = landscaperTables(700);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'landscaper' });
  await uploadTables(t, ws, [
    { content: toCsv(projects), filename: 'projects.csv' },
    { content: toCsv(timesheets), filename: 'timesheets.csv' },
    { content: toCsv(purchases), filename: 'material_purchases.csv' },
  ]);
}, 180_000);

describe('words the stemmer joins, and a cost per hour', () => {
  it('has over 1,000 timesheet rows and purchases', () => {
    expect(timesheets.length).toBeGreaterThan(1_000);
    expect(purchases.length).toBeGreaterThan(1_000);
  });

  it('"spent on turf" totals the material Turf, not the quotes of Turfing projects', async () => {
    const total = purchases.filter((p) => p.material === 'Turf').reduce((a, p) => a + p.cost, 0);
    expectAnswered(await askBuiltin(t, ws, 'How much have we spent on turf?'), formatNumber(Math.round(total * 100) / 100));
  });

  it('"labour cost" is no total of Labourer rows\' hourly cost', async () => {
    const reply = await askBuiltin(t, ws, 'labour cost last quarter');
    expect(reply.content).not.toContain('Labourer');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the total of an hourly cost is declined; its average is given', async () => {
    const reply = await askBuiltin(t, ws, 'What is the total hourly cost?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    const mean = timesheets.reduce((a, r) => a + r['Hourly Cost (£)'], 0) / timesheets.length;
    expectAnswered(await askBuiltin(t, ws, 'What is the average hourly cost?'), formatNumber(Math.round(mean * 100) / 100));
  });

  it('a plural still names a one-word cell ("labourers" for Labourer)', async () => {
    const reply = await askBuiltin(t, ws, 'How many hours did labourers work?');
    expectAnswered(reply, formatNumber(timesheets.filter((r) => r.role === 'Labourer').reduce((a, r) => a + r.hours, 0)));
  });
});
