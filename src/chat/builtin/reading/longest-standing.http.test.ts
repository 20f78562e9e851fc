// "When did our longest-serving driver start?" over 1,100 drivers with a start date, asked through
// HTTP: the longest-standing row is the one that started first, so the answer is the earliest start
// date (before, "longest" found no figure to rank and the question was declined). Control: "the
// latest driver" keeps ranking the start date latest first. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(48_522);
const iso = (d: number) => new Date(d).toISOString().slice(0, 10);
const drivers = Array.from({ length: 1_100 }, (_, i) => ({
  driver_id: 2001 + i,
  name: `Driver ${2001 + i}`,
  depot: pick(rand, ['North', 'South', 'East', 'West']),
  started: iso(Date.UTC(2012, 0, 1) + int(rand, 0, 4_700) * 86_400_000),
  status: pick(rand, ['Active', 'Active', 'Left']),
}));
const earliest = drivers.map((d) => d.started).sort()[0];
const latest = drivers.map((d) => d.started).sort().at(-1)!;
const spoken = (d: string) => {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return [d, `${Number(d.slice(8))} ${months[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`, `${months[Number(d.slice(5, 7)) - 1].slice(0, 3)} ${d.slice(0, 4)}`];
};

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'driver roster' });
  await uploadTables(t, ws, [{ content: toCsv(drivers), filename: 'drivers.csv' }]);
}, 180_000);

function expectDate(content: string, d: string): void {
  expect(spoken(d).some((s) => content.includes(s)), content).toBe(true);
}

describe('the longest-standing row started first', () => {
  it('"when did our longest-serving driver start" is the earliest start date', async () => {
    const reply = await askBuiltin(t, ws, 'When did our longest-serving driver start?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expectDate(reply.content, earliest);
  });

  it('"longest-standing" alike', async () => {
    const reply = await askBuiltin(t, ws, 'when did the longest-standing driver start?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expectDate(reply.content, earliest);
  });

  it('control: "the latest driver" is the latest start date', async () => {
    const reply = await askBuiltin(t, ws, 'When did the latest driver start?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expectDate(reply.content, latest);
  });
});
