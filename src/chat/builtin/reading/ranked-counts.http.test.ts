// Groups ranked by their number of rows, asked through HTTP over 1,500 purchases: a count is the
// answer when the question says it counts ("the most purchases", "most often"); when it asks for
// "the most" of something it does not name as rows ("took the most", "the most purchase value"),
// counting was the engine's choice, and the answer must not be given as a confident one. Seen on
// unseen tables: "which till took the most cash", "which vendor did we pay the most" counted rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { purchases } from '../../../../test/support/precision-tables.ts';
import { formatNumber } from '../text.ts';

const rows = purchases(1_500);
// Web sessions with a measure whose header holds the rows' own noun (session_minutes).
const sessions = Array.from({ length: 1_200 }, (_, i) => ({
  session_id: 40_001 + i,
  traffic_source: ['organic', 'paid', 'referral', 'email'][(i * 7 + Math.floor(i / 5)) % 4 === 3 && i % 3 === 0 ? 3 : (i * 7) % 3],
  session_minutes: 1 + ((i * 37) % 45),
}));
let t: TestClient;
let ws = '';
let web = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'purchases' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'purchases.csv' }]);
  web = await createWorkspace(t, null, { name: 'web' });
  await uploadTables(t, web, [{ content: toCsv(sessions), filename: 'sessions.csv' }]);
}, 180_000);

function mostRows(key: (r: (typeof rows)[number]) => string): [string, number] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0];
}

describe('groups ranked by how many rows they have', () => {
  it('"which city has the most purchases" counts the purchases, confidently', async () => {
    const [city, n] = mostRows((r) => r.city);
    const reply = await askBuiltin(t, ws, 'Which city has the most purchases?');
    expectAnswered(reply, city);
    expect(reply.content).toContain(formatNumber(n));
  });

  it('"which traffic source brings the most sessions" counts the sessions, though session_minutes holds the word', async () => {
    const counts = new Map<string, number>();
    for (const r of sessions) counts.set(r.traffic_source, (counts.get(r.traffic_source) ?? 0) + 1);
    const [source, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, web, 'Which traffic source brings the most sessions?');
    expectAnswered(reply, source);
    expect(reply.content).toContain(formatNumber(n));
  });

  it.each(['Which city took the most?', 'Which category brought in the most purchase value?', 'Which category did we sell the most of?'])(
    '"%s" is not answered confidently with a count of rows',
    async (question) => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    },
  );
});
