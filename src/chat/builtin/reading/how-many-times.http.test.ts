// "How many times was the Floor Sander hired out?" beside a start_time column: "times" counts the
// hires (the rows), never the distinct start times.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { toolHires } from '../../../../test/support/trade-ledger-tables.ts';

const hires = toolHires(2_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'hires' });
  await uploadTables(t, ws, [{ content: toCsv(hires), filename: 'hire_log.csv' }]);
}, 180_000);

describe('"how many times"', () => {
  it('counts the rows of the named item, not its distinct start times', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many times was the Floor Sander hired out?'), formatNumber(hires.filter((h) => h.item === 'Floor Sander').length));
  });

  it('distinct start times are still counted when asked for', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'How many different start times are there?');
    expectAnswered(reply, formatNumber(new Set(hires.map((h) => h.start_time)).size));
  });
});
