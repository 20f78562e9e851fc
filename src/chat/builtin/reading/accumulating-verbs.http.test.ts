// "How many visits did Gold members clock up in 2025?" over 1,500 climbing-wall visits, asked
// through HTTP: "clock up" (and "rack up", "notch up") piles the counted rows up over time and asks
// for nothing more than the count, so the answer is given with confidence. Control: "clock" without
// its particle is no such verb and stays unplaced. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(48_311);
const visits = Array.from({ length: 1_500 }, (_, i) => ({
  visit_no: 70_001 + i,
  visit_date: `${pick(rand, ['2024', '2025'])}-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
  climber: `K-${int(rand, 1, 300)}`,
  member_tier: pick(rand, ['Gold', 'Silver', 'Bronze']),
  wall: pick(rand, ['Boulder', 'Lead', 'Top rope']),
}));
const count = (f: (v: (typeof visits)[number]) => boolean) => formatNumber(visits.filter(f).length);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'climbing wall' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'visits.csv' }]);
}, 180_000);

describe('verbs of piling up restate the count', () => {
  it('"how many visits did Gold members clock up in 2025" counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many visits did Gold members clock up in 2025?'), count((v) => v.member_tier === 'Gold' && v.visit_date.startsWith('2025')));
  });

  it('"racked up" alike', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many visits have Silver members racked up on the Lead wall?'), count((v) => v.member_tier === 'Silver' && v.wall === 'Lead'));
  });

  it('control: "clock" without "up" is not read as piling up', async () => {
    const reply = await askBuiltin(t, ws, 'How many visits did Gold members clock in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
