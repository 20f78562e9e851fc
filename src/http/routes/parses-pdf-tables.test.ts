// PDF tables through the API as a user sends them: scans of tables drawn in thin, faint borders
// (test/fixtures/scans/make-scans.ts: LibreOffice and Chromium documents rendered at 100-300 dpi
// with grey, light grey and blue-grey rules of 0.5 px to 1.5 pt, wrapped as image-only PDFs), and
// native tables from the generated table set (bench/support/table-set.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { FIXTURES, uploadFile } from '../../../test/support/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface ParsedTable {
  page: number;
  headers: string[];
  rows: Array<Record<string, string>>;
  source: string;
}

async function parsePdf(path: string) {
  const accepted = await uploadFile(t, '/v1/parses', { path: `${FIXTURES}${path}` });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  const job = await pollUntil(
    async () => {
      const body = (await t.request('GET', `/v1/parses/${accepted.body.parse_id}`)).json();
      return body.status === 'completed' || body.status === 'failed' ? body : null;
    },
    // OCR behind a busy machine can take longer than pollUntil's default minute; the describe's own limit bounds it.
    { what: `parse of ${path}`, timeoutMs: 170_000 },
  );
  expect(job.status, JSON.stringify(job.error)).toBe('completed');
  return job.result as { text: string; tables: ParsedTable[] | null; metadata: Record<string, unknown> };
}

/** The table as a grid of cell texts, header first. */
const parseScan = (name: string) => parsePdf(`scans/${name}.pdf`);

const grid = (table: ParsedTable) => [table.headers, ...table.rows.map((row) => table.headers.map((header) => row[header]))];

// A whole page OCR'd at 300 dpi, behind the OCR engine's start, on a machine shared with other runs.
describe('POST /v1/parses on scans of tables with faint grids', { timeout: 180_000 }, () => {
  it('reads the 4×4 table of a 150-dpi scan in thin grey rules, with no rule read as a character', async () => {
    const result = await parseScan('port-operations-lo-150');
    expect(result.metadata).toMatchObject({ extraction_method: 'ocr', ocr_pages: 1, table_count: 1, ocr_tables: 1 });
    expect(result.tables).toHaveLength(1);
    const [table] = result.tables!;
    expect(table).toMatchObject({ page: 1, source: 'ocr' });
    expect(grid(table)).toEqual([
      ['Terminal', 'Containers', 'Vessels', 'Turnaround (h)'],
      ['North Quay', '12,480', '41', '22.5'],
      ['East Basin', '9,315', '33', '19.0'],
      ['South Pier', '7,062', '27', '25.75'],
    ]);
    expect(result.text).not.toMatch(/[|[\]()]\s*\d|\d\s*[|[\]()]/);
    expect(result.text).not.toContain('|');
    expect(result.text).toContain('Terminal Containers Vessels Turnaround (h)');
    expect(result.text).toContain('South Pier 7,062 27 25.75');
  });

  it.each([
    {
      name: 'invoice-lines-lo-100',
      cells: [
        ['Item', 'Quantity', 'Unit price', 'Amount'],
        ['Cedar bookshelf', '4', '129.00', '516.00'],
        ['Basalt kettle', '12', '34.50', '414.00'],
        ['Nimbus pillow', '30', '18.90', '567.00'],
        ['Summit tent', '2', '289.00', '578.00'],
      ],
    },
    {
      name: 'staff-chromium-150',
      cells: [
        ['Site', 'H1', 'H2', 'Change'],
        ['Graz', '118', '124', '+6'],
        ['Porto', '96', '91', '-5'],
        ['Tampere', '143', '150', '+7'],
      ],
    },
    {
      name: 'timetable-chromium-200',
      cells: [
        ['Route', 'First', 'Last', 'Every (min)', 'Fare'],
        ['Old Town', '06:15', '22:40', '20', '3.20'],
        ['Island Park', '07:00', '21:30', '30', '4.10'],
        ['Airport', '05:45', '23:55', '15', '6.80'],
      ],
    },
    {
      name: 'balance-sheet-lo-300',
      cells: [
        ['Line item', '2023', '2024'],
        ['Cash and equivalents', '4,210', '5,388'],
        ['Trade receivables', '2,975', '3,140'],
        ['Inventories', '1,602', '1,455'],
        ['Total assets', '8,787', '9,983'],
      ],
    },
  ])('reads the grid of $name', async ({ name, cells }) => {
    const result = await parseScan(name);
    expect(result.tables?.map(grid)).toEqual([cells]);
    expect(result.text).not.toContain('|');
    for (const row of cells.slice(1)) for (const cell of row) expect(result.text).toContain(cell);
  });
});

describe('POST /v1/parses on native PDF tables', () => {
  it('reads two timetables, one ruled and one borderless with its headers set flush left over figures set flush right', async () => {
    const result = await parsePdf('pdf/timetables-libreoffice.pdf');
    expect(result.tables?.map(grid)).toEqual([
      [
        ['Stop', 'Trip 1', 'Trip 2', 'Trip 3', 'Trip 4'],
        ['West End', '07:28', '08:13', '08:58', '09:43'],
        ['North Gate', '07:31', '-', '09:01', '-'],
        ['Old Harbour', '07:36', '08:21', '09:04', '09:51'],
        ['Cathedral', '-', '08:22', '09:07', '09:55'],
        ['Market Square', '07:44', '08:25', '09:14', '09:55'],
        ['Lakeside', '07:43', '08:33', '09:18', '10:03'],
        ['Industrial Estate', '07:52', '-', '09:16', '10:07'],
        ['Airport Road', '07:56', '-', '09:19', '10:04'],
        ['Stadium', '08:00', '08:45', '09:30', '-'],
        ['University', '07:55', '08:49', '-', '10:10'],
      ],
      [
        ['Stop', 'Trip 1', 'Trip 2', 'Trip 3', 'Trip 4'],
        ['Lakeside', '07:54', '08:24', '08:54', '09:24'],
        ['Airport Road', '07:57', '08:27', '08:57', '09:27'],
        ['Stadium', '08:02', '08:30', '09:00', '-'],
        ['Science Park', '08:06', '08:33', '09:03', '09:33'],
        ['Market Square', '08:10', '08:40', '09:06', '09:40'],
        ['University', '08:14', '08:44', '09:14', '09:44'],
      ],
    ]);
  });
});
