// "How many customers have no email address?" over 1,200 customers with blank Email cells: "address"
// after "email" says what the Email column holds, so the blank emails are counted.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const customers = Array.from({ length: 1_200 }, (_, i) => ({
  'Customer ID': `KS-${String(i + 1).padStart(4, '0')}`,
  'Customer Name': `Customer ${i + 1}`,
  Town: ['Ripon', 'Otley', 'Ilkley'][i % 3],
  Email: i % 7 === 3 ? null : `customer${i + 1}@example.co.uk`,
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'header held as' });
  await uploadTables(t, ws, [{ content: toCsv(customers), filename: 'customers.csv' }]);
}, 180_000);

describe('"email address" beside an Email column', () => {
  it('counts the blank emails', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many customers have no email address?'), formatNumber(customers.filter((c) => c.Email === null).length));
  });
});
