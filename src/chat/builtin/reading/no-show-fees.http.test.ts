// 1,200 bookings with a Cover Charge (£) (a flat fee on no-shows) and a Food & Drink (£), Status
// Completed / Cancelled / No-show: "how much did we collect in no-show fees" is the cover charged on
// the No-show rows. Three readings make it: "no-show" joined by its hyphen as the cell joins it is
// that status whatever its case (mentions.ts); a fee is what a charge column takes (MEASURE_SYNONYMS);
// "collect" restates a figure the question names by a synonym (measure-verbs.ts). It was declined.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_310);
const bookings = Array.from({ length: 1_200 }, (_, i) => {
  const status = pick(rand, ['Completed', 'Completed', 'Completed', 'Cancelled', 'No-show']);
  const party = int(rand, 2, 6);
  return {
    'Booking Ref': `BK-${960_001 + i}`,
    'Party Size': party,
    'Cover Charge (£)': status === 'Completed' ? party * 5 : status === 'No-show' ? pick(rand, [10, 15]) : null,
    'Food & Drink (£)': status === 'Completed' ? party * int(rand, 5, 15) : null,
    Status: status,
  };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'no-show fees' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('no-show fees', () => {
  it('are the cover charged on the no-shows', async () => {
    const total = bookings.filter((b) => b.Status === 'No-show').reduce((n, b) => n + b['Cover Charge (£)']!, 0);
    expectAnswered(await askBuiltin(t, ws, 'How much did we collect in no-show fees?'), formatNumber(total));
  });
});
