// "Top 5 suppliers by tonnes delivered" over deliveries keyed by supplier_code, where the suppliers'
// names repeat (four suppliers are all "Riverside Farm"): the groups are the suppliers, by their
// codes, each shown with its name; the four never add up to one merged group. And "top 4 growers by
// total crates picked" over growers keyed by grower_ref and named by a Farm column (each farm once): the
// question calls them growers, the key's word, so each is shown with its reference beside the farm.
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

/** 80 growers, each farm named once, and 2,000 pickings of apples by crate. */
function applePickings() {
  const rand = seeded(53);
  const growers = Array.from({ length: 80 }, (_, i) => ({ grower_ref: `G-${String(700 + i * 3)}`, Farm: `${WORDS[i % WORDS.length]} ${['Orchard', 'Farm', 'Fields', 'Grange', 'Acres', 'Hall'][Math.floor(i / WORDS.length)]}`, region: pick(rand, ['Kent', 'Herefordshire', 'Somerset']) }));
  const pickings = Array.from({ length: 2_000 }, (_, i) => ({ picking_id: 90_000 + i, grower_ref: pick(rand, growers).grower_ref, picked_on: `2025-${String(8 + Math.floor(rand() * 3)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`, crates: 1 + Math.floor(rand() * 40) }));
  return { growers, pickings };
}

const { growers, pickings } = applePickings();

let t: TestClient;
let ws: string;
let orchard: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'timber' });
  await uploadTables(t, ws, [{ content: toCsv(suppliers), filename: 'suppliers.csv' }, { content: toCsv(deliveries), filename: 'deliveries.csv' }]);
  orchard = await createWorkspace(t, null, { name: 'orchard' });
  await uploadTables(t, orchard, [{ content: toCsv(growers), filename: 'growers.csv' }, { content: toCsv(pickings), filename: 'pickings.csv' }]);
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

  it('"top 4 growers by total crates picked" shows each grower\'s reference beside its farm', async () => {
    expect(new Set(growers.map((g) => g.Farm)).size).toBe(growers.length);
    const byRef = [...totals(pickings, (p) => p.grower_ref, (p) => p.crates).entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const reply = await askBuiltin(t, orchard, 'Top 4 growers by total crates picked');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const at = byRef.map(([ref]) => reply.content.indexOf(ref));
    expect(at.every((i) => i >= 0), reply.content).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
