// Generates a set of PDFs with borderless tables (columns only from text alignment, at most
// horizontal rules or row shading) plus negative pages, each with exact table ground truth.
//   npx node bench/support/borderless-set.ts [outDir]      (default bench/.out/borderless)
// Every document is built as HTML from a seeded PRNG, so reruns give the same content, and is
// printed by LibreOffice and by Chromium as two separate PDFs: the renderers differ in fonts,
// spacing and how rules and shading are drawn, which is what the detector has to cope with.
// Ground truth is known from the HTML; only the page a table lands on is read back from each
// PDF (pdftotext), since page breaks differ between renderers.
// All styling is inline or in HTML attributes: LibreOffice's HTML import ignores class rules on
// table cells.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chance, int, pick, type Rng, sample, seeded } from './random.ts';
import { availableRenderers, renderHtml, type Renderer } from './render-html.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(process.argv[2] ?? join(here, '../.out/borderless'));

// ------------------------------------------------------------------ vocabulary

const COUNTRIES = ['Germany', 'France', 'Spain', 'Italy', 'Portugal', 'Netherlands', 'Belgium', 'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Ireland', 'Canada', 'Mexico', 'Brazil', 'Chile', 'Japan', 'Australia', 'New Zealand', 'South Africa', 'Kenya', 'India', 'Singapore', 'United Kingdom', 'United States', 'Switzerland'];
const DEPARTMENTS = ['Finance', 'Human Resources', 'Marketing', 'Sales', 'Engineering', 'Legal', 'Procurement', 'Customer Support', 'Operations', 'Facilities', 'Research', 'Quality Assurance', 'Logistics', 'Internal Audit', 'Information Technology'];
const PRODUCTS = ['Aurora Desk Lamp', 'Basalt Kettle', 'Cedar Bookshelf', 'Delta Office Chair', 'Ember Space Heater', 'Fjord Water Bottle', 'Granite Cutting Board', 'Harbor Rain Jacket', 'Iris Table Fan', 'Juniper Candle Set', 'Kestrel Backpack', 'Linden Throw Blanket', 'Meridian Wall Clock', 'Nimbus Pillow', 'Orchid Plant Pot', 'Pioneer Tool Kit', 'Quartz Coffee Grinder', 'Ridge Hiking Boots', 'Summit Tent', 'Tundra Cooler'];
const LINE_ITEMS = ['Revenue from product sales', 'Revenue from services and maintenance', 'Cost of goods sold', 'Gross profit', 'Research and development expenses', 'Selling, general and administrative', 'Depreciation and amortisation', 'Operating income', 'Interest expense, net of capitalised interest', 'Foreign exchange gains and losses', 'Income before income taxes', 'Provision for income taxes', 'Net income attributable to shareholders', 'Restructuring and integration costs', 'Share-based compensation expense', 'Other operating income'];
const CITIES = ['Lyon', 'Porto', 'Graz', 'Malmo', 'Bergen', 'Gdansk', 'Cork', 'Leipzig', 'Utrecht', 'Ghent', 'Turin', 'Seville', 'Tampere', 'Aarhus', 'Basel', 'Toronto', 'Osaka', 'Perth', 'Pune', 'Nairobi'];
const STATUSES = ['Active', 'Pending', 'Closed', 'On hold', 'Shipped', 'Delayed'];
const PEOPLE = ['A. Moreau', 'J. Lindqvist', 'M. Kowalski', 'S. Brennan', 'L. Fischer', 'R. Alves', 'K. Tanaka', 'D. Okafor', 'E. Rossi', 'T. Novak', 'H. Jensen', 'P. Duarte'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// ------------------------------------------------------------------ cell values

/** Formats with thousands separators; negatives optionally in parentheses, as accountants print them. */
function thousands(n: number, decimals = 0, parens = false): string {
  const s = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (n >= 0) return s;
  return parens ? `(${s})` : `-${s}`;
}

interface Column {
  header: string;
  numeric: boolean;
  /** Makes one body cell; summable columns also return its value for a total row. */
  cell(rng: Rng): { text: string; value?: number };
  /** Formats a column total; only whole-number amounts get one, as in printed reports. */
  total?(sum: number): string;
}

const num = (header: string, lo: number, hi: number, opts: { decimals?: number; parens?: boolean; prefix?: string } = {}): Column => {
  const format = (value: number) => {
    const text = thousands(value, opts.decimals ?? 0, opts.parens);
    return opts.prefix && value >= 0 ? `${opts.prefix}${text}` : text;
  };
  const scale = 10 ** (opts.decimals ?? 0);
  return {
    header,
    numeric: true,
    cell(rng) {
      const value = Math.round((lo + rng() * (hi - lo)) * scale) / scale;
      return { text: format(value), value };
    },
    total: opts.decimals ? undefined : format,
  };
};
const pct = (header: string, lo: number, hi: number): Column => ({
  header,
  numeric: true,
  cell: (rng) => ({ text: `${(lo + rng() * (hi - lo)).toFixed(1)}%` }),
});
const text = (header: string, make: (rng: Rng) => string): Column => ({ header, numeric: false, cell: (rng) => ({ text: make(rng) }) });
const isoDate = (rng: Rng) => `20${int(rng, 21, 24)}-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`;
const longDate = (rng: Rng) => `${int(rng, 1, 28)} ${pick(rng, MONTHS)} 20${int(rng, 21, 24)}`;
const code = (prefix: string) => (rng: Rng) => `${prefix}-${int(rng, 100, 9999)}`;

/** A subject for a table: its row labels and the columns that can describe them. */
interface Theme {
  title: string;
  label: string;
  labels: readonly string[];
  /** Labels long enough to wrap in a narrow first column. */
  wraps?: boolean;
  columns: Column[];
  /** Metrics repeated per group under a two-row header, e.g. years over Units and Revenue. */
  grouped?: { groups: string[]; metrics: Column[] };
}

const THEMES: Theme[] = [
  {
    title: 'Net sales by country',
    label: 'Country',
    labels: COUNTRIES,
    columns: [num('Q1', 800, 48000), num('Q2', 800, 48000), num('Q3', 800, 48000), num('Q4', 800, 48000), pct('Share', 0.5, 22), pct('Growth', -8, 25), text('Currency', (r) => pick(r, ['EUR', 'USD', 'GBP', 'SEK', 'JPY', 'CHF']))],
    grouped: { groups: ['2023', '2024'], metrics: [num('Units', 100, 9000), num('Revenue', 2000, 90000, { prefix: '$' }), pct('Margin', 4, 38)] },
  },
  {
    title: 'Departmental budget and actual spend',
    label: 'Department',
    labels: DEPARTMENTS,
    columns: [num('Budget', 50000, 900000, { prefix: '$' }), num('Actual', 50000, 900000, { prefix: '$' }), num('Variance', -90000, 60000, { parens: true }), pct('Variance %', -12, 9), num('Headcount', 3, 140), text('Owner', (r) => pick(r, PEOPLE))],
    grouped: { groups: ['Operating', 'Capital'], metrics: [num('Plan', 1000, 99000), num('Actual', 1000, 99000)] },
  },
  {
    title: 'Inventory position',
    label: 'Product',
    labels: PRODUCTS,
    columns: [text('SKU', code('SKU')), num('On hand', 0, 4800), num('Reserved', 0, 900), num('Unit price', 4, 480, { decimals: 2, prefix: '$' }), text('Last restock', longDate), text('Status', (r) => pick(r, STATUSES)), text('Bin', (r) => `${pick(r, ['A', 'B', 'C', 'D'])}${int(r, 1, 40)}`)],
  },
  {
    title: 'Consolidated statement of income (in thousands)',
    label: 'Line item',
    labels: LINE_ITEMS,
    wraps: true,
    columns: [num('FY2022', -60000, 250000, { parens: true }), num('FY2023', -60000, 250000, { parens: true }), num('FY2024', -60000, 250000, { parens: true }), pct('Change', -30, 40), num('Budget', 0, 250000)],
    grouped: { groups: ['Reported', 'Adjusted'], metrics: [num('2023', -60000, 250000, { parens: true }), num('2024', -60000, 250000, { parens: true })] },
  },
  {
    title: 'Office headcount and attrition',
    label: 'Office',
    labels: CITIES,
    columns: [num('Headcount', 12, 2400), num('Hires', 0, 160), num('Leavers', 0, 120), pct('Attrition', 1, 19), text('Opened', (r) => String(int(r, 1988, 2022))), text('Site lead', (r) => pick(r, PEOPLE)), num('Floor area m2', 300, 18000)],
  },
  {
    title: 'Outbound shipments',
    label: 'Order',
    labels: Array.from({ length: 40 }, (_, i) => `ORD-${24100 + i * 7}`),
    columns: [text('Shipped', isoDate), text('Destination', (r) => pick(r, CITIES)), num('Weight kg', 1, 2400, { decimals: 1 }), num('Freight', 20, 8600, { decimals: 2, prefix: '$' }), text('Carrier', (r) => pick(r, ['DHL', 'UPS', 'FedEx', 'Maersk', 'DB Schenker'])), text('Status', (r) => pick(r, STATUSES))],
  },
];

// ------------------------------------------------------------------ tables

type TableStyle = 'booktabs' | 'zebra' | 'plain';
type HeaderShape = 'single' | 'spanning' | 'grouped';

interface HeaderCell {
  text: string;
  span: number;
  numeric: boolean;
}
interface Table {
  caption: string;
  header: HeaderCell[][];
  body: string[][];
  numericCols: boolean[];
  style: TableStyle;
  /** Width of the first column in px when its labels are meant to wrap onto two lines. */
  wrapWidth?: number;
  fontSize: number;
  padding: number;
  /** Estimated rendered height in pt, to keep the table on one page. */
  height: number;
}

function columnsFor(rng: Rng, theme: Theme, shape: HeaderShape): { columns: Column[]; header: HeaderCell[][] } {
  if (shape === 'grouped' && theme.grouped) {
    const { groups, metrics } = theme.grouped;
    const used = metrics.slice(0, Math.min(metrics.length, int(rng, 2, 3)));
    const columns = groups.flatMap(() => used);
    return {
      columns,
      header: [
        [{ text: '', span: 1, numeric: false }, ...groups.map((g) => ({ text: g, span: used.length, numeric: true }))],
        [{ text: theme.label, span: 1, numeric: false }, ...columns.map((c) => ({ text: c.header, span: 1, numeric: c.numeric }))],
      ],
    };
  }
  // Chosen at random but kept in the theme's order, so quarters and years read left to right.
  const chosen = new Set(sample(rng, theme.columns, int(rng, 2, Math.min(7, theme.columns.length))));
  const columns = theme.columns.filter((c) => chosen.has(c));
  const header = [{ text: theme.label, span: 1, numeric: false }, ...columns.map((c) => ({ text: c.header, span: 1, numeric: c.numeric }))];
  if (shape === 'spanning') {
    // One heading over a value and its change, a common way to label a pair without a second row.
    columns.push(num('abs', -900, 900, { parens: true }), pct('pct', -20, 20));
    header.push({ text: 'Change vs prior year', span: 2, numeric: true });
  }
  return { columns, header: [header] };
}

function bodyRows(rng: Rng, theme: Theme, columns: Column[], rows: number, withTotal: boolean): string[][] {
  const sums = columns.map(() => 0);
  const body = sample(rng, theme.labels, rows).map((label) => [
    label,
    ...columns.map((c, i) => {
      if (chance(rng, 0.05)) return '';
      const { text, value } = c.cell(rng);
      sums[i] += value ?? 0;
      return text;
    }),
  ]);
  if (!withTotal) return body;
  return [...body, ['Total', ...columns.map((c, i) => c.total?.(sums[i]) ?? '')]];
}

/**
 * Column widths in px, from the widest cell (bold header text counts wider) plus padding. They
 * are written into the HTML because LibreOffice's own column sizing squeezes tables until figures
 * break mid-number; the narrow first column of a wrapping table keeps its fixed width.
 */
function columnWidths(table: Table): number[] {
  const header = table.header.filter((row) => row.every((c) => c.span === 1)).map((row) => row.map((c) => c.text));
  return table.numericCols.map((_, c) => {
    if (c === 0 && table.wrapWidth) return table.wrapWidth;
    const chars = Math.max(...table.body.map((r) => r[c].length * 0.58), ...header.map((r) => r[c].length * 0.66));
    return Math.ceil(((chars * table.fontSize) + 2 * table.padding + 6) * (4 / 3));
  });
}

/** Draws tables until one fits the text width (about 640px on A4 with 20mm margins). */
function makeTable(rng: Rng, n: number, fontSize: number): Table {
  for (let attempt = 0; ; attempt++) {
    const table = drawTable(rng, n, fontSize);
    if (columnWidths(table).reduce((a, b) => a + b, 0) <= 620 || attempt === 50) return table;
  }
}

function drawTable(rng: Rng, n: number, fontSize: number): Table {
  const theme = pick(rng, THEMES);
  const shape: HeaderShape = theme.grouped && chance(rng, 0.25) ? 'grouped' : chance(rng, 0.2) ? 'spanning' : 'single';
  const { columns, header } = columnsFor(rng, theme, shape);
  const wrap = theme.wraps ? chance(rng, 0.7) : chance(rng, 0.1);
  const size = Math.max(8, fontSize - int(rng, 0, 1));
  const padding = int(rng, 3, 6);
  const rowHeight = (lines: number) => lines * size * 1.3 + 2 * padding * 0.75;
  // Wrapped rows take two lines; keep the table well under a page (about 730pt of A4) in either renderer.
  const bodyRow = rowHeight(wrap ? 2.2 : 1);
  const maxRows = Math.min(30, Math.floor((460 - header.length * rowHeight(1)) / bodyRow));
  const rows = int(rng, 4, Math.max(4, Math.min(maxRows, theme.labels.length)));
  const body = bodyRows(rng, theme, columns, rows, columns.some((c) => c.total) && chance(rng, 0.3));
  // Half the longest label plus slack, so labels break onto two lines rather than three.
  const longest = Math.max(...body.map((r) => r[0].length));
  return {
    caption: `Table ${n}. ${theme.title}`,
    header,
    body,
    numericCols: [false, ...columns.map((c) => c.numeric)],
    style: pick(rng, ['booktabs', 'booktabs', 'zebra', 'plain'] as const),
    wrapWidth: wrap ? Math.ceil((longest / 2 + 3) * 0.55 * size * (4 / 3)) : undefined,
    fontSize: size,
    padding,
    height: header.length * rowHeight(1) + body.length * bodyRow + 3 * fontSize,
  };
}

/** Ground truth as displayed: a spanning header's text in its first column, "" under the rest. */
function truthRows(table: Table): string[][] {
  const header = table.header.map((row) => row.flatMap((c) => [c.text, ...Array<string>(c.span - 1).fill('')]));
  return [...header, ...table.body];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Booktabs-style rules come from frame="hsides" rules="groups" (top, under the header, bottom):
 * LibreOffice drops a cell's padding once the cell has its own border style, and rules="groups"
 * draws no vertical line as long as there are no column groups.
 */
function tableHtml(table: Table): string {
  const widths = columnWidths(table);
  const headerRows = table.header.map((row) => {
    const cells = row.map((c) => {
      const align = c.span > 1 ? 'center' : c.numeric ? 'right' : 'left';
      return `<th colspan="${c.span}" align="${align}" nowrap style="white-space:nowrap;text-align:${align}">${esc(c.text)}</th>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  const bodyRows = table.body.map((row, r) => {
    const shade = table.style === 'zebra' && r % 2 === 1 ? ' bgcolor="#e6e6e6"' : '';
    const cells = row.map((cell, c) => {
      const align = table.numericCols[c] ? 'right' : 'left';
      // Only a narrow first column may wrap; LibreOffice otherwise breaks figures like "(58,656)".
      const nowrap = c === 0 && table.wrapWidth ? '' : ' nowrap';
      return `<td align="${align}" valign="top" width="${widths[c]}"${nowrap}${shade} style="text-align:${align}">${esc(cell)}</td>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  const rules = table.style === 'booktabs' ? ' border="1" frame="hsides" rules="groups"' : '';
  const style = `border-collapse:collapse;font-size:${table.fontSize}pt;page-break-inside:avoid;break-inside:avoid;margin:4pt 0 10pt 0`;
  const width = widths.reduce((a, b) => a + b, 0);
  return [
    `<table${rules} cellspacing="0" cellpadding="${table.padding}" width="${width}" style="${style}">`,
    `<thead>\n${headerRows.join('\n')}\n</thead>`,
    `<tbody>\n${bodyRows.join('\n')}\n</tbody>`,
    '</table>',
  ].join('\n');
}

// ------------------------------------------------------------------ prose and negative blocks

const SENTENCES: ((r: Rng) => string)[] = [
  (r) => `Revenue in ${pick(r, COUNTRIES)} grew ${int(r, 2, 19)} percent compared with the prior year, driven mainly by demand for the ${pick(r, PRODUCTS)}.`,
  (r) => `The ${pick(r, DEPARTMENTS)} team completed the migration of its reporting tools during the ${pick(r, ['first', 'second', 'third', 'fourth'])} quarter.`,
  (r) => `Freight costs remained elevated on routes through ${pick(r, CITIES)}, although average transit times improved by ${int(r, 1, 6)} days.`,
  (r) => `Management expects working capital to normalise once the new distribution centre in ${pick(r, CITIES)} reaches full capacity.`,
  () => 'Figures are unaudited and may be restated when the annual accounts are finalised.',
  (r) => `Headcount in ${pick(r, DEPARTMENTS)} rose to ${int(r, 20, 400)} employees, reflecting the planned expansion announced last spring.`,
  () => 'Amounts shown in parentheses are negative; percentages are calculated on unrounded figures.',
  (r) => `The board approved a budget of ${int(r, 2, 40)} million for the programme, to be spent over the next ${int(r, 2, 5)} years.`,
  (r) => `Customer satisfaction scores in ${pick(r, COUNTRIES)} reached ${int(r, 70, 96)} out of 100, the highest level since the survey began.`,
  () => 'Inventory write-downs were concentrated in seasonal lines that sold below expectations.',
  (r) => `${pick(r, PEOPLE)} will present the detailed results at the regional meeting in ${pick(r, MONTHS)}.`,
  () => 'Where a cell is blank, no data was reported for the period or the item does not apply.',
];

function paragraph(rng: Rng, sentences = int(rng, 3, 6)): string {
  return Array.from({ length: sentences }, () => pick(rng, SENTENCES)(rng)).join(' ');
}

/** A block of the page and its estimated height in pt (generous, so pages never overflow). */
interface Block {
  html: string;
  height: number;
  table?: Table;
}

const lines = (chars: number, fontSize: number, widthPt: number) => Math.ceil(chars / (widthPt / (fontSize * 0.5)));

function proseBlock(rng: Rng, fontSize: number): Block {
  const p = paragraph(rng);
  return { html: `<p>${esc(p)}</p>`, height: (lines(p.length, fontSize, 480) + 1) * fontSize * 1.4 };
}

/** Two-column running text: aligned line starts in two columns that must not read as a table. */
function twoColumnBlock(rng: Rng, fontSize: number): Block {
  const ps = Array.from({ length: int(rng, 2, 4) }, () => paragraph(rng, int(rng, 4, 7)));
  const chars = ps.reduce((s, p) => s + p.length, 0);
  // <multicol> for LibreOffice, whose import never closes a CSS column-count section; the CSS for
  // Chromium, which treats the element as an unknown block.
  const css = 'display:block;column-count:2;column-gap:24pt;text-align:justify';
  const html = `<multicol cols="2" gutter="32" style="${css}">${ps.map((p) => `<p>${esc(p)}</p>`).join('\n')}</multicol>`;
  return { html, height: (lines(chars, fontSize, 228) / 2 + ps.length + 2) * fontSize * 1.4 };
}

function bulletBlock(rng: Rng, fontSize: number): Block {
  const items = Array.from({ length: int(rng, 4, 9) }, () => pick(rng, SENTENCES)(rng));
  const tag = chance(rng, 0.7) ? 'ul' : 'ol';
  return { html: `<${tag}>${items.map((i) => `<li>${esc(i)}</li>`).join('\n')}</${tag}>`, height: (items.length * 2 + 1) * fontSize * 1.4 };
}

function definitionBlock(rng: Rng, fontSize: number): Block {
  const pairs: [string, string][] = sample(rng, [
    ['Document owner', pick(rng, PEOPLE)],
    ['Department', pick(rng, DEPARTMENTS)],
    ['Effective date', longDate(rng)],
    ['Review cycle', 'Annual'],
    ['Classification', 'Internal use only'],
    ['Reference', code('POL')(rng)],
    ['Approved by', pick(rng, PEOPLE)],
    ['Location', `${pick(rng, CITIES)} office`],
    ['Version', `${int(rng, 1, 4)}.${int(rng, 0, 9)}`],
    ['Retention period', `${int(rng, 2, 10)} years`],
  ], int(rng, 5, 9));
  const html = chance(rng, 0.5)
    ? `<dl>${pairs.map(([k, v]) => `<dt><b>${esc(k)}</b></dt><dd>${esc(v)}</dd>`).join('\n')}</dl>`
    : pairs.map(([k, v]) => `<p style="margin:2pt 0"><b>${esc(k)}:</b> ${esc(v)}</p>`).join('\n');
  return { html, height: (pairs.length * 2 + 1) * fontSize * 1.4 };
}

function codeBlock(rng: Rng, fontSize: number): Block {
  const name = pick(rng, ['load_orders', 'summarise_sales', 'reconcile_ledger', 'export_inventory']);
  const src = [
    `def ${name}(path, region=None):`,
    `    """Read ${pick(rng, ['orders', 'ledger rows', 'stock levels'])} and return totals per key."""`,
    '    totals = {}',
    '    with open(path, encoding="latin-1") as handle:',
    '        for line in handle:',
    '            key, amount = line.rstrip().split(";")[:2]',
    '            if region and not key.startswith(region):',
    '                continue',
    '            totals[key] = totals.get(key, 0) + float(amount)',
    `    return {k: round(v, ${int(rng, 0, 2)}) for k, v in totals.items()}`,
    '',
    `RATES = {"EUR": 1.00,   "USD": ${(0.9 + rng() * 0.1).toFixed(2)},   "GBP": ${(1.1 + rng() * 0.1).toFixed(2)}}`,
    `LIMIT = ${int(rng, 100, 5000)}        # rows per batch`,
  ];
  const size = Math.max(8, fontSize - 1);
  return { html: `<pre style="font-family:'DejaVu Sans Mono',monospace;font-size:${size}pt">${esc(src.join('\n'))}</pre>`, height: (src.length + 2) * size * 1.4 };
}

/** A paper form: labels followed by blank fields, some two to a line. */
function formBlock(rng: Rng, fontSize: number): Block {
  const blank = (n: number) => '_'.repeat(n);
  const gap = '&nbsp;'.repeat(6);
  const rows = [
    `Applicant name: ${blank(40)}`,
    `Employee number: ${blank(14)}${gap}Department: ${blank(20)}`,
    `Start date: ${blank(12)}${gap}End date: ${blank(12)}`,
    `Cost centre: ${blank(10)}${gap}Project code: ${code('PRJ')(rng)}`,
    `Reason for request: ${blank(44)}`,
    `[ ] Travel${gap}[ ] Training${gap}[ ] Equipment${gap}[ ] Other`,
    `Approved by: ${blank(24)}${gap}Signature: ${blank(18)}`,
  ];
  const title = pick(rng, ['Expense pre-approval form', 'Leave request form', 'Equipment request form']);
  const html = `<p><b>${esc(title)}</b></p>\n` + rows.map((r) => `<p style="margin:8pt 0">${r}</p>`).join('\n');
  return { html, height: (rows.length * 2 + 3) * fontSize * 1.4 };
}

const NEGATIVE_BLOCKS = [bulletBlock, definitionBlock, codeBlock, formBlock, twoColumnBlock];

// ------------------------------------------------------------------ documents

interface Doc {
  id: string;
  kind: 'tables' | 'negative';
  html: string;
  tables: Table[];
}

const PAGE_HEIGHT = 620; // pt of content we plan per page; the real area is about 730pt

/** Lays blocks out page by page, forcing a break before a block that would not fit. */
function paginate(blocks: Block[]): { html: string; pages: number } {
  let used = 0;
  let pages = 1;
  const parts: string[] = [];
  for (const b of blocks) {
    if (used > 0 && used + b.height > PAGE_HEIGHT) {
      parts.push('<div style="page-break-before:always;break-before:page"></div>');
      pages++;
      used = 0;
    }
    parts.push(b.html);
    used += b.height;
  }
  return { html: parts.join('\n'), pages };
}

function page(title: string, fontFamily: string, fontSize: number, body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>@page { size: A4; margin: 20mm } body { font-family: ${fontFamily}; font-size: ${fontSize}pt }</style>
</head><body style="font-family:${fontFamily};font-size:${fontSize}pt">
<h1 style="font-size:${fontSize + 6}pt">${esc(title)}</h1>
${body}
</body></html>
`;
}

const FONTS = ["'Liberation Serif', serif", "'DejaVu Serif', serif", "'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif"];
const TITLES = ['Quarterly business review', 'Regional performance report', 'Operations update', 'Annual summary of results', 'Management report', 'Supply chain bulletin'];

const MAX_PAGES = 3;

function tableDoc(rng: Rng, id: string): Doc {
  const fontSize = int(rng, 8, 12);
  const blocks: Block[] = [proseBlock(rng, fontSize)];
  const count = int(rng, 1, 3);
  for (let n = 1; n <= count; n++) {
    if (chance(rng, 0.3)) blocks.push(twoColumnBlock(rng, fontSize));
    const table = makeTable(rng, n, fontSize);
    const caption = chance(rng, 0.5) ? `<h3>${esc(table.caption)}</h3>` : `<p><b>${esc(table.caption)}</b></p>`;
    blocks.push({ html: `${caption}\n${tableHtml(table)}`, height: table.height + 2 * fontSize * 1.4, table });
    if (chance(rng, 0.6)) blocks.push(proseBlock(rng, fontSize));
  }
  if (chance(rng, 0.3)) blocks.push(pick(rng, NEGATIVE_BLOCKS)(rng, fontSize));
  const kept = trimToPages(blocks);
  const tables = kept.flatMap((b) => (b.table ? [b.table] : []));
  return { id, kind: 'tables', html: page(pick(rng, TITLES), pick(rng, FONTS), fontSize, paginate(kept).html), tables };
}

/** Drops trailing blocks until the document fits MAX_PAGES; the first table always stays. */
function trimToPages(blocks: Block[]): Block[] {
  const kept = [...blocks];
  while (paginate(kept).pages > MAX_PAGES) {
    const tables = kept.filter((b) => b.table).length;
    const last = kept.findLastIndex((b) => !b.table || tables > 1);
    if (last <= 0) break;
    kept.splice(last, 1);
  }
  return kept;
}

/** Pages with list-, form- and column-like structure but no table. */
function negativeDoc(rng: Rng, id: string, lead: (typeof NEGATIVE_BLOCKS)[number]): Doc {
  const fontSize = int(rng, 8, 12);
  const blocks: Block[] = [proseBlock(rng, fontSize), lead(rng, fontSize)];
  for (let i = int(rng, 1, 3); i > 0; i--) blocks.push(chance(rng, 0.5) ? proseBlock(rng, fontSize) : pick(rng, NEGATIVE_BLOCKS)(rng, fontSize));
  return { id, kind: 'negative', html: page(pick(rng, TITLES), pick(rng, FONTS), fontSize, paginate(blocks).html), tables: [] };
}

function buildDocs(): Doc[] {
  const docs: Doc[] = [];
  for (let i = 1; i <= 22; i++) docs.push(tableDoc(seeded(1000 + i), `bl-${String(i).padStart(2, '0')}`));
  // Two of each negative kind, so each pattern shows up in both fonts families more or less.
  NEGATIVE_BLOCKS.forEach((lead, k) => {
    for (let j = 0; j < 2; j++) docs.push(negativeDoc(seeded(2000 + 10 * k + j), `neg-${lead.name.replace('Block', '')}-${j + 1}`, lead));
  });
  return docs;
}

// ------------------------------------------------------------------ rendering

function render(renderer: Renderer, command: string, htmlDir: string, docs: Doc[]): void {
  renderHtml(renderer, command, docs.map((d) => join(htmlDir, `${d.id}.html`)), (html) => join(outDir, basename(html).replace(/\.html$/, `.${renderer}.pdf`)));
}

// ------------------------------------------------------------------ ground truth pages

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Each page's text with whitespace removed: tightly set columns can run together in pdftotext. */
function pageTexts(pdf: string): string[] {
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1] ?? 0);
  const text = (p: number) => execFileSync('pdftotext', ['-f', String(p), '-l', String(p), pdf, '-'], { encoding: 'latin1' });
  return Array.from({ length: pages }, (_, i) => text(i + 1).replace(/\s+/g, ''));
}

/** First page at or after `from` holding every word of the row; tables are found in document order. */
function pageOf(pages: string[], row: string[], from: number): number | null {
  for (let p = from; p <= pages.length; p++) if (words(row.join(' ')).every((w) => pages[p - 1].includes(w))) return p;
  return null;
}

interface ManifestEntry {
  id: string;
  pdf: string;
  tables: string;
  renderer: Renderer;
  kind: Doc['kind'];
}

function writeTruth(doc: Doc, renderer: Renderer, warnings: string[]): ManifestEntry {
  const pdf = `${doc.id}.${renderer}.pdf`;
  const pages = pageTexts(join(outDir, pdf));
  let from = 1;
  const truth = doc.tables.map((t) => {
    const first = pageOf(pages, t.body[0], from);
    const last = pageOf(pages, t.body[t.body.length - 1], first ?? from);
    if (first === null) warnings.push(`${pdf}: table "${t.caption}" not found in the text`);
    else if (last !== first) warnings.push(`${pdf}: table "${t.caption}" split across pages ${first}-${last}`);
    from = first ?? from;
    return { page: first ?? from, rows: truthRows(t) };
  });
  writeFileSync(join(outDir, `${pdf}.tables.json`), JSON.stringify(truth, null, 1) + '\n');
  return { id: `${doc.id}-${renderer}`, pdf, tables: `${pdf}.tables.json`, renderer, kind: doc.kind };
}

// ------------------------------------------------------------------ main

const docs = buildDocs();
const htmlDir = join(outDir, 'html');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(htmlDir, { recursive: true });
for (const d of docs) writeFileSync(join(htmlDir, `${d.id}.html`), d.html);

const renderers = availableRenderers();
const available = [...renderers.keys()];
for (const [renderer, command] of renderers) render(renderer, command, htmlDir, docs);

const warnings: string[] = [];
const manifest = available.flatMap((r) => docs.filter((d) => existsSync(join(outDir, `${d.id}.${r}.pdf`))).map((d) => writeTruth(d, r, warnings)));
writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');

for (const w of warnings) console.warn(`warning: ${w}`);
for (const r of available) {
  const entries = manifest.filter((m) => m.renderer === r);
  const tables = docs.filter((d) => entries.some((e) => e.id === `${d.id}-${r}`)).reduce((s, d) => s + d.tables.length, 0);
  console.log(`${r}: ${entries.length} documents (${entries.filter((e) => e.kind === 'negative').length} negative), ${tables} tables`);
}
console.log(`wrote ${outDir}`);
