// A balloon operator's 1,200 scheduled flights whose status is Flown, "Weather cancelled" or
// "Technical cancelled". "How many flights went up", "went ahead", "took off", "which site had the
// most flights go up" count only the flights that took place: the called-off cells giving a reason
// before "cancelled" say so as plainly as "Cancelled" (happened-rows.ts). They were counted as every
// scheduled flight, with confidence. The answer says what it left out and is not certain; "how many
// flights were scheduled" still counts every row. Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, expectUncertain, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { CALLED_OFF, FLIGHT_SITES, FLOWN, scheduledFlights } from '../../../../test/support/flight-tables.ts';
import { formatNumber } from '../text.ts';

const flights = scheduledFlights(1_200);
const flown = flights.filter((f) => f.status === FLOWN);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'balloon flights' });
  await uploadTables(t, ws, [{ content: toCsv(flights), filename: 'flights.csv' }]);
}, 180_000);

describe('flights that went up', () => {
  it('has over 1,000 flights, each called-off cell present', () => {
    expect(flights.length).toBeGreaterThan(1_000);
    for (const c of CALLED_OFF) expect(flights.some((f) => f.status === c)).toBe(true);
  });

  it('"how many flights went up" counts the Flown ones, saying what it left out', async () => {
    const reply = await askBuiltin(t, ws, 'How many flights actually went up?');
    expectUncertain(reply, formatNumber(flown.length));
    expect(reply.content).toContain('Weather cancelled');
  });

  it('"went ahead in 2025" and "took off" count the Flown ones too', async () => {
    const ahead = await askBuiltin(t, ws, 'How many flights went ahead in 2025?');
    expectUncertain(ahead, formatNumber(flown.filter((f) => f.flight_date.startsWith('2025')).length));
    const off = await askBuiltin(t, ws, 'How many flights took off?');
    expectUncertain(off, formatNumber(flown.length));
  });

  it('"which site had the most flights go up" ranks the sites by their Flown flights', async () => {
    const per = FLIGHT_SITES.map((s) => [s, flown.filter((f) => f.site === s).length] as const).sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Which site had the most flights go up?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain(per[0][0]);
    expect(reply.content).toContain(formatNumber(per[0][1]));
  });

  it('"how many flights were scheduled" counts every flight, with confidence', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many flights were scheduled?'), formatNumber(flights.length));
  });
});
