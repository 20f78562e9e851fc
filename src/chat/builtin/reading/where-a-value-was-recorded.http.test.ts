// Asked through HTTP over 1,200 kerbside bin collections whose kg_rejected is blank on about a third
// of them: "average kg rejected per collection, where someone weighed it" asks for the average of the
// cells written down, which an average is anyway; the clause was left unplaced and the question
// declined. Control: a count of rows with the clause is a condition the engine does not make, so it is
// not answered as certain. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

let seed = 777;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const ROUNDS = ['North', 'South', 'East', 'West'];
const collections = Array.from({ length: 1_200 }, (_, i) => ({
  collection_id: 50_001 + i,
  collected_on: `2025-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
  crew_round: ROUNDS[Math.floor(rand() * ROUNDS.length)],
  bins_emptied: 20 + Math.floor(rand() * 60),
  kg_rejected: rand() < 0.35 ? '' : String(Math.floor(rand() * 9)),
}));
const weighed = collections.filter((c) => c.kg_rejected !== '').map((c) => Number(c.kg_rejected));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'kerbside' });
  await uploadTables(t, ws, [{ content: toCsv(collections), filename: 'collections.csv' }]);
}, 180_000);

describe('"where someone counted them" after an aggregate of a column', () => {
  it('"average kg rejected per collection, where someone recorded it" averages the cells written down', async () => {
    const avg = weighed.reduce((s, v) => s + v, 0) / weighed.length;
    expectAnswered(await askBuiltin(t, ws, 'average kg rejected per collection, where someone recorded it'), avg.toFixed(2));
  });

  it('control: "total kg rejected where recorded" still adds up the cells written down', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total kg rejected where recorded'), weighed.reduce((s, v) => s + v, 0).toLocaleString('en-GB'));
  });

  it('control: a count of collections with the clause is not answered as certain', async () => {
    const reply = await askBuiltin(t, ws, 'how many collections were there, where someone recorded it');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
