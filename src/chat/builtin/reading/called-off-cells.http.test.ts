// A balloon operator's 1,200 flights whose called-off cells give their reason: "Weather cancelled"
// and "Technical cancelled" beside Flown, no bare Cancelled. "How many flights were cancelled in
// 2025?" counted every 2025 flight (the word matched no cell); it now names both called-off cells
// (called-off-cells.ts). "weather cancelled" said in full still names that cell alone; so does the
// reason said after the word ("cancelled because of the weather"); "for any reason" names them all.
// Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { CALLED_OFF, scheduledFlights } from '../../../../test/support/flight-tables.ts';
import { formatNumber } from '../text.ts';

const flights = scheduledFlights(1_200);
const calledOff = flights.filter((f) => CALLED_OFF.includes(f.status));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'balloon flights called off' });
  await uploadTables(t, ws, [{ content: toCsv(flights), filename: 'flights.csv' }]);
}, 180_000);

describe('called-off cells giving a reason', () => {
  it('has over 1,000 flights, each called-off cell present', () => {
    expect(flights.length).toBeGreaterThan(1_000);
    for (const c of CALLED_OFF) expect(flights.some((f) => f.status === c)).toBe(true);
  });

  it('"how many flights were cancelled in 2025" counts both called-off cells', async () => {
    const reply = await askBuiltin(t, ws, 'How many flights were cancelled in 2025?');
    expect(reply.content).toContain(`**${formatNumber(calledOff.filter((f) => f.flight_date.startsWith('2025')).length)}**`);
  });

  it('"how many flights were cancelled" counts both', async () => {
    const reply = await askBuiltin(t, ws, 'How many flights were cancelled?');
    expect(reply.content).toContain(`**${formatNumber(calledOff.length)}**`);
  });

  it('"cancelled because of the weather" names the cell giving that reason', async () => {
    const reply = await askBuiltin(t, ws, 'How many flights were cancelled because of the weather?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(flights.filter((f) => f.status === CALLED_OFF[0]).length)}**`);
  });

  it('"cancelled for any reason" names every called-off cell', async () => {
    const reply = await askBuiltin(t, ws, 'How many flights were cancelled for any reason?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(calledOff.length)}**`);
  });

  it('"weather cancelled" names that cell alone', async () => {
    const reply = await askBuiltin(t, ws, 'How many flights were weather cancelled?');
    expect(reply.content).toContain(`**${formatNumber(flights.filter((f) => f.status === CALLED_OFF[0]).length)}**`);
  });
});
