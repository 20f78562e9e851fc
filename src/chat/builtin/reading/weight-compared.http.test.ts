// "How many loads were over 2 tonnes?", "how many loads over a tonne?" asked through HTTP over 1,200
// weighbridge loads holding "Net weight (kg)" beside "Rate (£/t)": a number said with a unit of
// weight compares the one figure held in a unit of weight, converted to it (weight-compared.ts).
// The rate per tonne, whose header carries the tonne, was compared with the bare number (Rate > 2:
// every load), a confident wrong answer; "a tonne" was not read as a number at all. Controls: a
// number in the header's own unit, and the rate compared by name. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rng = seeded(8_484);
const loads = Array.from({ length: 1_200 }, (_, i) => ({
  load_no: 70_001 + i,
  load_date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 300) * 86_400_000).toISOString().slice(0, 10),
  material: pick(rng, ['Steel', 'Iron', 'Brass']),
  'Net weight (kg)': Math.round((20 + rng() * 4_000) * 10) / 10,
  'Rate (£/t)': int(rng, 150, 5_000),
}));
const count = (f: (l: (typeof loads)[number]) => boolean) => formatNumber(loads.filter(f).length);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'weighbridge loads' });
  await uploadTables(t, ws, [{ content: toCsv(loads), filename: 'loads.csv' }]);
}, 180_000);

describe('a number said in tonnes compares the weight', () => {
  it('"how many loads were over 2 tonnes" compares the net weight with 2,000 kg', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many loads were over 2 tonnes?'), count((l) => l['Net weight (kg)'] > 2_000));
  });

  it('"how many loads over a tonne" compares the net weight with 1,000 kg', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many loads over a tonne?'), count((l) => l['Net weight (kg)'] > 1_000));
  });
});

describe('controls: the header unit, and the rate by name', () => {
  it('"how many loads over 1500 kg" compares the net weight as said', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many loads over 1500 kg'), count((l) => l['Net weight (kg)'] > 1_500));
  });

  it('"how many loads had a rate over 3000" compares the rate', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many loads had a rate over 3000'), count((l) => l['Rate (£/t)'] > 3_000));
  });
});
