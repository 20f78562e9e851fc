// A minibus service's 1,600 trips of 220 passengers. "How many miles is that?" after "Which driver
// has done the most completed trips?": "that" is the winner's trips, which the question read alone
// widens to every trip; declined (pronoun-of-earlier-answer.ts). "How many passengers have never
// completed a trip?": the verb is the status Completed, kept as a condition on the trips none of may
// exist, not dropped into a plain anti-join (passengers with only cancelled trips were left out;
// interpret.ts with absent-cells.ts). Both failed before; the last two tests are controls.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(39_101);
const passengers = Array.from({ length: 220 }, (_, i) => ({
  passenger_no: `P${4_001 + i}`,
  name: `${pick(rand, ['Ann', 'Bill', 'Cath', 'Dev', 'Edna', 'Fred'])} ${pick(rand, ['Hill', 'Moss', 'Shaw', 'Todd'])}`,
  area: pick(rand, ['Northfield', 'Southgate', 'Eastwood']),
}));
// The first 180 travel; of them every tenth only ever cancels; the last 40 never booked.
const travellers = passengers.slice(0, 180);
const trips = Array.from({ length: 1_600 }, (_, i) => {
  const p = travellers[i % travellers.length];
  const onlyCancels = travellers.indexOf(p) % 10 === 0;
  return {
    trip_id: 880_001 + i,
    trip_date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    passenger_no: p.passenger_no,
    driver: pick(rand, ['Alan', 'Hazel', 'Imran', 'Jo']),
    miles: int(rand, 1, 30),
    status: onlyCancels ? 'Cancelled' : pick(rand, ['Completed', 'Completed', 'Completed', 'No-show']),
  };
});
const completedBy = new Set(trips.filter((t) => t.status === 'Completed').map((t) => t.passenger_no));
const tripsBy = new Set(trips.map((t) => t.passenger_no));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dial a ride' });
  await uploadTables(t, ws, [
    { content: toCsv(passengers), filename: 'passengers.csv' },
    { content: toCsv(trips), filename: 'trips.csv' },
  ]);
}, 180_000);

describe('the earlier answer\'s rows and rows never done', () => {
  it('"how many miles is that?" after a ranking is not answered over every trip', async () => {
    const first = await askBuiltin(t, ws, 'Which driver has done the most completed trips?');
    const reply = await askBuiltin(t, ws, 'how many miles is that?', first.conversation_id);
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"never completed a trip" counts the passengers with no completed trip', async () => {
    const reply = await askBuiltin(t, ws, 'How many registered passengers have never completed a trip with us?');
    expectAnswered(reply, formatNumber(passengers.filter((p) => !completedBy.has(p.passenger_no)).length));
  });

  it('"never taken a trip" still counts the passengers with no trip at all', async () => {
    const reply = await askBuiltin(t, ws, 'How many passengers have never taken a trip?');
    expectAnswered(reply, formatNumber(passengers.filter((p) => !tripsBy.has(p.passenger_no)).length));
  });

  it('a question of its own in the same conversation is still answered', async () => {
    const first = await askBuiltin(t, ws, 'Which driver has done the most completed trips?');
    const reply = await askBuiltin(t, ws, 'How many trips are there?', first.conversation_id);
    expectAnswered(reply, formatNumber(trips.length));
  });
});
