// "How many cats are staying with us right now?" over stays with a Check In and a Check Out: read
// with no condition it would count every stay ever, so it is declined (present-time-phrases.ts); a
// status said with the present ("in progress right now") still reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { boardingStays } from '../../../../test/support/boarding-stay-tables.ts';
import { formatNumber } from '../text.ts';

const stays = boardingStays(1_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'cattery stays' });
  await uploadTables(t, ws, [{ content: toCsv(stays), filename: 'stays.csv' }]);
}, 180_000);

describe('the present asked of rows spanning dates', () => {
  it('"how many cats are staying with us right now" does not count every stay', async () => {
    const reply = await askBuiltin(t, ws, 'How many cats are staying with us right now?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a status said with the present is still read', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many stays are in progress right now?'), formatNumber(stays.filter((s) => s.Status === 'In Progress').length));
  });

  it('every stay asked of without the present is still counted', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many stays have we had?'), formatNumber(stays.length));
  });
});
