// Asked through HTTP over 1,400 wine wholesale lines holding "Cases (6 bottles)" and "Price per case
// (£)" and no line total, some lines Cancelled: the header named by the unit ("cases") is the
// quantity of each line, and the price is per one of those units, so "cases delivered" adds up the
// cases (the engine took the price, "case" being one of its words), and a sales value is the price
// times the cases of each line, the cancelled lines (never sold) left out. Controls: the price asked
// of "a case" is still the price, and the cases added up over every line, cancelled ones too, are
// not given as certain. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 4_242;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const STYLES: Array<[string, number]> = [['Red', 54], ['White', 48], ['Rosé', 42], ['Sparkling', 78]];
const lines = Array.from({ length: 1_400 }, (_, i) => {
  const [style, base] = STYLES[Math.floor(rand() * STYLES.length)];
  const month = 1 + Math.floor(rand() * 12);
  return {
    shipment_id: 90_001 + i,
    order_date: `${2024 + (i % 2)}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    account: `ACC-${100 + Math.floor(rand() * 80)}`,
    wine_style: style,
    'Cases (6 bottles)': 1 + Math.floor(rand() * 20),
    'Price per case (£)': Math.round((base + rand() * 12) * 100) / 100,
    status: rand() < 0.06 ? 'Cancelled' : 'Delivered',
  };
});
type Line = (typeof lines)[number];
const delivered = (l: Line) => l.status === 'Delivered';
const cases = (f: (l: Line) => boolean) => formatNumber(lines.filter(f).reduce((s, l) => s + l['Cases (6 bottles)'], 0));
const value = (f: (l: Line) => boolean) => formatNumber(Math.round(lines.filter(f).reduce((s, l) => s + l['Cases (6 bottles)'] * l['Price per case (£)'], 0) * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'wine wholesale' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'shipments.csv' }]);
}, 180_000);

describe('a quantity headed by its unit beside a price per that unit', () => {
  it('"total cases delivered" adds up the cases of the Delivered lines, not the price per case', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total cases delivered'), cases(delivered));
  });

  it('"total cases delivered in 2025" keeps the year and the status', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total cases delivered in 2025'), cases((l) => delivered(l) && l.order_date.startsWith('2025')));
  });

  it('"sales value in 2024" is the price times the cases of each line, cancelled lines left out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'sales value in 2024'), value((l) => delivered(l) && l.order_date.startsWith('2024')));
  });

  it('"sales value by wine style" breaks the same value down by style', async () => {
    const reply = await askBuiltin(t, ws, 'sales value by wine style');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [style] of STYLES) expect(reply.content).toContain(value((l) => delivered(l) && l.wine_style === style));
  });

  it('control: "the most we charged for a case of Red" is the highest price per case', async () => {
    const most = Math.max(...lines.filter((l) => l.wine_style === 'Red').map((l) => l['Price per case (£)']));
    expectAnswered(await askBuiltin(t, ws, "what's the most we've charged for a case of Red?"), most.toFixed(2));
  });

  it('control: "average price per case of White" averages the price', async () => {
    const white = lines.filter((l) => l.wine_style === 'White');
    const avg = white.reduce((s, l) => s + l['Price per case (£)'], 0) / white.length;
    expectAnswered(await askBuiltin(t, ws, 'average price per case of White'), avg.toFixed(2));
  });

  it('control: the cases of every line, cancelled ones too, are not given as certain', async () => {
    const reply = await askBuiltin(t, ws, 'cases of Red in 2025');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"which wine style sells the most cases?" leaves the cancelled lines out: they sold nothing', async () => {
    const totals = new Map<string, number>();
    for (const l of lines.filter(delivered)) totals.set(l.wine_style, (totals.get(l.wine_style) ?? 0) + l['Cases (6 bottles)']);
    const top = [...totals].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which wine style sells the most cases?'), top);
  });

  it('"biggest single delivered line in cases" is the most cases on one line: the rows are lines of goods', async () => {
    expectAnswered(await askBuiltin(t, ws, 'biggest single delivered line in cases'), formatNumber(Math.max(...lines.filter(delivered).map((l) => l['Cases (6 bottles)']))));
  });

  it('"average cases per delivered line" averages the cases of the Delivered lines', async () => {
    const kept = lines.filter(delivered);
    expectAnswered(await askBuiltin(t, ws, 'average cases per delivered line'), (kept.reduce((s, l) => s + l['Cases (6 bottles)'], 0) / kept.length).toFixed(2));
  });

  it('"how many bottles did we deliver in 2025" converts the cases by the header\'s note (6 bottles a case)', async () => {
    const n = lines.filter((l) => delivered(l) && l.order_date.startsWith('2025')).reduce((s, l) => s + l['Cases (6 bottles)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How many bottles did we deliver in 2025?'), formatNumber(n * 6));
  });

  it('"how many dozen bottles" converts the bottles to dozens', async () => {
    const n = lines.filter(delivered).reduce((s, l) => s + l['Cases (6 bottles)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How many dozen bottles did we deliver?'), formatNumber(n / 2));
  });

  it('"which month of 2025 brought in the most money?" ranks the months by price times cases, not the rate alone', async () => {
    const byMonth = new Map<string, number>();
    for (const l of lines.filter((x) => delivered(x) && x.order_date.startsWith('2025'))) byMonth.set(l.order_date.slice(0, 7), (byMonth.get(l.order_date.slice(0, 7)) ?? 0) + l['Cases (6 bottles)'] * l['Price per case (£)']);
    const top = [...byMonth].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'which month of 2025 brought in the most money?'), top);
  });

  it('"on the sheet" names the table as a whole and "everything" every row, as "all" does', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lines are on the sheet, cancelled included?'), formatNumber(lines.length));
    expectAnswered(await askBuiltin(t, ws, 'total sales value of everything delivered'), value(delivered));
  });

  it('control: "how many lines were cancelled" still counts the Cancelled lines', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many lines were cancelled'), formatNumber(lines.filter((l) => !delivered(l)).length));
  });

  it('"how many bottles is that?" after "total cases delivered" converts the same cases (the Delivered lines)', async () => {
    const first = await askBuiltin(t, ws, 'total cases delivered');
    const n = lines.filter(delivered).reduce((s, l) => s + l['Cases (6 bottles)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'how many bottles is that?', first.conversation_id), formatNumber(n * 6));
  });

  it('control: "how many bottles is that?" after a ranking is not answered for every line', async () => {
    const first = await askBuiltin(t, ws, 'Which wine style sells the most cases?');
    const reply = await askBuiltin(t, ws, 'how many bottles is that?', first.conversation_id);
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: "which wine style did we order the most cases of?" counts every line ordered, cancelled ones too', async () => {
    const totals = new Map<string, number>();
    for (const l of lines) totals.set(l.wine_style, (totals.get(l.wine_style) ?? 0) + l['Cases (6 bottles)']);
    const top = [...totals].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which wine style did we order the most cases of?'), top);
  });
});
