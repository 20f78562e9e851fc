// Over 1,200 vintage stock items whose Title is made of the item's era, brand and kind ("70s
// Dresse" for an unbranded 70s dress, "70s Levi's Dress" for a branded one) beside Era and
// Category columns: "the average list price of 70s dresses" may name the one title or every item
// of era 70s and category Dresses, which keep different rows. The engine read the title alone
// and answered for the unbranded ones as certain. A title whose words are not all other cells
// ("Velvet Blazer") is still read as the title, and so is one that keeps the same rows as its
// parts (every 50s scarf is titled "50s Scarves").
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 41;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
const items = Array.from({ length: 1_200 }, (_, i) => {
  const era = pick(['60s', '70s', '80s', '90s']);
  const category = pick(['Dresses', 'Jackets', 'Shirts']);
  const brand = pick(['Unbranded', "Levi's", 'Laura Ashley']);
  if (i % 50 === 7) return { SKU: 30_001 + i, Title: '50s Scarves', Category: 'Scarves', Era: '50s', Brand: 'Unbranded', 'List Price (GBP)': 10 + Math.floor(rand() * 30) };
  const velvet = i % 40 === 0;
  const title = velvet ? 'Velvet Blazer' : `${era} ${brand === 'Unbranded' ? '' : `${brand} `}${category.replace(/s$/, '')}`;
  return { SKU: 30_001 + i, Title: title, Category: velvet ? 'Jackets' : category, Era: era, Brand: brand, 'List Price (GBP)': 10 + Math.floor(rand() * 90) };
});
const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'vintage stock' });
  await uploadTables(t, ws, [{ content: toCsv(items), filename: 'stock_items.csv' }]);
}, 180_000);

describe('a cell made of other columns\' cells', () => {
  it('"70s dresses" is not read as the one title when era and category cells say it too', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average list price of 70s dresses?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a title that keeps the same rows as its parts is answered', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average list price of 50s scarves?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(mean(items.filter((x) => x.Era === '50s').map((x) => x['List Price (GBP)']))));
  });

  it('a title whose words are not all other cells is still the title', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average list price of the Velvet Blazer?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(mean(items.filter((x) => x.Title === 'Velvet Blazer').map((x) => x['List Price (GBP)']))));
  });
});
