// Quoting for the SQL this module writes itself (paths, generated names). Model-written SQL
// never goes through here: the sandbox hands it to DuckDB's parser untouched.

export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function sqlIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function sqlStringList(values: readonly string[]): string {
  return `[${values.map(sqlString).join(', ')}]`;
}
