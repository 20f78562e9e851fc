// quarry search WS "query": the passages the workspace's document search finds, best first.
import { parseCommandArgs, contextFrom, needPositionals } from '../context.ts';
import { UsageError } from '../exit-codes.ts';
import { printJson } from '../output.ts';

export const SEARCH_USAGE = 'quarry search WORKSPACE_ID "query" [--limit N]';

export async function searchCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, { limit: { type: 'string', default: '5' } });
  const [workspaceId, ...words] = needPositionals(positionals, 2, SEARCH_USAGE);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit takes a positive whole number.');
  const { client, json } = contextFrom(values, signal);
  const hits = await client.search(workspaceId, { query: words.join(' '), limit }, signal);
  if (json) return printJson(hits);
  hits.forEach((hit, i) => {
    process.stdout.write(`${i > 0 ? '\n' : ''}--- ${hit.filename}${hit.page ? `, page ${hit.page}` : ''} (score ${hit.score.toFixed(3)}) ---\n${hit.text.trim()}\n`);
  });
}
