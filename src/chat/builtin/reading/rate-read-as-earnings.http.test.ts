// "Which single machine has earned the most?" over machines priced per cycle beside their cycles:
// the price per cycle is what one cycle earns, not what a machine has earned; not answered from it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { washCycles } from '../../../../test/support/trade-ledger-tables.ts';

const wash = washCycles(40, 2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'laundrette' });
  await uploadTables(t, ws, [{ content: toCsv(wash.machines), filename: 'machines.csv' }, { content: toCsv(wash.cycles), filename: 'cycles.csv' }]);
}, 180_000);

describe('a rate read as money earned', () => {
  it('"which single machine has earned the most" is not answered with the highest price per cycle', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'Which single machine has earned the most?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain('Price per cycle');
  });

  it('the highest price per cycle is still answered', async () => {
    const top = Math.max(...wash.machines.map((m) => Number(m['Price per cycle (£)'])));
    expectAnswered(await askBuiltin(t, ws, 'What is the highest price per cycle?'), formatNumber(top));
  });
});
