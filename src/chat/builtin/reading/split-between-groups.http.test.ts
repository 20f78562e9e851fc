// "Sales split between Oak Plank and Slate Tile": a total split between two groups named after
// "between" is their comparison, each group's total (interpret.ts reads "split" so beside the compared
// groups, where it was a word left unplaced). Controls: the same question without "split" is
// unchanged, and a split of something not added up ("boxes split between ...", no total said) is
// still not answered confidently.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { lineTotal, numberedOrderLines } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const lines = numberedOrderLines(1_200, 7_373);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring sales split' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 180_000);

const sales = (product: string) => formatNumber(Math.round(lines.filter((l) => l.Product === product && l.Status === 'Completed').reduce((a, l) => a + lineTotal(l), 0) * 100) / 100);

describe('a total split between two groups', () => {
  it('"sales split between Oak Plank and Slate Tile" gives each group\'s sales', async () => {
    const reply = await askBuiltin(t, ws, 'Sales split between Oak Plank and Slate Tile');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`Oak Plank: **${sales('Oak Plank')}**`);
    expect(reply.content).toContain(`Slate Tile: **${sales('Slate Tile')}**`);
  });

  it('control: the same comparison without "split" is unchanged', async () => {
    const reply = await askBuiltin(t, ws, 'Sales between Oak Plank and Slate Tile');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`Oak Plank: **${sales('Oak Plank')}**`);
  });

  it('control: boxes "split between" two products, no total said, is not answered confidently', async () => {
    const reply = await askBuiltin(t, ws, 'Boxes split between Oak Plank and Slate Tile');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
