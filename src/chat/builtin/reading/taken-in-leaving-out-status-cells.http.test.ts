// "What did we take in total, leaving out unpaid and cancelled tickets?" asked through HTTP over
// 1,600 repair tickets (Charge (£), status Paid / Unpaid / Cancelled / Awaiting parts): the cells the
// question leaves out say which tickets count, so the money is that of every other ticket (Awaiting
// parts too), never only the Paid ones the verb "take in" would otherwise keep. Without a status
// named, "how much did we take in" is still the Paid tickets' money. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { oneDateTickets, repairTickets } from '../../../../test/support/repair-ticket-tables.ts';
import { formatNumber } from '../text.ts';

const tickets = repairTickets(1_600);
const money = (v: number) => formatNumber(Math.round(v * 100) / 100);
const sum = (rows: typeof tickets) => rows.reduce((s, r) => s + r['Charge (£)'], 0);
const kept = tickets.filter((r) => r.status !== 'Unpaid' && r.status !== 'Cancelled');

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'repair counter' });
  await uploadTables(t, ws, [{ content: toCsv(oneDateTickets(tickets)), filename: 'repair_tickets.csv' }]);
}, 180_000);

describe('taken in leaving out status cells', () => {
  it('"what did we take in total, leaving out unpaid and cancelled tickets" keeps Awaiting parts', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What did we take in total, leaving out unpaid and cancelled tickets?'), money(sum(kept)));
  });

  it('"which repair brought in the most money, excluding unpaid and cancelled tickets" ranks over the same tickets', async () => {
    const byRepair = new Map<string, number>();
    for (const r of kept) byRepair.set(r.repair, (byRepair.get(r.repair) ?? 0) + r['Charge (£)']);
    const top = [...byRepair.entries()].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which repair brought in the most money, excluding unpaid and cancelled tickets?'), top);
  });

  it('"how much did we take in 2025, not counting unpaid or cancelled tickets" keeps the period', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we take in 2025, not counting unpaid or cancelled tickets?'), money(sum(kept.filter((r) => r.brought_in.startsWith('2025')))));
  });

  it('"how much did we take in" with no status named is still the Paid tickets only', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much have we taken in?'), money(sum(tickets.filter((r) => r.status === 'Paid'))));
  });
});
