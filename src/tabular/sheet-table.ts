// Finds the table in a sheet's rows: title rows and notes above the header are skipped, the
// header row is the first wide, mostly-text row, and each column gets one type from its values.

export type SheetColumnType = 'BOOLEAN' | 'BIGINT' | 'DOUBLE' | 'DATE' | 'TIMESTAMP' | 'VARCHAR';

export type SheetTable = {
  labels: string[];
  types: SheetColumnType[];
  /** Cell values as text DuckDB can cast to the column's type; null for empty cells. */
  rows: Array<Array<string | null>>;
};

/** Rows above the header we look through for it (titles, notes, logos). */
const HEADER_SEARCH_ROWS = 20;
const NUMBER_LIKE = /^[+-]?[$€£]?\s?[\d.,]+\s?%?$/;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function filledCount(row: readonly unknown[]): number {
  return row.filter((value) => !isEmpty(value)).length;
}

function isTextCell(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && !NUMBER_LIKE.test(value.trim());
}

/**
 * Index of the header row, or null when the table starts with data; and the first data row.
 * A header fills most of a typical row (a title is a single cell) and is mostly text. The
 * typical row is the median one: a side note or a second block beside the table is not.
 */
function locateHeader(rows: ReadonlyArray<readonly unknown[]>): { header: number | null; firstData: number } {
  const counts = rows.map(filledCount).sort((a, b) => a - b);
  const width = counts[Math.floor(counts.length / 2)];
  const minimum = width >= 2 ? Math.max(2, Math.ceil(width * 0.6)) : 1;
  const searched = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < searched; r++) {
    const filled = filledCount(rows[r]);
    if (filled < minimum) continue;
    const textCells = rows[r].filter(isTextCell).length;
    if (textCells / filled >= 0.5 && r + 1 < rows.length) return { header: r, firstData: r + 1 };
    return { header: null, firstData: r };
  }
  return { header: null, firstData: 0 };
}

/**
 * How many rows the table has once notes under it are left out: a report ends with lines such as
 * "Generated on 01/10/2025 by CRM Reports" or "Source: ...", one text cell under a table whose rows
 * fill several. Such lines are not rows: counted as rows they add a record and a value that is
 * not one. A totals line above them stays (the profile knows it as a summary row).
 */
function dataLength(dataRows: ReadonlyArray<readonly unknown[]>): number {
  const counts = dataRows.map(filledCount).sort((a, b) => a - b);
  const width = counts[Math.floor(counts.length / 2)] ?? 0;
  if (width < 3) return dataRows.length;
  let end = dataRows.length;
  while (end > 1 && filledCount(dataRows[end - 1]) === 1 && dataRows[end - 1].some(isNoteCell)) end--;
  return end;
}

/** A sentence-like text cell: words with spaces, not a single value such as a code or a name. */
function isNoteCell(value: unknown): boolean {
  return typeof value === 'string' && /\S+\s+\S+\s+\S+/.test(value.trim());
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** SheetJS builds dates in local time from the Excel serial, so local fields hold the cell's date. */
function dateText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function timestampText(date: Date): string {
  const ms = date.getMilliseconds();
  const fraction = ms === 0 ? '' : `.${String(ms).padStart(3, '0')}`;
  return `${dateText(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${fraction}`;
}

function isMidnight(date: Date): boolean {
  return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
}

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function columnType(values: readonly unknown[]): SheetColumnType {
  const present = values.filter((value) => !isEmpty(value));
  if (present.length === 0) return 'VARCHAR';
  if (present.every((value) => typeof value === 'boolean')) return 'BOOLEAN';
  if (present.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return present.every((value) => Number.isSafeInteger(value)) ? 'BIGINT' : 'DOUBLE';
  }
  if (present.every(isValidDate)) return present.every(isMidnight) ? 'DATE' : 'TIMESTAMP';
  return 'VARCHAR';
}

function cellText(value: unknown, type: SheetColumnType): string | null {
  if (isEmpty(value)) return null;
  if (isValidDate(value)) return type === 'DATE' || isMidnight(value) ? dateText(value) : timestampText(value);
  if (typeof value === 'string') return type === 'VARCHAR' ? value : value.trim();
  return String(value);
}

function labelText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (isValidDate(value)) return isMidnight(value) ? dateText(value) : timestampText(value);
  return String(value).trim();
}

/** The table in a sheet, or null when the sheet holds no values. */
export function sheetTable(sheetRows: ReadonlyArray<readonly unknown[]>): SheetTable | null {
  const rows = sheetRows.filter((row) => filledCount(row) > 0);
  if (rows.length === 0) return null;
  const { header, firstData } = locateHeader(rows);
  const headerRow = header === null ? [] : rows[header];
  const dataRows = rows.slice(firstData, firstData + dataLength(rows.slice(firstData)));
  // A loop, not Math.max(...rows): spreading a sheet of ~120k rows overflows the call stack.
  let width = headerRow.length;
  for (const row of dataRows) width = Math.max(width, row.length);
  // Columns empty in header and data alike are gaps in the sheet, not columns.
  const kept = Array.from({ length: width }, (_, c) => c).filter(
    (c) => !isEmpty(headerRow[c]) || dataRows.some((row) => !isEmpty(row[c])),
  );
  const types = kept.map((c) => columnType(dataRows.map((row) => row[c])));
  return {
    labels: kept.map((c) => labelText(headerRow[c])),
    types,
    rows: dataRows.map((row) => kept.map((c, i) => cellText(row[c], types[i]))),
  };
}
