// "Which day did we pay out the most?", "which material have we paid the most money for?" asked
// through HTTP over 1,200 recycling drop-offs (Paid or Void) holding a Rate (£/kg) and a Payout with no
// currency in its header: a payout is money by its name (figure-kinds.ts), the table's one sum of money handed
// over, so verbs of paying and the word "money" name it (vocabulary.ts MEASURE_SYNONYMS); the day
// ranked is the one with the largest total, not the most rows. "The average rate we paid per kg"
// names the rate itself: the verb of paying is said of it (answer-shape.ts). Controls: counting
// drop-offs per site, and the average rate. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const MATERIALS: [string, number][] = [
  ['Glass', 0.05],
  ['Aluminium', 0.9],
  ['PET', 0.2],
  ['Copper wire', 4.1],
];
const SITES = ['Quay', 'Depot', 'Market'];
const rng = seeded(6_161);
const dropOffs = Array.from({ length: 1_200 }, (_, i) => {
  const [material, base] = pick(rng, MATERIALS);
  const kg = Math.round((1 + rng() * 80) * 10) / 10;
  const rate = Math.round(base * (0.9 + rng() * 0.2) * 100) / 100;
  return {
    drop_no: 51_001 + i,
    drop_date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 89) * 86_400_000).toISOString().slice(0, 10),
    site: pick(rng, SITES),
    material,
    kg,
    'Rate (£/kg)': rate,
    Payout: Math.round(kg * rate * 100) / 100,
    status: rng() < 0.04 ? 'Void' : 'Paid',
  };
});

const round2 = (x: number) => Math.round(x * 100) / 100;
function totals(key: (d: (typeof dropOffs)[number]) => string, f: (d: (typeof dropOffs)[number]) => number): [string, number][] {
  const m = new Map<string, number>();
  // Void drop-offs are left out of money added up (voided-rows.ts).
  for (const d of dropOffs) if (d.status === 'Paid') m.set(key(d), (m.get(key(d)) ?? 0) + f(d));
  return [...m].map(([k, v]) => [k, round2(v)] as [string, number]).sort((a, b) => b[1] - a[1]);
}

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'recycling drop-offs' });
  await uploadTables(t, ws, [{ content: toCsv(dropOffs), filename: 'drop_offs.csv' }]);
}, 180_000);

describe('a payout is the money paid out', () => {
  it('"which day did we pay out the most?" is the day with the largest total payout', async () => {
    const byMoney = totals((d) => d.drop_date, (d) => d.Payout);
    const byRows = totals((d) => d.drop_date, () => 1);
    // (counted over the Paid rows too: the busiest day by rows is another day either way)
    expect(byMoney[0][0]).not.toBe(byRows[0][0]);
    const reply = await askBuiltin(t, ws, 'Which day did we pay out the most?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(byMoney[0][0]);
  });

  it('"which material have we paid the most money for?" ranks the materials by total payout', async () => {
    expectAnswered(await askBuiltin(t, ws, 'which material have we paid the most money for overall?'), totals((d) => d.material, (d) => d.Payout)[0][0]);
  });

  it('"the average rate we paid per kg for aluminium" is the rate, the verb said of it', async () => {
    const rows = dropOffs.filter((d) => d.material === 'Aluminium' && d.status === 'Paid');
    expectAnswered(await askBuiltin(t, ws, 'average rate we paid per kg for aluminium, paid drop-offs only'), formatNumber(round2(rows.reduce((s, d) => s + d['Rate (£/kg)'], 0) / rows.length)));
  });
});

describe('controls: rows counted', () => {
  it('"how many drop-offs per site" counts the rows', async () => {
    const reply = await askBuiltin(t, ws, 'how many drop-offs per site');
    for (const s of SITES) expect(reply.content).toContain(formatNumber(dropOffs.filter((d) => d.site === s).length));
  });
});
