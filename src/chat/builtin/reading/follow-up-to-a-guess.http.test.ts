// A follow-up ("and South subscribers?") to a question the engine could once only answer as a best
// guess (calls that reach their subscriber only through a token) had no reading to continue, so it
// was read on its own and answered confidently, dropping what the first question asked for (the
// calls). The first question is now read through the token (three tables joined), and the
// follow-up continues it or is not answered confidently. Over 5,000 generated calls, through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { formatNumber } from '../text.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { tokenCalls } from '../../../../test/support/telemetry-tables.ts';

const api = tokenCalls(5_000);

let t: TestClient;
let platform = '';

beforeAll(async () => {
  t = sharedTestApp();
  platform = await createWorkspace(t, null, { name: 'api platform' });
  await uploadTables(t, platform, [
    { content: toCsv(api.subscribers), filename: 'subscribers.csv' },
    { content: toCsv(api.tokens), filename: 'tokens.csv' },
    { content: toCsv(api.calls), filename: 'calls.csv' },
  ]);
}, 120_000);

describe('a follow-up to a question through a middle table', () => {
  // The calls reach their subscriber through the token: now read as a join of three tables
  // (middle-table-joins.ts). The follow-up continues that reading, or is not answered confidently.
  const regionOf = new Map(api.subscribers.map((s) => [s.subscriber_id, s.region]));
  const subscriberOf = new Map(api.tokens.map((k) => [k.token_id, k.subscriber_id]));
  const callsFrom = (region: string) => api.calls.filter((c) => regionOf.get(subscriberOf.get(c.token_id)!) === region).length;

  it('answers the first question through the token and never the follow-up wrongly', async () => {
    const first = await askBuiltin(t, platform, 'How many calls did North subscribers make?');
    expectAnswered(first, formatNumber(callsFrom('North')));
    const reply = await askBuiltin(t, platform, 'and South subscribers?', first.conversation_id);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(callsFrom('South'))}**`);
  });
});
