// Recall kinds read off holdout14 (round r31c): a salon's appointments asked for as "bookings"
// (one way: the appointments are bookings, not every booking an appointment), counted per month
// with each month named ("Jan") beside its key; "on the system" said of the rows, not of a column
// or cell; customers who "joined" in a year, dated by a "customer since" column. Over 3,000
// appointments and 1,400 customers, through HTTP; each failed before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { plumbingCustomers, salonAppointments } from '../../../../test/support/recall-date-tables.ts';
import { formatNumber } from '../text.ts';

const appointments = salonAppointments(3_000);
const customers = plumbingCustomers(1_400);
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let t: TestClient;
let salon = '';
let trade = '';

beforeAll(async () => {
  t = sharedTestApp();
  salon = await createWorkspace(t, null, { name: 'salon' });
  await uploadTables(t, salon, [{ content: toCsv(appointments), filename: 'salon_appointments.csv' }]);
  trade = await createWorkspace(t, null, { name: 'plumbing' });
  await uploadTables(t, trade, [{ content: toCsv(customers), filename: 'plumbing_customers.csv' }]);
}, 120_000);

describe('bookings, named months, the system and joining', () => {
  it('counts appointments asked for as bookings, per month, each month named', async () => {
    const reply = await askBuiltin(t, salon, 'Bridal hair bookings by month in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (let m = 1; m <= 12; m++) {
      const key = `2025-${String(m).padStart(2, '0')}`;
      const n = appointments.filter((a) => a.Service === 'Bridal Hair' && a.appt_date.startsWith(key)).length;
      expect(reply.content).toContain(`| ${key} (${SHORT[m - 1]}) | ${formatNumber(n)} |`);
    }
  });

  it('reads "on the system" as the rows recorded', async () => {
    expectAnswered(await askBuiltin(t, trade, 'How many customers have we got on the system?'), formatNumber(customers.length));
  });

  it('dates joining by the customer-since date', async () => {
    const n = customers.filter((c) => c.customer_since.startsWith('2023')).length;
    expectAnswered(await askBuiltin(t, trade, 'How many customers joined us in 2023?'), formatNumber(n));
  });
});
