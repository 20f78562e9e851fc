// A ferry's 2,400 tickets with a Ticket Type, a Price (GBP) and a Ticket Status of Valid or
// Refunded. "Refunded ones included", "including refunded ones" and "(any status)" keep those rows
// beside the others: no condition on the status (inclusion-phrases.ts), where the cell was read as
// a condition or the words left unplaced before. A handyman's 1,300 repairs with a Status of Done,
// Cancelled or No-show: "How many repairs have we done in total, including cancelled ones?" counts
// every repair; "done" of the same column is the clause's verb there, no condition (it was read as
// Status = Done, confidently), and no doubt that "done" may mean the Done ones only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const tickets = Array.from({ length: 2_400 }, (_, i) => ({
  'Ticket No': 800_001 + i,
  'Ticket Type': ['Adult', 'Child', 'Senior'][i % 3],
  'Price (GBP)': (10 + ((i * 7) % 13)).toFixed(2),
  Channel: ['Online', 'Phone', 'Kiosk'][(i * 5) % 3],
  'Ticket Status': i % 8 === 0 ? 'Refunded' : 'Valid',
}));
const adults = tickets.filter((x) => x['Ticket Type'] === 'Adult');
const average = (xs: typeof tickets) => formatNumber(Math.round((xs.reduce((a, x) => a + Number(x['Price (GBP)']), 0) / xs.length) * 100) / 100);
const repairs = Array.from({ length: 1_300 }, (_, i) => ({
  'Repair No': 4_001 + i,
  Trade: ['Plumbing', 'Carpentry', 'Electrical'][(i * 5) % 3],
  'Charge (£)': 45 + ((i * 3) % 5) * 20,
  Status: i % 9 === 0 ? 'Cancelled' : i % 13 === 0 ? 'No-show' : 'Done',
}));
let t: TestClient;
let ws: string;
let repairsWs: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'ferry tickets included' });
  await uploadTables(t, ws, [{ content: toCsv(tickets), filename: 'tickets.csv' }]);
  repairsWs = await createWorkspace(t, null, { name: 'handyman repairs included' });
  await uploadTables(t, repairsWs, [{ content: toCsv(repairs), filename: 'repairs.csv' }]);
}, 180_000);

describe('rows of a state said to be included', () => {
  it('has over 1,000 tickets, some refunded', () => {
    expect(tickets.length).toBeGreaterThan(1_000);
    expect(tickets.some((x) => x['Ticket Status'] === 'Refunded')).toBe(true);
  });

  it('"refunded ones included" averages every adult ticket', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the average price across all adult tickets, refunded ones included?'), average(adults));
  });

  it('"including refunded ones" counts every phone ticket', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets were sold by phone, including refunded ones?'), formatNumber(tickets.filter((x) => x.Channel === 'Phone').length));
  });

  it('"(any status)" counts every adult ticket', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many adult tickets (any status)?'), formatNumber(adults.length));
  });

  it('"have we done ..., including cancelled ones" counts every repair, "done" no condition', async () => {
    expect(repairs.length).toBeGreaterThan(1_000);
    expectAnswered(await askBuiltin(t, repairsWs, 'How many repairs have we done in total, including cancelled ones?'), formatNumber(repairs.length));
  });
});
