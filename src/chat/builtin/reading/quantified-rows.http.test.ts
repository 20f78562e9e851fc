// Existence and quantifiers over two joinable tables, asked through HTTP over generated tables:
// the rows of one table by how many rows of another refer to them ("keepers with more than one
// inspection", "keepers inspected at least twice", "at least one inspection by drone"), "never"
// followed by any verb of doing the rows ("never logged an inspection"), and "no <header> yet" as
// a blank cell (also of a code column); "at least one <count header>" comparing that count, and a
// negative contraction ("didn't pass") before a cell. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chance, int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(3207);
const keepers = Array.from({ length: 1_200 }, (_, i) => ({
  keeper_id: `K${String(4_001 + i)}`,
  keeper_name: `Keeper ${4_001 + i}`,
  county: pick(rand, ['Kent', 'Devon', 'Fife', 'Powys']),
  joined_year: int(rand, 2010, 2025),
  permit_code: chance(rand, 0.6) ? `PC-${String(70_001 + i)}` : '',
}));
// Some keepers have no inspections at all, many only one: the counts by threshold all differ.
const active = keepers.filter(() => chance(rand, 0.8));
const busy = active.filter(() => chance(rand, 0.3));
const inspections = Array.from({ length: 2_400 }, (_, i) => {
  const keeper = i < active.length ? active[i] : pick(rand, chance(rand, 0.7) ? busy : active);
  return {
    inspection_id: 90_001 + i,
    keeper_id: keeper.keeper_id,
    inspected_on: `2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    method: pick(rand, ['On foot', 'On foot', 'Drone', 'Remote camera']),
    frames_checked: int(rand, 0, 20),
    queen_cells: chance(rand, 0.7) ? 0 : int(rand, 1, 4),
    outcome: pick(rand, ['passed', 'passed', 'failed', 'deferred']),
    report_date: chance(rand, 0.85) ? `2026-01-${String(int(rand, 1, 28)).padStart(2, '0')}` : '',
  };
});

const countBy = (rows: typeof inspections) => {
  const n = new Map<string, number>();
  for (const r of rows) n.set(r.keeper_id, (n.get(r.keeper_id) ?? 0) + 1);
  return n;
};
const keepersWith = (least: number, rows = inspections) => {
  const n = countBy(rows);
  return keepers.filter((k) => (n.get(k.keeper_id) ?? 0) >= least).length;
};

// Lines of inspections: several rows per inspection_no, so "inspections" are not these rows.
const lines = inspections.flatMap((r) => Array.from({ length: int(rand, 1, 4) }, (_, k) => ({ line_id: r.inspection_id * 10 + k, inspection_no: r.inspection_id, keeper_id: r.keeper_id, item: pick(rand, ['Brood', 'Stores', 'Varroa']) })));

let t: TestClient;
let bees = '';
let itemised = '';

beforeAll(async () => {
  t = sharedTestApp();
  bees = await createWorkspace(t, null, { name: 'bees' });
  await uploadTables(t, bees, [
    { content: toCsv(keepers), filename: 'keepers.csv' },
    { content: toCsv(inspections), filename: 'inspections.csv' },
  ]);
  itemised = await createWorkspace(t, null, { name: 'itemised' });
  await uploadTables(t, itemised, [
    { content: toCsv(keepers), filename: 'keepers.csv' },
    { content: toCsv(lines), filename: 'inspection_lines.csv' },
  ]);
}, 180_000);

describe('rows of one table by how many rows of another refer to them', () => {
  it('"how many keepers have more than one inspection" counts keepers with two or more', async () => {
    const n = keepersWith(2);
    expect(n).not.toBe(keepersWith(1));
    expectAnswered(await askBuiltin(t, bees, 'How many keepers have more than one inspection?'), formatNumber(n));
  });

  it('"at least one inspection by drone" counts keepers with a drone inspection', async () => {
    const n = keepersWith(1, inspections.filter((r) => r.method === 'Drone'));
    expectAnswered(await askBuiltin(t, bees, 'How many keepers had at least one inspection by drone?'), formatNumber(n));
  });

  it('"inspected at least twice" reads the verb of the inspections and the times', async () => {
    expectAnswered(await askBuiltin(t, bees, 'How many keepers were inspected at least twice?'), formatNumber(keepersWith(2)));
  });
});

describe('"never" and a verb of doing the rows', () => {
  it('"how many keepers have never logged an inspection" is the anti-join', async () => {
    const n = keepers.length - keepersWith(1);
    expectAnswered(await askBuiltin(t, bees, 'How many keepers have never logged an inspection?'), formatNumber(n));
  });
});

describe('"no <header> yet" as a blank cell', () => {
  it('"how many inspections have no report date yet" counts the blank report dates', async () => {
    const n = inspections.filter((r) => r.report_date === '').length;
    expectAnswered(await askBuiltin(t, bees, 'How many inspections have no report date yet?'), formatNumber(n));
  });
});

describe('a share of the rows by whether they have related rows', () => {
  it('"what percentage of keepers had at least one inspection by drone" is those keepers over all keepers', async () => {
    const share = (100 * keepersWith(1, inspections.filter((r) => r.method === 'Drone'))) / keepers.length;
    expectAnswered(await askBuiltin(t, bees, 'What percentage of keepers had at least one inspection by drone?'), `${formatNumber(share)}%`);
  });

  it('"what share of keepers never logged an inspection" is the anti-join over all keepers', async () => {
    const share = (100 * (keepers.length - keepersWith(1))) / keepers.length;
    expectAnswered(await askBuiltin(t, bees, 'What share of keepers never logged an inspection?'), `${formatNumber(share)}%`);
  });
});

describe('a quantity in words before the header of a count per row', () => {
  it('"at least one queen cell" compares the queen_cells count with 1', async () => {
    const n = inspections.filter((r) => r.queen_cells >= 1).length;
    expectAnswered(await askBuiltin(t, bees, 'How many inspections found at least one queen cell?'), formatNumber(n));
  });

  it('"more than one queen cell" compares it with 2', async () => {
    const n = inspections.filter((r) => r.queen_cells >= 2).length;
    expectAnswered(await askBuiltin(t, bees, 'How many inspections found more than one queen cell?'), formatNumber(n));
  });
});

describe('a negative contraction before a cell, and blanks of a code column', () => {
  it('"didn\'t pass" is every outcome but passed', async () => {
    const n = inspections.filter((r) => r.outcome !== 'passed').length;
    expectAnswered(await askBuiltin(t, bees, "How many inspections didn't pass?"), formatNumber(n));
  });

  it('"no permit code" counts the keepers whose code is blank', async () => {
    const n = keepers.filter((k) => k.permit_code === '').length;
    expectAnswered(await askBuiltin(t, bees, 'How many keepers have no permit code?'), formatNumber(n));
  });
});

describe('things counted that are not the related rows', () => {
  it('"more than 2 inspections" over inspection lines is not the count of lines', async () => {
    const byKeeper = new Map<string, Set<number>>();
    for (const l of lines) byKeeper.set(l.keeper_id, (byKeeper.get(l.keeper_id) ?? new Set()).add(l.inspection_no));
    const right = keepers.filter((k) => (byKeeper.get(k.keeper_id)?.size ?? 0) > 2).length;
    const reply = await askBuiltin(t, itemised, 'How many keepers have had more than 2 inspections?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(right)}**`);
  });
});
