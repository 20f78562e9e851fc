// "How much has Total Tiling Ltd spent with us?" over customers (one called Total Tiling Ltd) and
// their order lines (a Line total): the customer's name said in full is the customer, and its
// "Total" no word of the Line total header, so the reading is not doubted as one word read twice
// (word-read-twice.ts). Controls: a customer without such a word is answered the same way, and a
// question the tables cannot answer still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { lineTotal, numberedOrderLines } from '../../../../test/support/numbered-line-tables.ts';
import { formatNumber } from '../text.ts';

const NAMES = ['Total Tiling Ltd', 'Fenland Flooring', 'Ouse Interiors', 'Abbey Bathrooms', 'Crown Kitchens', 'Heron Renovations', 'Mill Tiling', 'Swan Interiors'];
const customers = NAMES.map((name, i) => ({ 'Account No': 3_001 + i * 7, Customer: name }));
const lines = numberedOrderLines(1_200, 8_484).map((l, i) => ({ ...l, 'Account No': customers[(i * 5 + (i >> 3)) % customers.length]['Account No'] }));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'flooring customers' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(lines), filename: 'order_lines.csv' },
  ]);
}, 180_000);

const spent = (name: string) => {
  const account = customers.find((c) => c.Customer === name)!['Account No'];
  return formatNumber(Math.round(lines.filter((l) => l['Account No'] === account && l.Status === 'Completed').reduce((a, l) => a + lineTotal(l), 0) * 100) / 100);
};

describe('a customer named in full whose name holds a header word of another table', () => {
  it('"how much has Total Tiling Ltd spent with us" is that customer\'s spend', async () => {
    const reply = await askBuiltin(t, ws, 'How much has Total Tiling Ltd spent with us?');
    expectAnswered(reply, spent('Total Tiling Ltd'));
  });

  it('control: a customer without such a word is answered the same way', async () => {
    const reply = await askBuiltin(t, ws, 'How much has Fenland Flooring spent with us?');
    expectAnswered(reply, spent('Fenland Flooring'));
  });

  it('control: a question the tables cannot answer still declines', async () => {
    const reply = await askBuiltin(t, ws, 'How much profit did Total Tiling Ltd make us?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
