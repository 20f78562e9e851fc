// A boat operator's 1,500 sailings with a status of Sailed, Cancelled or Scheduled (those still to
// come). "How many sailings are in the schedule?" counts every sailing: "the schedule", the bare
// word of the cell Scheduled after a determiner, is the timetable, not the Scheduled rows, while
// "scheduled sailings" and "how many sailings are scheduled" still name the cell (that one read
// with a doubt, as before) (mentions.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const sailings = Array.from({ length: 1_500 }, (_, i) => ({
  sailing_id: 3_001 + i,
  sailing_date: new Date(Date.UTC(2025, 2, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
  vessel: ['Kittiwake', 'Guillemot', 'Shearwater'][i % 3],
  status: i >= 1_420 ? 'Scheduled' : i % 9 === 0 ? 'Cancelled' : 'Sailed',
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sailings schedule' });
  await uploadTables(t, ws, [{ content: toCsv(sailings), filename: 'sailings.csv' }]);
}, 180_000);

describe('"the schedule" beside a status Scheduled', () => {
  it('has over 1,000 sailings', () => {
    expect(sailings.length).toBeGreaterThan(1_000);
  });

  it('"how many sailings are in the schedule" counts every sailing', async () => {
    const reply = await askBuiltin(t, ws, 'How many sailings are in the schedule?');
    expectAnswered(reply, formatNumber(sailings.length));
  });

  it('"scheduled sailings" still names the cell', async () => {
    const reply = await askBuiltin(t, ws, 'How many scheduled sailings are there?');
    expect(reply.content).toContain(`${formatNumber(sailings.filter((s) => s.status === 'Scheduled').length)} rows where status is Scheduled`);
  });
});
