// "What's the highest price paid for a wash?" over a car wash's washes with a Price (£) and a
// "Paid by" (Card, Cash, App): "paid for" says what the money bought, so "paid" does not name the
// means header (participle-headers.ts, participleBeforeFor). It had listed the Paid by of the
// dearest washes in bold ("Card, Card, ..."), a confident wrong answer. Over 2,000 washes; the
// controls keep "paid by card" the means.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(55_021);
const washes = Array.from({ length: 2_000 }, (_, i) => {
  const [wash, base] = pick(rand, [['Basic', 8], ['Deluxe', 14], ['Valet', 35]] as const);
  const price = base + int(rand, 0, 6) - 3 + int(rand, 0, 99) / 100;
  return { 'Wash No': 51_000 + i, 'Wash type': wash, 'Price (£)': Math.round(price * 100) / 100, 'Paid by': pick(rand, ['Card', 'Cash', 'App']) };
});
const prices = washes.map((w) => w['Price (£)']);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'car wash' });
  await uploadTables(t, ws, [{ content: toCsv(washes), filename: 'washes.csv' }]);
}, 180_000);

describe('"paid for" names what was bought, not the means', () => {
  it('"the highest price paid for a wash" is the highest price', async () => {
    expectAnswered(await askBuiltin(t, ws, "What's the highest price paid for a wash?"), formatNumber(Math.max(...prices)));
  });
  it('"the lowest price paid for a Valet" is the lowest Valet price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the lowest price paid for a Valet?'), formatNumber(Math.min(...washes.filter((w) => w['Wash type'] === 'Valet').map((w) => w['Price (£)']))));
  });
  it('control: "how many washes were paid by card" is the means', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many washes were paid by card?'), formatNumber(washes.filter((w) => w['Paid by'] === 'Card').length));
  });
});
