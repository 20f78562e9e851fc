// "Which centre had the most candidates?" over 1,200 exam sittings (exams.csv), asked through HTTP:
// each row of a table of sittings (exams, gradings, auditions) is one candidate sitting, so
// "candidates" names the rows and the centres are ranked by how many there are; before, the word
// was unplaced and the answer was not given with confidence. Control: "candidates" over a table
// that is no sitting (a shop's orders) stays unplaced. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(48_744);
const CENTRES = ['Leeds', 'York', 'Hull', 'Bradford', 'Wakefield'];
const exams = Array.from({ length: 1_200 }, (_, i) => ({
  sitting_no: 40_001 + i,
  centre: CENTRES[Math.min(CENTRES.length - 1, Math.floor(rand() ** 1.6 * CENTRES.length))],
  subject: pick(rand, ['Maths', 'English', 'Physics', 'History']),
  mark: int(rand, 20, 100),
}));
const orders = Array.from({ length: 1_000 }, (_, i) => ({ order_no: 1 + i, shop: pick(rand, CENTRES), total: int(rand, 5, 90) }));
const per = new Map<string, number>();
for (const e of exams) per.set(e.centre, (per.get(e.centre) ?? 0) + 1);
const [best, most] = [...per].sort((a, b) => b[1] - a[1])[0];

let t: TestClient;
let ws: string;
let shop: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'exam sittings' });
  await uploadTables(t, ws, [{ content: toCsv(exams), filename: 'exams.csv' }]);
  shop = await createWorkspace(t, null, { name: 'shop orders' });
  await uploadTables(t, shop, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 180_000);

describe('candidates are the rows of a table of sittings', () => {
  it('"which centre had the most candidates" ranks centres by their sittings', async () => {
    const reply = await askBuiltin(t, ws, 'Which centre had the most candidates?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(best);
    expect(reply.content).toContain(formatNumber(most));
  });

  it('control: "candidates" names no rows of a shop\'s orders', async () => {
    const reply = await askBuiltin(t, shop, 'Which shop had the most candidates?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
