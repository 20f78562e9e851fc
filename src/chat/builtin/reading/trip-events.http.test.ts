// Questions about a log of scheduled events (bus trips) whose status says some were cancelled and
// whose delay column is negative when a trip left early, asked through HTTP over 1,500 trips: "trips
// that ran" leave the cancelled ones out. Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, expectUncertain } from '../../../../test/support/builtin-chat.ts';
import { uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const DEPOTS = ['Northfield', 'Riverside', 'Hillcrest'];

function trips(n: number) {
  const rand = random(83);
  return Array.from({ length: n }, (_, i) => {
    const cancelled = rand() < 0.06;
    return {
      trip_id: 700_001 + i,
      service_date: `2025-${String(1 + Math.floor(rand() * 6)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      depot: DEPOTS[Math.floor(rand() * DEPOTS.length)],
      status: cancelled ? 'Cancelled' : 'Operated',
      // Some trips leave early (a negative delay); a cancelled trip has none.
      delay_minutes: cancelled ? null : Math.round((rand() - 0.3) * 20),
      passengers: cancelled ? 0 : 5 + Math.floor(rand() * 60),
    };
  });
}

const rows = trips(1_500);
let t: TestClient;
let buses: string;

beforeAll(async () => {
  t = sharedTestApp();
  buses = await createWorkspace(t, null, { name: 'buses' });
  await uploadTables(t, buses, [{ content: toCsv(rows), filename: 'trips.csv' }]);
}, 120_000);

const count = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length;

describe('trips that ran', () => {
  it('"how many trips ran between 1 March and 15 March 2025" leaves the cancelled trips out, unsure, and says how many counting them gives', async () => {
    const inRange = (r: (typeof rows)[number]) => r.service_date >= '2025-03-01' && r.service_date <= '2025-03-15';
    expect(count(inRange)).toBeGreaterThan(count((r) => inRange(r) && r.status !== 'Cancelled'));
    const reply = await askBuiltin(t, buses, 'How many trips ran between 1 March and 15 March 2025?');
    // Whether a cancelled row "ran" is the business's call (a cancelled build did start).
    expectUncertain(reply, formatNumber(count((r) => inRange(r) && r.status !== 'Cancelled')));
    expect(reply.content).toContain(`Counting them too gives ${formatNumber(count(inRange))}`);
  });

  it('"how many trips have we run in total" is never a confident count without the cancelled trips', async () => {
    const reply = await askBuiltin(t, buses, 'How many trips have we run in total?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(rows.length)}**`);
  });

  it('"how many trips were cancelled" is still the cancelled ones', async () => {
    expectAnswered(await askBuiltin(t, buses, 'How many trips were cancelled?'), formatNumber(count((r) => r.status === 'Cancelled')));
  });
});

describe('late and early over a delay figure', () => {
  it('"left early" is a negative delay', async () => {
    expectAnswered(await askBuiltin(t, buses, 'How many trips left early?'), formatNumber(count((r) => r.delay_minutes !== null && r.delay_minutes < 0)));
  });

  it('"more than 10 minutes late" is a delay above 10', async () => {
    expectAnswered(await askBuiltin(t, buses, 'How many trips were more than 10 minutes late?'), formatNumber(count((r) => r.delay_minutes !== null && r.delay_minutes > 10)));
  });

  it('"more than 3 minutes early" is a delay below minus 3', async () => {
    expectAnswered(await askBuiltin(t, buses, 'How many trips left more than 3 minutes early?'), formatNumber(count((r) => r.delay_minutes !== null && r.delay_minutes < -3)));
  });
});
