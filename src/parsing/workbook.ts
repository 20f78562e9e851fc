// Workbooks (XLSX, XLS) read with SheetJS. SheetJS 0.18.5 has known advisories for crafted files,
// so callers run this inside the extraction pool's worker threads with time and heap limits.
// SheetJS trusts the sizes in a ZIP's local headers, so XLSX packages are unpacked here first,
// counting the bytes actually inflated, their cells and shared strings counted against limits,
// and SheetJS gets the checked entries repacked without compression.
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { JobError } from '../errors.ts';
import { ZipPackage } from './ooxml-zip.ts';

/**
 * What one workbook may hold. SheetJS keeps every cell as an object (about 150-300 bytes with its
 * text), so these keep a workbook within a few hundred MB of an extraction thread's heap.
 */
export interface WorkbookLimits {
  maxCells: number;
  maxSharedStrings: number;
  /**
   * Rows × columns a sheet's used range may span. Sheets are read as grids, so two cells at
   * opposite corners (A1 and XFD1048576) would make 17 billion slots.
   */
  maxSheetArea: number;
}

export const DEFAULT_WORKBOOK_LIMITS: WorkbookLimits = { maxCells: 3_000_000, maxSharedStrings: 1_000_000, maxSheetArea: 20_000_000 };

export interface WorkbookSheet {
  name: string;
  /** Rows of the sheet's used range; empty rows dropped, empty cells null. */
  rows: unknown[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const encoder = new TextEncoder();
const SHARED_STRING_TAGS = ['<si>', '<si '].map((tag) => encoder.encode(tag));
const CELL_TAGS = ['<c>', '<c '].map((tag) => encoder.encode(tag));
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

function occurrences(data: Uint8Array, tags: Uint8Array[]): number {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let count = 0;
  for (const tag of tags) for (let at = buffer.indexOf(tag); at !== -1; at = buffer.indexOf(tag, at + tag.length)) count++;
  return count;
}

function tooComplex(what: string, count: number, limit: number): JobError {
  return new JobError('FILE_TOO_COMPLEX', `The workbook holds ${count.toLocaleString('en')} ${what}; at most ${limit.toLocaleString('en')} can be read.`);
}

/**
 * The package's entries inflated under the ZIP limits (actual bytes, not declared ones), checked
 * against the workbook limits, and zipped again without compression, so the sizes SheetJS reads
 * are true. Pictures and other media are left out: SheetJS does not read them.
 */
export function checkedWorkbookPackage(data: Uint8Array, limits: WorkbookLimits = DEFAULT_WORKBOOK_LIMITS): Buffer {
  const zip = new ZipPackage(data);
  zip.checkDeclaredSizes();
  const entries: Record<string, Uint8Array> = {};
  let cells = 0;
  for (const name of zip.names()) {
    if (name.endsWith('/') || name.startsWith('xl/media/')) continue;
    const bytes = zip.read(name)!;
    if (name === 'xl/sharedStrings.xml') {
      const strings = occurrences(bytes, SHARED_STRING_TAGS);
      if (strings > limits.maxSharedStrings) throw tooComplex('shared strings', strings, limits.maxSharedStrings);
    } else if (WORKSHEET.test(name)) {
      cells += occurrences(bytes, CELL_TAGS);
      if (cells > limits.maxCells) throw tooComplex('cells or more', cells, limits.maxCells);
    }
    entries[name] = bytes;
  }
  const stored = zipSync(entries, { level: 0 });
  return Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
}

export function readWorkbook(path: string, limits: WorkbookLimits = DEFAULT_WORKBOOK_LIMITS): XLSX.WorkBook {
  const file = readFileSync(path);
  const data = ZIP_MAGIC.every((byte, i) => file[i] === byte) ? checkedWorkbookPackage(file, limits) : file;
  try {
    return XLSX.read(data, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch (error) {
    if (error instanceof JobError) throw error;
    const message = (error as Error).message ?? String(error);
    if (/password|encrypt/i.test(message)) throw new JobError('PASSWORD_PROTECTED', 'The workbook is encrypted with a password.');
    throw new JobError('CORRUPTED_FILE', `The workbook cannot be read: ${message}.`);
  }
}

/** The sheet, once its used range is known to fit the limits. */
function gridOf(workbook: XLSX.WorkBook, name: string, limits: WorkbookLimits = DEFAULT_WORKBOOK_LIMITS): XLSX.WorkSheet {
  const sheet = workbook.Sheets[name];
  if (sheet?.['!ref']) {
    const { s, e } = XLSX.utils.decode_range(sheet['!ref']);
    const rows = e.r - s.r + 1;
    const columns = e.c - s.c + 1;
    if (rows * columns > limits.maxSheetArea) {
      throw new JobError(
        'FILE_TOO_COMPLEX',
        `Sheet "${name}" spans ${rows.toLocaleString('en')} rows by ${columns.toLocaleString('en')} columns; at most ${limits.maxSheetArea.toLocaleString('en')} cells can be read.`,
      );
    }
  }
  return sheet;
}

/** Each sheet's cell values as stored (numbers, booleans, strings, Date objects for dates). */
export function readWorkbookSheets(path: string): WorkbookSheet[] {
  const workbook = readWorkbook(path);
  return workbook.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils.sheet_to_json<unknown[]>(gridOf(workbook, name), { header: 1, raw: true, defval: null, blankrows: false }),
  }));
}

/** Each sheet's cells as displayed (number formats applied), for reading as text. */
export function readWorkbookDisplayRows(workbook: XLSX.WorkBook): Array<{ name: string; rows: string[][] }> {
  return workbook.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils.sheet_to_json<string[]>(gridOf(workbook, name), { header: 1, raw: false, defval: '', blankrows: false }),
  }));
}
