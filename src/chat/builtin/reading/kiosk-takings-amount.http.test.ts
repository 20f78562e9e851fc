// A crazy golf course's 1,500 visits ("Total Paid (£)") beside 1,200 kiosk till sales tied to them
// by Booking Ref, each with Qty and an "Amount" headed by no currency: "kiosk takings" is the
// kiosk's own Amount added up, the one figure of its rows headed as what a row came to, and
// "total kiosk takings" totals it too. The engine took the visits' Total Paid (£), joined over
// the kiosk rows, and declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 13;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const visits = Array.from({ length: 1_500 }, (_, i) => ({
  'Booking Ref': 118_001 + i,
  'Visit Date': `2026-${String(1 + Math.floor(i / 150)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  Course: i % 2 ? 'Pirate Cove' : 'Jungle Quest',
  Players: 1 + Math.floor(rand() * 6),
  'Total Paid (£)': (8 + Math.floor(rand() * 40)).toFixed(2),
}));
const sales = Array.from({ length: 1_200 }, (_, i) => {
  const v = visits[Math.floor(rand() * visits.length)];
  const qty = 1 + Math.floor(rand() * 3);
  return { 'Sale No': 40_001 + i, 'Sale Date': v['Visit Date'], 'Booking Ref': v['Booking Ref'], Item: rand() < 0.5 ? 'Slush' : '99 Flake', Qty: qty, Amount: Math.round(qty * 2.6 * 100) / 100, Voided: rand() < 0.03 ? 'Yes' : 'No' };
});
const takings = (keep: (s: (typeof sales)[number]) => boolean) => formatNumber(Math.round(sales.filter((s) => s.Voided === 'No' && keep(s)).reduce((a, s) => a + s.Amount, 0) * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'crazy golf' });
  await uploadTables(t, ws, [
    { content: toCsv(visits), filename: 'visits.csv' },
    { content: toCsv(sales), filename: 'kiosk_sales.csv' },
  ]);
}, 180_000);

describe('kiosk takings over an Amount headed by no currency', () => {
  it('"kiosk takings in Q1 2026" adds up the kiosk Amount', async () => {
    const reply = await askBuiltin(t, ws, 'Kiosk takings in Q1 2026, voided excluded');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${takings((s) => s['Sale Date'] < '2026-04-01')}**`);
  });

  it('"total kiosk takings" adds up the kiosk Amount, not the visits\' Total Paid', async () => {
    const reply = await askBuiltin(t, ws, 'Total kiosk takings excluding voided sales');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${takings(() => true)}**`);
  });
});
