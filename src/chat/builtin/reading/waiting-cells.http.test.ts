// "How many tickets are still waiting to be collected?", "how many tickets are waiting for parts?"
// asked through HTTP over 1,600 repair tickets whose status holds Awaiting collection and Awaiting
// parts beside Paid, Unpaid and Cancelled: a phrase of waiting with the thing waited for, as a verb or
// a noun, names the status cell of waiting for it (waiting-cells.ts); the rows holding it are
// counted. Expected values computed here from the rows.
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

describe('a phrase of waiting names the status of waiting', () => {
  it('"how many tickets are still waiting to be collected" counts Awaiting collection', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets are still waiting to be collected?'), count((r) => r.status === 'Awaiting collection'));
  });

  it('"how many tickets are waiting for parts" counts Awaiting parts', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets are waiting for parts?'), count((r) => r.status === 'Awaiting parts'));
  });

  it('"how many Screen tickets at Norwich are awaiting collection" keeps the other cells', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Screen tickets at Norwich are awaiting collection?'), count((r) => r.status === 'Awaiting collection' && r.repair === 'Screen' && r.branch === 'Norwich'));
  });
});
