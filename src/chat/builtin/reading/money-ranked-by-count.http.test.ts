// "Which event type ran up the most on tabs?": a superlative of money is declined when the only reading
// counts rows; "brought in the most" followed by a noun other than money still counts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { clubhouse } from '../../../../test/support/clubhouse-tables.ts';

const { sales, events } = clubhouse(2_000);
let t: TestClient;
let ws: string;

const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'money ranked by count' });
  await uploadTables(t, ws, [
    { content: toCsv(sales), filename: 'club_sales.csv' },
    { content: toCsv(events), filename: 'club_events.csv' },
  ]);
}, 180_000);

describe('a superlative of money read as a count', () => {
  it('declines "ran up the most" when the reading counts rows', async () => {
    notConfident(await askBuiltin(t, ws, 'Which event type ran up the most on tabs?'));
  });

  it('a single row ranked by its own money is no count: still answered', async () => {
    const top = Math.max(...sales.map((x) => x['Amount (£)']));
    const reply = await askBuiltin(t, ws, 'Which sale earned the most?');
    expect(reply.content).not.toContain('counts rows');
    expect(reply.content).toContain(top.toFixed(2).replace(/\.00$/, ''));
  });
});
