// "Average fee for a festival rental" over rentals whose cancelled rows hold a fee of 0: the average
// is of the rentals that took place (average-of-called-off.ts). Controls: a question naming the
// cancellations keeps every row, and where cancelled rows keep a fee of their own nothing is left out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { vanRentals, type VanRental } from '../../../../test/support/van-rental-tables.ts';
import { formatNumber } from '../text.ts';

const zero = vanRentals(3_000);
const kept = vanRentals(3_000, 4_711, true);
let t: TestClient;
let wsZero: string;
let wsKept: string;
let wsCost: string;
// The same rentals with a cleaning cost instead of a fee, 0 on a cancelled rental: what a row cost is no charge.
const costs = zero.rentals.map((r) => ({ 'Rental No': r['Rental No'], Purpose: r.Purpose, 'Cleaning Cost (£)': r.Status === 'Cancelled' ? 0 : 5 + (r['Rental No'] % 7) * 3, Status: r.Status }));

const average = (rows: VanRental[]) => rows.reduce((s, r) => s + r['Rental Fee (£)'], 0) / rows.length;
const money = (n: number) => formatNumber(n);

beforeAll(async () => {
  t = sharedTestApp();
  wsZero = await createWorkspace(t, null, { name: 'van rentals, cancelled at 0' });
  await uploadTables(t, wsZero, [{ content: toCsv(zero.vans), filename: 'vans.csv' }, { content: toCsv(zero.rentals), filename: 'rentals.csv' }]);
  wsKept = await createWorkspace(t, null, { name: 'van rentals, cancelled fee kept' });
  await uploadTables(t, wsKept, [{ content: toCsv(kept.vans), filename: 'vans.csv' }, { content: toCsv(kept.rentals), filename: 'rentals.csv' }]);
  wsCost = await createWorkspace(t, null, { name: 'van rentals, cleaning costs' });
  await uploadTables(t, wsCost, [{ content: toCsv(costs), filename: 'rentals.csv' }]);
}, 180_000);

describe('an average of money leaves out called-off rows that hold none', () => {
  it('"average fee for a festival rental" averages the festival rentals that were not cancelled', async () => {
    const festival = zero.rentals.filter((r) => r.Purpose === 'Festival');
    const expected = money(average(festival.filter((r) => r.Status !== 'Cancelled')));
    expect(expected).not.toBe(money(average(festival)));
    expectAnswered(await askBuiltin(t, wsZero, 'Average fee for a festival rental'), expected);
  });

  it('"average rental fee including cancellations" keeps every row', async () => {
    expectAnswered(await askBuiltin(t, wsZero, 'Average rental fee including cancellations'), money(average(zero.rentals)));
  });

  it('where cancelled rentals keep a fee of their own, the average is over every row as before', async () => {
    const festival = kept.rentals.filter((r) => r.Purpose === 'Festival');
    expectAnswered(await askBuiltin(t, wsKept, 'Average fee for a festival rental'), money(average(festival)));
  });

  it('control: an average of what rows cost keeps the called-off rows, whose 0 is what they cost', async () => {
    const festival = costs.filter((r) => r.Purpose === 'Festival');
    const expected = money(festival.reduce((s, r) => s + r['Cleaning Cost (£)'], 0) / festival.length);
    expectAnswered(await askBuiltin(t, wsCost, 'Average cleaning cost for a festival rental'), expected);
  });
});
