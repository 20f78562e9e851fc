// quarry ask WS "question": the answer streamed as it is written; --sql adds the SQL it ran.
import { parseCommandArgs, contextFrom, needPositionals } from '../context.ts';
import { printJson } from '../output.ts';

export const ASK_USAGE = 'quarry ask WORKSPACE_ID "question" [--sql] [--model NAME] [--conversation ID]';

export async function askCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, {
    sql: { type: 'boolean', default: false },
    model: { type: 'string' },
    conversation: { type: 'string' },
  });
  const [workspaceId, ...words] = needPositionals(positionals, 2, ASK_USAGE);
  const { client, json } = contextFrom(values, signal);
  const request = {
    message: words.join(' '),
    model: values.model,
    conversation_id: values.conversation,
    include_execution_details: values.sql || json,
  };
  if (json) return printJson(await client.chat.send(workspaceId, request, signal));

  let endsWithNewline = true;
  for await (const e of client.chat.stream(workspaceId, request, signal)) {
    if (e.event === 'delta') {
      process.stdout.write(e.data.text);
      endsWithNewline = e.data.text.endsWith('\n');
    } else if (e.event === 'done') {
      if (!endsWithNewline) process.stdout.write('\n');
      const queries = e.data.execution_details?.sql_queries_executed ?? [];
      if (values.sql) {
        for (const q of queries) {
          process.stdout.write(`\n-- ${q.success ? `${q.row_count} rows, ${Math.round(q.duration_ms)} ms` : `failed: ${q.error}`}\n${q.sql.trim()}\n`);
        }
        if (queries.length === 0) process.stdout.write('\n-- no SQL was run\n');
      }
      if (e.data.search_results?.length) {
        process.stderr.write(`sources: ${[...new Set(e.data.search_results.map((r) => `${r.filename}${r.page ? ` p.${r.page}` : ''}`))].join(', ')}\n`);
      }
      process.stderr.write(`conversation ${e.data.conversation_id}\n`);
    }
  }
}
