// A clinic's 3,000 appointments from January 2025 to December 2026 (today is pinned to 2026-11-30
// for the tests), with a status of Attended, DNA, Cancelled or, for those still to come, Booked.
// "Of the appointments up to today, what percentage were DNAs?" takes every appointment to today,
// today included ("up to" as "until"), never those of today alone (mentions.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { TEST_TODAY } from '../../../../test/support/today.ts';
import { formatNumber } from '../text.ts';

const appointments = Array.from({ length: 3_000 }, (_, i) => {
  const date = new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 730) / 3_000) * 86_400_000).toISOString().slice(0, 10);
  return { appointment_id: 10_001 + i, appointment_date: date, status: date > TEST_TODAY ? 'Booked' : ['Attended', 'Attended', 'Attended', 'DNA', 'Attended', 'Cancelled', 'Attended'][i % 7] };
});
const toToday = appointments.filter((a) => a.appointment_date <= TEST_TODAY);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'clinic up to today' });
  await uploadTables(t, ws, [{ content: toCsv(appointments), filename: 'appointments.csv' }]);
}, 180_000);

describe('"up to" a period', () => {
  it('has over 1,000 appointments, some after today', () => {
    expect(appointments.length).toBeGreaterThan(1_000);
    expect(toToday.length).toBeLessThan(appointments.length);
  });

  it('"up to today" is every appointment until today, today included', async () => {
    const reply = await askBuiltin(t, ws, 'How many appointments were there up to today?');
    expectAnswered(reply, formatNumber(toToday.length));
  });

  it('"of the appointments up to today, what percentage were DNAs" takes them all as the whole', async () => {
    const reply = await askBuiltin(t, ws, 'Of the appointments up to today, what percentage were DNAs?');
    const dna = toToday.filter((a) => a.status === 'DNA').length;
    expect(reply.content).toContain(`${formatNumber(dna)} of ${formatNumber(toToday.length)}`);
  });

  it('"up to March 2026" runs to the end of March', async () => {
    const reply = await askBuiltin(t, ws, 'How many appointments were there up to March 2026?');
    expectAnswered(reply, formatNumber(appointments.filter((a) => a.appointment_date <= '2026-03-31').length));
  });
});
