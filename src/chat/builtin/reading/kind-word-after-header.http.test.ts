// A gym: 1,200 members (Contract: Monthly, Annual, Pay As You Go) and 9,000 visits that refer to
// them, each with a "Visit Type". "Members by contract type": the kind word after the Contract
// header says the same column, so the members are grouped by their Contract and counted once each,
// never the visits joined to them for the sake of the word "type" (interpret.ts, sourceScore).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const CONTRACTS = ['Monthly', 'Annual', 'Pay As You Go'];
const members = Array.from({ length: 1_200 }, (_, i) => ({
  'Member ID': 10_001 + i,
  'Member Name': `Member ${i}`,
  Contract: CONTRACTS[(i * 7) % 5 === 0 ? 2 : i % 2],
  Branch: ['Leeds', 'York'][i % 2],
}));
const visits = Array.from({ length: 9_000 }, (_, i) => ({
  'Visit ID': 700_001 + i,
  'Member ID': 10_001 + ((i * 13) % 3 === 0 ? (i * 7) % 300 : (i * 11) % 1_200),
  'Visit Date': new Date(Date.UTC(2025, 0, 1) + ((i * 3) % 600) * 86_400_000).toISOString().slice(0, 10),
  'Visit Type': ['Gym', 'Class', 'Swim'][i % 3],
}));
const perContract = CONTRACTS.map((c) => [c, members.filter((m) => m.Contract === c).length] as const);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'gym' });
  await uploadTables(t, ws, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(visits), filename: 'visits.csv' },
  ]);
}, 180_000);

describe('a kind word after a category header', () => {
  it('has over 1,000 members', () => {
    expect(members.length).toBeGreaterThan(1_000);
  });

  it('"Members by contract type" counts the members per Contract', async () => {
    const reply = await askBuiltin(t, ws, 'Members by contract type');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [contract, n] of perContract) expect(reply.content).toMatch(new RegExp(`\\| ${contract} \\| ${n.toLocaleString('en-GB')} \\|`));
  });
});
