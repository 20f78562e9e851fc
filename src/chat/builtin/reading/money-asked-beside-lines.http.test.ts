// "Which month brought in the most money? (sold lines)" over till lines with a Line Total: "money"
// asks for a total of money outright, so "lines" after "most money" is no count of things the
// total's unit belies (figure-asked.ts, countAsUnitTotal): the months are ranked by the sold lines'
// line totals, confidently.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { yarnLines } from '../../../../test/support/yarn-sale-tables.ts';

const lines = yarnLines(1_600, 6_133, true);
let t: TestClient;
let ws: string;

function best(key: (l: (typeof lines)[number]) => string): string {
  const totals = new Map<string, number>();
  for (const l of lines) if (l.status === 'sold') totals.set(key(l), (totals.get(key(l)) ?? 0) + l.line_total);
  return [...totals.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'wool money' });
  // Money headed with its unit, as tills export it: "Line Total (£)".
  const rows = lines.map(({ unit_price, line_total, ...rest }) => ({ ...rest, 'Unit Price (£)': unit_price.toFixed(2), 'Line Total (£)': line_total.toFixed(2) }));
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'sales_lines.csv' }]);
}, 180_000);

describe('money asked for beside the lines it is taken from', () => {
  it('"which month brought in the most money? (sold lines)" ranks the months by the sold lines\' totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which month brought in the most money? (sold lines)'), best((l) => l.sale_date.slice(0, 7)));
  });

  it('"which brand brought in the most money (sold lines)" ranks the brands the same way', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which brand brought in the most money (sold lines)?'), best((l) => l.brand));
  });
});
