// "Members who joined since 1 March 2025": each member is a row with an id of its own, and two
// members may share a name, so the list states (and counts) every matching row, not the distinct
// names among them (people-listed-per-row.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

/** A swimming club's 1,500 members; first and last names from short lists, so many names repeat. */
function members() {
  const rand = seeded(9_071);
  return Array.from({ length: 1_500 }, (_, i) => ({
    'Member ID': `M-${20_000 + i}`,
    Name: `${pick(rand, ['Amy', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'])} ${pick(rand, ['Hughes', 'Patel', 'Price', 'Evans', 'Shaw', 'Wong'])}`,
    Squad: pick(rand, ['Juniors', 'Masters', 'Triathlon', 'Learners']),
    Joined: `2025-${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
  }));
}

const rows = members();
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'swimming club' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'members.csv' }]);
}, 180_000);

describe('people listed by a noun of their own rows', () => {
  it('"members who joined since 1 September 2025" states every matching member, though names repeat', async () => {
    const since = rows.filter((r) => r.Joined >= '2025-09-01');
    expect(new Set(since.map((r) => r.Name)).size).toBeLessThan(since.length);
    const reply = await askBuiltin(t, ws, 'members who joined since 1 September 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`${formatNumber(since.length)} rows match`);
  });
});
