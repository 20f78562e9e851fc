// "What's our most booked service?", "what's the most popular service?": the group with the
// most rows, as "the most common service" already was, over visits that count no items.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { studioVisits } from '../../../../test/support/trade-ledger-tables.ts';

const visits = studioVisits(2_400);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'nail-studio' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'visits.csv' }]);
}, 180_000);

function mostRows(of: (v: (typeof visits)[number]) => string): string {
  const counts = new Map<string, number>();
  for (const v of visits) counts.set(of(v), (counts.get(of(v)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

describe('"the most popular / most booked" group', () => {
  it('"most booked service" is the service with the most visits', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which is the most booked service?'), mostRows((v) => v.service));
  });

  it('"most popular service" is the service with the most visits', async () => {
    expectAnswered(await askBuiltin(t, ws, "What's our most popular service?"), mostRows((v) => v.service));
  });

  it('"most booked technician" is the technician with the most visits', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which is the most booked technician?'), mostRows((v) => v.technician));
  });
});
