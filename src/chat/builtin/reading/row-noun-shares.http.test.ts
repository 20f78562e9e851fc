// Rows named by a noun that only touches an amount's header, asked through HTTP over 1,200 studio
// bookings and 1,000 quotes: "what share of completed sessions were cover-ups" (session_hours in the
// table) and "what percentage of our quotes were accepted" ("Quoted (GBP)") are shares of rows, and
// "which item do we quote for most often" counts quotes; none is taken over the hours or the money
// confidently. Said with the amount's own word ("share of session hours", "the most quoted value")
// the amount is still taken. Seen on an unseen split: all three were given over the amount.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered } from '../../../../test/support/builtin-chat.ts';
import { uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const STYLES = ['Blackwork', 'Fine line', 'Cover-up', 'Traditional', 'Realism'];
const bookings = Array.from({ length: 1_200 }, (_, i) => ({
  booking_id: 7_001 + i,
  style: STYLES[(i * 7 + Math.floor(i / 11)) % 5],
  status: ['Completed', 'Completed', 'Completed', 'Cancelled', 'No-show'][(i * 3 + Math.floor(i / 7)) % 5],
  // Cover-ups run long: the share of hours differs from the share of sessions.
  session_hours: STYLES[(i * 7 + Math.floor(i / 11)) % 5] === 'Cover-up' ? 5 + (i % 4) : 1 + (i % 3),
}));
const ITEMS = ['Sofa', 'Armchair', 'Dining Chair', 'Headboard'];
const quotes = Array.from({ length: 1_000 }, (_, i) => {
  // Dining chairs are quoted most often; sofas bring the most money.
  const item = ITEMS[i % 10 < 4 ? 2 : i % 10 < 6 ? 0 : i % 10 < 8 ? 1 : 3];
  return {
    quote_ref: `Q-${10_000 + i}`,
    item,
    status: ['Accepted', 'Declined', 'Accepted', 'Expired', 'Declined'][(i * 3 + Math.floor(i / 13)) % 5],
    'Quoted (GBP)': item === 'Sofa' ? 2_000 + (i % 500) : item === 'Armchair' ? 700 + (i % 300) : 150 + (i % 90),
  };
});
let t: TestClient;
let studio = '';
let shop = '';

beforeAll(async () => {
  t = sharedTestApp();
  studio = await createWorkspace(t, null, { name: 'studio' });
  await uploadTables(t, studio, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
  shop = await createWorkspace(t, null, { name: 'upholsterer' });
  await uploadTables(t, shop, [{ content: toCsv(quotes), filename: 'quotes.csv' }]);
}, 180_000);

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;

describe('shares and rankings of rows named by a noun beside an amount', () => {
  it('"what share of completed sessions were cover-ups" is not the share of session hours', async () => {
    const done = bookings.filter((b) => b.status === 'Completed');
    const cover = done.filter((b) => b.style === 'Cover-up');
    const byHours = pct(
      cover.reduce((s, b) => s + b.session_hours, 0),
      done.reduce((s, b) => s + b.session_hours, 0),
    );
    const reply = await askBuiltin(t, studio, 'What share of completed sessions were cover-ups?');
    expect(reply.content).not.toContain(byHours);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(pct(cover.length, done.length));
  });

  it.each(['What percentage of our quotes were accepted?', 'What share of quotes were accepted?', 'What proportion of quotes got accepted?'])(
    '"%s" is the share of quotes, not of the money quoted',
    async (question) => {
      const accepted = quotes.filter((q) => q.status === 'Accepted');
      const byMoney = pct(
        accepted.reduce((s, q) => s + q['Quoted (GBP)'], 0),
        quotes.reduce((s, q) => s + q['Quoted (GBP)'], 0),
      );
      const reply = await askBuiltin(t, shop, question);
      expect(reply.content).not.toContain(byMoney);
      if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(pct(accepted.length, quotes.length));
    },
  );

  it('"which item do we quote for most often" counts the quotes', async () => {
    const n = quotes.filter((q) => q.item === 'Dining Chair').length;
    const reply = await askBuiltin(t, shop, 'Which item do we quote for most often?');
    expectAnswered(reply, 'Dining Chair');
    expect(reply.content).toContain(formatNumber(n));
  });

  it('"which item is quoted most often" counts the quotes too', async () => {
    const reply = await askBuiltin(t, shop, 'Which item is quoted most often?');
    expect(reply.content).not.toContain('**Sofa**');
  });

  it('controls: the amount named by its own words is still taken', async () => {
    const done = bookings.filter((b) => b.status === 'Completed');
    const cover = done.filter((b) => b.style === 'Cover-up');
    const byHours = pct(
      cover.reduce((s, b) => s + b.session_hours, 0),
      done.reduce((s, b) => s + b.session_hours, 0),
    );
    expectAnswered(await askBuiltin(t, studio, 'What share of completed session hours were cover-ups?'), byHours);
    const sofa = new Map<string, number>();
    for (const q of quotes) sofa.set(q.item, (sofa.get(q.item) ?? 0) + q['Quoted (GBP)']);
    const reply = await askBuiltin(t, shop, 'Which item has the highest total quoted?');
    expect(reply.content).toContain('**Sofa**');
  });
});
