import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractPdf } from './extract-pdf.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/pdf/${name}`, import.meta.url));
const withTables = { processImages: false, extractTables: true };
// One extraction of the layout fixture serves every test that only reads its result.
const layout = extractPdf(fixture('layout.pdf'), withTables);

describe('extractPdf native tables', () => {
  it('reads a ruled table cell by cell, header row first, and keeps it in the text', async () => {
    const result = await layout;
    const table = result.tables.find((t) => t.page === 3)!;
    expect(table).toEqual({
      page: 3,
      headers: ['Region', 'Units', 'Revenue'],
      rows: [
        { Region: 'North', Units: '120', Revenue: '1,450.00' },
        { Region: 'South', Units: '95', Revenue: '980.50' },
        { Region: 'East', Units: '143', Revenue: '2,010.75' },
      ],
      row_count: 3,
      column_count: 3,
      source: 'native',
    });
    expect(result.pages![2].text).toBe(
      [
        'Quarterly sales by region are shown below.',
        'Region | Units | Revenue\nNorth | 120 | 1,450.00\nSouth | 95 | 980.50\nEast | 143 | 2,010.75',
        'The table ends above this sentence.',
      ].join('\n\n'),
    );
  });

  it('finds a borderless table from aligned columns and joins its continuation on the next page', async () => {
    const result = await layout;
    const table = result.tables.find((t) => t.page === 4)!;
    expect(table.headers).toEqual(['Item', 'Qty', 'Price', 'Amount']);
    expect(table.rows).toEqual([
      { Item: 'Bolts', Qty: '200', Price: '0.10', Amount: '20.00' },
      { Item: 'Nuts', Qty: '150', Price: '0.05', Amount: '7.50' },
      { Item: 'Washers', Qty: '300', Price: '0.02', Amount: '6.00' },
      { Item: 'Brackets', Qty: '12', Price: '2.50', Amount: '30.00' },
    ]);
    expect(table.row_count).toBe(4);
    expect(result.tables.some((t) => t.page === 5)).toBe(false);
  });

  it('names blank and repeated headers uniquely and fills a cell spanning two columns once', async () => {
    const result = await layout;
    const table = result.tables.find((t) => t.page === 6)!;
    expect(table.headers).toEqual(['column_1', 'Amount', 'Amount_2', 'Note']);
    expect(table.rows).toEqual([
      { column_1: 'Q1', Amount: '10', Amount_2: '12', Note: 'ok' },
      { column_1: 'Q2', Amount: '11', Amount_2: 'spans two cells', Note: '' },
    ]);
  });

  it('does not take two columns of prose or a hyphenated paragraph for a table', async () => {
    const result = await layout;
    expect(result.tables.map((t) => t.page)).toEqual([3, 4, 6, 7]);
    expect(result.pages![0].text).toContain('That is the whole point of this page.');
  });

  it('does not take a code listing or a list of points after icons for a table', async () => {
    const result = await extractPdf(fixture('not-tables.pdf'), withTables);
    expect(result.tables).toEqual([]);
    expect(result.pages![0].text).toBe(
      [
        'The query below lists the large orders.',
        'CREATE VIEW big_orders AS\nSELECT name, total\nFROM orders\nWHERE total > 100\nORDER BY total;',
        'It runs every night.',
      ].join('\n\n'),
    );
  });

  it('puts header text set sideways into its cell and keeps a column that only its header fills', async () => {
    const result = await layout;
    const table = result.tables.find((t) => t.page === 7)!;
    expect(table.headers).toEqual(['Command', 'JOBCTL', 'SECADM', 'SQLADM']);
    expect(table.rows).toEqual([
      { Command: 'Change degree', JOBCTL: 'X', SECADM: '', SQLADM: 'X' },
      { Command: 'Dump plan cache', JOBCTL: 'X', SECADM: '', SQLADM: '' },
    ]);
    expect(result.pages![6].text).not.toContain('JOBCTL SECADM');
  });

  it('reads the tables of a real report (ICDAR 2013 eu-005)', async () => {
    const result = await extractPdf(fixture('eu-005.pdf'), withTables);
    // The two tables, then the legend of sources under the second (abbreviation | meaning), whose
    // terms and meanings are aligned like a small borderless table.
    expect(result.tables.map((t) => t.row_count)).toEqual([14, 15, 3]);
    const [shares, estimates, legend] = result.tables;
    expect(legend.rows.at(-1)).toEqual({ 'Other Sources: LDA': 'EH', 'La Distribution alimentaire': 'European Handbook' });
    expect(shares.page).toBe(2);
    expect(shares.headers).toEqual(['column_1', '1996', '1993']);
    expect(shares.rows[0]).toEqual({ column_1: 'Austria', '1996': '59', '1993': '54' });
    expect(shares.row_count).toBe(14);
    expect(estimates.headers).toEqual([
      'column_1',
      'Our estimates 1996',
      'LDA 1997',
      'PBUK 1996',
      'EH 1996',
      'AIM 1992',
      'HBS',
      'OXIRM',
      'Average of other estimates',
    ]);
    expect(estimates.rows[1]).toMatchObject({ column_1: 'Bel/Lux', 'Our estimates 1996': '61.6', 'AIM 1992': '53', HBS: '60' });
  });

  it('reads tables cell by cell on a page turned by /Rotate', async () => {
    const result = await extractPdf(fixture('eu-015.pdf'), withTables);
    const [topics, other] = result.tables.filter((t) => t.page === 1);
    expect(topics.headers).toEqual(['Topic', 'Enquiries']);
    expect(topics.rows[0]).toEqual({ Topic: 'EU Institutions', Enquiries: '3.597' });
    expect(topics.rows.at(-1)).toEqual({ Topic: 'Total', Enquiries: '14.862' });
    expect(topics.row_count).toBe(11);
    expect(other.rows.map((r) => r.Enquiries)).toEqual(['4.330', '119', '2.003', '169', '2.417', '23.900']);
    // Three tables side by side on page 2 stay three tables.
    expect(result.tables.filter((t) => t.page === 2).map((t) => t.headers)).toEqual([
      ['Air passengers rights', 'Enquiries'],
      ['Free movement of persons / workers', 'Enquiries'],
      ['Treaty reform / IGC / Lisbon Treaty', 'Enquiries'],
    ]);
  });

  it('ignores shaded cell boxes inside drawn grids and starts a new table under a heading on the next page', async () => {
    const result = await extractPdf(fixture('eu-001.pdf'), withTables);
    expect(result.tables.map((t) => [t.page, t.row_count])).toEqual([
      [1, 7],
      [1, 12],
      [1, 9],
      [2, 23],
      [2, 22],
      [3, 17],
      [3, 8],
    ]);
    const [greenhouse, other] = result.tables;
    expect(greenhouse.headers).toEqual(['column_1', 'THRESHOLD FOR RELEASES', 'column_3', 'column_4']);
    expect(greenhouse.rows[0]).toEqual({ column_1: '', 'THRESHOLD FOR RELEASES': 'to air kg/year', column_3: 'to water kg/year', column_4: 'to land kg/year' });
    expect(greenhouse.rows[1]).toEqual({ column_1: 'Carbon dioxide (CO2)', 'THRESHOLD FOR RELEASES': '100 million', column_3: '-', column_4: '-' });
    expect(other.rows[3]).toMatchObject({ column_1: 'Chlorine and inorganic compounds (as HCl)', 'THRESHOLD FOR RELEASES': '10 000' });
  });

  it('reads borderless tables printed by LibreOffice and Chromium: shaded cells, columns a few points apart', async () => {
    const shaded = await extractPdf(fixture('borderless-shaded-libreoffice.pdf'), withTables);
    expect(shaded.tables).toHaveLength(1);
    expect(shaded.tables[0].headers).toEqual(['Product', 'On hand', 'Reserved', 'Status', 'Bin']);
    // A right-aligned number 6 points before a left-aligned word is two cells.
    expect(shaded.tables[0].rows[0]).toEqual({ Product: 'Juniper Candle Set', 'On hand': '1,034', Reserved: '707', Status: 'Pending', Bin: 'D28' });
    expect(shaded.tables[0].rows.at(-1)).toMatchObject({ Product: 'Total', 'On hand': '27,664', Reserved: '5,381' });
    const chromium = await extractPdf(fixture('borderless-chromium.pdf'), withTables);
    expect(chromium.tables[0].headers).toEqual(['Order', 'Shipped', 'Freight', 'Carrier']);
    expect(chromium.tables[0].rows[0]).toEqual({ Order: 'ORD-24366', Shipped: '2024-07-27', Freight: '$8,090.95', Carrier: 'UPS' });
  });

  it('joins the lines of a wrapped row label, its values on its first line', async () => {
    const result = await extractPdf(fixture('borderless-wrapped-libreoffice.pdf'), withTables);
    const statement = result.tables.find((t) => t.page === 2)!;
    expect(statement.headers).toEqual(['Line item', 'FY2023', 'Budget']);
    expect(statement.rows.slice(0, 3)).toEqual([
      { 'Line item': 'Foreign exchange gains and losses', FY2023: '(27,237)', Budget: '239,702' },
      { 'Line item': 'Selling, general and administrative', FY2023: '124,941', Budget: '6,360' },
      { 'Line item': 'Gross profit', FY2023: '134,716', Budget: '188,847' },
    ]);
    expect(statement.row_count).toBe(13);
  });

  it('does not take justified two-column prose, its words spread apart, for a table', async () => {
    const result = await extractPdf(fixture('justified-columns-libreoffice.pdf'), withTables);
    expect(result.tables).toEqual([]);
  });

  it('leaves tables out when they are not asked for', async () => {
    const result = await extractPdf(fixture('layout.pdf'), { processImages: false, extractTables: false });
    expect(result.tables).toEqual([]);
  });
});
