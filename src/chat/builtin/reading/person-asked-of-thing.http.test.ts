// "Which member of staff took the most Amount?" over bar sales beside function bookings: never answered
// by ranking the items sold.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { clubhouse } from '../../../../test/support/clubhouse-tables.ts';

const { sales, events } = clubhouse(2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'person asked of a thing' });
  await uploadTables(t, ws, [
    { content: toCsv(sales), filename: 'club_sales.csv' },
    { content: toCsv(events), filename: 'club_events.csv' },
  ]);
}, 180_000);

describe('"which member of staff" ranked by a thing', () => {
  for (const question of ['Which member of staff took the most Amount?', 'Which member of staff had the highest Amount?']) {
    it(`is not answered with an item: ${question}`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    });
  }
});
