// Column profiles computed at ingestion: what the builtin engine later relies on without
// rescanning the table (keys, summary rows, dates written as text, values kept or not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { profileTable, VALUES_COMPLETE } from './table-profile.ts';

let instance: DuckDBInstance;
let connection: DuckDBConnection;
const query = async (sql: string) => (await connection.runAndReadAll(sql)).getRowsJS() as unknown[][];

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  await connection.run(`CREATE TABLE sales AS SELECT
      i AS row_no,
      1000 + i AS order_id,
      'C-' || (i % 50) AS customer_code,
      CASE WHEN i = 3 THEN 'Total Gym 2000' ELSE 'Product ' || i END AS product,
      round(10 + (i * 37) % 90, 2) AS amount,
      strftime(DATE '2024-01-01' + CAST(i % 300 AS INTEGER), '%d/%m/%Y') AS sold_on,
      'shop ' || (i % 7000) AS shop
    FROM range(1, 8001) t(i)`);
  // A real summary row at the end: its amount is the sum of the others.
  await connection.run(`INSERT INTO sales SELECT 8001, NULL, NULL, 'Total', sum(amount), NULL, NULL FROM sales`);
  await connection.run(`CREATE VIEW sales_numbered AS SELECT *, row_no - 1 AS file_row_number FROM sales`);
});

afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

const columns = [
  { name: 'row_no', type: 'integer' as const },
  { name: 'order_id', type: 'integer' as const },
  { name: 'customer_code', type: 'text' as const },
  { name: 'product', type: 'text' as const },
  { name: 'amount', type: 'double' as const },
  { name: 'sold_on', type: 'text' as const },
  { name: 'shop', type: 'text' as const },
];

describe('profileTable', () => {
  it('marks identifiers as keys and leaves measures alone', async () => {
    const p = await profileTable(query, 'sales', 'sales_numbered', columns, 8001);
    const byName = Object.fromEntries(p.columns.map((c) => [c.name, c]));
    expect(byName.order_id.key).toBe(true);
    expect(byName.customer_code.key).toBe(true);
    expect(byName.row_no.key).toBe(true);
    expect(byName.amount.key).toBe(false);
    expect(byName.product.key).toBe(false);
    expect(byName.amount.min).toBe(10);
  });

  it('finds the summary row by its position and numbers, not by a name starting with Total', async () => {
    const p = await profileTable(query, 'sales', 'sales_numbered', columns, 8001);
    expect(p.summaryRows).toEqual([{ column: 'product', value: 'Total' }]);
  });

  it('reads dates written as text and keeps every value only up to the limit', async () => {
    const p = await profileTable(query, 'sales', 'sales_numbered', columns, 8001);
    const byName = Object.fromEntries(p.columns.map((c) => [c.name, c]));
    expect(byName.sold_on.dateFormat).toBe('%d/%m/%Y');
    expect(byName.customer_code.complete).toBe(true);
    expect(byName.customer_code.values).toHaveLength(50);
    expect(byName.shop.distinctCount).toBeGreaterThan(VALUES_COMPLETE);
    expect(byName.shop.complete).toBe(false);
    expect(byName.shop.values.length).toBeLessThan(byName.shop.distinctCount);
  });

  it('reads months written as text ("Mar-2025", "March 2025", "2025-03") as dates', async () => {
    await connection.run(`CREATE TABLE months AS SELECT i AS row_no,
        strftime(DATE '2023-01-01' + INTERVAL (i % 24) MONTH, '%b-%Y') AS short_month,
        strftime(DATE '2023-01-01' + INTERVAL (i % 24) MONTH, '%B %Y') AS long_month,
        strftime(DATE '2023-01-01' + INTERVAL (i % 24) MONTH, '%Y-%m') AS iso_month
      FROM range(1, 1201) t(i)`);
    await connection.run(`CREATE VIEW months_numbered AS SELECT *, row_no - 1 AS file_row_number FROM months`);
    const text = (name: string) => ({ name, type: 'text' as const });
    const p = await profileTable(query, 'months', 'months_numbered', [{ name: 'row_no', type: 'integer' as const }, text('short_month'), text('long_month'), text('iso_month')], 1200);
    const formats = Object.fromEntries(p.columns.map((c) => [c.name, c.dateFormat]));
    expect(formats).toEqual({ row_no: null, short_month: '%b-%Y', long_month: '%B %Y', iso_month: '%Y-%m' });
  });
});
