// A clinic's 400 patients and 3,000 appointments referring to them, with a status of Attended, DNA
// or Cancelled. "How many different patients attended at least one appointment in 2025?" counts
// the patients with an Attended appointment in 2025: the verb before the quantity is the status
// cell, kept as a condition on the appointments (quantified-rows.ts), while "patients with at least
// one appointment" still counts every patient with any.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const patients = Array.from({ length: 400 }, (_, i) => ({ patient_no: 1_001 + i, patient_name: `Patient ${i}`, town: ['Truro', 'Redruth', 'Penryn'][i % 3] }));
const appointments = Array.from({ length: 3_000 }, (_, i) => {
  const p = (i * 13) % 400;
  return {
    appointment_id: 20_001 + i,
    patient_no: 1_001 + p,
    appointment_date: new Date(Date.UTC(2025, 0, 1) + ((i * 11) % 700) * 86_400_000).toISOString().slice(0, 10),
    status: p % 5 === 0 ? ['DNA', 'Cancelled'][i % 2] : ['Attended', 'DNA', 'Attended', 'Cancelled', 'Attended', 'DNA'][i % 6],
  };
});
const patientsWith = (keep: (a: (typeof appointments)[number]) => boolean) => new Set(appointments.filter(keep).map((a) => a.patient_no)).size;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'clinic patients attended' });
  await uploadTables(t, ws, [
    { content: toCsv(patients), filename: 'patients.csv' },
    { content: toCsv(appointments), filename: 'appointments.csv' },
  ]);
}, 180_000);

describe('a cell said as the verb before "at least one"', () => {
  it('has over 1,000 appointments, and patients with only missed ones', () => {
    expect(appointments.length).toBeGreaterThan(1_000);
    expect(patientsWith((a) => a.status === 'Attended' && a.appointment_date.startsWith('2025'))).toBeLessThan(patientsWith((a) => a.appointment_date.startsWith('2025')));
  });

  it('"patients attended at least one appointment in 2025" keeps the status Attended', async () => {
    const reply = await askBuiltin(t, ws, 'How many different patients attended at least one appointment in 2025?');
    expectAnswered(reply, formatNumber(patientsWith((a) => a.status === 'Attended' && a.appointment_date.startsWith('2025'))));
  });

  it('"patients with at least one appointment in 2025" counts any appointment', async () => {
    const reply = await askBuiltin(t, ws, 'How many patients had at least one appointment in 2025?');
    expectAnswered(reply, formatNumber(patientsWith((a) => a.appointment_date.startsWith('2025'))));
  });
});
