// What the model and the client see of a query never names a file on the server: DuckDB speaks
// of the Parquet files behind the workspace's tables (in errors, in duckdb_views(), in settings),
// and those paths tell an attacker the data directory's layout. A table's file is shown as the
// table's name; any other absolute path in an error message as "<server path>".
import { dirname } from 'node:path';

const SERVER_PATH = '<server path>';
// An absolute POSIX path of two segments or more, as DuckDB quotes them in messages.
const ABSOLUTE_PATH = /(?<![\w.])\/(?:[^\s'"/()]+\/)+[^\s'"()]*/g;

export function serverPathHider(tables: Array<{ name: string; parquetPath: string }>) {
  // Longest first, so a table's file is replaced before the folder that holds it.
  const replacements: Array<[string, string]> = [
    ...tables.map((t): [string, string] => [t.parquetPath, t.name]),
    ...[...new Set(tables.map((t) => dirname(t.parquetPath)))].map((dir): [string, string] => [dir, SERVER_PATH]),
  ].sort((a, b) => b[0].length - a[0].length);

  const known = (text: string) => replacements.reduce((out, [path, shown]) => out.split(path).join(shown), text);
  const value = (v: unknown): unknown => {
    // Every known path is absolute: text without a slash (most cells) is left as it is, cheaply.
    if (typeof v === 'string') return v.includes('/') ? known(v) : v;
    if (Array.isArray(v)) return v.map(value);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)]));
    return v;
  };
  return {
    /** An error message: known files by their table names, any other absolute path hidden. */
    message: (text: string) => known(text).replace(ABSOLUTE_PATH, SERVER_PATH),
    /** Result cells: only the known paths, since users' own data may hold slash-separated text. */
    rows: (rows: unknown[][]) => rows.map((row) => row.map(value)),
  };
}
