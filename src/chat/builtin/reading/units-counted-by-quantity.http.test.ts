// "How many tubes of clear silicone have we used?" over material lines with a unit column and a qty:
// the tubes are the quantity added up over the rows in tubes, not the rows counted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { materialLines } from '../../../../test/support/trade-ledger-tables.ts';

const lines = materialLines(3_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'materials' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'job_materials.csv' }]);
}, 180_000);

describe('a unit of measure counted', () => {
  it('"how many tubes of clear silicone" adds up the qty of its rows in tubes', async () => {
    const tubes = lines.filter((l) => l.material === 'Clear silicone' && l.unit === 'tube').reduce((s, l) => s + l.qty, 0);
    expectAnswered(await askBuiltin(t, ws, 'How many tubes of Clear silicone have we used?'), formatNumber(tubes));
  });

  it('"how many sheets went out" adds up the qty over the rows in sheets', async () => {
    const sheets = lines.filter((l) => l.unit === 'sheet').reduce((s, l) => s + l.qty, 0);
    expectAnswered(await askBuiltin(t, ws, 'How many sheets went out?'), formatNumber(sheets));
  });

  it('the rows of a material are still counted when no unit is said', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'How many lines are for Edge trim?');
    expect(reply.content).not.toContain(formatNumber(lines.filter((l) => l.material === 'Edge trim').reduce((s, l) => s + l.qty, 0)));
  });
});
