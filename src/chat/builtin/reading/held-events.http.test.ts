// "How many quiz nights have we held?" over events with a Completed/Confirmed/Cancelled status: every
// row is counted, marked uncertain, saying counting only the Completed ones gives less; follow-ups keep it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { expectUncertain } from '../../../../test/support/builtin-chat.ts';
import { clubhouse } from '../../../../test/support/clubhouse-tables.ts';

const { events } = clubhouse(1_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'held events' });
  await uploadTables(t, ws, [{ content: toCsv(events), filename: 'club_events.csv' }]);
}, 180_000);

describe('"have we held" over a status with Completed', () => {
  it('counts every row, marked uncertain', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'How many quiz nights have we held?');
    expectUncertain(reply, formatNumber(events.filter((e) => e.event_type === 'Quiz Night').length));
    expect(reply.content).toContain('Completed');
  });
});
