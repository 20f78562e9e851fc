import type { SqlQuery } from '../../api/types.ts';
import { ChartView } from '../../components/ChartView.tsx';
import { CopyButton } from '../../components/CopyButton.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { reportedResult } from '../../lib/chart-data.ts';
import type { AnswerDraft } from '../../lib/chat-stream.ts';
import { toCsv } from '../../lib/csv.ts';
import { downloadText } from '../../lib/download.ts';
import { renderMarkdown } from '../../lib/markdown.ts';

/** One answer: its text as it streams, the result it rests on, and how it was found. */
export function AnswerView({ draft }: { draft: AnswerDraft }) {
  const queries = draft.execution_details?.sql_queries_executed ?? [];
  const reported = draft.state === 'streaming' ? null : reportedResult(draft.content, queries);
  const chart = reported?.chart ?? null;
  return (
    <article class="answer" aria-busy={draft.state === 'streaming'} data-state={draft.state}>
      <div class={chart ? 'result-grid' : undefined}>
        {/* renderMarkdown escapes any HTML in the answer (see lib/markdown.ts). */}
        <div class="answer-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(draft.content) }} />
        {chart && <ChartView spec={chart} title={(reported?.query.columns ?? []).join(' by ')} />}
      </div>
      {draft.state === 'streaming' && (
        <p class="muted small working">
          <span class="cursor" aria-hidden="true" /> {draft.steps.at(-1)?.summary ?? 'Thinking'}…
        </p>
      )}
      {draft.error && (
        <div class="notice error" role="alert">
          <strong>The answer failed</strong> <p>{draft.error.message}</p>
          <p class="muted small">
            <code>{draft.error.error_code}</code>
            {draft.error.request_id && <> · request id <code>{draft.error.request_id}</code></>}
          </p>
        </div>
      )}
      {draft.state !== 'streaming' && (
        <div class="row wrap">
          <CopyButton text={draft.content} label="Copy answer" />
          {reported && <DownloadCsv query={reported.query} />}
        </div>
      )}
      {(draft.steps.length > 0 || queries.length > 0 || draft.search_results.length > 0) && (
        <details class="how">
          <summary>How I got this</summary>
          {draft.execution_details?.interpretation && <p>{draft.execution_details.interpretation}</p>}
          {draft.steps.length > 0 && (
            <>
              <h4>Steps</h4>
              <ol class="steps">
                {draft.steps.map((s, i) => (
                  <li key={i}>
                    {s.tool && <code>{s.tool}</code>} {s.summary}
                    {s.duration_ms > 0 && <span class="muted small"> · {Math.round(s.duration_ms)} ms</span>}
                  </li>
                ))}
              </ol>
            </>
          )}
          {queries.length > 0 && (
            <>
              <h4>SQL</h4>
              {queries.map((q, i) => (
                <div key={i} class="query">
                  <pre>
                    <code class="sql">{q.sql}</code>
                  </pre>
                  <div class="row wrap small">
                    <span>{q.success ? `${q.row_count} row(s) in ${q.duration_ms} ms` : `failed: ${q.error}`}</span>
                    <CopyButton text={q.sql} label="Copy SQL" />
                    {q.success && q.columns && (q.rows?.length ?? 0) > 0 && <DownloadCsv query={q} />}
                  </div>
                  {q.success && q.columns && (q.rows?.length ?? 0) > 0 && <DataTable caption={`Result of query ${i + 1}`} columns={q.columns} rows={q.rows ?? []} />}
                </div>
              ))}
            </>
          )}
          {draft.search_results.length > 0 && (
            <>
              <h4>Sources</h4>
              <ol class="sources">
                {draft.search_results.map((s) => (
                  <li key={s.chunk_id}>
                    <strong>{s.filename}</strong>
                    {s.page !== null && <span>, page {s.page}</span>}
                    <blockquote>{s.text}</blockquote>
                  </li>
                ))}
              </ol>
            </>
          )}
        </details>
      )}
    </article>
  );
}

function DownloadCsv({ query }: { query: SqlQuery }) {
  const rows = query.rows ?? [];
  return (
    <>
      <button type="button" onClick={() => downloadText('quarry-result.csv', toCsv(query.columns ?? [], rows), 'text/csv')}>
        Download CSV
      </button>
      {query.row_count > rows.length && <span class="muted small">The CSV holds the first {rows.length} of {query.row_count} rows.</span>}
    </>
  );
}
