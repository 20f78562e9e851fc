// "Total paid booking income", "paid income by room" over escape room bookings whose one money
// column is "Booking Total (£)": "income" is what the rows took in, as "takings" is
// (takings-column.ts). Control: over a ledger whose signed amount holds money in and out, "income"
// never names the whole amount column.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom, type RoomBooking } from '../../../../test/support/escape-room-tables.ts';
import { ledgerEntries } from '../../../../test/support/ledger-tables.ts';
import { formatNumber } from '../text.ts';

const { sessions, bookings } = escapeRoom(700);
const ledger = ledgerEntries(2_000);
const sessionOf = new Map(sessions.map((s) => [s['Session ID'], s]));
const paid = bookings.filter((b) => b.Status === 'Paid');
const total = (rows: RoomBooking[]) => rows.reduce((s, b) => s + b['Booking Total (£)'], 0);
let t: TestClient;
let ws: string;
let wsLedger: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room bookings' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
  wsLedger = await createWorkspace(t, null, { name: 'a signed ledger' });
  await uploadTables(t, wsLedger, [{ content: toCsv(ledger), filename: 'ledger.csv' }]);
}, 180_000);

describe('"income" names the one money column the rows took in', () => {
  it('"total paid booking income (£)" adds up the paid bookings', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total paid booking income (£)'), formatNumber(total(paid)));
  });

  it('"paid income by room" gives each room its paid bookings\' money', async () => {
    const reply = await askBuiltin(t, ws, 'Paid income by room');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const room of new Set(sessions.map((s) => s.Room))) {
      const rows = paid.filter((b) => sessionOf.get(b['Session ID'])!.Room === room);
      expect(reply.content).toContain(`| ${room} | ${formatNumber(total(rows))} |`);
    }
  });

  it('"top host by paid income" ranks the hosts by their paid bookings\' money', async () => {
    const byHost = new Map<string, number>();
    for (const b of paid) byHost.set(sessionOf.get(b['Session ID'])!.Host, (byHost.get(sessionOf.get(b['Session ID'])!.Host) ?? 0) + b['Booking Total (£)']);
    const [best] = [...byHost.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which host has the most paid income?'), best[0]);
  });

  it('over a ledger of signed amounts, "total income" is never the sum of every amount', async () => {
    const reply = await askBuiltin(t, wsLedger, 'Total income');
    const every = formatNumber(ledger.reduce((s, e) => s + e.amount, 0));
    expect(reply.content).not.toContain(`**${every}**`);
  });
});
