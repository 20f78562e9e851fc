// The files a new user uploads on day one are exports, not clean tables: a CRM report workbook
// with a title, a totals line and a "Generated on" note; regions typed by hand ("North",
// "north ", "NORTH"); a ";" CSV from a European accounting package with decimal commas
// ("1.234,56"); a CSV with money as "$1,234.50", credits in parentheses ("(120.00)" is -120),
// discounts as "12.5%" and an "Invoice Total" header beside the column a question totals; the one
// money column known by its currency ("Amount (£)") when asked with a verb of money. Each is
// uploaded through HTTP (1,200 to 1,500 rows) and asked through the chat route; every test failed
// before (ingestion misread the shape, or the engine read "total"/"that" wrongly). Expected
// values are computed here from the rows, in cents to stay exact.
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { formatNumber } from '../text.ts';

// North has the most rows, but fewer than South once its hand-typed spellings are counted apart.
const donations = Array.from({ length: 1_200 }, (_, i) => {
  const region = i % 10 < 4 ? 'North' : i % 10 < 7 ? 'South' : i % 10 < 9 ? 'Midlands' : 'Wales';
  const typed = region === 'North' ? ['North', 'north ', 'NORTH', 'North '][i % 4] : region;
  return { ref: `DN-${40_001 + i}`, region, typed, cents: 500 + ((i * 37) % 20_000), giftAid: i % 3 === 0 ? 'Yes' : 'No' };
});
const cents = (rows: Array<{ cents: number }>) => rows.reduce((n, r) => n + r.cents, 0);

function reportWorkbook(): Uint8Array {
  const grid = [
    ['Donations report - all campaigns'],
    [],
    ['Donation Ref', 'Region', 'Amount (£)', 'Gift Aid'],
    ...donations.map((d) => [d.ref, d.typed, d.cents / 100, d.giftAid]),
    ['Total', null, cents(donations) / 100, null],
    [],
    ['Generated on 01/10/2025 08:14 by CRM Reports'],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(grid), 'Report');
  return XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

const euro = (c: number) => `${Math.floor(c / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(c % 100).padStart(2, '0')}`;
const lines = Array.from({ length: 1_500 }, (_, i) => ({ invoice: `F-${10_001 + i}`, country: ['France', 'Spain', 'Italy'][i % 3], cents: 9_000 + ((i * 7_919) % 400_000), vat: 1_800 + ((i * 613) % 80_000) }));
const europeanCsv = ['Invoice No;Country;Net Amount (EUR);VAT (EUR);Notes;;', ...lines.map((l) => `${l.invoice};${l.country};${euro(l.cents)};${euro(l.vat)};;;`)].join('\r\n');

const dollars = (c: number) => {
  const text = `${Math.floor(Math.abs(c) / 100).toLocaleString('en-US')}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
  return c < 0 ? `(${text})` : text;
};
const jobs = Array.from({ length: 1_300 }, (_, i) => ({ id: 52_001 + i, invoice: 9_000 + ((i * 4_133) % 300_000), adjustment: i % 6 === 0 ? -(2_000 + ((i * 97) % 20_000)) : i % 17 === 0 ? 1_500 : 0, discount: [0, 5, 10, 12.5, 15][i % 5] + (i % 7 === 0 ? 2.5 : 0), type: ['Leak Repair', 'Inspection', 'Drain Cleaning'][i % 3] }));
const accountingCsv = [
  'Job #,"Invoice Total\n(USD)",Adjustment,Discount,Job Type',
  ...jobs.map((j) => `${j.id},"$${dollars(j.invoice)}",${dollars(j.adjustment)},${j.discount}%,${j.type}`),
].join('\n');

let t: TestClient;
const ws = { report: '', european: '', accounting: '' };

beforeAll(async () => {
  t = sharedTestApp();
  ws.report = await createWorkspace(t, null, { name: 'donations' });
  await uploadTables(t, ws.report, [{ content: reportWorkbook(), filename: 'donations.xlsx' }]);
  ws.european = await createWorkspace(t, null, { name: 'wine' });
  await uploadTables(t, ws.european, [{ content: europeanCsv, filename: 'invoice_lines.csv' }]);
  ws.accounting = await createWorkspace(t, null, { name: 'jobs' });
  await uploadTables(t, ws.accounting, [{ content: accountingCsv, filename: 'jobs_export.csv' }]);
}, 180_000);

describe('a report workbook: title above, totals line and note below', () => {
  it('the note is not a row and the totals line is not counted', async () => {
    expectAnswered(await askBuiltin(t, ws.report, 'How many donations did we receive?'), formatNumber(donations.length));
    expectAnswered(await askBuiltin(t, ws.report, 'How much was donated in total?'), formatNumber(cents(donations) / 100));
  });

  it('"north " and "NORTH" are North: the region ranking adds them up', async () => {
    const north = cents(donations.filter((d) => d.region === 'North')) / 100;
    expectAnswered(await askBuiltin(t, ws.report, 'Which region raised the most money?'), 'North');
    const reply = await askBuiltin(t, ws.report, 'Total amount by region');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const northLine = reply.content.split('\n').find((line) => /\bNorth\b/.test(line)) ?? '';
    expect(northLine).toContain(formatNumber(north));
  });

  it('"Amount (£)" is the money a verb of money asks for: "how much did Wales raise", "which region raised the most"', async () => {
    expectAnswered(await askBuiltin(t, ws.report, 'How much did Wales raise?'), formatNumber(cents(donations.filter((d) => d.region === 'Wales')) / 100));
    expectAnswered(await askBuiltin(t, ws.report, 'Which region raised the most?'), 'North');
  });

  it('"that" in a follow-up is the previous answer\'s rows', async () => {
    const midlands = donations.filter((d) => d.region === 'Midlands');
    const first = await askBuiltin(t, ws.report, 'How many donations came from the Midlands?');
    expectAnswered(first, formatNumber(midlands.length));
    expectAnswered(await askBuiltin(t, ws.report, 'And how much was that in total?', first.conversation_id), formatNumber(cents(midlands) / 100));
  });
});

describe('numbers as exports write them', () => {
  it('a ";" file with decimal commas: "3.132,00" is 3132', async () => {
    expectAnswered(await askBuiltin(t, ws.european, 'What is the total net amount?'), formatNumber(cents(lines) / 100));
  });

  it('"charged" is what the rows record: "how much VAT was charged" totals the VAT column', async () => {
    expectAnswered(await askBuiltin(t, ws.european, 'How much VAT was charged?'), formatNumber(lines.reduce((n, l) => n + l.vat, 0) / 100));
  });

  it('credits in parentheses: "(120.00)" is -120', async () => {
    const total = jobs.reduce((n, j) => n + j.adjustment, 0) / 100;
    expectAnswered(await askBuiltin(t, ws.accounting, 'What is the total of all adjustments?'), formatNumber(total));
  });

  it('"12.5%" cells: the average discount is still a percentage', async () => {
    const average = jobs.reduce((n, j) => n + j.discount, 0) / jobs.length;
    expectAnswered(await askBuiltin(t, ws.accounting, 'What is the average discount?'), `${formatNumber(average)}%`);
  });
});
