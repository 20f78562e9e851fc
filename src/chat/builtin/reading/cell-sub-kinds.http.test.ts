// A sawmill's log intake: 1,500 loads whose Intake Status is "Accepted", "Accepted - regraded" or
// "Rejected". "accepted loads" names the cell Accepted exactly, but a regraded load was accepted
// too: the answer over the Accepted rows alone is marked uncertain (cell-sub-kinds.ts), never given
// as sure, while "rejected", a cell no other begins with, is answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const STATUSES = ['Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted', 'Accepted - regraded', 'Rejected'];
const loads = Array.from({ length: 1_500 }, (_, i) => ({
  'Load No': `L${7_000 + i}`,
  Delivered: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
  Species: ['Oak', 'Ash', 'Larch'][i % 3],
  'Volume m3': 5 + ((i * 7) % 25),
  'Price per m3 (GBP)': [55, 72.5, 90][(i * 5) % 3],
  'Intake Status': STATUSES[(i * 3) % 7],
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sawmill intake' });
  await uploadTables(t, ws, [{ content: toCsv(loads), filename: 'log_intake.csv' }]);
}, 180_000);

describe('a cell that begins other cells of its column', () => {
  it('has over 1,000 loads', () => {
    expect(loads.length).toBeGreaterThan(1_000);
  });

  it('"accepted loads" beside "Accepted - regraded" is not answered as sure', async () => {
    const reply = await askBuiltin(t, ws, 'What was the total value of accepted loads in 2024 (volume x price)?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    const count = await askBuiltin(t, ws, 'How many accepted loads were there?');
    expect(count.execution_details.outcome, count.content).not.toBe('answered');
  });

  it('"rejected loads" is answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many loads were rejected?'), String(loads.filter((l) => l['Intake Status'] === 'Rejected').length));
  });
});
