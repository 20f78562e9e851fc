// The days from a group's first date to its last: "how many days passed between the first and the
// last payment of <customer>", "<customer>'s first and most recent payment", "in weeks". The rows
// are those a count of the payments of that customer takes (through the join to the accounts that
// name the customers); the date is the payments' one date column. Over 1,500 generated payments of
// 60 accounts, asked through HTTP: each failed before (declined or a count of rows).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(32_211);
const FIRMS = ['Larkspur Joinery', 'Quayside Bakery', 'Northern Lights Studio', 'Marlow & Sons', 'Brightwater Dental'];
const accounts = Array.from({ length: 60 }, (_, i) => ({ account_ref: `AC${3_100 + i}`, customer_name: i < FIRMS.length ? FIRMS[i] : `Client ${i}`, segment: pick(rand, ['Retail', 'Trade']) }));
const payments = Array.from({ length: 1_500 }, (_, i) => ({
  payment_id: 700_001 + i,
  account_ref: pick(rand, accounts).account_ref,
  paid_on: new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 640) * 86_400_000).toISOString().slice(0, 10),
  amount: Math.round(rand() * 90_000) / 100,
}));

function spanDays(name: string): number {
  const ref = accounts.find((a) => a.customer_name === name)!.account_ref;
  const days = payments.filter((p) => p.account_ref === ref).map((p) => Date.parse(p.paid_on) / 86_400_000);
  return Math.max(...days) - Math.min(...days);
}

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'receivables' });
  await uploadTables(t, ws, [
    { content: toCsv(accounts), filename: 'accounts.csv' },
    { content: toCsv(payments), filename: 'payments.csv' },
  ]);
}, 120_000);

describe("the days from a group's first date to its last", () => {
  it('"between the first and the last payment of <customer>"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many days passed between the first and the last payment of Quayside Bakery?'), formatNumber(spanDays('Quayside Bakery')));
  });

  it('"between <customer>\'s first and most recent payment"', async () => {
    expectAnswered(await askBuiltin(t, ws, "How many days were there between Larkspur Joinery's first and most recent payment?"), formatNumber(spanDays('Larkspur Joinery')));
  });

  it('in weeks', async () => {
    const reply = await askBuiltin(t, ws, 'How many weeks between the first and the latest payment of Marlow & Sons?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${(spanDays('Marlow & Sons') / 7).toLocaleString('en-US', { maximumFractionDigits: 2 })}**`);
  });
});
