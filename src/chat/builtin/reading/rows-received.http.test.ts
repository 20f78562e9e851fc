// "registrations received in Q1" over registrations that record a price paid: the verb says the
// registrations came in, so they are counted; the price paid is not money "received" when the rows'
// own noun is what the verb is said of (received-money.ts). "How much was received" still adds the
// price paid up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { registrationTables } from '../../../../test/support/registration-tables.ts';
import { formatNumber } from '../text.ts';

const { events, registrations } = registrationTables(3_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'conference registrations' });
  await uploadTables(t, ws, [
    { content: toCsv(events), filename: 'events.csv' },
    { content: toCsv(registrations), filename: 'registrations.csv' },
  ]);
}, 180_000);

const inQ1 = () => registrations.filter((r) => r.registered_on < '2025-04-01');

describe('rows the verb "received" is said of', () => {
  it('has over 1,000 registrations', () => {
    expect(registrations.length).toBeGreaterThan(1_000);
  });

  it('never adds up the price paid for "registrations received in Q1 2025"', async () => {
    const reply = await askBuiltin(t, ws, 'registrations received in Q1 2025');
    const total = inQ1().reduce((s, r) => s + r.price_paid, 0);
    expect(reply.content).not.toContain(formatNumber(total));
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(inQ1().length)}**`);
  });

  it('still adds up the price paid for "how much was received in Q1 2025"', async () => {
    const total = inQ1().reduce((s, r) => s + r.price_paid, 0);
    const reply = await askBuiltin(t, ws, 'How much money was received in Q1 2025?');
    expect(reply.content).toContain(formatNumber(total));
  });
});
