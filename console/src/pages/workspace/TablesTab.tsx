import { useState } from 'preact/hooks';
import type { Api } from '../../api/client.ts';
import type { TableRows, Workspace, WorkspaceFile, WorkspaceTable } from '../../api/types.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { useLoad } from '../../lib/hooks.ts';
import { hrefOf } from '../../lib/route.ts';

const PAGE = 20;

export function TablesTab({ api, workspace, selected }: { api: Api; workspace: Workspace; selected: string | null }) {
  const base = `/v1/workspaces/${workspace.workspace_id}`;
  const files = useLoad(() => api.get<{ files: WorkspaceFile[] }>(`${base}/files?limit=100`), [api, base]);
  if (files.error) return <ErrorNotice error={files.error} />;
  if (!files.data) return <p class="muted">Loading…</p>;
  const tables = files.data.files.filter((f) => f.status === 'completed').flatMap((f) => (f.tables ?? []).map((t) => ({ ...t, filename: f.filename })));
  if (tables.length === 0) return <p class="muted">No tables yet: upload a CSV, Excel or Parquet file.</p>;
  // Without a choice in the address, the first table is shown.
  const table = tables.find((t) => t.table_name === selected) ?? tables[0];
  return (
    <div class="split">
      <nav aria-label="Tables" class="side">
        <ul>
          {tables.map((t) => (
            <li key={t.table_name}>
              <a
                href={hrefOf({ page: 'workspace', workspaceId: workspace.workspace_id, tab: 'tables', item: t.table_name })}
                aria-current={t === table ? 'page' : undefined}
              >
                {t.table_name}
              </a>
              <span class="muted small">
                {' '}
                {t.filename}
                {t.sheet ? ` / ${t.sheet}` : ''} · {t.row_count} rows
              </span>
            </li>
          ))}
        </ul>
      </nav>
      <div class="grow">
        <TableView key={table.table_name} api={api} base={base} table={table} />
      </div>
    </div>
  );
}

function TableView({ api, base, table }: { api: Api; base: string; table: WorkspaceTable }) {
  const [offset, setOffset] = useState(0);
  const rows = useLoad(
    () => api.get<TableRows>(`${base}/tables/${encodeURIComponent(table.table_name)}/rows?limit=${PAGE}&offset=${offset}`),
    [api, base, table.table_name, offset],
  );
  return (
    <div>
      <h2>{table.table_name}</h2>
      <DataTable
        caption="Schema"
        columns={['Column', 'Label', 'Type', 'Nulls', 'Sample values']}
        rows={table.columns.map((c) => [c.name, c.label, c.type, c.null_count, c.sample_values.join(', ')])}
      />
      <h3>Rows</h3>
      <ErrorNotice error={rows.error} />
      {rows.data && (
        <>
          <DataTable caption={`Rows ${offset + 1}–${offset + rows.data.rows.length} of ${rows.data.total}`} columns={rows.data.columns.map((c) => c.name)} titles={rows.data.columns.map((c) => c.label)} rows={rows.data.rows} />
          <div class="row">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Previous rows
            </button>
            <button type="button" disabled={offset + PAGE >= rows.data.total} onClick={() => setOffset(offset + PAGE)}>
              Next rows
            </button>
          </div>
        </>
      )}
    </div>
  );
}
