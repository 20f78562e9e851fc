// Readings a loyalty programme, a software vendor and a contractor ask of their tables, through
// HTTP: a status of stopwords ("on hold"), the rows of a table named by its noun ("which account",
// not the account manager), points redeemed as a size and points earned as the Earn rows, a
// ranking where every group ties at one row, "redemptions" for Redeem rows, "morning" for AM, and
// a signed amount's balance (its total), and "sign-ups" for a signup_date header. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { accounts, attendanceSessions, costLines, loyaltyMembers, pointTransactions, projects, usageEvents } from '../../../../test/support/programme-tables.ts';
import { formatNumber } from '../text.ts';

const members = loyaltyMembers(1_200);
const txns = pointTransactions(6_000, members);
const accountRows = accounts(1_000);
const usage = usageEvents(8_000, accountRows);
const projectRows = projects(1_200);
const lines = costLines(4_000, projectRows);
const sessions = attendanceSessions(3_000);

let t: TestClient;
let loyaltyWs = '';
let saasWs = '';
let buildWs = '';
let schoolWs = '';

beforeAll(async () => {
  t = sharedTestApp();
  loyaltyWs = await createWorkspace(t, null, { name: 'loyalty' });
  await uploadTables(t, loyaltyWs, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(txns), filename: 'point_transactions.csv' },
  ]);
  saasWs = await createWorkspace(t, null, { name: 'saas' });
  await uploadTables(t, saasWs, [
    { content: toCsv(accountRows), filename: 'accounts.csv' },
    { content: toCsv(usage), filename: 'usage_events.csv' },
  ]);
  buildWs = await createWorkspace(t, null, { name: 'construction' });
  await uploadTables(t, buildWs, [
    // A summary row at the end, as spreadsheets keep one: its blank code is not a project's.
    { content: toCsv([...projectRows, { project_code: '', project_name: 'TOTAL', province: '', status: '', 'Budget ($k)': projectRows.reduce((s, p) => s + p['Budget ($k)'], 0) }]), filename: 'projects.csv' },
    { content: toCsv(lines), filename: 'cost_lines.csv' },
  ]);
  schoolWs = await createWorkspace(t, null, { name: 'school' });
  await uploadTables(t, schoolWs, [{ content: toCsv(sessions), filename: 'attendance.csv' }]);
}, 180_000);

const topOf = (counts: Map<string, number>) => [...counts].sort(([, a], [, b]) => b - a)[0];
function countBy<R>(rows: R[], key: (r: R) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  return out;
}

describe('a status written in stopwords', () => {
  it('"how many projects are on hold" counts the On hold projects, not every project', async () => {
    const reply = await askBuiltin(t, buildWs, 'How many projects are on hold?');
    expectAnswered(reply, formatNumber(projectRows.filter((p) => p.status === 'On hold').length));
  });
});

describe('the rows of a table named by its noun', () => {
  it('"which account has the most usage events" groups by account_id, not by the account manager', async () => {
    const [top, n] = topOf(countBy(usage, (u) => u.account_id));
    const reply = await askBuiltin(t, saasWs, 'Which account has the most usage events?');
    expect(reply.content).not.toContain('account_manager');
    // Shown by the company's name where the data has one name per account id, with the id beside it
    // since the question calls them accounts (names-beside-keys.ts).
    const company = accountRows.find((a) => a.account_id === top)!.company;
    expect(reply.content).toContain(`**${company} (${top})**`);
    expect(reply.content).toContain(formatNumber(n));
  });

  it('"how many distinct accounts used Reports in 2025" counts account ids', async () => {
    const expected = new Set(usage.filter((u) => u.feature === 'Reports' && u.event_date.startsWith('2025')).map((u) => u.account_id)).size;
    const reply = await askBuiltin(t, saasWs, 'How many distinct accounts used Reports in 2025?');
    expectAnswered(reply, formatNumber(expected));
  });
});

describe('points earned and redeemed', () => {
  const earned = (year: string) => txns.filter((x) => x.txn_type === 'Earn' && x.txn_date.startsWith(year)).reduce((s, x) => s + x.points, 0);

  it('"how many points were redeemed" is the size of the redemptions, not a negative number', async () => {
    const redeemed = -txns.filter((x) => x.txn_type === 'Redeem' && x.txn_date.startsWith('2024')).reduce((s, x) => s + x.points, 0);
    const reply = await askBuiltin(t, loyaltyWs, 'How many points were redeemed in 2024?');
    expectAnswered(reply, formatNumber(redeemed));
  });

  it('"total points earned in 2025" adds up the Earn transactions, confidently', async () => {
    const reply = await askBuiltin(t, loyaltyWs, 'Total points earned in 2025?');
    expectAnswered(reply, formatNumber(earned('2025')));
  });

  it('"which tier earns the most points on average" averages the Earn transactions only', async () => {
    const tiers = new Map(members.map((m) => [m.member_id, m.tier]));
    const sums = new Map<string, { s: number; n: number }>();
    for (const x of txns.filter((x) => x.txn_type === 'Earn')) {
      const g = sums.get(tiers.get(x.member_id)!) ?? { s: 0, n: 0 };
      sums.set(tiers.get(x.member_id)!, { s: g.s + x.points, n: g.n + 1 });
    }
    const [tier, { s, n }] = [...sums].sort(([, a], [, b]) => b.s / b.n - a.s / a.n)[0];
    const reply = await askBuiltin(t, loyaltyWs, 'Which tier earns the most points on average per transaction?');
    expect(['answered', 'uncertain']).toContain(reply.execution_details.outcome);
    expect(reply.content).toContain(`**${tier}**`);
    expect(reply.content).toContain(formatNumber(Math.round((s / n) * 100) / 100));
  });
});

describe('a ranking where every group ties', () => {
  it('"which project has spent the most" is never answered by a tie of every project at one row (beside a TOTAL row)', async () => {
    const reply = await askBuiltin(t, buildWs, 'Which project has spent the most so far?');
    expect(reply.content).not.toMatch(/tie for the highest number of rows, 1 each/);
  });
});

describe('an event said as its noun or its time of day', () => {
  it('"how many redemptions were made through the app" counts the Redeem rows of the App channel', async () => {
    const reply = await askBuiltin(t, loyaltyWs, 'How many redemptions were made through the app?');
    expectAnswered(reply, formatNumber(txns.filter((x) => x.txn_type === 'Redeem' && x.channel === 'App').length));
  });

  it('"how many morning sessions were marked late" counts the AM rows', async () => {
    const reply = await askBuiltin(t, schoolWs, 'How many morning sessions were marked late?');
    expectAnswered(reply, formatNumber(sessions.filter((x) => x.session === 'AM' && x.mark === 'Late').length));
  });
});

describe('the balance of a signed amount', () => {
  it('"the net points balance" is the total of the signed points', async () => {
    const reply = await askBuiltin(t, loyaltyWs, "What's the net points balance across all members?");
    expectAnswered(reply, formatNumber(txns.reduce((s, x) => s + x.points, 0)));
  });

  it('"which member has the highest points balance" ranks the members by their total points', async () => {
    const totals = new Map<string, number>();
    for (const x of txns) totals.set(x.member_id, (totals.get(x.member_id) ?? 0) + x.points);
    const [member, total] = [...totals].sort(([, a], [, b]) => b - a)[0];
    const reply = await askBuiltin(t, loyaltyWs, 'Which member has the highest points balance?');
    expectAnswered(reply, member);
    expect(reply.content).toContain(formatNumber(total));
  });
});

describe('a header word written with a hyphen', () => {
  it('"which month in 2023 had the most sign-ups" counts the accounts by their signup month', async () => {
    const months = new Map<string, number>();
    for (const a of accountRows.filter((a) => a.signup_date.startsWith('2023'))) months.set(a.signup_date.slice(0, 7), (months.get(a.signup_date.slice(0, 7)) ?? 0) + 1);
    const [month, n] = [...months].sort(([, a], [, b]) => b - a)[0];
    expect([...months.values()].filter((v) => v === n)).toHaveLength(1);
    const reply = await askBuiltin(t, saasWs, 'Which month in 2023 had the most sign-ups?');
    expectAnswered(reply, month);
  });
});
