// 4,000 sale lines (qty, unit price paid) of 300 customer accounts in a lookup with their county:
// "Which Isle of Wight account spent the most?" asks for the account whose lines add up to most. The
// one line with the highest unit price, named by its account, is another account here, so a reading
// that ranks single rows is declined (ranked-rows-of-groups), while the question that names the
// ranked rows themselves ("which account placed the single biggest line") keeps the row ranking.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(43_048);
const accounts = Array.from({ length: 300 }, (_, i) => ({
  account_no: `0${String(4_001 + i)}`,
  account_name: `${pick(rand, ['Hamble', 'Cowes', 'Poole', 'Bembridge', 'Yarmouth'])} ${pick(rand, ['Marina', 'Boatyard', 'Sailing Club'])} ${i + 1}`,
  county: i % 4 === 0 ? 'Isle of Wight' : pick(rand, ['Hampshire', 'Dorset', 'Devon']),
}));
// Account 1 (Isle of Wight) buys many cheap lines; account 5 (Isle of Wight) buys one dear line.
const lines = Array.from({ length: 4_000 }, (_, i) => {
  const account = i % 8 === 0 ? accounts[0] : i === 7 ? accounts[4] : accounts[int(rand, 1, accounts.length - 1)];
  return { invoice: 900_001 + i, account_no: account.account_no, qty: int(rand, 1, 4), 'Unit Price Paid (£)': i === 7 ? 2_400 : int(rand, 5, 300) };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'which account spent most' });
  await uploadTables(t, ws, [
    { content: toCsv(accounts), filename: 'customer_accounts.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('which account spent the most', () => {
  it('is not read as the account of the single dearest line', async () => {
    const reply = await askBuiltin(t, ws, 'Which Isle of Wight account spent the most?');
    expect(reply.content).not.toContain(`**${accounts[4].account_name}**`);
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
