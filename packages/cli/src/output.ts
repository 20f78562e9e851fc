// Shaping results for people (aligned columns) or for programs (--json).

export function printJson(value: unknown) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Rows as aligned columns under a header; cells are flattened to one line. */
export function printTable(header: string[], rows: Array<Array<string | number | null | undefined>>) {
  const cells = [header, ...rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c).replace(/\s+/g, ' '))))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  for (const row of cells) process.stdout.write(`${row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]))).join('  ')}\n`);
}
