// "Average alterations charge for a hem" over orders with "Dress Price (£)" and "Alterations (£)":
// not answered with the dress price, which no word of the question names.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { dressOrders } from '../../../../test/support/clubhouse-tables.ts';

const { orders } = dressOrders(1_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'money header passed over' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'dress_orders.csv' }]);
}, 180_000);

describe('a money measure no word names, beside a money header the question names', () => {
  it('is not answered with the other column', async () => {
    const reply = await askBuiltin(t, ws, 'Average alterations charge for a hem on its own');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
