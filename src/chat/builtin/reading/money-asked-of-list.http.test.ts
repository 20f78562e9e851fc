// "Material cost on kitchen jobs" over material lines with a unit cost: money is asked, so a list
// of the materials is no answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { materialLines } from '../../../../test/support/trade-ledger-tables.ts';

const lines = materialLines(3_000, 93);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'materials-cost' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'job_materials.csv' }]);
}, 180_000);

describe('money asked of a list', () => {
  it('"material cost on kitchen jobs" does not list the materials', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'Material cost on Kitchen jobs');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"which materials were used on kitchen jobs" still lists them', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'Which materials were used on Kitchen jobs?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('Clear silicone');
  });
});
