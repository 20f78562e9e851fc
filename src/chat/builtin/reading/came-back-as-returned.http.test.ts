// "What percentage of rentals came back late?" over van rentals whose Status holds Returned and
// Returned Late: "came back late" names the Returned Late cell (came-back-as-returned.ts). Control:
// "came back" alone, which may mean Returned alone or every return, is not answered as certain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { vanRentals } from '../../../../test/support/van-rental-tables.ts';
import { formatNumber } from '../text.ts';

const { vans, rentals } = vanRentals(3_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'van rentals coming back' });
  await uploadTables(t, ws, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(rentals), filename: 'rentals.csv' }]);
}, 180_000);

describe('"came back late" is "returned late"', () => {
  it('"what percentage of rentals came back late" is the share of Returned Late', async () => {
    const late = rentals.filter((r) => r.Status === 'Returned Late').length;
    expectAnswered(await askBuiltin(t, ws, 'What percentage of rentals came back late?'), `${formatNumber((late / rentals.length) * 100)}%`);
  });

  it('"festival rentals that came back late" counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Festival rentals that came back late'), formatNumber(rentals.filter((r) => r.Status === 'Returned Late' && r.Purpose === 'Festival').length));
  });

  it('"how many rentals came back" alone is not answered as certain', async () => {
    const reply = await askBuiltin(t, ws, 'How many rentals came back?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
