// "What was our total revenue?" over appointments with "Price (GBP)" beside "Tip (GBP)", both
// headed by their currency: the tip is given to the staff beyond the charge, so the price is the
// rows' one money taken and the revenue its total; the tips are still added up when named.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { groomingAppointments, groomingClients, type GroomingAppointment } from '../../../../test/support/grooming-tables.ts';

const clients = groomingClients(300);
// Without the minutes: the price stands beside the tip alone.
const appointments = groomingAppointments(2_000, clients, 7_001).map(({ duration_min: _, ...a }) => a);
type Row = Omit<GroomingAppointment, 'duration_min'>;
const price = (a: Row) => Number(a['Price (GBP)']);
const tip = (a: Row) => a['Tip (GBP)'] ?? 0;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'tips' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(appointments), filename: 'appointments.csv' },
  ]);
}, 180_000);

describe('revenue beside tips', () => {
  it('the revenue of completed appointments is the total of their price, not their tips', async () => {
    const total = appointments.filter((a) => a.status === 'Completed').reduce((s, a) => s + price(a), 0);
    expectAnswered(await askBuiltin(t, ws, 'What was our total revenue from completed appointments?'), formatNumber(total));
  });

  it('the takings of Gold clients join the clients and total the price', async () => {
    const gold = new Set(clients.filter((c) => c.tier === 'Gold').map((c) => c.client_id));
    const total = appointments.filter((a) => a.status === 'Completed' && gold.has(a.client_id)).reduce((s, a) => s + price(a), 0);
    expectAnswered(await askBuiltin(t, ws, 'Total takings from completed appointments for Gold clients'), formatNumber(total));
  });

  it('the tips are still added up when named', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we get in tips in total?');
    expectAnswered(reply, formatNumber(appointments.reduce((s, a) => s + tip(a), 0)));
  });

  it('revenue with the tips is not answered with the price alone', async () => {
    const reply = await askBuiltin(t, ws, 'What was our total revenue including tips?');
    expect(reply.content).not.toContain(`**${formatNumber(appointments.reduce((s, a) => s + price(a), 0))}**`);
  });
});
