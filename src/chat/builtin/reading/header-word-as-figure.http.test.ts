// "Total quoted value of completed projects", "the total quoted value" over projects with a Quote (£)
// and a status that may be "Quoted": the word is the header without a doubt when the question
// already keeps another status (a project has one) or when it is said before "value"
// (header-or-cell.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { landscaperTables } from '../../../../test/support/landscaper-tables.ts';
import { formatNumber } from '../text.ts';

const { projects } = landscaperTables(1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'landscaper quotes' });
  await uploadTables(t, ws, [{ content: toCsv(projects), filename: 'projects.csv' }]);
}, 180_000);

describe('a header word that is also a status', () => {
  it('has over 1,000 projects, some of them Quoted', () => {
    expect(projects.length).toBeGreaterThan(1_000);
    expect(projects.some((p) => p.status === 'Quoted')).toBe(true);
  });

  it('"total quoted value of completed projects" totals the Quote of completed projects', async () => {
    const total = projects.filter((p) => p.status === 'Completed').reduce((a, p) => a + p['Quote (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Total quoted value of completed projects'), formatNumber(total));
  });

  it('"the total quoted value" is the total of the Quote, said before "value"', async () => {
    const total = projects.reduce((a, p) => a + p['Quote (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'What is the total quoted value?'), formatNumber(Math.round(total * 100) / 100));
  });
});
