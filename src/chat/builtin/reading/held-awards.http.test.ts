// "How many students hold a scholarship?" beside a Scholarship (GBP) column blank for most rows:
// "hold a" is a verb of having, like "have a", so the rows whose cell is filled in are counted.
// Before, "scholarship" was left unplaced and every student was counted under a doubt.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { awardStudents } from '../../../../test/support/student-award-tables.ts';

const students = awardStudents(2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'awards' });
  await uploadTables(t, ws, [{ content: toCsv(students), filename: 'students.csv' }]);
}, 180_000);

const holding = students.filter((s) => s['Scholarship (GBP)'] !== null);

describe('"hold a" as a verb of having', () => {
  it('"how many students hold a scholarship" counts the filled-in cells', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many students hold a scholarship?'), formatNumber(holding.length));
  });

  it('"how many students in LAW hold a scholarship" keeps the department too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many students in LAW hold a scholarship?'), formatNumber(holding.filter((s) => s.Department === 'LAW').length));
  });

  it('"have a scholarship" reads as before', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many students have a scholarship?'), formatNumber(holding.length));
  });
});
