// "How many cups have we sold?", "which flavour sells the most cups", "cups sold by size" over
// smoothie sales lines with a Qty: a cup is one item sold, so the cups are the quantities added up
// (servings-sold.ts), not the lines counted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const FLAVOURS = ['Mango', 'Berry Blast', 'Green Machine', 'Banana Oat', 'Tropical'];
const SIZES = ['Small', 'Regular', 'Large'];
let seed = 7;
const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const lines = Array.from({ length: 1_400 }, (_, i) => {
  // Mango is on the most lines, Tropical sells the most cups (its lines hold more).
  const flavour = FLAVOURS[Math.min(FLAVOURS.length - 1, Math.floor(next() * next() * 1.6 * FLAVOURS.length))];
  const qty = flavour === 'Tropical' ? 3 + Math.floor(next() * 4) : 1 + Math.floor(next() * 2);
  const size = SIZES[Math.floor(next() * SIZES.length)];
  const day = 1 + Math.floor(next() * 28);
  return {
    'Sale ID': 90_001 + i,
    Date: `2025-0${1 + (i % 9)}-${String(day).padStart(2, '0')}`,
    Flavour: flavour,
    Size: size,
    Qty: qty,
    'Price Each (£)': (size === 'Large' ? 4.5 : size === 'Small' ? 3 : 3.8).toFixed(2),
    Payment: next() < 0.7 ? 'Card' : 'Cash',
  };
});
const sum = (ls: typeof lines) => ls.reduce((a, l) => a + l.Qty, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'smoothie stall' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'smoothie_sales.csv' }]);
}, 180_000);

describe('servings sold, over sales lines with a quantity', () => {
  it('"how many cups have we sold" adds up the quantity', async () => {
    const reply = await askBuiltin(t, ws, 'How many cups have we sold?');
    expect(sum(lines)).not.toBe(lines.length);
    expectAnswered(reply, formatNumber(sum(lines)));
  });

  it('"which flavour sells the most cups" ranks the flavours by their quantity, not their lines', async () => {
    const by = FLAVOURS.map((f) => [f, lines.filter((l) => l.Flavour === f)] as const);
    const [best, bestLines] = [...by].sort((a, b) => sum(b[1]) - sum(a[1]))[0];
    const mostLines = [...by].sort((a, b) => b[1].length - a[1].length)[0][0];
    expect(best).not.toBe(mostLines);
    const reply = await askBuiltin(t, ws, 'Which flavour sells the most cups?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${best}**`);
    expect(reply.content).toContain(formatNumber(sum(bestLines)));
  });

  it('"cups sold by size" totals the quantity per size', async () => {
    const reply = await askBuiltin(t, ws, 'cups sold by size');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const s of SIZES) expect(reply.content).toContain(formatNumber(sum(lines.filter((l) => l.Size === s))));
  });
});
