// "How many Babyccinos have we sold?" over café sales lines with an Item and a Qty: the units sold
// are the quantities added up over the item's lines (units-sold-by-quantity.ts), not its lines
// counted; "Babyccino sales" still counts the lines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { counterSales } from '../../../../test/support/counter-sales-tables.ts';
import { formatNumber } from '../text.ts';

const { visits, lines } = counterSales(2_400);
const sessionOf = new Map(visits.map((v) => [v['Visit No'], v.Session]));
const of = (item: string) => lines.filter((l) => l.Item === item);
const qty = (ls: typeof lines) => ls.reduce((a, l) => a + l.Qty, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'cafe counter' });
  await uploadTables(t, ws, [
    { content: toCsv(visits), filename: 'admissions.csv' },
    { content: toCsv(lines), filename: 'cafe_sales.csv' },
  ]);
}, 180_000);


describe('units of a product sold, over sales lines with a quantity', () => {
  it('"how many <item> have we sold" adds up the quantity of its lines', async () => {
    const reply = await askBuiltin(t, ws, 'How many Babyccinos have we sold?');
    expect(qty(of('Babyccino'))).not.toBe(of('Babyccino').length);
    expectAnswered(reply, formatNumber(qty(of('Babyccino'))));
  });

  it('"which session sells the most <item>" ranks the sessions of the admissions by the quantity of its lines', async () => {
    const bySession = new Map<string, number>();
    for (const l of of('Chips')) bySession.set(sessionOf.get(l['Visit No'])!, (bySession.get(sessionOf.get(l['Visit No'])!) ?? 0) + l.Qty);
    const [best, units] = [...bySession].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, ws, 'Which session sells the most chips?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(best).not.toBe('Morning');
    expect(reply.content).toContain(`**${best}**`);
    expect(reply.content).toContain(`: ${formatNumber(units)}.`);
  });

  it('"how many <item> sales" still counts the lines', async () => {
    const reply = await askBuiltin(t, ws, 'How many Toastie sales were there?');
    expectAnswered(reply, formatNumber(of('Toastie').length));
  });
});
