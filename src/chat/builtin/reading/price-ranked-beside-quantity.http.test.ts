// 1,200 parts fitted (description, category, qty, unit_price) of 600 repair tickets: "parts sales by category" is money
// taken, each line's price times its quantity; "the most expensive part by unit price" ranks the
// price itself, never the price times the quantity (a word of money taken alone multiplies).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

// part, category, price: the dearest part is fitted rarely, the cheap ones often and many at a time.
const PARTS: [string, string, number][] = [['E-bike charger', 'Electrical', 124.95], ['Chain', 'Drivetrain', 18.5], ['Inner tube', 'Tyres', 6.99], ['Brake pads', 'Brakes', 12.0], ['Cassette', 'Drivetrain', 49.0]];
const lines = Array.from({ length: 1_200 }, (_, i) => {
  const [description, category, price] = PARTS[i % 50 === 0 ? 0 : 1 + (i % 4)];
  return { line_id: 10_001 + i, ticket_no: 5_001 + (i % 600), part_code: description.slice(0, 3).toUpperCase() + '-' + category.length, description, category, qty: 1 + (i % 6), unit_price: `£${price.toFixed(2)}` };
});
const tickets = Array.from({ length: 600 }, (_, i) => ({
  'Ticket No': 5_001 + i,
  'Booked In': new Date(Date.UTC(2025, 0, 1) + ((i * 13) % 600) * 86_400_000).toISOString().slice(0, 10),
  Mechanic: ['Sam', 'Priya', 'Tom'][i % 3],
  'Labour £': (20 + (i % 9) * 7.5).toFixed(2),
  Status: ['Completed', 'Completed', 'Collected', 'Cancelled'][i % 4],
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'parts fitted' });
  await uploadTables(t, ws, [
    { content: toCsv(tickets), filename: 'repair_tickets.csv' },
    { content: toCsv(lines), filename: 'parts_fitted.csv' },
  ]);
}, 180_000);

describe('a unit price beside a quantity', () => {
  it('has over 1,000 lines', () => {
    expect(lines.length).toBeGreaterThan(1_000);
  });

  it('"the most expensive part by unit price" ranks the price, not the price times the quantity', async () => {
    const reply = await askBuiltin(t, ws, "What's the most expensive part we've fitted, by unit price?");
    expect(reply.content).not.toContain('* qty');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain('E-bike charger');
  });

  it('"most expensive part we fit?" is the price too, never the price times the quantity', async () => {
    const reply = await askBuiltin(t, ws, 'Most expensive part we fit?');
    expect(reply.content).not.toContain('* qty');
  });

  it('"how much did we take on parts" is each line\'s price times its quantity', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we take on parts?');
    expect(reply.content).not.toMatch(/total unit_price\b(?! \*)/);
  });

  it('"parts sales by category" is still each line\'s price times its quantity', async () => {
    const reply = await askBuiltin(t, ws, 'Parts sales by category');
    expect(reply.content).toContain('* qty');
  });
});
