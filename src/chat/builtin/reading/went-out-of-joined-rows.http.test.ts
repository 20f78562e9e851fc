// Over 1,600 boat tickets (Valid or Refunded) joined to 320 sailings whose Status is Sailed,
// Cancelled or Scheduled: "valid tickets on sailings that went out in 2026" says which sailings by
// the sailings' status, not the tickets'. Where sailings in scope were cancelled or are still to
// come with valid tickets on them, counting every valid ticket is doubted (the engine named the
// vessel by every valid ticket, scheduled sailings included, as certain); where every sailing in
// scope went out (August 2025: a cancelled sailing's tickets are all refunded) both readings agree.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 29;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const VESSELS = ['Sea Spirit', 'Osprey', 'Puffin'];
const sailings = Array.from({ length: 320 }, (_, i) => {
  const date = i < 160 ? `2025-${String(5 + Math.floor(i / 40)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}` : `2026-${String(5 + Math.floor((i - 160) / 20)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const status = date >= '2026-11-15' ? 'Scheduled' : rand() < 0.1 ? 'Cancelled' : 'Sailed';
  return { 'Sailing Ref': 7_001 + i, 'Sailing Date': date, Vessel: VESSELS[i % 3], Status: status };
});
const sailingOf = new Map(sailings.map((s) => [s['Sailing Ref'], s]));
const ospreyToCome = sailings.filter((s) => s.Status === 'Scheduled' && s.Vessel === 'Osprey');
const tickets = Array.from({ length: 1_600 }, (_, i) => {
  // The scheduled sailings of the Osprey are full: counting them moves the Osprey to the top.
  const ref = i < 200 ? ospreyToCome[i % ospreyToCome.length]['Sailing Ref'] : 7_001 + Math.floor(rand() * 320);
  const s = sailingOf.get(ref)!;
  return { 'Ticket No': 500_001 + i, 'Sailing Ref': ref, 'Ticket Status': s.Status === 'Cancelled' || rand() < 0.02 ? 'Refunded' : 'Valid', 'Price (GBP)': 12 + Math.floor(rand() * 20) };
});

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'boat trips' });
  await uploadTables(t, ws, [
    { content: toCsv(sailings), filename: 'sailings.csv' },
    { content: toCsv(tickets), filename: 'tickets.csv' },
  ]);
}, 180_000);

describe('"went out" said of the joined rows', () => {
  it('doubts counting every valid ticket where some sailings in scope did not go out', async () => {
    const reply = await askBuiltin(t, ws, 'Which vessel carried the most valid tickets on sailings that went out in 2026?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('Sailed');
  });

  it('answers where every sailing in scope went out', async () => {
    const n = tickets.filter((k) => k['Ticket Status'] === 'Valid' && sailingOf.get(k['Sailing Ref'])!['Sailing Date'].startsWith('2025-08')).length;
    const reply = await askBuiltin(t, ws, 'How many valid tickets were for sailings that went out in August 2025?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(n)}**`);
  });
});
