// "How many registered donors have never given anything?", "... never sent anything in?" asked
// through HTTP over 320 donors and 1,500 donations sharing donor_id: a verb of doing with "anything"
// as its object names no rows of its own; where one table alone refers to the rows named, the
// question asks for those with none of its rows (absence.ts). It was read as every donor. Controls:
// the donors and the donations counted. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rng = seeded(3_737);
const TOWNS = ['Ripon', 'Thirsk', 'Bedale', 'Masham'];
const donors = Array.from({ length: 320 }, (_, i) => ({ donor_id: 9_001 + i, donor_name: `Donor ${i + 1}`, town: pick(rng, TOWNS), registered_on: `2024-0${1 + (i % 9)}-1${i % 10}` }));
// Every ninth donor never gave.
const giving = donors.filter((_, i) => i % 9 !== 4);
const donations = Array.from({ length: 1_500 }, (_, i) => ({
  donation_no: 60_001 + i,
  donated_on: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 300) * 86_400_000).toISOString().slice(0, 10),
  donor_id: (i < giving.length ? giving[i] : pick(rng, giving)).donor_id,
  Amount: int(rng, 5, 200),
}));
const gave = new Set(donations.map((d) => d.donor_id));
const never = donors.filter((d) => !gave.has(d.donor_id)).length;

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'donors' });
  await uploadTables(t, ws, [
    { content: toCsv(donors), filename: 'donors.csv' },
    { content: toCsv(donations), filename: 'donations.csv' },
  ]);
}, 180_000);

describe('never did anything: the rows with none of the one table referring to them', () => {
  it('"how many registered donors have never given anything?"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many registered donors have never given anything?'), formatNumber(never));
  });

  it('"how many donors have never sent anything in?"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many donors have never sent anything in?'), formatNumber(never));
  });
});

describe('controls: rows counted', () => {
  it('"how many donors do we have registered" counts every donor', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many donors do we have registered'), formatNumber(donors.length));
  });

  it('"how many donations have we had" counts every donation', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many donations have we had'), formatNumber(donations.length));
  });
});
