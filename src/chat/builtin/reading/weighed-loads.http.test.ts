// "What's the heaviest single load?", "average load in kg" asked through HTTP over 1,100 grain
// intakes weighed in kg: a load is what one row weighed in, the row said by what it carried
// (weighed-loads.ts); the word was left unplaced and the question declined. Controls: the rows'
// own noun asks the same, and over rows that hold no weight (van hires with a fee) "load" stays
// unplaced and the question is not answered. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rng = seeded(5_757);
const intakes = Array.from({ length: 1_100 }, (_, i) => ({
  intake_no: 30_001 + i,
  intake_date: new Date(Date.UTC(2025, 6, 1) + int(rng, 0, 90) * 86_400_000).toISOString().slice(0, 10),
  farm: pick(rng, ['Low Farm', 'High Farm', 'Beck Farm']),
  crop: pick(rng, ['Wheat', 'Barley', 'Oats']),
  'Weight (kg)': Math.round((800 + rng() * 25_000) * 10) / 10,
}));
const hires = Array.from({ length: 1_000 }, (_, i) => ({ hire_no: 10_001 + i, hired_on: `2025-0${1 + (i % 9)}-1${i % 10}`, van: pick(rng, ['Transit', 'Luton']), 'Fee (£)': int(rng, 40, 300) }));

const weights = intakes.map((x) => x['Weight (kg)']);
const round2 = (x: number) => Math.round(x * 100) / 100;

let t: TestClient;
let ws = '';
let vans = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'grain intake' });
  await uploadTables(t, ws, [{ content: toCsv(intakes), filename: 'intakes.csv' }]);
  vans = await createWorkspace(t, null, { name: 'van hire' });
  await uploadTables(t, vans, [{ content: toCsv(hires), filename: 'van_hires.csv' }]);
}, 180_000);

describe('a load is a weighed row', () => {
  it('"what\'s the heaviest single load?" is the highest weight', async () => {
    expectAnswered(await askBuiltin(t, ws, "what's the heaviest single load?"), formatNumber(Math.max(...weights)));
  });

  it('"average load in kg" averages the weights', async () => {
    expectAnswered(await askBuiltin(t, ws, 'average load in kg'), formatNumber(round2(weights.reduce((s, w) => s + w, 0) / weights.length)));
  });
});

describe('controls: the rows by their own noun, and rows that hold no weight', () => {
  it('"what\'s the heaviest single intake?" is the highest weight too', async () => {
    expectAnswered(await askBuiltin(t, ws, "what's the heaviest single intake?"), formatNumber(Math.max(...weights)));
  });

  it('"what was the biggest single load?" over van hires is not answered', async () => {
    const reply = await askBuiltin(t, vans, 'what was the biggest single load?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
