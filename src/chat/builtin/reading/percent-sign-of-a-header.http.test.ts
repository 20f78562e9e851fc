// "How many wines have no ABV % filled in?" asked through HTTP over a wine merchant's 1,200 wines
// whose "ABV %" is blank on some: the percent sign belongs to the header the reading filters on, and
// asks for no percentage; the count of the blank rows is the answer (answer-shape.ts, readAsked). A
// percentage asked besides ("what % of wines have no ABV % filled in") is still a share. Expected
// values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const COUNTRIES = ['France', 'Italy', 'Spain', 'Chile', 'Australia'];
const wines = Array.from({ length: 1_200 }, (_, i) => ({
  'Wine Code': 50_001 + i,
  Wine: `Cuvee ${String(i).padStart(4, '0')}`,
  Country: COUNTRIES[(i * 7) % COUNTRIES.length],
  'ABV %': (i * 13) % 9 === 0 ? null : 11 + ((i * 17) % 40) / 10,
  'Price (£)': 8 + ((i * 31) % 300) / 10,
}));
const blank = wines.filter((w) => w['ABV %'] === null);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'wine list' });
  await uploadTables(t, ws, [{ content: toCsv(wines), filename: 'wines.csv' }]);
}, 180_000);

describe('the percent sign of a header filtered on', () => {
  it('"how many wines have no ABV % filled in" counts the blank ones', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many wines have no ABV % filled in?'), formatNumber(blank.length));
  });

  it('"how many France wines have no ABV % filled in" counts the blank French ones', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many France wines have no ABV % filled in?'), formatNumber(blank.filter((w) => w.Country === 'France').length));
  });

  it('control: "what % of wines have no ABV % filled in" is not answered with the count', async () => {
    const reply = await askBuiltin(t, ws, 'What % of wines have no ABV % filled in?');
    expect(reply.content).not.toContain(`**${formatNumber(blank.length)}**`);
  });
});
