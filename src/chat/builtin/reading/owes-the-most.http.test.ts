// "Which outlet owes us the most?" over wholesale lines whose status holds Unpaid: "owes" asks what
// is still owed, as "owed" and "outstanding" do (settled-status.ts), so the unpaid lines' money is
// added up per outlet. Lines with no status of payment say nothing of what is owed: never answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { wholesaleLines } from '../../../../test/support/owed-lines-tables.ts';
import { formatNumber } from '../text.ts';

const lines = wholesaleLines(1_400, 5_507);
let t: TestClient;
let ws: string;
let noStatus: string;

/** Each key's total of the lines' money, largest first. */
function ranked(rows: typeof lines, key: (l: (typeof lines)[number]) => string): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const l of rows) totals.set(key(l), (totals.get(key(l)) ?? 0) + Number(l['Line total (£)']));
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'owes the most' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'wholesale_lines.csv' }]);
  noStatus = await createWorkspace(t, null, { name: 'no payment status' });
  await uploadTables(t, noStatus, [{ content: toCsv(lines.map(({ status: _status, ...rest }) => rest)), filename: 'wholesale_lines.csv' }]);
}, 180_000);

describe('"owes" asks what is still owed', () => {
  it('"which outlet owes us the most" ranks the outlets by their unpaid lines\' money', async () => {
    const unpaid = ranked(lines.filter((l) => l.status === 'Unpaid'), (l) => l.outlet);
    // Over every line another outlet comes first: only the unpaid lines answer.
    expect(unpaid[0][0]).not.toBe(ranked(lines, (l) => l.outlet)[0][0]);
    expectAnswered(await askBuiltin(t, ws, 'Which outlet owes us the most?'), unpaid[0][0]);
  });

  it('"how much does The Anchor owe us" adds up its unpaid lines', async () => {
    const owed = lines.filter((l) => l.status === 'Unpaid' && l.outlet === 'The Anchor').reduce((s, l) => s + Number(l['Line total (£)']) * 100, 0) / 100;
    expectAnswered(await askBuiltin(t, ws, 'How much does The Anchor owe us?'), formatNumber(Math.round(owed * 100) / 100));
  });

  it('"which outlet owes us the most" over lines with no payment status is not answered confidently', async () => {
    const reply = await askBuiltin(t, noStatus, 'Which outlet owes us the most?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
