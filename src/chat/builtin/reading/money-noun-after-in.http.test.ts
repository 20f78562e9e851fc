// "Which purpose earns the most in fees?" over van rentals holding a "Rental Fee (£)": the plural of
// the money header's own word after "in" says what the most is counted in, the money, never a
// number of fees (figure-asked.ts). Control: "the most damage charges", with no "in", is still no
// certain total of money.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { vanRentals, type VanRental } from '../../../../test/support/van-rental-tables.ts';

const { vans, rentals } = vanRentals(3_000);
const vanOf = new Map(vans.map((v) => [v['Van No'], v]));
let t: TestClient;
let ws: string;

/** The group with the most rental fees. */
function best(group: (r: VanRental) => string): string {
  const sums = new Map<string, number>();
  for (const r of rentals) sums.set(group(r), (sums.get(group(r)) ?? 0) + r['Rental Fee (£)']);
  return [...sums.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'van rentals and their fees' });
  await uploadTables(t, ws, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(rentals), filename: 'rentals.csv' }]);
}, 180_000);

describe('"the most in fees" asks for the money', () => {
  it('"which purpose earns the most in fees" ranks the purposes by their rental fees', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which purpose earns the most in fees?'), best((r) => r.Purpose));
  });

  it('"which van type makes us the most in rental fees" ranks the van types by their rental fees', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which van type makes us the most in rental fees?'), best((r) => vanOf.get(r['Van No'])!['Van Type']));
  });

  it('"which renter has the most damage charges" is not answered as a certain total', async () => {
    const reply = await askBuiltin(t, ws, 'Which renter has the most damage charges?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
