// A paddle hire centre's 3,000 hires with the hours of each. "Hires for 4 hours or more" and "2
// hours or less" compare the hours with the number: the comparison may follow the number's unit
// (mentions.ts numberMentions), not only the number ("4 or more hours"). Before, the number was
// left unread and the question declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { hires } = paddleHire();
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hire hours compared' });
  await uploadTables(t, ws, [{ content: toCsv(hires), filename: 'hires.csv' }]);
}, 180_000);

describe('a comparison after the number and its unit', () => {
  it('has over 1,000 hires of several lengths', () => {
    expect(hires.length).toBeGreaterThan(1_000);
    expect(new Set(hires.map((h) => h.hours)).size).toBeGreaterThan(3);
  });

  it('"for 4 hours or more" counts the hires of at least 4 hours', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hires were for 4 hours or more?'), formatNumber(hires.filter((h) => h.hours >= 4).length));
  });

  it('"2 hours or less" counts the hires of at most 2 hours', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hires were 2 hours or less?'), formatNumber(hires.filter((h) => h.hours <= 2).length));
  });
});
