import { describe, expect, it } from 'vitest';
import { claimTableName, columnNamesFor, toSnakeCase } from './naming.ts';

describe('column names from messy headers', () => {
  it('makes snake_case names from header text', () => {
    expect(toSnakeCase('Customer Id')).toBe('customer_id');
    expect(toSnakeCase('Total\nSales ($)')).toBe('total_sales');
    expect(toSnakeCase('Größe % Änderung')).toBe('grosse_pct_anderung');
    expect(toSnakeCase('firstName')).toBe('first_name');
    expect(toSnakeCase('# of votes')).toBe('num_of_votes');
    expect(toSnakeCase('日本語 列')).toBe('日本語_列');
  });

  it('names blank headers by position and keeps names unique', () => {
    expect(columnNamesFor(['', 'Region', 'region', 'REGION', ' '])).toEqual(['column_1', 'region', 'region_2', 'region_3', 'column_5']);
  });

  it('prefixes names that would start with a digit and suffixes reserved words', () => {
    expect(columnNamesFor(['2019', '1882–\n1918', 'Select', 'order', 'year'])).toEqual([
      'col_2019',
      'col_1882_1918',
      'select_col',
      'order_col',
      'year',
    ]);
  });

  it('shortens very long headers at a word boundary', () => {
    const [name] = columnNamesFor(['Reason for designation of this site as being of special scientific interest under the act']);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toBe('reason_for_designation_of_this_site_as_being_of_special');
  });
});

describe('table names', () => {
  it('comes from the file name and avoids names taken in the workspace', () => {
    const taken = new Set(['sales']);
    expect(claimTableName('Sales.csv', null, taken)).toBe('sales_2');
    expect(claimTableName('sales.csv', null, taken)).toBe('sales_3');
    expect(claimTableName('Q3 Report 2024.xlsx', 'North America', taken)).toBe('q3_report_2024_north_america');
    expect(claimTableName('2024.csv', null, taken)).toBe('t_2024');
    expect(claimTableName('---.csv', null, taken)).toBe('table');
  });
});
