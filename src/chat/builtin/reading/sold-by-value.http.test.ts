// "How much did we sell in brake parts on tickets booked in October?" over parts fitted at a unit
// price, several to a line, with no line total: what they sold for is the price times the quantity,
// never the quantity added up. "Which bay sells the most brakes by value?" measures what was sold in
// money: it never ranks the bays by the quantity of brake parts (both money-of-how-much-sold.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const BAYS = ['Front', 'Back', 'Mobile'];
const CATEGORIES = ['Brakes', 'Tyres', 'Drivetrain', 'Cables'];
const tickets = Array.from({ length: 900 }, (_, i) => ({
  ticket_no: 60_001 + i,
  booked_in: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  bay: BAYS[(i * 7) % 3],
}));
// Cheap parts often fitted many at a time: the bay fitting the most brake parts is not the one whose brake parts took the most.
const parts = Array.from({ length: 2_400 }, (_, i) => {
  const category = CATEGORIES[i % 4];
  const cheap = i % 3 === 0;
  return {
    line_id: 300_001 + i,
    ticket_no: 60_001 + ((i * 13) % tickets.length),
    category,
    qty: cheap ? 4 + (i % 5) : 1 + (i % 2),
    unit_price: (cheap ? 1.5 + (i % 4) * 0.25 : 12 + ((i * 17) % 60) + 0.99).toFixed(2),
  };
});
const ticketOf = new Map(tickets.map((x) => [x.ticket_no, x]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bike workshop' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'repair_tickets.csv' },
    { content: toCsv(parts), filename: 'parts_fitted.csv' },
  ]);
}, 180_000);

describe('what was sold, measured in money', () => {
  it('"How much did we sell in brake parts on tickets booked in October 2026?" adds up price times quantity', async () => {
    expect(parts.length).toBeGreaterThan(1_000);
    const reply = await askBuiltin(t, ws, 'How much did we sell in brake parts on tickets booked in October 2026?');
    const rows = parts.filter((p) => p.category === 'Brakes' && ticketOf.get(p.ticket_no)!.booked_in.startsWith('2026-10'));
    const takings = rows.reduce((a, p) => a + p.qty * Number(p.unit_price), 0);
    const units = rows.reduce((a, p) => a + p.qty, 0);
    expect(reply.content).not.toContain(`**${formatNumber(units)}**`);
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${money(takings)}**`);
  });

  it('"Which bay sells the most brakes by value?" never ranks the bays by the quantity of brake parts', async () => {
    const byBay = (f: (p: (typeof parts)[number]) => number) =>
      BAYS.map((bay) => ({ bay, v: parts.filter((p) => p.category === 'Brakes' && ticketOf.get(p.ticket_no)!.bay === bay).reduce((a, p) => a + f(p), 0) }));
    const units = byBay((p) => p.qty);
    const top = units.reduce((a, b) => (b.v > a.v ? b : a));
    const reply = await askBuiltin(t, ws, 'Which bay sells the most brakes by value?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain(formatNumber(top.v));
  });
});
