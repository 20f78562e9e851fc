// "Top 5 suppliers by tonnes delivered" over deliveries keyed by supplier_code, where the suppliers'
// names repeat (four suppliers are all "Riverside Farm"): the groups are the suppliers, by their
// codes, each shown with its name; the four never add up to one merged group.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv, totals } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const WORDS = ['Ash', 'Birch', 'Cedar', 'Elm', 'Fern', 'Hazel', 'Holly', 'Larch', 'Maple', 'Oak', 'Pine', 'Rowan', 'Willow', 'Yew'];
const ENDS = ['Estate', 'Forest', 'Woodland', 'Plantation'];

/** 60 suppliers, four of them sharing the name "Riverside Farm", and 1,500 deliveries of timber. */
function timberDeliveries() {
  const rand = seeded(47);
  const suppliers = Array.from({ length: 60 }, (_, i) => ({
    supplier_code: `SUP${String(101 + i * 7).padStart(4, '0')}`,
    supplier_name: i % 15 === 3 ? 'Riverside Farm' : `${WORDS[i % WORDS.length]} ${ENDS[Math.floor(i / WORDS.length) % ENDS.length]}`,
    county: pick(rand, ['Cumbria', 'Powys', 'Argyll', 'Shropshire']),
  }));
  const deliveries = Array.from({ length: 1_500 }, (_, i) => ({
    delivery_no: `D${30_000 + i}`,
    supplier_code: pick(rand, suppliers).supplier_code,
    delivered_on: `2025-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    tonnes: Math.round((5 + rand() * 25) * 100) / 100,
  }));
  return { suppliers, deliveries };
}

const { suppliers, deliveries } = timberDeliveries();

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'timber' });
  await uploadTables(t, ws, [{ content: toCsv(suppliers), filename: 'suppliers.csv' }, { content: toCsv(deliveries), filename: 'deliveries.csv' }]);
}, 180_000);

describe('groups asked by a key and shown by names that repeat', () => {
  it('"top 5 suppliers by total tonnes delivered" ranks the suppliers by their codes, never a merged name', async () => {
    expect(new Set(suppliers.map((s) => s.supplier_name)).size).toBeLessThan(suppliers.length);
    const byCode = [...totals(deliveries, (d) => d.supplier_code, (d) => d.tonnes).entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
    const reply = await askBuiltin(t, ws, 'Top 5 suppliers by total tonnes delivered');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const at = byCode.map(([code]) => reply.content.indexOf(code));
    expect(at.every((i) => i >= 0), reply.content).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const [, tonnes] of byCode) expect(reply.content).toContain(formatNumber(Math.round(tonnes * 100) / 100));
    // The four "Riverside Farm" suppliers' deliveries added together rank no group.
    const merged = deliveries.filter((d) => suppliers.find((s) => s.supplier_code === d.supplier_code)!.supplier_name === 'Riverside Farm').reduce((s, d) => s + d.tonnes, 0);
    expect(reply.content).not.toContain(formatNumber(Math.round(merged * 100) / 100));
  });
});
