// "How many loyalty cards are there?" beside loyalty_cards.csv and a customers.csv whose Found us via
// holds "Loyalty card": the plural of a cell of several words that is another table's name as
// written counts that table's rows, never the customers with the cell (interpret.ts,
// pluralOfCellNamingRows, extended from one-word cells). Over 1,300 garden centre customers and
// 1,100 loyalty cards; the singular cell after a verb ("came via a loyalty card") keeps the cell.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chance, int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(91_317);
const customers = Array.from({ length: 1_300 }, (_, i) => ({
  customer_id: 20_001 + i,
  full_name: `${pick(rand, ['Ada', 'Ben', 'Cai', 'Dee'])} ${pick(rand, ['Marsh', 'Noor', 'Pike'])}`,
  found_us_via: pick(rand, ['Loyalty card', 'Newspaper', 'Walk-in', 'Website']),
}));
const cards = Array.from({ length: 1_100 }, (_, i) => ({
  card_no: 880_000 + i * 3,
  issued_on: `2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
  holder_customer_id: chance(rand, 0.5) ? pick(rand, customers).customer_id : null,
  points: int(rand, 0, 900),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'garden centre' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(cards), filename: 'loyalty_cards.csv' },
  ]);
}, 180_000);

describe('the plural of a several-word cell that is another table\'s name', () => {
  it('"how many loyalty cards are there" counts the cards', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many loyalty cards are there?'), formatNumber(cards.length));
  });
  it('"how many loyalty cards did we issue in March 2025" counts the cards of the month', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many loyalty cards did we issue in March 2025?'), formatNumber(cards.filter((c) => c.issued_on.startsWith('2025-03')).length));
  });
  it('control: "how many customers came via a loyalty card" keeps the cell', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many customers came via a loyalty card?'), formatNumber(customers.filter((c) => c.found_us_via === 'Loyalty card').length));
  });
});
