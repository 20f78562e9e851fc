// The days between a row's two dates are a length only when one date comes first in nearly every
// row. Over 1,200 generated inspections whose re-inspection date falls before the first visit in
// about a third of the rows (a booked re-visit, not an end), "the average days" declines; over
// 1,100 repairs whose completion always follows the report it is answered (the control). Asked
// through HTTP: the first test failed before (the absolute days were averaged).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(32_207);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const day = (i: number) => `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;

const inspections = Array.from({ length: 1_200 }, (_, i) => ({
  inspection_no: 81_001 + i,
  district: pick(rand, ['East', 'West', 'Central']),
  inspected_on: day(i),
  reinspection_on: addDays(day(i), Math.floor(rand() * 60) - 20),
}));
const repairs = Array.from({ length: 1_100 }, (_, i) => ({
  repair_no: 11_001 + i,
  estate: pick(rand, ['Hillside', 'Parkview']),
  reported_on: day(i),
  completed_on: addDays(day(i), 1 + Math.floor(rand() * 30)),
}));
const days = (a: string, b: string) => Math.abs(Date.parse(b) - Date.parse(a)) / 86_400_000;

let t: TestClient;
let council = '';
let housing = '';

beforeAll(async () => {
  t = sharedTestApp();
  council = await createWorkspace(t, null, { name: 'council' });
  await uploadTables(t, council, [{ content: toCsv(inspections), filename: 'inspections.csv' }]);
  housing = await createWorkspace(t, null, { name: 'housing' });
  await uploadTables(t, housing, [{ content: toCsv(repairs), filename: 'repairs.csv' }]);
}, 120_000);

describe('the days between two dates that run both ways', () => {
  it('are no length: the average declines', async () => {
    const reply = await askBuiltin(t, council, 'average days per inspection');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });

  it('a start and an end still give a length (control)', async () => {
    const avg = repairs.reduce((s, r) => s + days(r.reported_on, r.completed_on), 0) / repairs.length;
    expectAnswered(await askBuiltin(t, housing, 'average days per repair'), formatNumber(avg));
  });
});
