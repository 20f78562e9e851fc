// "Number" and "amount" said without the column they would belong to, asked through HTTP over
// generated tables of 1,000+ rows: "top 3 flavours by number sold" counts the scoops sold (it had
// read "number" as the "Kiosk No" header and ranked kiosks); "charged amount by tier" over calls
// that reach their subscriber only through a token is not answered with a confident count of
// subscribers (the money words had been read as filler). Both failed before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { kioskScoops, tokenCalls } from '../../../../test/support/telemetry-tables.ts';
import { formatNumber } from '../text.ts';

const ices = kioskScoops(3_000);
const api = tokenCalls(5_000);

let t: TestClient;
let beach = '';
let platform = '';

beforeAll(async () => {
  t = sharedTestApp();
  beach = await createWorkspace(t, null, { name: 'kiosks' });
  await uploadTables(t, beach, [
    { content: toCsv(ices.kiosks), filename: 'kiosks.csv' },
    { content: toCsv(ices.scoops), filename: 'scoop_sales.csv' },
  ]);
  platform = await createWorkspace(t, null, { name: 'api platform' });
  await uploadTables(t, platform, [
    { content: toCsv(api.subscribers), filename: 'subscribers.csv' },
    { content: toCsv(api.tokens), filename: 'tokens.csv' },
    { content: toCsv(api.calls), filename: 'calls.csv' },
  ]);
}, 120_000);

describe('"number" and "amount" alone', () => {
  it('"top 3 flavours by number sold" counts the scoops of each flavour', async () => {
    const counts = new Map<string, number>();
    for (const s of ices.scoops) counts.set(s.Flavour, (counts.get(s.Flavour) ?? 0) + 1);
    const top3 = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const reply = await askBuiltin(t, beach, 'Top 3 flavours by number sold');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [flavour, n] of top3) expect(reply.content).toContain(`**${flavour}**: ${formatNumber(n)}`);
  });

  // Money charged adds up per group: the total charged to each tier's subscribers (reached through
  // their tokens), never a count of rows (and, since round r30c, no longer an average marked uncertain).
  it('"charged amount by tier" is each tier\'s total charged, not a count of rows', async () => {
    const tierOf = new Map(api.subscribers.map((s) => [s.subscriber_id, s.tier]));
    const subscriberOf = new Map(api.tokens.map((k) => [k.token_id, k.subscriber_id]));
    const totals = new Map<string, number>();
    for (const c of api.calls) {
      const tier = tierOf.get(subscriberOf.get(c.token_id)!)!;
      totals.set(tier, (totals.get(tier) ?? 0) + Math.round(c.charged_usd * 1_000));
    }
    const reply = await askBuiltin(t, platform, 'charged amount by tier');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.execution_details.interpretation).toMatch(/total charged_usd/);
    for (const [tier, mills] of totals) expect(reply.content).toContain(`${tier} | ${formatNumber(mills / 1_000)}`);
  });
});
