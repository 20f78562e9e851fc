// "How many policies were sold through Total Cover Brokers?" over 1,200 insurance policies with an
// annual_premium and no table of sales: a premium is what a policy was sold for, so the policies are
// the things sold and are counted (sold-elsewhere.ts declines only rows that carry no price of
// their own, such as repair tickets asked how many bikes were sold).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const BROKERS = ['Total Cover Brokers', 'Harbour Insurance Services', 'Direct'];
const policies = Array.from({ length: 1_200 }, (_, i) => ({
  policy_id: `POL-${80_001 + i}`,
  broker: BROKERS[(i * 7) % 3],
  product: ['Home', 'Motor', 'Travel'][i % 3],
  start_date: new Date(Date.UTC(2025, 0, 1) + ((i * 11) % 365) * 86_400_000).toISOString().slice(0, 10),
  annual_premium: (180 + ((i * 37) % 900)).toFixed(2),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'insurance policies sold' });
  await uploadTables(t, ws, [{ content: toCsv(policies), filename: 'policies.csv' }]);
}, 180_000);

describe('rows sold for a premium', () => {
  it('has over 1,000 policies', () => {
    expect(policies.length).toBeGreaterThan(1_000);
  });

  it('counts the policies sold through a broker', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many policies were sold through Total Cover Brokers?'), formatNumber(policies.filter((p) => p.broker === 'Total Cover Brokers').length));
  });
});
