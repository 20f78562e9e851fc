// "How much was given in 2024?", "how much has been donated by card", "how much came in by DD?" over
// 1,100 supporters (with a first gift date) and 4,000 gifts (Amount (GBP), a gift date), asked
// through HTTP: a passive money verb after "how much was" (or "came in") asks for the gifts' one
// money column, dated by the gifts' own date, not the supporters' first gift date. Where the gifts
// hold two money columns the verb names neither and the engine still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(4242);
const day = () => `${rand() < 0.5 ? 2024 : 2025}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
const supporters = Array.from({ length: 1_100 }, (_, i) => ({ supporter_id: `S${10_001 + i}`, town: pick(rand, ['Bath', 'Bristol', 'Wells']), first_gift_date: day() }));
const gifts = Array.from({ length: 4_000 }, (_, i) => ({
  gift_id: 700_001 + i,
  supporter_id: supporters[Math.floor(rand() * supporters.length)].supporter_id,
  gift_date: day(),
  'Amount (GBP)': Math.round(500 + rand() * 20_000) / 100,
  payment_method: pick(rand, ['DD', 'Card', 'Cheque']),
}));
const twoMoney = gifts.map((g) => ({ ...g, 'Gift Aid (GBP)': Math.round(g['Amount (GBP)'] * 25) / 100 }));

let t: TestClient;
let charity = '';
let both = '';

beforeAll(async () => {
  t = sharedTestApp();
  charity = await createWorkspace(t, null, { name: 'charity' });
  both = await createWorkspace(t, null, { name: 'both' });
  await uploadTables(t, charity, [
    { content: toCsv(supporters), filename: 'supporters.csv' },
    { content: toCsv(gifts), filename: 'gifts.csv' },
  ]);
  await uploadTables(t, both, [{ content: toCsv(twoMoney), filename: 'gifts.csv' }]);
}, 180_000);

const money = (v: number) => formatNumber(Math.round(v * 100) / 100);
const total = (f: (g: (typeof gifts)[number]) => boolean) => money(gifts.filter(f).reduce((s, g) => s + g['Amount (GBP)'], 0));

describe('a passive money verb after "how much"', () => {
  it('"how much was given in 2024" adds the gifts of 2024 by their own date', async () => {
    expectAnswered(await askBuiltin(t, charity, 'How much was given in 2024?'), total((g) => g.gift_date.startsWith('2024')));
  });

  it('"how much has been donated by card" keeps the method', async () => {
    expectAnswered(await askBuiltin(t, charity, 'How much has been donated by Card?'), total((g) => g.payment_method === 'Card'));
  });

  it('"how much came in by DD" is the money that came in', async () => {
    expectAnswered(await askBuiltin(t, charity, 'How much came in by DD?'), total((g) => g.payment_method === 'DD'));
  });

  it('two money columns: "how much was given" names neither and declines', async () => {
    const reply = await askBuiltin(t, both, 'How much was given in 2024?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
