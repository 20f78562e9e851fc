// Over 1,200 insurance claims with both "Claimed ($)" and "Paid ($)": "how much did we pay" names the
// paid column (the claimed one answers another question), and "what share of claims get rejected"
// is a share of the claims, counted, though "claims" also reads as the Claimed ($) header. Both were
// answered confidently with the claimed amounts on an unseen table.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

function claims(n: number) {
  let seed = 29;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: n }, (_, i) => {
    const status = rand() < 0.15 ? 'Rejected' : rand() < 0.2 ? 'Open' : 'Settled';
    const claimed = Math.round((500 + rand() * 20_000) * 100) / 100;
    return {
      claim_id: `CL-${100_001 + i}`,
      cause_of_loss: ['Theft', 'Fire', 'Flood', 'Storm'][Math.floor(rand() * 4)],
      claim_status: status,
      'Claimed ($)': claimed,
      'Paid ($)': status === 'Settled' ? Math.round(claimed * (0.4 + rand() * 0.6) * 100) / 100 : null,
    };
  });
}

function contracts(n: number) {
  let seed = 31;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const companies = ['Willow Supply Co', 'Orion Labs Inc', 'Granite Digital LLC', 'Maple Trading Inc', 'Upland Labs LLC'];
  return Array.from({ length: n }, (_, i) => ({
    contract_id: `CT-${5_001 + i}`,
    company_name: companies[Math.floor(rand() * companies.length)],
    'Budget ($)': Math.round(1_000 + rand() * 90_000),
  }));
}

const rows = claims(1_200);
let t: TestClient;
let ws = '';
let budgets = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'claims' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'claims.csv' }]);
  budgets = await createWorkspace(t, null, { name: 'contracts' });
  await uploadTables(t, budgets, [{ content: toCsv(contracts(1_200)), filename: 'contracts.csv' }]);
}, 180_000);

describe('claims with a claimed and a paid amount', () => {
  it('"how much did we pay on theft claims" is the paid total, or not answered confidently', async () => {
    const paid = rows.filter((r) => r.cause_of_loss === 'Theft').reduce((s, r) => s + (r['Paid ($)'] ?? 0), 0);
    const reply = await askBuiltin(t, ws, 'How much did we pay on theft claims?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(Math.round(paid * 100) / 100)}**`);
  });

  it('"what share of claims get rejected" is the share of claims counted, or not answered confidently', async () => {
    const share = (100 * rows.filter((r) => r.claim_status === 'Rejected').length) / rows.length;
    const reply = await askBuiltin(t, ws, 'What share of claims get rejected?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(Math.round(share * 100) / 100)}%**`);
  });
});

describe('money paid is not money planned', () => {
  it('"which company have we paid the most" is not answered confidently from a Budget ($) column', async () => {
    const reply = await askBuiltin(t, budgets, 'Which company have we paid the most?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
