// Markdown pipe tables (GitHub's syntax): a header row, a delimiter row of dashes with optional
// colons, and body rows, cells separated by unescaped pipes. Code fences are skipped. One pass
// over the lines, no backtracking.

const DELIMITER_CELL = /^:?-+:?$/;
const PIPE = 0x7c;
const BACKSLASH = 0x5c;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The pipe tables of a Markdown document, as rows of cell texts (the header row first). */
export function markdownTables(markdown: string): string[][][] {
  const lines = markdown.split(/\r?\n/);
  const tables: string[][][] = [];
  const share = cellSharer();
  let fence: string | null = null;
  for (let i = 0; i + 1 < lines.length; i++) {
    const opened = FENCE.exec(lines[i]);
    if (opened) {
      if (fence === null) fence = opened[1][0];
      else if (opened[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null || !lines[i].includes('|')) continue;
    const header = splitRow(lines[i], share);
    const delimiter = splitRow(lines[i + 1], share);
    if (delimiter.length !== header.length || !delimiter.every((cell) => DELIMITER_CELL.test(cell))) continue;
    const rows = [header];
    let j = i + 2;
    for (; j < lines.length && lines[j].includes('|') && lines[j].trim() !== ''; j++) {
      const cells = splitRow(lines[j], share);
      // Rows are cut or padded to the header's width, as GitHub renders them.
      rows.push(Array.from({ length: header.length }, (_, c) => cells[c] ?? ''));
    }
    tables.push(rows);
    i = j - 1;
  }
  return tables;
}

/** Cells of one row: outer pipes optional, `\|` is a pipe inside a cell, inline markup removed. */
function splitRow(line: string, share: (cell: string) => string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  // Cells are slices of the line, not built a character at a time: a wide table's row would
  // otherwise leave a string of garbage per character.
  const cells: string[] = [];
  let start = 0;
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === BACKSLASH && text.charCodeAt(k + 1) === PIPE) k++;
    else if (code === PIPE) {
      cells.push(text.slice(start, k));
      start = k + 1;
    }
  }
  cells.push(text.slice(start));
  return cells.map((cell) => share(plainCell(cell.includes('\\|') ? cell.replaceAll('\\|', '|') : cell)));
}

// Short cells repeat (numbers, codes, yes/no): one string for each distinct one, instead of one
// per cell, keeps a table of millions of cells from costing tens of bytes a cell.
const SHORT_CELL = 16;
const MAX_SHARED = 100_000;

/** Returns an equal string already seen, if short; the set is bounded, so any text is fine. */
function cellSharer(): (cell: string) => string {
  const seen = new Map<string, string>();
  return (cell) => {
    if (cell.length > SHORT_CELL) return cell;
    const known = seen.get(cell);
    if (known !== undefined) return known;
    if (seen.size >= MAX_SHARED) seen.clear();
    seen.set(cell, cell);
    return cell;
  };
}

/** Longer cells keep their markup: the patterns below may cost the square of a cell's length. */
const MAX_MARKUP_CELL = 1000;

/** A cell's text without emphasis and code markers: `**a**` → `a`. */
function plainCell(cell: string): string {
  if (cell.length > MAX_MARKUP_CELL) return cell.trim();
  return cell
    .trim()
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}
