// "Failed attempts by the grade they were going for" over 1,200 music exam attempts holding a
// grade_held and a grade_sought, asked through HTTP: "grade" names both headers equally, so the rest
// of the phrase picks one ("going for" the grade sought, "held" the grade held), and a bare "by grade"
// declines rather than grouping by either silently. Controls: the header said in full keeps its
// reading. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const GRADES = ['Initial', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
const rand = seeded(48_204);
const attempts = Array.from({ length: 1_200 }, (_, i) => {
  const from = int(rand, 0, GRADES.length - 2);
  return {
    attempt_no: 9001 + i,
    exam_day: `2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    candidate: `C-${int(rand, 100, 600)}`,
    grade_held: GRADES[from],
    grade_sought: GRADES[from + 1],
    outcome: pick(rand, ['Pass', 'Pass', 'Pass', 'Fail', 'Fail', 'Withdrawn']),
  };
});
type Attempt = (typeof attempts)[number];
const failedBy = (key: (a: Attempt) => string) => {
  const out = new Map<string, number>();
  for (const a of attempts) if (a.outcome === 'Fail') out.set(key(a), (out.get(key(a)) ?? 0) + 1);
  return out;
};

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'exam attempts' });
  await uploadTables(t, ws, [{ content: toCsv(attempts), filename: 'exam_attempts.csv' }]);
}, 180_000);

function expectGroups(content: string, groups: Map<string, number>): void {
  for (const [grade, n] of groups) expect(content).toContain(`| ${grade} | ${formatNumber(n)} |`);
}

describe('one word naming two headers of a table', () => {
  it('"by the grade they were going for" groups by the grade sought', async () => {
    const reply = await askBuiltin(t, ws, 'failed attempts by the grade they were going for');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('grade_sought');
    expect(reply.content).not.toContain('grade_held');
    expectGroups(reply.content, failedBy((a) => a.grade_sought));
  });

  it('"by the grade they held" groups by the grade held', async () => {
    const reply = await askBuiltin(t, ws, 'failed attempts by the grade they held');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('grade_held');
    expectGroups(reply.content, failedBy((a) => a.grade_held));
  });

  it('a bare "by grade" names neither, so it is not answered as either', async () => {
    const reply = await askBuiltin(t, ws, 'failed attempts by grade');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: "by grade sought" said in full groups by that header', async () => {
    const reply = await askBuiltin(t, ws, 'failed attempts by grade sought');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expectGroups(reply.content, failedBy((a) => a.grade_sought));
  });
});

// Control: "outlets" beside outlet_name and outlet_type names the rows (outlets.csv), not one of two
// headers told apart by a side; the question is answered as before.
describe('headers that share a word but no side', () => {
  const outlets = Array.from({ length: 1_000 }, (_, i) => ({
    outlet_code: String(i + 1).padStart(4, '0'),
    outlet_name: `Outlet ${i + 1}`,
    outlet_type: pick(rand, ['Bar', 'Restaurant', 'Cafe']),
    seats: int(rand, 10, 160),
  }));
  let shop = '';
  beforeAll(async () => {
    shop = await createWorkspace(t, null, { name: 'outlets' });
    await uploadTables(t, shop, [{ content: toCsv(outlets), filename: 'outlets.csv' }]);
  }, 180_000);

  it('"how many outlets do we have" counts the outlets', async () => {
    const reply = await askBuiltin(t, shop, 'How many outlets do we have?');
    expect(reply.execution_details.outcome).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(outlets.length)}**`);
  });
});
