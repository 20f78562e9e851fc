// "How many washes are voided right now?", "... at the moment": the present, said as "now" is; the
// phrase's words are no condition. "Right" outside such a phrase is still a word to place.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { carWashes } from '../../../../test/support/trade-ledger-tables.ts';

const washes = carWashes(2_200, 103);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'car-washes-now' });
  await uploadTables(t, ws, [{ content: toCsv(washes), filename: 'washes.csv' }]);
}, 180_000);

describe('phrases saying the present', () => {
  const voided = formatNumber(washes.filter((w) => w.status === 'voided').length);

  it('"right now" is read as the present', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many washes are voided right now?'), voided);
  });

  it('"at the moment" is read as the present', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many washes are voided at the moment?'), voided);
  });

  it('"right" alone is still unplaced', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'How many washes are voided the right way?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
