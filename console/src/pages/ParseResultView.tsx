import type { ParseJob } from '../api/types.ts';
import { DataTable } from '../components/DataTable.tsx';

type Result = NonNullable<ParseJob['result']>;

export function ParseResultView({ result }: { result: Result }) {
  const tables = result.tables ?? [];
  return (
    <div class="parse-result">
      <section>
        <h2>Metadata</h2>
        <dl class="metadata">
          {Object.entries(result.metadata).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{String(v)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2>Tables ({tables.length})</h2>
        {tables.length === 0 && <p class="muted">No tables found.</p>}
        {tables.map((t, i) => (
          <DataTable
            key={i}
            caption={`Table ${i + 1}${t.page ? ` · page ${t.page}` : ''} · ${t.source} · ${t.row_count} × ${t.column_count}`}
            columns={t.headers}
            rows={t.rows.map((r) => t.headers.map((h) => r[h] ?? ''))}
          />
        ))}
      </section>
      <section>
        <h2>Text</h2>
        <pre class="text" tabIndex={0}>
          {result.text}
        </pre>
      </section>
      {result.chunks && (
        <section>
          <h2>Chunks ({result.chunks.length})</h2>
          <ol class="chunks">
            {result.chunks.map((c, i) => (
              <li key={i}>
                <pre>{c}</pre>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
