// "What is the most we charged for a single rental?" over rentals holding a Rental Fee beside a
// Damage Charge: the verb "charged" does not name the damage charge, whose qualifier the question
// leaves unsaid (verb-of-a-qualified-header.ts); the lowest leaves out cancelled rentals at 0
// (average-of-called-off.ts). Control: "charged in damage" says the qualifier and keeps that header.
import { beforeAll, describe, it } from 'vitest';
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
  ws = await createWorkspace(t, null, { name: 'van rentals and damage charges' });
  await uploadTables(t, ws, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(rentals), filename: 'rentals.csv' }]);
}, 180_000);

describe('a verb of a qualified money header names it only with its qualifier', () => {
  it('"the most we charged for a single rental" is the highest rental fee, not the highest damage charge', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the most we charged for a single rental?'), formatNumber(Math.max(...rentals.map((r) => r['Rental Fee (£)']))));
  });

  it('"the least we charged for a rental" is the lowest fee of a rental that was not cancelled', async () => {
    const fees = rentals.filter((r) => r.Status !== 'Cancelled').map((r) => r['Rental Fee (£)']);
    expectAnswered(await askBuiltin(t, ws, 'What is the least we charged for a rental?'), formatNumber(Math.min(...fees)));
  });

  it('"the most we charged in damage for a single rental" keeps the damage charge', async () => {
    const damage = rentals.flatMap((r) => (r['Damage Charge (£)'] === '' ? [] : [r['Damage Charge (£)']]));
    expectAnswered(await askBuiltin(t, ws, 'What is the most we charged in damage for a single rental?'), formatNumber(Math.max(...damage)));
  });
});
