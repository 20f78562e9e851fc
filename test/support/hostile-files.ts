// Files built to hurt a parser, generated in the tests rather than kept as fixtures: each is a
// few lines here and up to megabytes on disk. Sizes follow the cases found by hand (issue 12).
import { crc32, deflateRawSync } from 'node:zlib';
import { Deflate, zipSync } from 'fflate';

/** 120 KB of one letter: one pre-token for the tokenizer, which is quadratic in its length. */
export function oneLetterText(bytes = 120 * 1024): string {
  return 'a'.repeat(bytes);
}

/** A Markdown horizontal rule 240 KB long. */
export function longMarkdownRule(bytes = 240 * 1024): string {
  return `# Notes\n\nAbove the rule.\n\n${'-'.repeat(bytes)}\n\nBelow the rule.\n`;
}

/** A Markdown pipe table with `columns` columns and `rows` rows: a large result from a small file. */
export function wideMarkdownTable(columns: number, rows: number): string {
  const line = (cell: (c: number) => string) => `|${Array.from({ length: columns }, (_, c) => cell(c)).join('|')}|`;
  const lines = [line((c) => `c${c}`), line(() => '---')];
  for (let r = 0; r < rows; r++) lines.push(line((c) => String((r * 7 + c) % 100)));
  return lines.join('\n') + '\n';
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
  '</Relationships>';
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

function workbookParts(sheet: string, sharedStrings: string[]): Record<string, string> {
  const sst =
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    `count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;
  return {
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': SHEET_HEAD + sheet + SHEET_TAIL,
    'xl/sharedStrings.xml': sst,
  };
}

function zipOf(parts: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  // Level 1: these files are made on every test run, and their compressed size does not matter.
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, encoder.encode(text)])), { level: 1 });
}

/** An honest workbook: a header (id, label) and `rows` numbered rows, labels from shared strings. */
export function tallWorkbook(rows: number): Uint8Array {
  const body: string[] = ['<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'];
  for (let r = 2; r <= rows + 1; r++) body.push(`<row r="${r}"><c r="A${r}"><v>${r - 1}</v></c><c r="B${r}" t="s"><v>${2 + (r % 3)}</v></c></row>`);
  return zipOf(workbookParts(body.join(''), ['id', 'label', 'red', 'green', 'blue']));
}

/** Two cells at opposite corners of a sheet: a parser reading the sheet as a grid makes 17 billion slots. */
export function farCornersWorkbook(): Uint8Array {
  return zipOf(workbookParts('<row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="XFD1048576"><v>2</v></c></row>', []));
}

/** An honest workbook whose one column of cells each holds its own shared string. */
export function manySharedStringsWorkbook(strings: number): Uint8Array {
  const body: string[] = [];
  const sst: string[] = [];
  for (let i = 0; i < strings; i++) {
    sst.push(`s${i}`);
    body.push(`<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`);
  }
  return zipOf(workbookParts(body.join(''), sst));
}

/**
 * A workbook whose sheet inflates to `inflatedMb` MB while its local header and central directory
 * both declare `declaredBytes`: a parser trusting either allocates for the small size and keeps
 * inflating. The sheet is one row repeated, so a megabyte of ZIP holds hundreds of MB.
 */
export function underDeclaredWorkbook(inflatedMb: number, declaredBytes = 1024 * 1024): Uint8Array {
  const entries = Object.entries(workbookParts('', [])).map(([name, text]) => {
    if (name === 'xl/worksheets/sheet1.xml') return { name: Buffer.from(name), ...deflatedSheet(inflatedMb) };
    const data = Buffer.from(text);
    return { name: Buffer.from(name), crc: crc32(data), compressed: deflateRawSync(data, { level: 9 }), size: data.length };
  });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    // The lie, written in both headers: this entry is small.
    const declared = e.size > declaredBytes ? declaredBytes : e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(e.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(e.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, e.name, e.compressed);
    centrals.push(central, e.name);
    offset += 30 + e.name.length + e.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The sheet of one row repeated to `megabytes`, deflated a block at a time (never whole in memory). */
function deflatedSheet(megabytes: number): { crc: number; compressed: Buffer; size: number } {
  const row = '<row><c t="inlineStr"><is><t>boom</t></is></c></row>';
  const block = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => out.push(chunk));
  let crc = 0;
  let size = 0;
  const push = (data: Buffer, final = false) => {
    crc = crc32(data, crc);
    size += data.length;
    deflate.push(data, final);
  };
  push(Buffer.from(SHEET_HEAD));
  for (let i = 0; i < megabytes; i++) push(block);
  push(Buffer.from(SHEET_TAIL), true);
  return { crc, compressed: Buffer.concat(out), size };
}
