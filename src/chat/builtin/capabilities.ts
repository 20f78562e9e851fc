// The honest "here is what I can answer" text: tables, columns and example questions built from them.
import type { BuiltinColumn, BuiltinTable } from './types.ts';
import { isNumericColumn } from './reading/catalog.ts';

const isNumeric = (c: BuiltinColumn): boolean => isNumericColumn(c);

/** Columns that identify rows (ids, codes): named in examples neither as measures nor as groups. */
export type KeyColumns = ReadonlyMap<string, ReadonlySet<string>>;

function examples(t: BuiltinTable, keys: ReadonlySet<string>): string[] {
  const num = t.columns.find((c) => isNumeric(c) && !keys.has(c.name));
  const text = t.columns.find((c) => c.type === 'text' && c.sampleValues.length > 0 && !keys.has(c.name));
  const out = [`How many rows are in ${t.label}?`];
  if (num) out.push(`What is the average ${num.label}?`);
  if (num && text) out.push(`Which ${text.label} has the highest ${num.label}?`);
  if (text) out.push(`How many rows have ${text.label} ${text.sampleValues[0]}?`);
  if (num && text) out.push(`What is the total ${num.label} by ${text.label}?`);
  return out;
}

export function describeCapabilities(tables: BuiltinTable[], keys: KeyColumns = new Map()): string {
  if (!tables.length) return 'There are no tables in this workspace yet, so I cannot answer table questions.';
  const lines = ['I can answer questions about these tables:'];
  for (const t of tables) {
    const cols = t.columns.map((c) => `${c.label} (${c.type === 'text' ? 'text' : isNumeric(c) ? 'number' : c.type})`);
    lines.push(`- ${t.label} (${t.rowCount.toLocaleString('en-US')} rows): ${cols.join(', ')}`);
  }
  lines.push('For example:');
  for (const e of tables.slice(0, 3).flatMap((t) => examples(t, keys.get(t.name) ?? new Set())).slice(0, 6)) lines.push(`- ${e}`);
  lines.push('I can count rows, add up, average and compare columns, find the highest or lowest, filter by values, numbers and dates, group by a column, and read the row before or after another.');
  return lines.join('\n');
}
