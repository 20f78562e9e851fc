// A brewery tap's 1,400 sale lines holding no money (drink, serve, qty, Volume (L)). "How much does
// a litre of Oatmeal Stout cost us to make?" asks for money no column holds; read as the litres of
// Oatmeal Stout (the verb of costing passed over as filler) it was answered confidently. The verb
// of costing over a reading that takes no money stays unplaced and the question is declined
// (pay-verb-without-money.ts); the litres asked outright are still answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { drinkSaleLines } from '../../../../test/support/drink-sale-tables.ts';
import { formatNumber } from '../text.ts';

const lines = drinkSaleLines(1_400);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'brewery tap' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'tap_sales.csv' }]);
}, 180_000);

describe('a verb of costing with no money read', () => {
  it('"how much does a litre of Oatmeal Stout cost us to make" is not answered with the litres sold', async () => {
    const reply = await askBuiltin(t, ws, 'How much does a litre of Oatmeal Stout cost us to make?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"what did the Pale Ale cost" is not answered either', async () => {
    const reply = await askBuiltin(t, ws, 'What did the Pale Ale cost in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"how many litres of Oatmeal Stout did we sell" is still answered', async () => {
    const litres = lines.filter((l) => l.drink === 'Oatmeal Stout').reduce((s, l) => s + l['Volume (L)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How many litres of Oatmeal Stout did we sell?'), formatNumber(Math.round(litres * 100) / 100));
  });
});
