// CSV as document text: the rows with cells separated by tabs, whatever the file's delimiter and
// quoting, so the words of a quoted cell are not glued to punctuation.

const CANDIDATE_DELIMITERS = [',', ';', '\t', '|'];

export function csvToText(text: string): string {
  const delimiter = sniffDelimiter(text);
  return parseCsv(text, delimiter)
    .map((row) => row.map((cell) => cell.replace(/\s*\n\s*/g, ' ').trim()).join('\t').replace(/\t+$/, ''))
    .filter((line) => line !== '')
    .join('\n');
}

/** The candidate that splits the first lines into the same, largest number of fields. */
export function sniffDelimiter(text: string): string {
  const lines = text.split('\n', 20).filter((line) => line.trim() !== '');
  let best = ',';
  let bestScore = 0;
  for (const delimiter of CANDIDATE_DELIMITERS) {
    const counts = lines.map((line) => parseCsv(line, delimiter)[0]?.length ?? 1);
    if (counts.length === 0) continue;
    const first = counts[0];
    if (first < 2) continue;
    const consistent = counts.filter((count) => count === first).length / counts.length;
    const score = consistent * first;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/** RFC 4180 parsing: quoted fields may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
