// "Total acreage by field" over growing plots with an "Area (acres)" column, asked through HTTP:
// acreage is the area in acres, so the answer totals that column per field (MEASURE_SYNONYMS in
// vocabulary.ts). Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_113);
const plots = Array.from({ length: 1_200 }, (_, i) => ({
  'Plot ID': `PL-${String(i + 1).padStart(4, '0')}`,
  Field: pick(rand, ['Upper Ley', 'Mill Field', 'Brook Side', 'Far Acre']),
  Crop: pick(rand, ['Barley', 'Oats', 'Rape', 'Beans']),
  'Area (acres)': int(rand, 20, 160) / 100,
  'Year Sown': int(rand, 2018, 2024),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'acreage' });
  await uploadTables(t, ws, [{ content: toCsv(plots), filename: 'plots.csv' }]);
}, 180_000);

describe('acreage', () => {
  it('total acreage by field totals the area in acres per field', async () => {
    const reply = await askBuiltin(t, ws, 'Total acreage by field');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const field of ['Upper Ley', 'Mill Field', 'Brook Side', 'Far Acre']) {
      const total = plots.filter((p) => p.Field === field).reduce((s, p) => s + p['Area (acres)'], 0);
      expect(reply.content).toContain(`| ${field} | ${formatNumber(Math.round(total * 100) / 100)} |`);
    }
  });
});
