// A boiler servicer's 1,200 boilers (fitted since 2012) and 3,600 visits of 2025 only:
// - "callouts in August": the yearless month falls in the year of the visits, whose cell
//   (Callout) the question names, not in every year a boiler was fitted (named-dates.ts);
// - a plural cell heading a bare phrase counts the rows holding it (cell-plural-rows.ts);
// - "since the 1st of September" is the day 1 September (ordinal-days.ts);
// - "no warranty level filled in": a restating noun before the participle (blanks.ts);
// - "actually" adds no condition (vocabulary.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

function boilerFirm() {
  const rand = seeded(7_723);
  const day = (y: number) => `${y}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  const boilers = Array.from({ length: 1_200 }, (_, i) => ({
    'Boiler ID': `B-${30_000 + i}`,
    Town: pick(rand, ['Derby', 'Leicester', 'Nottingham']),
    Fitted: day(2012 + Math.floor(rand() * 13)),
    Warranty: rand() < 0.08 ? '' : pick(rand, ['Basic', 'Extended', 'Premium']),
  }));
  const visits = Array.from({ length: 3_600 }, (_, i) => ({
    'Visit Ref': `V-${80_000 + i}`,
    'Boiler ID': pick(rand, boilers)['Boiler ID'],
    'Visit date': `2025-${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    'Visit type': pick(rand, ['Annual service', 'Callout', 'Gas safety check']),
    Outcome: pick(rand, ['Completed', 'Completed', 'Completed', 'No access']),
  }));
  return { boilers, visits };
}

const { boilers, visits } = boilerFirm();
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'boiler servicing' });
  await uploadTables(t, ws, [{ content: toCsv(boilers), filename: 'boilers.csv' }, { content: toCsv(visits), filename: 'visits.csv' }]);
}, 180_000);

const callouts = (month: string) => visits.filter((v) => v['Visit type'] === 'Callout' && v['Visit date'].startsWith(`2025-${month}`)).length;

describe('a yearless period of the one table the question names', () => {
  it('"how many callouts in August?" takes August 2025, the visits\' only August', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many callouts in August?'), formatNumber(callouts('08')));
  });

  it('"callouts in August" (no question word) counts those visits too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'callouts in August'), formatNumber(callouts('08')));
  });
});

describe('days, blanks and emphasis', () => {
  it('"since the 1st of September" is the day 1 September', async () => {
    const n = visits.filter((v) => v['Visit date'] >= '2025-09-01').length;
    expectAnswered(await askBuiltin(t, ws, 'How many visits since the 1st of September?'), formatNumber(n));
  });

  it('"no warranty level filled in" counts the blank warranties', async () => {
    const n = boilers.filter((b) => b.Warranty === '').length;
    expect(n).toBeGreaterThan(0);
    expectAnswered(await askBuiltin(t, ws, 'How many boilers have no warranty level filled in?'), formatNumber(n));
  });

  it('"actually" adds no condition', async () => {
    const n = visits.filter((v) => v.Outcome === 'Completed').length;
    expectAnswered(await askBuiltin(t, ws, 'How many visits were actually completed?'), formatNumber(n));
  });
});
