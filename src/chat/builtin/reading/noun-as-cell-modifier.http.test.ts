// "How many trees did we sell in December 2025?" over 1,400 sale lines whose Product holds "Tree
// Stand" and "Wreath" beside the tree varieties: a tree stand is no tree, so counting every line as a
// tree is not answered as certain; a product named ("Blue Spruce") still is.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const PRODUCTS = ['Nordmann Fir', 'Norway Spruce', 'Blue Spruce', 'Wreath', 'Tree Stand', 'Nordmann Fir', 'Norway Spruce'];
const sales = Array.from({ length: 1_400 }, (_, i) => ({
  'Sale Ref': `XT-${String(i + 1).padStart(5, '0')}`,
  'Sale Date': `${2024 + (i % 2)}-12-${String(1 + (i % 24)).padStart(2, '0')}`,
  Product: PRODUCTS[i % 7],
  'Price (£)': 20 + ((i * 11) % 60),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'noun as cell modifier' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'tree_sales.csv' }]);
}, 180_000);

describe('a counted noun that a cell uses as its modifier', () => {
  it('does not count every line as one of it', async () => {
    const reply = await askBuiltin(t, ws, 'How many trees did we sell in December 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('still counts a product named', async () => {
    const reply = await askBuiltin(t, ws, 'How many Blue Spruce did we sell in December 2025?');
    expectAnswered(reply, formatNumber(sales.filter((s) => s.Product === 'Blue Spruce' && s['Sale Date'].startsWith('2025-12')).length));
  });
});
