// An auction's 300 buyers (each from a country) and 4,000 lots: "Outside the UK, which country's
// buyers spent the most on sold lots?" ranks the countries, as it does without the fronted scope,
// never the single dearest lot's buyer (fronted-phrase.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { auctionRooms } from '../../../../test/support/league-hall-tables.ts';

const { buyers, lots } = auctionRooms(300, 4_000);
const byPaddle = new Map(buyers.map((b) => [b['Paddle No'], b]));
let t: TestClient;
let ws: string;

/** The key with the largest total of sold hammer prices, over the sold lots `keep` keeps. */
function topBy(key: (b: (typeof buyers)[number]) => string, keep: (b: (typeof buyers)[number]) => boolean): string {
  const totals = new Map<string, number>();
  for (const l of lots) {
    if (l.Status !== 'Sold' || l['Paddle No'] === null) continue;
    const b = byPaddle.get(l['Paddle No'])!;
    if (!keep(b)) continue;
    totals.set(key(b), (totals.get(key(b)) ?? 0) + l['Hammer Price (£)']!);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'auction rooms' });
  await uploadTables(t, ws, [
    { content: toCsv(buyers), filename: 'buyers.csv' },
    { content: toCsv(lots), filename: 'lots.csv' },
  ]);
}, 180_000);

describe('a scope fronted before the question', () => {
  it('"Outside the UK, which country\'s buyers spent the most" ranks the countries', async () => {
    expectAnswered(await askBuiltin(t, ws, "Outside the UK, which country's buyers spent the most on sold lots?"), topBy((b) => b.Country, (b) => b.Country !== 'UK'));
  });

  it('"Outside the UK, which buyer spent the most" ranks the buyers by their totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Outside the UK, which buyer spent the most on sold lots?'), topBy((b) => b.Buyer, (b) => b.Country !== 'UK'));
  });

  it('the question without the fronted scope is unchanged', async () => {
    expectAnswered(await askBuiltin(t, ws, "Which country's buyers spent the most on sold lots?"), topBy((b) => b.Country, () => true));
  });

  it('a fronted scope over a column the tables lack still declines', async () => {
    const reply = await askBuiltin(t, ws, 'Outside the UK, which auctioneer sold the most lots?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
