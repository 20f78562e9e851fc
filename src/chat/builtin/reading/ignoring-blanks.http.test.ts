// "Which source brings the most paid players, ignoring blanks?" over escape room bookings whose
// Source is blank on many rows: the blank rows are no source to rank (ignoring-blanks.ts). Control:
// "ignoring blanks" said of no grouping stays unplaced, so the total is not given as certain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom } from '../../../../test/support/escape-room-tables.ts';

const { sessions, bookings } = escapeRoom(700);
// Two bookings in five with no source written: together more players than any one source.
const blanked = bookings.map((b, i) => (i % 5 < 2 ? { ...b, Source: '' } : b));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room bookings with blank sources' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(blanked), filename: 'bookings.csv' }]);
}, 180_000);

describe('"ignoring blanks" leaves the blank rows out of a grouping', () => {
  it('"which source brings the most paid players, ignoring blanks" ranks the written sources', async () => {
    const sums = new Map<string, number>();
    for (const b of blanked) if (b.Status === 'Paid' && b.Source !== '') sums.set(b.Source, (sums.get(b.Source) ?? 0) + b.Players);
    const [best] = [...sums.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which source brings the most paid players, ignoring blanks?'), best[0]);
  });

  it('"total paid players, ignoring blanks", of no grouping, is not answered as certain', async () => {
    const reply = await askBuiltin(t, ws, 'Total paid players, ignoring blanks');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
