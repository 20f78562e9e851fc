// Three readings that had answered with confidence though the words allow another question:
// "the most hours in a single timesheet entry" (one row's value, not a total per consultant),
// "how many monthly bills are unpaid" (the bills described, or a count per month?), and "average
// monthly fee on 12M contracts" over usage rows joined to subscribers (each subscriber's fee counted
// once per usage row). The first is declined; the second is marked uncertain; the third is the
// subscribers' own average now that "monthly", the first word of monthly_usage, said inside the
// header "Monthly Fee" no longer pulls in the usage rows (r40a), and uncertain if it ever goes
// over them again. Over 1,300
// generated timesheet entries, 1,000 subscribers and their 3,000 monthly usage rows, asked through
// HTTP: all three tests failed before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(28_313);
const day = (i: number) => `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
const entries = Array.from({ length: 1_300 }, (_, i) => ({
  entry_id: 90_001 + i,
  consultant_id: `C${2_100 + (i % 45)}`,
  work_date: day(i),
  hours: 1 + Math.floor(rand() * 8),
}));
const subscribers = Array.from({ length: 1_000 }, (_, i) => ({
  subscriber_id: 40_001 + i,
  contract_type: pick(rand, ['12M', '24M', 'SIM only']),
  'Monthly Fee (GBP)': Math.round(1_000 + rand() * 3_000) / 100,
}));
const usage = Array.from({ length: 3_000 }, (_, i) => ({
  usage_id: 700_001 + i,
  subscriber_id: 40_001 + Math.floor(rand() * rand() * 1_000),
  bill_month: `2025-${String(1 + (i % 10)).padStart(2, '0')}-01`,
  data_gb: Math.round(rand() * 400) / 10,
  paid: pick(rand, ['Y', 'Y', 'Y', 'N']),
}));

let t: TestClient;
let consultancy = '';
let telecom = '';

beforeAll(async () => {
  t = sharedTestApp();
  consultancy = await createWorkspace(t, null, { name: 'consultancy' });
  await uploadTables(t, consultancy, [{ content: toCsv(entries), filename: 'timesheet_entries.csv' }]);
  telecom = await createWorkspace(t, null, { name: 'telecom' });
  await uploadTables(t, telecom, [
    { content: toCsv(subscribers), filename: 'subscribers.csv' },
    { content: toCsv(usage), filename: 'monthly_usage.csv' },
  ]);
}, 180_000);

describe('readings the words allow another question of', () => {
  it('"the most hours in a single timesheet entry" is no total per consultant', async () => {
    const reply = await askBuiltin(t, consultancy, 'the most hours in a single timesheet entry');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"how many monthly bills are unpaid" counted per month is marked uncertain', async () => {
    const reply = await askBuiltin(t, telecom, 'How many monthly bills are unpaid?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a subscriber\'s fee is averaged over the subscribers, never with confidence over the usage rows referring to them', async () => {
    const reply = await askBuiltin(t, telecom, 'average monthly fee on 12M contracts');
    if (reply.execution_details.outcome !== 'answered') return;
    const fees = subscribers.filter((s) => s.contract_type === '12M').map((s) => s['Monthly Fee (GBP)']);
    const mean = fees.reduce((a, b) => a + b, 0) / fees.length;
    expect(reply.content).toContain(`**${mean.toFixed(2)}**`);
    expect(reply.content).toContain(`(${fees.length} rows)`);
  });
});
