// How managers word questions the precise reading used to leave uncertain, through HTTP: "break
// down X by Y", an amount named as a spend ("actual spend by category" is a total), "boys" and
// "women" for a gender column's M and F, the organisation named as a whole ("in the programme"),
// "per earn transaction", "worth more than", and "over budget" (what was spent against the
// budget). Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { costLines, loyaltyMembers, pointTransactions, projects } from '../../../../test/support/programme-tables.ts';
import { formatNumber } from '../text.ts';

const members = loyaltyMembers(1_500);
const projectRows = projects(1_000);
const lines = costLines(5_000, projectRows);
const txns = pointTransactions(4_000, members);

let t: TestClient;
let membersWs = '';
let buildWs = '';
let loyaltyWs = '';

beforeAll(async () => {
  t = sharedTestApp();
  membersWs = await createWorkspace(t, null, { name: 'members' });
  await uploadTables(t, membersWs, [{ content: toCsv(members), filename: 'members.csv' }]);
  buildWs = await createWorkspace(t, null, { name: 'construction' });
  await uploadTables(t, buildWs, [
    { content: toCsv(projectRows), filename: 'projects.csv' },
    { content: toCsv(lines), filename: 'cost_lines.csv' },
  ]);
  loyaltyWs = await createWorkspace(t, null, { name: 'loyalty' });
  await uploadTables(t, loyaltyWs, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(txns), filename: 'point_transactions.csv' },
  ]);
}, 180_000);

function sumBy<R>(rows: R[], key: (r: R) => string, value: (r: R) => number): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}

describe('"break down X by Y"', () => {
  it('"break down members by tier" counts the members of each tier', async () => {
    const reply = await askBuiltin(t, membersWs, 'Break down members by tier');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [tier, n] of sumBy(members, (m) => m.tier, () => 1)) expect(reply.content).toMatch(new RegExp(`${tier}\\D+${formatNumber(n)}`));
  });
});

describe('an amount named as a spend', () => {
  const actual = sumBy(lines, (l) => l.cost_category, (l) => l['Actual ($)']);

  it('"which cost category has the largest actual spend" ranks the totals', async () => {
    const [top, value] = [...actual].sort(([, a], [, b]) => b - a)[0];
    const reply = await askBuiltin(t, buildWs, 'Which cost category has the largest actual spend?');
    expectAnswered(reply, top);
    expect(reply.content).toContain(formatNumber(value));
  });

  it('"actual materials spend" is the total of the Materials lines', async () => {
    const reply = await askBuiltin(t, buildWs, 'Actual materials spend?');
    expectAnswered(reply, formatNumber(actual.get('Materials')!));
  });
});

describe('gender words', () => {
  it('"how many women are Gold members" counts the F cells', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many women are Gold members?');
    expectAnswered(reply, formatNumber(members.filter((m) => m.gender === 'F' && m.tier === 'Gold').length));
  });

  it('"how many boys" reads M', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many boys are in the Platinum tier?');
    expectAnswered(reply, formatNumber(members.filter((m) => m.gender === 'M' && m.tier === 'Platinum').length));
  });
});

describe('the organisation named as a whole', () => {
  it('"how many members are in the programme" counts every member', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many members are in the programme?');
    expectAnswered(reply, formatNumber(members.length));
  });

  it('"how many Gold members do we have across the company" keeps the tier', async () => {
    const reply = await askBuiltin(t, membersWs, 'How many Gold members do we have across the company?');
    expectAnswered(reply, formatNumber(members.filter((m) => m.tier === 'Gold').length));
  });
});

describe('rows of a kind and what they are worth', () => {
  const earns = txns.filter((x) => x.txn_type === 'Earn');

  it('"average points per earn transaction" averages the Earn rows', async () => {
    const reply = await askBuiltin(t, loyaltyWs, 'Average points per earn transaction');
    expectAnswered(reply, formatNumber(Math.round((earns.reduce((s, x) => s + x.points, 0) / earns.length) * 100) / 100));
  });

  it('"transactions worth more than 2,000 points" compares the points', async () => {
    const reply = await askBuiltin(t, loyaltyWs, 'How many transactions were worth more than 2,000 points?');
    expectAnswered(reply, formatNumber(txns.filter((x) => x.points > 2_000).length));
  });
});

describe('over and under budget', () => {
  it('"how many cost lines came in over budget" compares the actual amount with the budget', async () => {
    const reply = await askBuiltin(t, buildWs, 'How many cost lines came in over budget?');
    expectAnswered(reply, formatNumber(lines.filter((l) => l['Actual ($)'] > l['Budget ($)']).length));
  });

  it('"labour lines under budget" keeps the category too', async () => {
    const reply = await askBuiltin(t, buildWs, 'How many Labour cost lines were under budget?');
    expectAnswered(reply, formatNumber(lines.filter((l) => l.cost_category === 'Labour' && l['Actual ($)'] < l['Budget ($)']).length));
  });
});
