// A clinic's 2,400 appointments (Attended, DNA or Cancelled) and a boat operator's 1,600 sailings
// (Sailed, Cancelled or Scheduled). "How many Verruca Treatments did we carry out in 2025?" and "which
// skipper has taken out the most sailings?" may mean only the ones that took place: the count over
// every row is marked uncertain and says what counting only the Attended (Sailed) ones would keep
// (done-rows.ts), where it was answered with confidence before. Without such a verb the count
// stays certain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const appointments = Array.from({ length: 2_400 }, (_, i) => ({
  appointment_id: 40_001 + i,
  appointment_date: new Date(Date.UTC(2025, 0, 1) + ((i * 7) % 600) * 86_400_000).toISOString().slice(0, 10),
  treatment: ['Verruca Treatment', 'Routine Care', 'Orthotics Fitting'][i % 3],
  status: ['Attended', 'Attended', 'DNA', 'Attended', 'Cancelled'][i % 5],
}));
const sailings = Array.from({ length: 1_600 }, (_, i) => ({
  sailing_id: 8_001 + i,
  sailing_date: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
  skipper: ['Ann Hale', 'Bo Rudd', 'Cy Pike'][(i * i) % 3],
  status: i >= 1_560 ? 'Scheduled' : i % 6 === 0 ? 'Cancelled' : 'Sailed',
}));
let t: TestClient;
let clinic: string;
let boats: string;
const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');

beforeAll(async () => {
  t = sharedTestApp();
  clinic = await createWorkspace(t, null, { name: 'clinic carried out' });
  await uploadTables(t, clinic, [{ content: toCsv(appointments), filename: 'appointments.csv' }]);
  boats = await createWorkspace(t, null, { name: 'boats taken out' });
  await uploadTables(t, boats, [{ content: toCsv(sailings), filename: 'sailings.csv' }]);
}, 180_000);

describe('"carried out" and "taken out" over rows some of which never took place', () => {
  it('has over 1,000 rows in each table', () => {
    expect(appointments.length).toBeGreaterThan(1_000);
    expect(sailings.length).toBeGreaterThan(1_000);
  });

  it('"how many Verruca Treatments did we carry out in 2025" is not counted over every row with confidence', async () => {
    notConfident(await askBuiltin(t, clinic, 'How many Verruca Treatments did we carry out in 2025?'));
  });

  it('"which skipper has taken out the most sailings" is not ranked over every row with confidence', async () => {
    notConfident(await askBuiltin(t, boats, 'Which skipper has taken out the most sailings?'));
  });

  it('"which skipper has the most sailings" stays certain', async () => {
    const reply = await askBuiltin(t, boats, 'Which skipper has the most sailings?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
  });
});
