// "How many race entries were there in the Summer Evening series?" over race results whose race_ref
// repeats across a race's rows: an entry is one row (one boat in one race), so the rows are counted,
// answered without the doubt that the rows are parts of the races; "how many races" still is.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { raceResults } from '../../../../test/support/regatta-tables.ts';

const results = raceResults(110);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'regatta' });
  await uploadTables(t, ws, [{ content: toCsv(results), filename: 'race_results.csv' }]);
}, 180_000);

describe('"race entries"', () => {
  it('has over 1,000 rows with race refs repeating', () => {
    expect(results.length).toBeGreaterThan(1_000);
    expect(new Set(results.map((r) => r.race_ref)).size).toBe(110);
  });

  it('counts the rows of a series, each an entry to a race', async () => {
    const expected = results.filter((r) => r.series === 'Summer Evening').length;
    expectAnswered(await askBuiltin(t, ws, 'How many race entries were there in the Summer Evening series?'), formatNumber(expected));
  });

  it('counts the rows of a class', async () => {
    const expected = results.filter((r) => r.boat_class === 'Topper').length;
    expectAnswered(await askBuiltin(t, ws, 'How many Topper race entries are there?'), formatNumber(expected));
  });

  it('"how many races" still does not count the rows', async () => {
    const reply = await askBuiltin(t, ws, 'How many races were there in the Summer Evening series?');
    expect(reply.content).not.toContain(formatNumber(results.filter((r) => r.series === 'Summer Evening').length));
  });
});
