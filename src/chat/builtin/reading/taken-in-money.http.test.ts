// "What did tickets bring in during 2024?" over 1,500 museum visits with a ticket type and a
// "Ticket Revenue (£)" column: money taken in is an amount, and a list of the ticket types sold in
// 2024 answers another question. Seen on an unseen table, answered confidently with the list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

function visits(n: number) {
  let seed = 11;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const types = ['Adult', 'Child', 'Family', 'Member'];
  return Array.from({ length: n }, (_, i) => {
    const ticket_type = types[Math.floor(rand() * types.length)];
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(rand() * 730) * 86_400_000).toISOString().slice(0, 10);
    return { visit_id: 70_001 + i, visit_date: day, ticket_type, 'Ticket Revenue (£)': ticket_type === 'Member' ? 0 : 8 + Math.floor(rand() * 20) };
  });
}

const rows = visits(1_500);
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'museum' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'visits.csv' }]);
}, 180_000);

describe('money taken in is an amount', () => {
  it('"what did tickets bring in during 2024" is the 2024 ticket revenue, or not answered confidently', async () => {
    const total = rows.filter((r) => r.visit_date.startsWith('2024')).reduce((s, r) => s + r['Ticket Revenue (£)'], 0);
    const reply = await askBuiltin(t, ws, 'What did tickets bring in during 2024?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(total)}**`);
  });
});
