// "average cost per material purchase" over material_purchases: the header before the rows' noun
// qualifies it, so the average is per purchase, not per material; "Which employee has worked on
// the most (different) projects?" over timesheets that refer to projects: the projects are counted
// once each, not the timesheet rows (interpret.ts).
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
  ws = await createWorkspace(t, null, { name: 'landscaper rows' });
  await uploadTables(t, ws, [
    { content: toCsv(projects), filename: 'projects.csv' },
    { content: toCsv(timesheets), filename: 'timesheets.csv' },
    { content: toCsv(purchases), filename: 'material_purchases.csv' },
  ]);
}, 180_000);

describe('a compound naming the rows, and the lookup\'s rows counted', () => {
  it('has over 1,000 timesheet rows and purchases', () => {
    expect(timesheets.length).toBeGreaterThan(1_000);
    expect(purchases.length).toBeGreaterThan(1_000);
  });

  it('"average cost per material purchase" is the average over the purchases', async () => {
    const mean = purchases.reduce((a, p) => a + p.cost, 0) / purchases.length;
    expectAnswered(await askBuiltin(t, ws, 'average cost per material purchase'), formatNumber(Math.round(mean * 100) / 100));
  });

  it('"the most different projects" counts each employee\'s projects once', async () => {
    const per = new Map<string, Set<number>>();
    for (const r of timesheets) per.set(r.employee, (per.get(r.employee) ?? new Set()).add(r.project_id));
    const [name, set] = [...per].sort((a, b) => b[1].size - a[1].size)[0];
    const entries = new Map<string, number>();
    for (const r of timesheets) entries.set(r.employee, (entries.get(r.employee) ?? 0) + 1);
    for (const q of ['Which employee has worked on the most different projects?', 'Which employee has worked on the most projects?']) {
      const reply = await askBuiltin(t, ws, q);
      expectAnswered(reply, name);
      expect(reply.content).toContain(formatNumber(set.size));
    }
    // The rows of the timesheets themselves are still counted as rows.
    const [busiest, rows] = [...entries].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, ws, 'Which employee has the most timesheet entries?');
    expectAnswered(reply, busiest);
    expect(reply.content).toContain(formatNumber(rows));
  });
});
