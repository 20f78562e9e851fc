// "How many tickets did the Dereham branch write?", "tickets written in March 2025" asked through
// HTTP over 1,600 repair tickets with two dates (brought_in, collected_on): writing a ticket is
// making the row, so the verb counts the rows as raising or issuing them would, and a period of
// written tickets is the date each was written, the first date every ticket has (brought_in), not
// the collection date. Expected values computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { repairTickets } from '../../../../test/support/repair-ticket-tables.ts';
import { formatNumber } from '../text.ts';

const tickets = repairTickets(1_600);
const count = (f: (r: (typeof tickets)[number]) => boolean) => formatNumber(tickets.filter(f).length);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'repair counter' });
  await uploadTables(t, ws, [{ content: toCsv(tickets), filename: 'repair_tickets.csv' }]);
}, 180_000);

describe('tickets written are the rows made', () => {
  it('"how many tickets have we written" counts every ticket', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets have we written?'), formatNumber(tickets.length));
  });

  it('"how many tickets did the Dereham branch write" counts that branch\'s tickets', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets did the Dereham branch write?'), count((r) => r.branch === 'Dereham'));
  });

  it('"which branch writes the most tickets" ranks the branches by their tickets', async () => {
    const by = new Map<string, number>();
    for (const r of tickets) by.set(r.branch, (by.get(r.branch) ?? 0) + 1);
    const top = [...by.entries()].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which branch writes the most tickets?'), top);
  });

  it('"how many tickets were written in March 2025" dates them by when they came in', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets were written in March 2025?'), count((r) => r.brought_in.startsWith('2025-03')));
  });

  it('"how many Screen tickets did we write in 2024" keeps the repair and the year', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Screen tickets did we write in 2024?'), count((r) => r.repair === 'Screen' && r.brought_in.startsWith('2024')));
  });
});
