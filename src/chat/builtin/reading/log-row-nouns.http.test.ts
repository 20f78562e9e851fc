// A shearing contractor's 2,400 log lines (shearing_log.csv), each with a Sheep Type (Ewes, Rams,
// Lambs, Crutching), a Sheep Shorn count and a Status. "How many lines are in the shearing log?",
// "how many lines were part done?" could not place "lines": a table named for a log is written a
// line at a time, so its rows are its lines (log-row-nouns.ts). "How many rams did we shear?"
// counted the Rams rows: one kind said as the counted noun is the figure headed by what the kinds
// are of, added up (thing-of-its-kinds.ts); "how many crutching lines" still counts the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const TYPES = ['Ewes', 'Rams', 'Lambs', 'Crutching'];
const log = Array.from({ length: 2_400 }, (_, i) => {
  const status = i % 13 === 0 ? 'Rained off' : i % 7 === 0 ? 'Part done' : 'Completed';
  const sheep = status === 'Rained off' ? null : 30 + ((i * 41) % 250);
  return {
    'Log No': 700_001 + i,
    Date: new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 600) / 2_400) * 86_400_000).toISOString().slice(0, 10),
    Shearer: ['Dai', 'Rhys', 'Sian'][(i * 5) % 3],
    'Sheep Type': TYPES[(i * 3) % 4],
    'Sheep Shorn': sheep,
    Status: status,
  };
});

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'shearing log lines' });
  await uploadTables(t, ws, [{ content: toCsv(log), filename: 'shearing_log.csv' }]);
}, 180_000);

const in2025 = (r: (typeof log)[number]) => r.Date.startsWith('2025');

describe('the lines of a log', () => {
  it('has over 1,000 lines', () => {
    expect(log.length).toBeGreaterThan(1_000);
  });

  it('"how many lines are in the shearing log" counts its rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lines are in the shearing log?'), formatNumber(log.length));
  });

  it('"how many lines were part done" counts the Part done rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lines were part done?'), formatNumber(log.filter((r) => r.Status === 'Part done').length));
  });

  it('"how many crutching lines were there in 2025" counts the rows, never adds up the sheep', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many crutching lines were there in 2025?'), formatNumber(log.filter((r) => in2025(r) && r['Sheep Type'] === 'Crutching').length));
  });
});

describe('one kind said as the counted noun', () => {
  it('"how many rams did we shear in 2025" adds up the Sheep Shorn of the Rams rows', async () => {
    const rams = log.filter((r) => in2025(r) && r['Sheep Type'] === 'Rams');
    const reply = await askBuiltin(t, ws, 'How many rams did we shear in 2025?');
    expect(reply.content).not.toContain(`**${formatNumber(rams.length)}**`);
    expectAnswered(reply, formatNumber(rams.reduce((s, r) => s + (r['Sheep Shorn'] ?? 0), 0)));
  });
});
