// Generates a PDF table set of document types the detectors were not tuned on: invoices,
// financial statements with section rows, timetables, tables running over pages with a repeated
// header, tables with merged (spanning) header cells and tables side by side. Each is drawn in one
// of several styles (full grid in black, grey or coloured thin rules; rules under the header only;
// zebra rows; no rules at all), printed by LibreOffice and by Chromium (native PDFs), and the first
// page of some is rendered at 100-300 dpi and wrapped as an image-only PDF (scans).
//   npx node bench/support/table-set.ts [outDir]        (default bench/.out/tables)
// Two splits from disjoint seeds: outDir/dev for tuning, outDir/holdout scored only at the end
// (npm run bench:tables -- --set generated=bench/.out/tables/holdout). Ground truth is known from
// the HTML; the page a table lands on is read back from each PDF (pdftotext). A table running
// over pages is one table in the truth, with its header once, on the page where it starts.
// Needs libreoffice-writer-nogui, chromium, poppler-utils and img2pdf.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chance, int, pick, type Rng, sample, seeded } from './random.ts';
import { availableRenderers, renderHtml, type Renderer, scanPdf } from './render-html.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const outRoot = resolve(process.argv[2] ?? join(here, '../.out/tables'));

// ------------------------------------------------------------------ vocabulary

const ITEMS = ['Oak veneer desk', 'Steel filing cabinet', 'LED panel 60x60', 'Ergonomic mesh chair', 'Whiteboard 180 cm', 'Laser toner cartridge', 'Copy paper A4, 5 reams', 'Network switch 24-port', 'USB-C docking station', 'Monitor arm, dual', 'Cable tray 2 m', 'Fire extinguisher 6 kg', 'First aid kit', 'Coffee machine service', 'Installation labour (hours)', 'Delivery and handling', 'Annual software licence', 'Projector lamp', 'Acoustic wall panel', 'Desk lamp, dimmable'];
const STOPS = ['Central Station', 'Market Square', 'Riverside', 'University', 'Hospital', 'Old Harbour', 'Airport Road', 'Stadium', 'North Gate', 'Science Park', 'Lakeside', 'Cathedral', 'Industrial Estate', 'West End'];
const REGIONS = ['Nordics', 'Benelux', 'Iberia', 'Central Europe', 'British Isles', 'Baltics', 'Balkans', 'Alpine', 'France', 'Italy'];
const PRODUCTS = ['Standard plan', 'Premium plan', 'Enterprise plan', 'Add-on storage', 'Support contract', 'Training days', 'Hardware bundle', 'Consulting'];
const EMPLOYEES = ['Amira Haddad', 'Bruno Costa', 'Chen Wei', 'Dagny Holm', 'Emeka Obi', 'Femke de Vries', 'Goran Petrovic', 'Hana Sato', 'Ines Moreau', 'Jakub Nowak', 'Kirsi Laine', 'Luca Bianchi', 'Maeve Byrne', 'Nils Berg', 'Olga Ivanova', 'Pedro Ruiz', 'Qiu Lan', 'Rahul Mehta', 'Sofia Lind', 'Tomas Horak'];
const ROLES = ['Analyst', 'Engineer', 'Designer', 'Manager', 'Technician', 'Consultant', 'Coordinator'];
const SITES = ['Aarhus', 'Bilbao', 'Bruges', 'Dresden', 'Galway', 'Krakow', 'Linz', 'Lyon', 'Tartu', 'Turin'];
const STATEMENT: Array<{ section: string; items: string[]; total: string }> = [
  { section: 'Non-current assets', items: ['Property, plant and equipment', 'Intangible assets', 'Right-of-use assets', 'Deferred tax assets'], total: 'Total non-current assets' },
  { section: 'Current assets', items: ['Inventories', 'Trade and other receivables', 'Prepayments', 'Cash and cash equivalents'], total: 'Total current assets' },
  { section: 'Current liabilities', items: ['Trade and other payables', 'Borrowings', 'Lease liabilities', 'Provisions'], total: 'Total current liabilities' },
  { section: 'Equity', items: ['Share capital', 'Share premium', 'Retained earnings', 'Other reserves'], total: 'Total equity' },
];
const SENTENCES = [
  'All amounts are stated in euros unless noted otherwise.',
  'Figures for the prior period have been restated to reflect the new segment structure.',
  'Please quote the invoice number with your payment.',
  'The schedule applies from the first Monday of the month until further notice.',
  'Totals may not add up because of rounding.',
  'The board reviewed these results at its meeting in the following month.',
  'Questions about this document should go to the finance office.',
  'Services marked with a dash do not stop at that station.',
];
const FONTS = ["'Liberation Serif', serif", "'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif", "'DejaVu Serif', serif"];

const whole = (n: number) => (n < 0 ? `(${Math.abs(n).toLocaleString('en-US')})` : n.toLocaleString('en-US'));
const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// ------------------------------------------------------------------ tables

type Style = 'grid' | 'grey-grid' | 'colour-grid' | 'header-rule' | 'zebra' | 'plain';
const STYLES: Style[] = ['grid', 'grey-grid', 'colour-grid', 'header-rule', 'zebra', 'plain'];

interface HeaderCell {
  text: string;
  span: number;
}

interface Table {
  header: HeaderCell[][];
  body: string[][];
  /** Right-aligned columns. */
  numeric: boolean[];
  style: Style;
  /** Body rows that are section labels (one cell of text, set in bold). */
  sectionRows?: Set<number>;
}

const single = (texts: string[]): HeaderCell[][] => [texts.map((text) => ({ text, span: 1 }))];

function invoiceTable(rng: Rng): Table {
  const withCode = chance(rng, 0.5);
  const withVat = chance(rng, 0.4);
  const lines = sample(rng, ITEMS, int(rng, 4, 9));
  let subtotal = 0;
  const body = lines.map((item) => {
    const quantity = int(rng, 1, 40);
    const price = int(rng, 300, 90000) / 100;
    const amount = quantity * price;
    subtotal += amount;
    const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return [...(withCode ? [`${pick(rng, ['AX', 'BQ', 'KT', 'PL'])}-${int(rng, 1000, 9999)}`] : []), item, String(quantity), fmt(price), ...(withVat ? [pick(rng, ['20%', '10%', '5.5%'])] : []), fmt(amount)];
  });
  const width = body[0].length;
  const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const totalRow = (label: string, value: number) => [...Array<string>(width - 2).fill(''), label, fmt(value)];
  body.push(totalRow('Subtotal', subtotal), totalRow('VAT', subtotal * 0.2), totalRow('Total due', subtotal * 1.2));
  const header = [...(withCode ? ['Code'] : []), 'Description', 'Qty', 'Unit price', ...(withVat ? ['VAT'] : []), 'Amount'];
  return { header: single(header), body, numeric: header.map((h) => !['Code', 'Description'].includes(h)), style: pick(rng, STYLES) };
}

function statementTable(rng: Rng): Table {
  const years = chance(rng, 0.5) ? ['2024', '2023'] : ['31 Dec 2024', '31 Dec 2023'];
  const withNote = chance(rng, 0.5);
  const body: string[][] = [];
  const sectionRows = new Set<number>();
  for (const { section, items, total } of sample(rng, STATEMENT, int(rng, 2, 3))) {
    sectionRows.add(body.length);
    body.push([section, ...(withNote ? [''] : []), ...years.map(() => '')]);
    const sums = years.map(() => 0);
    for (const item of items) {
      const values = years.map(() => int(rng, -900, 48000));
      values.forEach((v, i) => (sums[i] += v));
      body.push([item, ...(withNote ? [String(int(rng, 4, 28))] : []), ...values.map(whole)]);
    }
    body.push([total, ...(withNote ? [''] : []), ...sums.map(whole)]);
  }
  const header = ['', ...(withNote ? ['Note'] : []), ...years];
  return { header: single(header), body, numeric: header.map((_, i) => i > 0), style: pick(rng, ['header-rule', 'plain', 'grid', 'grey-grid'] as const), sectionRows };
}

function timetableTable(rng: Rng): Table {
  const stops = sample(rng, STOPS, int(rng, 5, 10));
  const trips = int(rng, 4, 7);
  const first = int(rng, 5 * 60, 8 * 60);
  const gap = pick(rng, [20, 30, 45, 60]);
  const body = stops.map((stop, s) => [stop, ...Array.from({ length: trips }, (_, t) => (s > 0 && chance(rng, 0.1) ? '-' : clock(first + t * gap + s * int(rng, 3, 4))))]);
  const header = ['Stop', ...Array.from({ length: trips }, (_, t) => `Trip ${t + 1}`)];
  return { header: single(header), body, numeric: header.map((_, i) => i > 0), style: pick(rng, STYLES) };
}

function longTable(rng: Rng): Table {
  const rows = int(rng, 55, 80);
  const body = Array.from({ length: rows }, (_, r) => [`E-${String(1040 + r * 3)}`, pick(rng, EMPLOYEES), pick(rng, ROLES), pick(rng, SITES), `20${int(rng, 15, 24)}-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`, whole(int(rng, 38000, 112000))]);
  const header = ['ID', 'Name', 'Role', 'Site', 'Start date', 'Salary'];
  return { header: single(header), body, numeric: header.map((h) => h === 'Salary'), style: pick(rng, STYLES) };
}

function mergedHeaderTable(rng: Rng): Table {
  const groups = chance(rng, 0.5) ? ['2023', '2024'] : ['Budget', 'Actual', 'Forecast'].slice(0, int(rng, 2, 3));
  const metrics = chance(rng, 0.5) ? ['Units', 'Revenue'] : ['H1', 'H2'];
  const regions = sample(rng, REGIONS, int(rng, 4, 8));
  const body = regions.map((region) => [region, ...groups.flatMap(() => metrics.map(() => whole(int(rng, 200, 60000))))]);
  const header: HeaderCell[][] = [
    [{ text: '', span: 1 }, ...groups.map((text) => ({ text, span: metrics.length }))],
    [{ text: 'Region', span: 1 }, ...groups.flatMap(() => metrics.map((text) => ({ text, span: 1 })))],
  ];
  return { header, body, numeric: body[0].map((_, i) => i > 0), style: pick(rng, STYLES) };
}

function smallTable(rng: Rng): Table {
  const products = sample(rng, PRODUCTS, int(rng, 4, 6));
  const body = products.map((product) => [product, whole(int(rng, 10, 900)), `${int(rng, 1, 40)}%`]);
  return { header: single(['Product', 'Orders', 'Share']), body, numeric: [false, true, true], style: pick(rng, STYLES) };
}

/** Ground truth as displayed: a spanning header's text in its first column, "" under the rest. */
function truthRows(table: Table): string[][] {
  return [...table.header.map((row) => row.flatMap((c) => [c.text, ...Array<string>(c.span - 1).fill('')])), ...table.body];
}

const ruled = (style: Style) => style === 'grid' || style === 'grey-grid' || style === 'colour-grid';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Column widths in px from the longest cell (header text counts wider), written into the HTML
 * because LibreOffice's own sizing squeezes columns until figures break mid-number.
 */
function columnWidths(table: Table, fontSize: number, padding: number): number[] {
  const header = table.header.filter((row) => row.every((c) => c.span === 1)).map((row) => row.map((c) => c.text));
  return table.numeric.map((_, c) => {
    const characters = Math.max(...table.body.map((row) => row[c].length * 0.6), ...header.map((row) => row[c].length * 0.7));
    return Math.ceil((characters * fontSize + 2 * padding + 8) * (4 / 3));
  });
}

/** Cell borders inline (LibreOffice's HTML import ignores class rules on cells). */
function tableHtml(rng: Rng, table: Table, fontSize: number): string {
  const ruleColour = table.style === 'grid' ? '#000000' : table.style === 'grey-grid' ? pick(rng, ['#999999', '#b0b0b0', '#808080']) : pick(rng, ['#6f8fb8', '#7aa07a', '#b08060']);
  const ruleWidth = pick(rng, ['0.5pt', '0.75pt', '1pt']);
  const grid = ruled(table.style) ? `border:${ruleWidth} solid ${ruleColour};` : '';
  const underHeader = table.style === 'header-rule' ? 'border-bottom:0.75pt solid #000000;' : '';
  const padding = int(rng, 2, 5);
  const widths = columnWidths(table, fontSize, padding);
  const head = table.header.map((row, r) => {
    const cells = row.map((c) => {
      const align = c.span > 1 ? 'center' : 'left';
      const border = grid || (r === table.header.length - 1 ? underHeader : '');
      return `<th colspan="${c.span}" align="${align}" nowrap style="${border}text-align:${align}">${esc(c.text)}</th>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  const body = table.body.map((row, r) => {
    const shade = table.style === 'zebra' && r % 2 === 1 ? ' bgcolor="#e8e8e8"' : '';
    const section = table.sectionRows?.has(r);
    const cells = row.map((cell, c) => {
      const align = table.numeric[c] ? 'right' : 'left';
      const text = section && c === 0 ? `<b>${esc(cell)}</b>` : esc(cell);
      return `<td align="${align}" width="${widths[c]}" nowrap${shade} style="${grid}text-align:${align}">${text}</td>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  return [
    `<table cellspacing="0" cellpadding="${padding}" width="${widths.reduce((a, b) => a + b, 0)}" style="border-collapse:collapse;font-size:${fontSize}pt;margin:6pt 0 10pt 0">`,
    `<thead>\n${head.join('\n')}\n</thead>`,
    `<tbody>\n${body.join('\n')}\n</tbody>`,
    '</table>',
  ].join('\n');
}

// ------------------------------------------------------------------ documents

type DocType = 'invoice' | 'statement' | 'timetable' | 'long' | 'merged' | 'side-by-side';
const DOC_TYPES: DocType[] = ['invoice', 'statement', 'timetable', 'long', 'merged', 'side-by-side'];

interface Doc {
  id: string;
  type: DocType;
  html: string;
  tables: Table[];
}

const paragraph = (rng: Rng) => `<p>${sample(rng, SENTENCES, int(rng, 1, 3)).join(' ')}</p>`;

function document(rng: Rng, id: string, type: DocType): Doc {
  const fontSize = int(rng, 9, 12);
  const font = pick(rng, FONTS);
  const parts: string[] = [];
  const tables: Table[] = [];
  const add = (table: Table) => {
    tables.push(table);
    return tableHtml(rng, table, fontSize);
  };
  let title: string;
  if (type === 'invoice') {
    title = `Invoice ${int(rng, 2023, 2025)}-${String(int(rng, 1, 999)).padStart(4, '0')}`;
    parts.push(`<p>Bill to: ${pick(rng, EMPLOYEES)}<br>${int(rng, 1, 99)} ${pick(rng, STOPS)}<br>${pick(rng, SITES)}</p>`, `<p>Invoice date: ${int(rng, 1, 28)} ${pick(rng, ['March', 'June', 'October'])} 2024. Payment terms: 30 days.</p>`);
    parts.push(add(invoiceTable(rng)), paragraph(rng));
  } else if (type === 'statement') {
    title = pick(rng, ['Statement of financial position', 'Consolidated balance sheet', 'Balance sheet (in thousands of euros)']);
    parts.push(paragraph(rng), add(statementTable(rng)), paragraph(rng));
  } else if (type === 'timetable') {
    title = `Line ${int(rng, 2, 48)} timetable`;
    parts.push(paragraph(rng), `<h3>Weekdays</h3>`, add(timetableTable(rng)));
    if (chance(rng, 0.6)) parts.push(`<h3>Saturdays</h3>`, add(timetableTable(rng)));
    parts.push(paragraph(rng));
  } else if (type === 'long') {
    title = 'Staff register';
    parts.push(paragraph(rng), add(longTable(rng)), paragraph(rng));
  } else if (type === 'merged') {
    title = 'Results by region';
    parts.push(paragraph(rng), add(mergedHeaderTable(rng)), paragraph(rng));
  } else {
    title = 'Orders by product';
    // Two tables in a layout table without borders, a common way to set them side by side.
    const left = add(smallTable(rng));
    const right = add(smallTable(rng));
    parts.push(paragraph(rng), `<table cellspacing="0" cellpadding="0" style="border:none"><tr><td valign="top" style="padding-right:36pt">${left}</td><td valign="top">${right}</td></tr></table>`, paragraph(rng));
  }
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>@page { size: A4; margin: 20mm } body { font-family: ${font}; font-size: ${fontSize}pt }</style>
</head><body style="font-family:${font};font-size:${fontSize}pt">
<h1 style="font-size:${fontSize + 6}pt">${esc(title)}</h1>
${parts.join('\n')}
</body></html>
`;
  return { id, type, html, tables };
}

// ------------------------------------------------------------------ ground truth

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Each page's text with whitespace removed: tightly set columns can run together in pdftotext. */
function pageTexts(pdf: string): string[] {
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1] ?? 0);
  const text = (p: number) => execFileSync('pdftotext', ['-f', String(p), '-l', String(p), pdf, '-'], { encoding: 'utf8' });
  return Array.from({ length: pages }, (_, i) => text(i + 1).replace(/\s+/g, ''));
}

function pageOf(pages: string[], row: string[], from: number): number | null {
  for (let p = from; p <= pages.length; p++) if (words(row.join(' ')).every((w) => pages[p - 1].includes(w))) return p;
  return null;
}

interface TruthTable {
  page: number;
  rows: string[][];
  kind: 'ruled' | 'borderless';
  /** The last page the table reaches. */
  lastPage: number;
}

function truthOf(doc: Doc, pdf: string): TruthTable[] {
  const pages = pageTexts(pdf);
  let from = 1;
  return doc.tables.map((table) => {
    const first = pageOf(pages, table.body[0], from) ?? from;
    const last = pageOf(pages, table.body.at(-1)!, first) ?? first;
    from = first;
    return { page: first, rows: truthRows(table), kind: ruled(table.style) ? 'ruled' : 'borderless', lastPage: last };
  });
}

interface ManifestEntry {
  id: string;
  pdf: string;
  tables: string;
  renderer: Renderer;
  kind: 'tables';
  scanned?: boolean;
  type: DocType;
}

const SCAN_DPI = [100, 150, 200, 300];

function writeSplit(name: string, seedBase: number, count: number, renderers: Map<Renderer, string>): void {
  const dir = join(outRoot, name);
  const htmlDir = join(dir, 'html');
  mkdirSync(htmlDir, { recursive: true });
  const docs = Array.from({ length: count }, (_, i) => document(seeded(seedBase + i), `${name}-${String(i + 1).padStart(2, '0')}-${DOC_TYPES[i % DOC_TYPES.length]}`, DOC_TYPES[i % DOC_TYPES.length]));
  for (const doc of docs) writeFileSync(join(htmlDir, `${doc.id}.html`), doc.html);
  const manifest: ManifestEntry[] = [];
  for (const [renderer, command] of renderers) {
    renderHtml(renderer, command, docs.map((d) => join(htmlDir, `${d.id}.html`)), (html) => join(dir, `${html.split('/').at(-1)!.replace(/\.html$/, '')}.${renderer}.pdf`));
    for (const [index, doc] of docs.entries()) {
      const pdf = `${doc.id}.${renderer}.pdf`;
      if (!existsSync(join(dir, pdf))) continue;
      const truth = truthOf(doc, join(dir, pdf));
      writeFileSync(join(dir, `${pdf}.tables.json`), JSON.stringify(truth.map(({ page, rows, kind }) => ({ page, rows, kind })), null, 1) + '\n');
      manifest.push({ id: `${doc.id}-${renderer}`, pdf, tables: `${pdf}.tables.json`, renderer, kind: 'tables', type: doc.type });
      // A scan of the first page of one document in four (OCR is slow): the tables wholly on it.
      if (index % 4 !== (renderer === 'lo' ? 0 : 2)) continue;
      const dpi = SCAN_DPI[Math.floor(index / 4) % SCAN_DPI.length];
      const scan = `${doc.id}.${renderer}.scan${dpi}.pdf`;
      const firstPage = join(dir, `${doc.id}.${renderer}.p1.pdf`);
      execFileSync('pdfseparate', ['-f', '1', '-l', '1', join(dir, pdf), firstPage]);
      scanPdf(firstPage, join(dir, scan), { dpi, jpeg: dpi >= 200 });
      rmSync(firstPage);
      const onFirstPage = truth.filter((t) => t.page === 1 && t.lastPage === 1).map(({ page, rows }) => ({ page, rows }));
      if (onFirstPage.length === 0) {
        rmSync(join(dir, scan));
        continue;
      }
      writeFileSync(join(dir, `${scan}.tables.json`), JSON.stringify(onFirstPage, null, 1) + '\n');
      manifest.push({ id: `${doc.id}-${renderer}-scan${dpi}`, pdf: scan, tables: `${scan}.tables.json`, renderer, kind: 'tables', scanned: true, type: doc.type });
    }
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  const scans = manifest.filter((m) => m.scanned).length;
  console.log(`${name}: ${docs.length} documents, ${manifest.length - scans} native PDFs, ${scans} scans, in ${dir}`);
}

rmSync(outRoot, { recursive: true, force: true });
const renderers = availableRenderers();
// Disjoint seeds; the held-out split is scored only once the detectors are settled.
writeSplit('dev', 5000, 24, renderers);
writeSplit('holdout', 9000, 18, renderers);
