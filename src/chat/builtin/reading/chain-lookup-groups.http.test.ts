// "Top 5 customers by amount billed" over 3,000 API requests whose keys belong to customers: the
// customers are reached only through the keys, and are ranked by their requests' billed total,
// shown by their company names. "Billed" money adds up per group ("billed amount by plan").
// Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(9_917);
const customers = Array.from({ length: 120 }, (_, i) => ({ 'Customer ID': 100_200 + i, 'Company Name': `${pick(rand, ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'])} ${i + 1}`, Plan: pick(rand, ['Pro', 'Starter', 'Enterprise']) }));
const keys = Array.from({ length: 300 }, (_, i) => ({ 'Key ID': 50_001 + i, 'Customer ID': 100_200 + (i % 120), 'Key Label': pick(rand, ['mobile-app', 'backend', 'staging']) }));
// Billing in whole cents; a few keys call far more, so the ranking has no ties at the top.
const requests = Array.from({ length: 3_000 }, (_, i) => {
  const key = i % 7 === 0 ? 50_001 + (i % 11) : int(rand, 50_001, 50_300);
  return { request_id: 1 + i, key_id: key, endpoint: pick(rand, ['/v1/search', '/v1/geocode']), billed_cents: int(rand, 1, 900) };
}).map(({ billed_cents, ...r }) => ({ ...r, billed_usd: billed_cents / 100 }));

const customerOfKey = new Map(keys.map((k) => [k['Key ID'], k['Customer ID']]));
const customerById = new Map(customers.map((c) => [c['Customer ID'], c]));
const billedBy = (key: (c: (typeof customers)[number]) => string) => {
  const totals = new Map<string, number>();
  for (const r of requests) {
    const k = key(customerById.get(customerOfKey.get(r.key_id)!)!);
    totals.set(k, (totals.get(k) ?? 0) + Math.round(r.billed_usd * 100));
  }
  return [...totals].map(([k, cents]) => [k, cents / 100] as const).sort((a, b) => b[1] - a[1]);
};

let t: TestClient;
let api: string;

beforeAll(async () => {
  t = sharedTestApp();
  api = await createWorkspace(t, null, { name: 'api-usage' });
  await uploadTables(t, api, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(keys), filename: 'api_keys.csv' },
    { content: toCsv(requests), filename: 'requests.csv' },
  ]);
}, 120_000);

describe('the lookup at the end of a chain ranked by a figure of the facts', () => {
  it('"Top 5 customers by amount billed" totals each customer\'s requests, named by company', async () => {
    const ranked = billedBy((c) => c['Company Name']);
    const reply = await askBuiltin(t, api, 'Top 5 customers by amount billed');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [name, total] of ranked.slice(0, 5)) expect(reply.content).toContain(`**${name}**: ${formatNumber(total)}`);
  });

  it('"billed amount by plan" is each plan\'s total, not its average request', async () => {
    const reply = await askBuiltin(t, api, 'billed amount by plan');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [plan, total] of billedBy((c) => c.Plan)) expect(reply.content).toContain(`${plan} | ${formatNumber(total)}`);
  });

  it('"Which customer was billed the most?" names the top company', async () => {
    expectAnswered(await askBuiltin(t, api, 'Which customer was billed the most?'), billedBy((c) => c['Company Name'])[0][0]);
  });
});
