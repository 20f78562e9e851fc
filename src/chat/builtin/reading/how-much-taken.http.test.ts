// "How much did the completed washes bring in during May?", "how much did we make from completed
// washes", "how much have we received": verbs of money coming in after "how much did/have" ask for
// the rows' money taken; never a column of money paid out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { carWashes, supplyPurchases } from '../../../../test/support/trade-ledger-tables.ts';

const washes = carWashes(3_000);
const supplies = supplyPurchases(1_200);
let t: TestClient;
let ws: string;
let wsCosts: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'car-washes' });
  await uploadTables(t, ws, [{ content: toCsv(washes), filename: 'washes.csv' }]);
  wsCosts = await createWorkspace(t, null, { name: 'wash-supplies' });
  await uploadTables(t, wsCosts, [{ content: toCsv(supplies), filename: 'supply_purchases.csv' }]);
}, 180_000);

const taken = (keep: (w: (typeof washes)[number]) => boolean) => Math.round(washes.filter(keep).reduce((s, w) => s + Number(w['Price ($)']), 0) * 100) / 100;

describe('"how much did ... bring in / take / make"', () => {
  it('"bring in" over a month is the total price of the rows named', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did completed washes bring in during May 2025?'), formatNumber(taken((w) => w.status === 'completed' && w.washed_on.startsWith('2025-05'))));
  });

  it('"make" and "take" ask the same', async () => {
    const all = formatNumber(taken((w) => w.status === 'completed'));
    expectAnswered(await askBuiltin(t, ws, 'How much did we make from completed washes?'), all);
    expectAnswered(await askBuiltin(t, ws, 'How much did we take from completed washes?'), all);
  });

  it('a table of money paid out is not what was made', async () => {
    const reply: BuiltinReply = await askBuiltin(t, wsCosts, 'How much did we make in 2025?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain('Cost');
  });
});
