// "How many sales will we make next quarter?": a period counted from today that is not read (the
// future) is declined; "last quarter" is read from today (periods-from-today.ts), and where the
// sales end before it the answer says the data holds nothing of it; "the last quarter of 2025" names
// its year and is answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { clubhouse } from '../../../../test/support/clubhouse-tables.ts';

const { sales } = clubhouse(2_000);
let t: TestClient;
let ws: string;

const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'relative periods' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'club_sales.csv' }]);
}, 180_000);

describe('periods counted from today', () => {
  it('gives no confident answer for "next quarter"', async () => {
    notConfident(await askBuiltin(t, ws, 'Total Amount next quarter'));
  });

  it('"last quarter" (Q3 2026) after the last sale (June 2026): no total, the data says nothing of it', async () => {
    const reply = await askBuiltin(t, ws, 'How many sales did we make last quarter?');
    notConfident(reply);
    expect(reply.content).toContain('Q3 2026');
  });

  it('reads "this year" from today (the tests pin 30 Nov 2026)', async () => {
    const total = sales.filter((s) => s.sold_on >= '2026-01-01' && s.sold_on <= '2026-11-30').reduce((a, s) => a + s['Amount (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Total Amount this year'), formatNumber(Math.round(total * 100) / 100));
  });

  it('still reads "the last quarter of 2025", which names its year', async () => {
    const total = sales.filter((s) => s.sold_on >= '2025-10-01' && s.sold_on < '2026-01-01').reduce((a, s) => a + s['Amount (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Total Amount in the last quarter of 2025'), formatNumber(Math.round(total * 100) / 100));
  });
});
