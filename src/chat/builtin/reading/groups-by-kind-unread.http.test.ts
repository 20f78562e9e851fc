// "fees by type, total £" over fees whose kinds sit in a column headed Item: the grand total is not
// the split asked for, so the question is declined (groups-by-kind-unread.ts); the split by a column
// the question names, and the plain total, are still answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classRegister } from '../../../../test/support/class-register-tables.ts';
import { formatNumber } from '../text.ts';

const { fees } = classRegister(600, 10);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dance school fees' });
  await uploadTables(t, ws, [{ content: toCsv(fees), filename: 'fees.csv' }]);
}, 180_000);

describe('a split by kind the reading does not give', () => {
  it('"fees by type, total £" is not answered with the grand total', async () => {
    expect(fees.length).toBeGreaterThanOrEqual(1_000);
    const reply = await askBuiltin(t, ws, 'fees by type, total £');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the split by a named column is still given: "fees by item, total £"', async () => {
    const reply = await askBuiltin(t, ws, 'fees by item, total £');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const uniform = fees.filter((f) => f.Item === 'Uniform').reduce((a, f) => a + f['Amount (£)'], 0);
    expect(reply.content).toContain(formatNumber(uniform));
  });

  it('the plain total is still answered', async () => {
    const total = fees.reduce((a, f) => a + f['Amount (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'What is the total amount of fees?'), formatNumber(total));
  });
});
