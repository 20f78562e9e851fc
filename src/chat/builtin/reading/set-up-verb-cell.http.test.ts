// "How many orders were ordered in 2025?" over orders whose status has an Ordered stage: "ordered" is
// what was done to every order, so the Ordered cell alone is not answered as if meant.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { dressOrders } from '../../../../test/support/clubhouse-tables.ts';

const { dresses, orders } = dressOrders(1_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'set-up verb cell' });
  await uploadTables(t, ws, [
    { content: toCsv(dresses), filename: 'dresses.csv' },
    { content: toCsv(orders), filename: 'dress_orders.csv' },
  ]);
}, 180_000);

describe('a set-up verb kept as a status stage', () => {
  it('is not answered over the Ordered rows alone', async () => {
    const reply = await askBuiltin(t, ws, 'How many orders were ordered in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).not.toContain('= Ordered');
  });
});
