// The tools the model may call, each a thin wrapper over the chat toolbox (which enforces scope
// and limits). Each call leaves a record — what it did, how long it took — for the step events
// and the execution details.

import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { ChatToolbox } from '../engine.ts';
import { compactDescription, compactHits, compactSqlResult, compactTableList } from './compact-results.ts';

export const TABLE_TOOLS = ['list_tables', 'describe_table', 'run_sql'] as const;
export const DOCUMENT_TOOLS = ['search_documents'] as const;

const MAX_SEARCH_LIMIT = 20;

export interface ToolCallRecord {
  tool: string;
  summary: string;
  durationMs: number;
}

/** What the tools did during one answer. */
export interface ToolLedger {
  calls: Map<string, ToolCallRecord>;
  /** Queries that ran without error, in order. */
  successfulSql: string[];
  passagesRead: number;
  documentsRead: Set<string>;
}

export function newToolLedger(): ToolLedger {
  return { calls: new Map(), successfulSql: [], passagesRead: 0, documentsRead: new Set() };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A tool call in a line, for the step events. */
export function describeCall(tool: string, input: unknown): string {
  const args = (input ?? {}) as { sql?: unknown; table?: unknown; query?: unknown };
  const clip = (value: unknown) => {
    const text = String(value).replace(/\s+/g, ' ').trim();
    return text.length <= 200 ? text : `${text.slice(0, 199)}…`;
  };
  if (tool === 'run_sql' && args.sql !== undefined) return clip(args.sql);
  if (tool === 'describe_table' && args.table !== undefined) return `describe ${clip(args.table)}`;
  if (tool === 'search_documents' && args.query !== undefined) return `search for "${clip(args.query)}"`;
  if (tool === 'list_tables') return 'list the tables';
  return `call ${tool}`;
}

export function workspaceTools(toolbox: ChatToolbox, scope: { tables: number; documents: number }, ledger: ToolLedger, searchLimit: number): ToolSet {
  async function timed<T>(toolCallId: string, name: string, run: () => Promise<T>, summarise: (value: T) => string): Promise<T> {
    const started = performance.now();
    const value = await run();
    ledger.calls.set(toolCallId, { tool: name, summary: summarise(value), durationMs: Math.round(performance.now() - started) });
    return value;
  }

  const tableTools: ToolSet = {
    list_tables: tool({
      description: 'List the tables in scope: SQL name, source file (and sheet), row count and columns with types.',
      inputSchema: z.object({}),
      execute: (_input, { toolCallId }) =>
        timed(toolCallId, 'list_tables', async () => compactTableList(await toolbox.listTables()), (tables) =>
          tables.length ? `${plural(tables.length, 'table')}: ${tables.map((table) => table.name).join(', ')}` : 'no tables'),
    }),
    describe_table: tool({
      description: 'Describe one table: each column with its type, null count and sample values.',
      inputSchema: z.object({ table: z.string().describe('Table name as list_tables gives it') }),
      execute: ({ table }, { toolCallId, abortSignal }) =>
        timed(
          toolCallId,
          'describe_table',
          async () => {
            try {
              return compactDescription(await toolbox.describeTable(table));
            } catch (error) {
              // An unknown name is the model's mistake to correct: its message lists the known tables.
              if (abortSignal?.aborted) throw error;
              return { error: messageOf(error) };
            }
          },
          (result) => ('error' in result ? `error: ${result.error}` : `${result.name}: ${plural(result.columns.length, 'column')}, ${plural(result.row_count, 'row')}`),
        ),
    }),
    run_sql: tool({
      description:
        'Run one read-only DuckDB SELECT over the listed tables and get the result rows (at most 50 shown). ' +
        'Double-quote identifiers. On failure the result holds the error; fix the query and retry.',
      inputSchema: z.object({ sql: z.string().describe('A single DuckDB SELECT statement') }),
      execute: ({ sql }, { toolCallId }) =>
        timed(toolCallId, 'run_sql', async () => {
          const result = await toolbox.runSql(sql);
          if (result.error === null) ledger.successfulSql.push(sql);
          return compactSqlResult(result);
        }, (result) => ('error' in result ? `error: ${result.error}` : `${plural(result.row_count, 'row')}, columns ${result.columns.join(', ')}`)),
    }),
  };

  const documentTools: ToolSet = {
    search_documents: tool({
      description: 'Full-text search over the documents in scope. Returns the best passages with their filename and page.',
      inputSchema: z.object({
        query: z.string().describe('Keywords or a phrase to look for'),
        limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().describe(`Passages to return (default ${searchLimit})`),
      }),
      execute: ({ query, limit }, { toolCallId }) =>
        timed(toolCallId, 'search_documents', async () => {
          const hits = await toolbox.searchDocuments(query, limit ?? searchLimit);
          ledger.passagesRead += hits.length;
          for (const hit of hits) ledger.documentsRead.add(hit.filename);
          return compactHits(hits);
        }, (hits) => (hits.length ? `${plural(hits.length, 'passage')} from ${[...new Set(hits.map((hit) => hit.filename))].join(', ')}` : 'no passages found')),
    }),
  };

  return { ...(scope.tables > 0 ? tableTools : {}), ...(scope.documents > 0 ? documentTools : {}) };
}
