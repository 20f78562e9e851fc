// A marquee hire firm's 1,800 hires (Occasion, Marquee Size) and the 1,500 or so extras hired with
// them (Item), sharing a Hire No. "What percentage of christenings had a dance floor?" asks for the
// christening hires with at least one Dance floor line over every christening hire: a share of the
// parent rows (share-of-parent-rows.ts). Over the joined lines it gave Dance floor lines among the
// lines of christenings, another figure, confidently.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const OCCASIONS = ['Christening', 'Garden Party', 'Festival', 'Christening', 'Reunion'];
const ITEMS = ['Dance floor', 'Fairy lights', 'Heaters', 'Chairs'];
const hires = Array.from({ length: 1_800 }, (_, i) => ({
  'Hire No': 52_001 + i,
  'Hire Date': new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
  Occasion: OCCASIONS[(i * 7) % 5],
  'Marquee Size': ['Small', 'Medium', 'Large'][(i * 11) % 3],
}));
// 0 to 2 extras per hire, never the same item twice on one hire.
const extras = hires.flatMap((h, i) => {
  const n = (i * 13) % 4 === 0 ? 0 : ((i * 5) % 3);
  return Array.from({ length: n }, (_, k) => ({ 'Hire No': h['Hire No'], Item: ITEMS[(i + k * 3) % 4], 'Price (£)': 40 + ((i + k) % 6) * 10 }));
}).map((e, i) => ({ 'Line No': i + 1, ...e }));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'marquee hires and extras' });
  await uploadTables(t, ws, [
    { content: toCsv(hires), filename: 'hires.csv' },
    { content: toCsv(extras), filename: 'hire_extras.csv' },
  ]);
}, 180_000);

const pct = (part: number, whole: number) => `${formatNumber(Math.round((10_000 * part) / whole) / 100)}%`;

describe('a share of parent rows by a cell of their lines', () => {
  it('has over 1,000 hires and extras, some hires with several extras', () => {
    expect(hires.length).toBeGreaterThan(1_000);
    expect(extras.length).toBeGreaterThan(1_000);
    expect(new Set(extras.map((e) => e['Hire No'])).size).toBeLessThan(extras.length);
  });

  it('"what percentage of christenings had a dance floor" is over the christening hires', async () => {
    const christenings = hires.filter((h) => h.Occasion === 'Christening');
    const withFloor = new Set(extras.filter((e) => e.Item === 'Dance floor').map((e) => e['Hire No']));
    const part = christenings.filter((h) => withFloor.has(h['Hire No'])).length;
    const reply = await askBuiltin(t, ws, 'What percentage of christenings had a dance floor?');
    expectAnswered(reply, pct(part, christenings.length));
  });
});
