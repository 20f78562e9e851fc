// "How much has Total Catering Ltd spent on delivered lines?" asked through HTTP over 1,500 order lines
// priced by weight (Weight (kg), Price £/kg, and the Line Value as money text): a header "£/kg" is a
// price per kilogram, what one unit costs, never money a line took; what was spent or taken is the
// Line Value. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { lineValue, weighedLines, type WeighedLine } from '../../../../test/support/priced-by-weight-tables.ts';
import { formatNumber } from '../text.ts';

const { accounts, lines } = weighedLines(60, 1_500);
const delivered = lines.filter((l) => l.Status === 'Delivered');
const total = (rows: WeighedLine[]) => formatNumber(Math.round(rows.reduce((s, l) => s + lineValue(l), 0) * 100) / 100);
const totalCatering = accounts.find((a) => a.Business === 'Total Catering Ltd')!['Account No'];

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'butcher' });
  await uploadTables(t, ws, [{ content: toCsv(accounts), filename: 'trade_accounts.csv' }, { content: toCsv(lines), filename: 'order_lines.csv' }]);
}, 180_000);

describe('a price per kilogram ("£/kg") is never the money spent or taken', () => {
  it('"how much has Total Catering Ltd spent on delivered lines" adds up their Line Values', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much has Total Catering Ltd spent on delivered lines?'), total(delivered.filter((l) => l['Account No'] === totalCatering)));
  });

  it('"how much did we take for the Other category (delivered)" adds up its Line Values', async () => {
    expectAnswered(await askBuiltin(t, ws, "How much did we take for the 'Other' category (delivered)?"), total(delivered.filter((l) => l.Category === 'Other')));
  });

  it('control: "what is the average price per kg of beef" still reads the price', async () => {
    const beef = lines.filter((l) => l.Category === 'Beef');
    expectAnswered(await askBuiltin(t, ws, 'What is the average price per kg of beef?'), formatNumber(Math.round((beef.reduce((s, l) => s + l['Price £/kg'], 0) / beef.length) * 100) / 100));
  });
});
