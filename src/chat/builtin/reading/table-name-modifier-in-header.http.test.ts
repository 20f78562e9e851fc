// A helpdesk: 1,200 customers ("Support Tier", Region) and 9,000 support calls that refer to them.
// "support" is the first word of support_calls' name, but inside the header "Support Tier" said in
// full it names no call: "How many gold support tier customers are in Leeds?" counts customers,
// never the calls joined to them (interpret.ts: a word naming another table's rows only as the
// first part of its name does not make a source without that table a worse reading).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const REGIONS = ['Leeds', 'York', 'Harrogate', 'Ripon', 'Selby'];
const TIERS = ['Gold', 'Silver', 'Bronze'];
const customers = Array.from({ length: 1_200 }, (_, i) => ({
  'Customer ID': 70_001 + i,
  'Customer Name': `Customer ${i}`,
  Region: REGIONS[i % 5],
  'Support Tier': TIERS[(i * 7) % 3 === 0 ? 0 : (i % 4) === 1 ? 1 : 2],
}));
const calls = Array.from({ length: 9_000 }, (_, i) => ({
  'Call ID': 500_001 + i,
  'Call Date': new Date(Date.UTC(2025, 6, 1) + ((i * 11) % 500) * 86_400_000).toISOString().slice(0, 10),
  // Gold customers call far more often, so counting calls gives a very different figure.
  'Customer ID': customers[(i * 13) % 3 === 0 ? ((i * 31) % 400) * 3 : (i * 17) % 1_200]['Customer ID'],
  Minutes: 5 + (i % 40),
}));
const goldInLeeds = customers.filter((c) => c['Support Tier'] === 'Gold' && c.Region === 'Leeds').length;
const goldShare = (100 * customers.filter((c) => c['Support Tier'] === 'Gold').length) / customers.length;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'helpdesk' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(calls), filename: 'support_calls.csv' },
  ]);
}, 180_000);

describe('a header holding the first word of another table name', () => {
  it('has over 1,000 customers', () => {
    expect(customers.length).toBeGreaterThan(1_000);
  });

  it('"How many gold support tier customers are in Leeds?" counts customers, not their calls', async () => {
    const reply = await askBuiltin(t, ws, 'How many gold support tier customers are in Leeds?');
    expectAnswered(reply, String(goldInLeeds));
  });

  it('"What percentage of our customers are gold support tier?" is a share of customers', async () => {
    const reply = await askBuiltin(t, ws, 'What percentage of our customers are gold support tier?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${goldShare.toFixed(2)}%**`);
  });
});
