// A walking-tour company: 1,200 tours whose Status is Ran, Cancelled or Scheduled. "Which guide has
// led the most tours that actually ran?": "actually" only stresses the verb (vocabulary.ts, FILLER),
// so the tours that Ran are counted per guide; the word left unread declined the question.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const GUIDES = ['Ann Moss', 'Ben Hart', 'Cat Lowe'];
const tours = Array.from({ length: 1_200 }, (_, i) => {
  const guide = GUIDES[i % 7 < 3 ? 0 : i % 7 < 5 ? 1 : 2];
  // Ann leads the most tours, but many of hers are called off.
  const cancelled = guide === 'Ann Moss' ? i % 2 === 0 : i % 23 === 0;
  return {
    'Tour Code': 5_001 + i,
    Guide: guide,
    'Tour Date': new Date(Date.UTC(2025, 0, 3) + Math.floor((i * 690) / 1_200) * 86_400_000).toISOString().slice(0, 10),
    Status: cancelled ? 'Cancelled' : 'Ran',
  };
});
const ranBy = (g: string) => tours.filter((x) => x.Guide === g && x.Status === 'Ran').length;
const best = [...GUIDES].sort((a, b) => ranBy(b) - ranBy(a))[0];
const mostRows = [...GUIDES].sort((a, b) => tours.filter((x) => x.Guide === b).length - tours.filter((x) => x.Guide === a).length)[0];
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'walking tours' });
  await uploadTables(t, ws, [{ content: toCsv(tours), filename: 'tours.csv' }]);
}, 180_000);

describe('"actually" before a verb', () => {
  it('has over 1,000 tours, and the guide with the most tours is not the one with the most that ran', () => {
    expect(tours.length).toBeGreaterThan(1_000);
    expect(best).not.toBe(mostRows);
  });

  it('"Which guide has led the most tours that actually ran?" counts the tours that Ran', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which guide has led the most tours that actually ran?'), best);
  });
});
