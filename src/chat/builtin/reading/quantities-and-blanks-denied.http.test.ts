// Over 1,500 dog-walk clients and 6,000 walks:
// - "clients who have had at least ten walks": a quantity written as a word past five ("ten",
//   "twelve") is the least count of walks, as "at least 10" (quantified-rows.ts, quantityWord);
// - "clients who don't have a dog weight recorded": a verb of having denied before the header is
//   its blank cells, as "no dog weight recorded" (blanks.ts, negationEndingAt);
// - "clients who don't have a walk": "don't" is a negation like "haven't" (absence.ts).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { dogWalks } from '../../../../test/support/dog-walk-tables.ts';
import { formatNumber } from '../text.ts';

const { clients, walks } = dogWalks(1_500, 6_000);
const walksOf = new Map<number, number>();
for (const w of walks) walksOf.set(w.client_ref, (walksOf.get(w.client_ref) ?? 0) + 1);
const withAtLeast = (n: number) => formatNumber(clients.filter((c) => (walksOf.get(c.client_ref) ?? 0) >= n).length);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dog walks' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(walks), filename: 'walks.csv' },
  ]);
}, 180_000);

describe('a quantity written as a word', () => {
  it('"at least ten walks"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many clients have had at least ten walks?'), withAtLeast(10));
  });
  it('"more than eight walks"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many clients have had more than eight walks?'), withAtLeast(9));
  });
  it('control: "at least 10 walks" in figures', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many clients have had at least 10 walks?'), withAtLeast(10));
  });
});

describe('a verb of having denied', () => {
  const blank = formatNumber(clients.filter((c) => c.dog_weight_kg === null).length);
  it('"don\'t have a dog weight recorded" is the blank cells', async () => {
    expectAnswered(await askBuiltin(t, ws, "How many clients don't have a dog weight recorded?"), blank);
  });
  it('"do not have a dog weight" is the blank cells', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many clients do not have a dog weight?'), blank);
  });
  it('control: "have a dog weight recorded" is the filled cells', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many clients have a dog weight recorded?'), formatNumber(clients.filter((c) => c.dog_weight_kg !== null).length));
  });
  it('"don\'t have a walk" is the clients with no walk', async () => {
    expectAnswered(await askBuiltin(t, ws, "How many clients don't have a walk?"), formatNumber(clients.filter((c) => !walksOf.has(c.client_ref)).length));
  });
});
