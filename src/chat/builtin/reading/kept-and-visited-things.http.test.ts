// "How many of each make do we service?", "how many lifts do we look after?": a present verb of
// keeping the things counts them, the rows of their own table, though "service" is also the first
// word of the visits table's name (kept-things-verbs.ts). "How many different lifts have we been
// out to?": going out to a thing is visiting it, so the things counted are those the visits went to
// (going-out-to.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

/** A lift maintenance firm: 1,200 lifts on its books and 4,000 service visits to 1,100 of them. */
function liftFirm() {
  const rand = seeded(4_317);
  const lifts = Array.from({ length: 1_200 }, (_, i) => ({
    'Lift ID': `LF-${10_000 + i}`,
    Building: `${pick(rand, ['Mill', 'Quay', 'Tower', 'Court', 'House'])} ${1 + Math.floor(rand() * 90)}`,
    Town: pick(rand, ['Leeds', 'York', 'Hull', 'Bradford']),
    Make: pick(rand, ['Otis', 'Kone', 'Schindler', 'Stannah', 'ThyssenKrupp', 'Otis', 'Kone']),
    'Monthly fee (£)': pick(rand, [80, 95, 120]),
  }));
  // The last 100 lifts have never had a visit; the others have many each.
  const visits = Array.from({ length: 4_000 }, (_, i) => ({
    'Visit No': `SV-${50_000 + i}`,
    'Lift ID': lifts[Math.floor(rand() * 1_100)]['Lift ID'],
    'Visit date': `2025-${String(1 + Math.floor(rand() * 9)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    Engineer: pick(rand, ['Abi', 'Raj', 'Tom', 'Mel']),
    'Visit type': pick(rand, ['Routine service', 'Breakdown', 'Safety check']),
    'Labour (hrs)': pick(rand, [0.5, 1, 1.5, 2, 3]),
  }));
  return { lifts, visits };
}

const { lifts, visits } = liftFirm();
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'lift maintenance' });
  await uploadTables(t, ws, [{ content: toCsv(lifts), filename: 'lifts.csv' }, { content: toCsv(visits), filename: 'service_visits.csv' }]);
}, 180_000);

describe('a present verb of keeping the things counts them once each', () => {
  it('"how many of each make do we service?" counts the lifts of each make, not their visits', async () => {
    const reply = await askBuiltin(t, ws, 'How many of each make do we service?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const make of ['Otis', 'Kone', 'Schindler', 'Stannah', 'ThyssenKrupp']) {
      const n = lifts.filter((l) => l.Make === make).length;
      expect(reply.content).toContain(`| ${make} | ${formatNumber(n)} |`);
    }
  });

  it('"how many lifts do we look after?" counts every lift on the books', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lifts do we look after?'), formatNumber(lifts.length));
  });
});

describe('going out to a thing is visiting it', () => {
  it('"how many different lifts have we been out to?" counts the lifts the visits went to', async () => {
    const visited = new Set(visits.map((v) => v['Lift ID'])).size;
    expect(visited).toBeLessThan(lifts.length);
    expectAnswered(await askBuiltin(t, ws, 'How many different lifts have we been out to?'), formatNumber(visited));
  });
});
