// "Which event type brings in the most drink takings?" over drink sales lines joined to their
// events: "drink" names the lines, but it modifies "takings", so the money is ranked, not the
// lines counted (answer-shape.ts's most-rows rule stands aside).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const TYPES = ['Wedding', 'Market', 'Festival', 'School Fete'];
let seed = 23;
const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const events = Array.from({ length: 120 }, (_, i) => ({ 'Event ID': `EV${2001 + i}`, 'Event Type': TYPES[i % TYPES.length], Town: i % 3 ? 'Bath' : 'Frome' }));
const sales = Array.from({ length: 1_500 }, (_, i) => {
  const event = events[Math.floor(next() * events.length)];
  // Markets have the most lines; weddings sell the dearest and largest rounds.
  const wedding = event['Event Type'] === 'Wedding';
  const market = event['Event Type'] === 'Market';
  return {
    'Sale ID': 700_001 + i,
    'Event ID': market && next() < 0.5 ? events[1]['Event ID'] : event['Event ID'],
    Drink: next() < 0.5 ? 'Latte' : 'Tea',
    Qty: wedding ? 3 : 1,
    'Price Each': wedding ? 4.2 : 2.5,
  };
});
const typeOf = new Map(events.map((e) => [e['Event ID'], e['Event Type']]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'coffee cart' });
  await uploadTables(t, ws, [
    { content: toCsv(events), filename: 'events.csv' },
    { content: toCsv(sales), filename: 'drink_sales.csv' },
  ]);
}, 180_000);

describe('the most <rows> takings', () => {
  it('"which event type brings in the most drink takings" ranks the takings, not the lines', async () => {
    const money = new Map<string, number>();
    const lines = new Map<string, number>();
    for (const s of sales) {
      const type = typeOf.get(s['Event ID'])!;
      money.set(type, (money.get(type) ?? 0) + s.Qty * s['Price Each']);
      lines.set(type, (lines.get(type) ?? 0) + 1);
    }
    const [best, total] = [...money].sort((a, b) => b[1] - a[1])[0];
    expect(best).not.toBe([...lines].sort((a, b) => b[1] - a[1])[0][0]);
    const reply = await askBuiltin(t, ws, 'Which event type brings in the most drink takings?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${best}**`);
    expect(reply.content).toContain(formatNumber(total));
  });
});
