// A yes/no column said with "un" before its header ("unpaid bills", "bills left unpaid", "money
// outstanding on unpaid bills") over 1,400 generated bills whose paid column holds Y and N, asked
// through HTTP. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(29);
const bills = Array.from({ length: 1_400 }, (_, i) => ({
  bill_id: 80_001 + i,
  city: pick(rand, ['Leeds', 'York', 'Hull']),
  amount: Math.round(2_000 + rand() * 30_000) / 100,
  paid: rand() < 0.3 ? 'N' : 'Y',
  contract: pick(rand, ['12M', '24M']),
}));
const unpaid = bills.filter((b) => b.paid === 'N');

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bills' });
  await uploadTables(t, ws, [{ content: toCsv(bills), filename: 'bills.csv' }]);
}, 120_000);

describe('a yes/no column said with "un"', () => {
  it('"how many bills are unpaid" counts the rows whose paid cell is N', async () => {
    const reply = await askBuiltin(t, ws, 'How many bills are unpaid?');
    expectAnswered(reply, formatNumber(unpaid.length));
  });

  it('"unpaid bills in York" keeps the city beside the flag', async () => {
    const reply = await askBuiltin(t, ws, 'How many unpaid bills were there in York?');
    expectAnswered(reply, formatNumber(unpaid.filter((b) => b.city === 'York').length));
  });

  it('"the total amount of unpaid bills" sums the amounts of the N rows', async () => {
    const total = unpaid.reduce((s, b) => s + b.amount, 0);
    const reply = await askBuiltin(t, ws, 'What is the total amount of unpaid bills?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(Math.round(total * 100) / 100));
  });

  it('"money outstanding on unpaid bills" reads "outstanding" as the unpaid flag restated', async () => {
    const total = unpaid.reduce((s, b) => s + b.amount, 0);
    const reply = await askBuiltin(t, ws, 'How much money is outstanding on unpaid bills?');
    expectAnswered(reply, formatNumber(Math.round(total * 100) / 100));
  });

  it('"what share of bills on 12M contracts were left unpaid" is a share of the 12M rows', async () => {
    const twelve = bills.filter((b) => b.contract === '12M');
    const share = (100 * twelve.filter((b) => b.paid === 'N').length) / twelve.length;
    const reply = await askBuiltin(t, ws, 'What share of bills on 12M contracts were left unpaid?');
    expectAnswered(reply, `${formatNumber(share)}%`);
  });
});
