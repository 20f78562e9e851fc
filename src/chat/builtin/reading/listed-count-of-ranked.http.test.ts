// A paddle hire centre's 150 customers, each in a town and a member or not. "Which towns do our
// members come from? List the three with the most members." ranks the towns by their members and
// lists three: a count after a listing verb and "the" is how many ranked groups to give
// (interpret.ts topN). "three" was left unplaced and only the first town given (declined).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';

const { customers } = paddleHire(150, 1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hire member towns' });
  await uploadTables(t, ws, [{ content: toCsv(customers), filename: 'customers.csv' }]);
}, 180_000);

describe('"list the three with the most" gives three ranked groups', () => {
  it('lists the three towns with the most customers, in order', async () => {
    const counts = new Map<string, number>();
    for (const c of customers) counts.set(c.Town, (counts.get(c.Town) ?? 0) + 1);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    // The third and fourth towns must differ for "the three" to be one answer.
    expect(ranked[2][1]).toBeGreaterThan(ranked[3][1]);
    const reply = await askBuiltin(t, ws, 'Which towns do our customers come from? List the three with the most customers.');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [k, [town, n]] of ranked.slice(0, 3).entries()) expect(reply.content).toContain(`${k + 1}. **${town}**: ${n}`);
    expect(reply.content).not.toContain(`**${ranked[3][0]}**`);
  });
});
