// Readings of a community radio station's plays (generated, 2,500 rows) with a column "show":
// - "plays per show", "listeners by show": the header's one word, otherwise a word of asking
//   ("show me ..."), names its column after a grouping word (stopword-headers.ts);
// - "format breakdown": a header followed by "breakdown" counts the rows per its values
//   (header-breakdown.ts).
// Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { FORMATS, SHOWS, radioPlays, type Play } from '../../../../test/support/season-tables.ts';

const plays = radioPlays(2_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'radio' });
  await uploadTables(t, ws, [{ content: toCsv(plays), filename: 'plays.csv' }]);
}, 180_000);

/** The reply is a confident breakdown with each key's figure on its own line. */
function expectBreakdown(reply: BuiltinReply, keys: string[], figure: (p: Play[]) => number, of: (p: Play) => string): void {
  expect(reply.execution_details.outcome, reply.content).toBe('answered');
  for (const key of keys) expect(reply.content).toContain(`| ${key} | ${formatNumber(figure(plays.filter((p) => of(p) === key)))} |`);
}

describe('a header whose one word is a word of asking', () => {
  it('"per show" counts the rows of each show', async () => {
    expectBreakdown(await askBuiltin(t, ws, 'Plays per show'), SHOWS, (p) => p.length, (p) => p.show);
  });

  it('"by show" adds up a figure for each show', async () => {
    expectBreakdown(await askBuiltin(t, ws, 'calls by show'), SHOWS, (p) => p.reduce((s, x) => s + x.calls, 0), (p) => p.show);
  });
});

describe('a header followed by "breakdown"', () => {
  it('counts the rows of each of its values', async () => {
    expectBreakdown(await askBuiltin(t, ws, 'format breakdown'), FORMATS, (p) => p.length, (p) => p.format);
  });

  it('a second grouping word is not read as one breakdown', async () => {
    const reply = await askBuiltin(t, ws, 'format breakdown by presenter');
    expect(reply.content).not.toContain(`| Live | ${formatNumber(plays.filter((p) => p.format === 'Live').length)} |`);
  });
});
