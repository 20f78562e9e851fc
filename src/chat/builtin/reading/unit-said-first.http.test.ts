// "Tonnes by year", "tonnes per month in 2025" asked through HTTP over 1,300 waste collections weighed in kg:
// a unit of weight said as the question's first word names the one figure held in that unit and
// asks it converted, as it does anywhere else in the question (measure-units.ts, unit-asked.ts).
// The first word has no word before it, which was taken for a number before the unit ("a 240 litre
// bin"), so it was left unplaced and the question declined. Controls: "total tonnes by year" and
// "kg by year" as before. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const SITES = ['North Yard', 'Canal Wharf', 'Old Mill'];
const rng = seeded(2_929);
const collections = Array.from({ length: 1_300 }, (_, i) => ({
  collection_no: 40_001 + i,
  collected_on: new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 700) * 86_400_000).toISOString().slice(0, 10),
  site: pick(rng, SITES),
  'Weight (kg)': Math.round((50 + rng() * 3_000) * 10) / 10,
}));

const round2 = (x: number) => Math.round(x * 100) / 100;
const kg = (f: (c: (typeof collections)[number]) => boolean) => collections.filter(f).reduce((s, c) => s + c['Weight (kg)'], 0);
const tonnes = (f: (c: (typeof collections)[number]) => boolean) => formatNumber(round2(kg(f) / 1_000));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'waste collections' });
  await uploadTables(t, ws, [{ content: toCsv(collections), filename: 'collections.csv' }]);
}, 180_000);

describe('a unit said first names its figure', () => {
  it('"tonnes by year" totals each year in tonnes', async () => {
    const reply = await askBuiltin(t, ws, 'tonnes by year');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const y of ['2024', '2025']) expect(reply.content).toContain(tonnes((c) => c.collected_on.startsWith(y)));
  });

  it('"tonnes per month in 2025" totals each month in tonnes', async () => {
    const reply = await askBuiltin(t, ws, 'tonnes per month in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const m of ['2025-01', '2025-06', '2025-11']) expect(reply.content).toContain(tonnes((c) => c.collected_on.startsWith(m)));
  });
});

describe('controls: the unit after an aggregate, and the header unit itself', () => {
  it('"total tonnes by year" totals each year in tonnes', async () => {
    const reply = await askBuiltin(t, ws, 'total tonnes by year');
    for (const y of ['2024', '2025']) expect(reply.content).toContain(tonnes((c) => c.collected_on.startsWith(y)));
  });

  it('"kg by year" totals each year in kg', async () => {
    const reply = await askBuiltin(t, ws, 'kg by year');
    for (const y of ['2024', '2025']) expect(reply.content).toContain(formatNumber(round2(kg((c) => c.collected_on.startsWith(y)))));
  });
});
