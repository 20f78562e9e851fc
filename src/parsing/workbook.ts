// Workbooks (XLSX, XLS) read with SheetJS. SheetJS 0.18.5 has known advisories for crafted files,
// so callers run this inside the extraction pool's worker threads with a time limit; XLSX
// packages also pass the ZIP bomb checks before SheetJS unpacks them.
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { JobError } from '../errors.ts';
import { ZipPackage } from './ooxml-zip.ts';

export interface WorkbookSheet {
  name: string;
  /** Rows of the sheet's used range; empty rows dropped, empty cells null. */
  rows: unknown[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function readWorkbook(path: string): XLSX.WorkBook {
  const data = readFileSync(path);
  if (ZIP_MAGIC.every((byte, i) => data[i] === byte)) new ZipPackage(data).checkDeclaredSizes();
  try {
    return XLSX.read(data, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch (error) {
    if (error instanceof JobError) throw error;
    const message = (error as Error).message ?? String(error);
    if (/password|encrypt/i.test(message)) throw new JobError('PASSWORD_PROTECTED', 'The workbook is encrypted with a password.');
    throw new JobError('CORRUPTED_FILE', `The workbook cannot be read: ${message}.`);
  }
}

/** Each sheet's cell values as stored (numbers, booleans, strings, Date objects for dates). */
export function readWorkbookSheets(path: string): WorkbookSheet[] {
  const workbook = readWorkbook(path);
  return workbook.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name], { header: 1, raw: true, defval: null, blankrows: false }),
  }));
}

/** Each sheet's cells as displayed (number formats applied), for reading as text. */
export function readWorkbookDisplayRows(workbook: XLSX.WorkBook): Array<{ name: string; rows: string[][] }> {
  return workbook.SheetNames.map((name) => ({
    name,
    rows: XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[name], { header: 1, raw: false, defval: '', blankrows: false }),
  }));
}
