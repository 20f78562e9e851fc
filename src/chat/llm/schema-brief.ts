// The tables in scope, written into the first model request so the model can write SQL without
// spending a tool round trip on list_tables (small models often skip it and guess column names).
// Full detail (types, labels, sample values, empty cells) when it fits the token budget; names only
// when it does not; the tools are there to look further either way.
import { countTokens } from '../../parsing/tokens.ts';
import type { ChatToolbox, TableDescription } from '../engine.ts';

export const SCHEMA_BRIEF_TOKENS = 4_000;
const SAMPLE_VALUES = 3;
const SAMPLE_CHARS = 40;

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function detailed(t: TableDescription): string {
  const columns = t.columns.map((c) => {
    const label = c.label && c.label !== c.name ? ` (header "${c.label}")` : '';
    const samples = c.sampleValues.slice(0, SAMPLE_VALUES).map((v) => JSON.stringify(v.length > SAMPLE_CHARS ? `${v.slice(0, SAMPLE_CHARS)}…` : v));
    const empty = c.nullCount > 0 ? `, ${c.nullCount} empty` : '';
    return `  - ${quoted(c.name)} ${c.type}${label}${samples.length ? `, e.g. ${samples.join(', ')}` : ''}${empty}`;
  });
  return [`Table ${quoted(t.name)} from ${t.label}, ${t.rowCount} rows:`, ...columns].join('\n');
}

function namesOnly(t: TableDescription): string {
  return `Table ${quoted(t.name)} from ${t.label}, ${t.rowCount} rows: ${t.columns.map((c) => quoted(c.name)).join(', ')}`;
}

/** The schema text for the instructions, or null when there are no tables or not even names fit. */
export async function schemaBrief(toolbox: ChatToolbox, budget = SCHEMA_BRIEF_TOKENS): Promise<string | null> {
  const tables = await Promise.all((await toolbox.listTables()).map((t) => toolbox.describeTable(t.name)));
  if (tables.length === 0) return null;
  const full = `The tables in scope (SQL names in double quotes):\n${tables.map(detailed).join('\n')}`;
  if (countTokens(full) <= budget) return full;
  const names = `The tables in scope (SQL names in double quotes; call describe_table for types and values):\n${tables.map(namesOnly).join('\n')}`;
  return countTokens(names) <= budget ? names : null;
}
