// "What did the whole library cost us to buy (one price per title)?" over a library of 1,000 titles:
// "one price per title" says how the rows are laid out, so it is never answered as the average price.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const ADJ = ['Silent', 'Golden', 'Hidden', 'Rusty', 'Lucky', 'Paper', 'Iron', 'Royal', 'Wild', 'Tiny'];
const NOUN = ['Owls', 'Towers', 'Pirates', 'Gardens', 'Robots', 'Islands', 'Castles', 'Heists', 'Lanterns', 'Dragons'];
const games = Array.from({ length: 1_000 }, (_, i) => ({
  'Game ID': `G${String(i + 1).padStart(4, '0')}`,
  Title: `${ADJ[i % 10]} ${NOUN[Math.floor(i / 10) % 10]} ${Math.floor(i / 100) + 1}`,
  Category: ['Family', 'Party', 'Strategy'][i % 3],
  'Purchase Price (£)': 12 + ((i * 7) % 40) + 0.99,
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'one per row' });
  await uploadTables(t, ws, [{ content: toCsv(games), filename: 'game_library.csv' }]);
}, 180_000);

describe('"one price per title"', () => {
  it('is not read as the average price per title', async () => {
    const reply = await askBuiltin(t, ws, 'What did the whole library cost us to buy (one price per title)?');
    const avg = games.reduce((s, g) => s + g['Purchase Price (£)'], 0) / games.length;
    expect(reply.content).not.toContain(`**${formatNumber(Math.round(avg * 100) / 100)}**`);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(formatNumber(Math.round(games.reduce((s, g) => s + g['Purchase Price (£)'], 0) * 100) / 100));
  });
});
