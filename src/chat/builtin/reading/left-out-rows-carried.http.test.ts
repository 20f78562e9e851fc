// An alpaca farm's 2,000 trek bookings with a Trek Date, a Trek and a Status, some Cancelled. "How
// many Picnic Treks in June 2025?" counts the treks of that month, leaving out the Cancelled ones
// as never having taken place, and says it is not certain (happened-rows.ts). Its follow-up "and
// June 2026?" carried that left-out condition but not its doubt, and was answered with confidence
// (a number one short of every booking). The follow-up now carries the doubt too, saying what
// counting those rows gives (carriedLeftOut). Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectUncertain, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const TREKS = ['Meadow Walk', 'Hilltop Trek', 'Picnic Trek', 'Sunset Stroll'];
const bookings = Array.from({ length: 2_000 }, (_, i) => ({
  'Booking No': 24_001 + i,
  'Trek Date': new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 700) / 2_000) * 86_400_000).toISOString().slice(0, 10),
  Trek: TREKS[(i * 3) % 4],
  Adults: 1 + (i % 4),
  'Amount Paid (£)': 35 + (i % 5) * 10,
  Status: i % 9 === 0 ? 'Cancelled' : i % 23 === 0 ? 'No-show' : 'Completed',
}));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'alpaca treks' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'trek_bookings.csv' }]);
}, 180_000);

const picnics = (month: string, keep: (s: string) => boolean) => bookings.filter((b) => b.Trek === 'Picnic Trek' && b['Trek Date'].startsWith(month) && keep(b.Status)).length;

describe('a follow-up to a count that left called-off rows out', () => {
  it('has over 1,000 bookings, Cancelled Picnic Treks in both Junes', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
    expect(picnics('2025-06', (s) => s === 'Cancelled')).toBeGreaterThan(0);
    expect(picnics('2026-06', (s) => s === 'Cancelled')).toBeGreaterThan(0);
  });

  it('"and June 2026?" carries the doubt of leaving the Cancelled treks out, with the count of every one', async () => {
    const first = await askBuiltin(t, ws, 'How many Picnic Treks in June 2025?');
    expect(first.execution_details.outcome, first.content).not.toBe('answered');
    const reply = await askBuiltin(t, ws, 'and June 2026?', first.conversation_id);
    expectUncertain(reply, formatNumber(picnics('2026-06', (s) => s !== 'Cancelled')));
    expect(reply.content).toContain(`Counting them too gives ${formatNumber(picnics('2026-06', () => true))}`);
  });

  it('a follow-up naming the status itself is read as said, with confidence', async () => {
    const first = await askBuiltin(t, ws, 'How many Picnic Treks in June 2025?');
    const reply = await askBuiltin(t, ws, 'and Completed?', first.conversation_id);
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(picnics('2025-06', (s) => s === 'Completed'))}**`);
  });
});
