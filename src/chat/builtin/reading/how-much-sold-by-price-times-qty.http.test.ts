// Over 1,500 parts fitted on 600 bike repair tickets, each line holding a qty and a unit_price
// written with a pound sign and no line total: "how much did we sell in brake parts" asks for
// money, each line's unit price times its qty added up. The engine added up qty (a number of
// parts) and gave it as the answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 59;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const tickets = Array.from({ length: 600 }, (_, i) => ({
  'Ticket No': 3_001 + i,
  'Booked In': `2026-${String(1 + Math.floor(i / 60)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  'Bike Type': rand() < 0.5 ? 'Road' : 'Mountain',
  Status: 'Completed',
}));
const PARTS: [string, string, number][] = [['BP-RD', 'Brakes', 12.5], ['BC-01', 'Brakes', 8.75], ['CH-11', 'Drivetrain', 24], ['TY-GP', 'Tyres', 31.99]];
const parts = Array.from({ length: 1_500 }, (_, i) => {
  const [code, category, price] = PARTS[Math.floor(rand() * PARTS.length)];
  return { line_id: 1 + i, ticket_no: 3_001 + Math.floor(rand() * 600), part_code: code, category, qty: 1 + Math.floor(rand() * 4), unit_price: `£${price.toFixed(2)}` };
});
const bookedOf = new Map(tickets.map((x) => [x['Ticket No'], x['Booked In']]));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bike repairs' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'repair_tickets.csv' },
    { content: toCsv(parts), filename: 'parts_fitted.csv' },
  ]);
}, 180_000);

describe('how much was sold over lines with a unit price and a qty', () => {
  it('"how much did we sell in brake parts" adds up unit price times qty', async () => {
    const keep = parts.filter((p) => p.category === 'Brakes' && bookedOf.get(p.ticket_no)!.startsWith('2026-03'));
    const money = Math.round(keep.reduce((s, p) => s + p.qty * Number(p.unit_price.slice(1)), 0) * 100) / 100;
    const reply = await askBuiltin(t, ws, 'How much did we sell in brake parts on tickets booked in March 2026?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(money)}**`);
  });
});
