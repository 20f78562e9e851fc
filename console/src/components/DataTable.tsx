import { formatCell } from '../lib/format.ts';

interface Props {
  columns: string[];
  rows: unknown[][];
  caption?: string;
  /** Column titles, when they differ from the names. */
  titles?: string[];
}

export function DataTable({ columns, rows, caption, titles }: Props) {
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={caption ?? 'Table'}>
      <table>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {titles?.[i] ?? c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((v, i) => (
                <td key={i} class={typeof v === 'number' ? 'num' : undefined}>
                  {formatCell(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
