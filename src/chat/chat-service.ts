import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { AppError, ERRORS } from '../errors.ts';
import type { FileRow, FilesService, TableRow } from '../files/files-service.ts';
import type { TableCache } from '../files/table-cache.ts';
import type { EmbeddingsClient } from '../search/embeddings-client.ts';
import type { WorkspacesService } from '../workspaces/workspaces-service.ts';
import type { ChatEngine, SearchHit, StepEvent } from './engine.ts';
import type { ConversationsService, MessageRecord } from './conversations-service.ts';
import { createToolbox } from './toolbox.ts';
import type { UserConcurrencyLimiter } from './concurrency.ts';
import type { Metrics } from '../metrics/metrics.ts';

export interface ChatRequest {
  message: string;
  conversation_id?: string;
  dataset_ids?: string[];
  max_iterations: number;
  search_limit: number;
  model?: string;
  include_execution_details: boolean;
}

/** What a caller (the HTTP route) is told while the answer is being made. */
export interface ChatSink {
  start(event: { conversation_id: string; message_id: string; user_message_id: string; model: string }): void;
  step(event: StepEvent): void;
  delta(text: string): void;
  sources(results: SearchHit[]): void;
}

export interface ChatDeps {
  db: Database;
  workspaces: WorkspacesService;
  files: FilesService;
  conversations: ConversationsService;
  tableCache: TableCache;
  embeddings?: EmbeddingsClient;
  engines: Map<string, ChatEngine>;
  defaultModel: string;
  queryTimeoutMs: number;
  metrics: Metrics;
  /** Per-user slots for work that runs queries, shared with table previews. */
  queryLimiter: UserConcurrencyLimiter;
}

export interface PreparedChat {
  engine: ChatEngine;
  conversation: Awaited<ReturnType<ConversationsService['own']>> | null;
  scope: {
    tables: TableRow[];
    documents: FileRow[];
    fileNames: Map<string, string>;
    pending: Array<{ file_id: string; filename: string; status: string }>;
  };
  release: () => void;
}

export function createChatService(deps: ChatDeps) {
  const limiter = deps.queryLimiter;

  /** Files the chat may use: the completed files of the workspace, or exactly those named. */
  async function resolveScope(workspaceId: string, datasetIds: string[] | undefined) {
    const files = await deps.db.query<FileRow>('SELECT * FROM files WHERE workspace_id = $1 ORDER BY created_at', [workspaceId]);
    let inScope = files;
    if (datasetIds && datasetIds.length > 0) {
      const byId = new Map(files.map((f) => [f.id, f]));
      const missing = datasetIds.filter((id) => !byId.has(id));
      if (missing.length > 0) throw ERRORS.fileNotFound(missing[0]);
      inScope = [...new Set(datasetIds)].map((id) => byId.get(id)!);
      const notReady = inScope.filter((f) => f.status !== 'completed').map((f) => f.id);
      if (notReady.length > 0) throw ERRORS.fileNotReady(notReady);
    }
    const completed = inScope.filter((f) => f.status === 'completed');
    const pending = inScope.filter((f) => f.status === 'queued' || f.status === 'processing').map((f) => ({ file_id: f.id, filename: f.filename, status: f.status }));
    const tabular = completed.filter((f) => f.category === 'tabular');
    const tables = [...(await deps.files.tablesOf(tabular.map((f) => f.id))).values()].flat();
    return {
      tables,
      documents: completed.filter((f) => f.category === 'document'),
      fileNames: new Map(completed.map((f) => [f.id, f.filename])),
      pending,
    };
  }

  return {
    availableModels: () => [...deps.engines.keys()],

    /** Everything that can be refused is checked before the first event is sent. */
    async prepare(caller: Principal, workspaceId: string, request: ChatRequest): Promise<PreparedChat> {
      await deps.workspaces.access(caller, workspaceId, 'viewer');
      const model = request.model ?? deps.defaultModel;
      const engine = deps.engines.get(model);
      if (!engine) throw ERRORS.modelNotAvailable(model, [...deps.engines.keys()]);
      const conversation = request.conversation_id ? await deps.conversations.own(caller, workspaceId, request.conversation_id) : null;
      if (conversation?.status === 'archived') throw ERRORS.conversationArchived(conversation.id);
      const scope = await resolveScope(workspaceId, request.dataset_ids);
      const release = scope.tables.length > 0 ? limiter.acquire(caller.userId) : () => undefined;
      return { engine, conversation, scope, release };
    },

    async run(
      caller: Principal,
      workspaceId: string,
      request: ChatRequest,
      prepared: PreparedChat,
      sink: ChatSink,
      signal: AbortSignal,
    ) {
      const { engine, scope } = prepared;
      const started = performance.now();
      try {
        const conversation = prepared.conversation ?? (await deps.conversations.start(caller, workspaceId, request.message));
        const history = prepared.conversation ? await deps.conversations.history(conversation.id) : [];
        const userMessage = await deps.conversations.addMessage(conversation.id, {
          role: 'user',
          content: request.message,
          model: null,
          tokens_input: 0,
          tokens_output: 0,
          status: 'completed',
          execution_details: null,
          search_results: null,
          duration_ms: null,
        });
        const messageId = randomUUID();
        sink.start({ conversation_id: conversation.id, message_id: messageId, user_message_id: userMessage.message_id, model: engine.model });

        const { toolbox, record } = createToolbox({
          db: deps.db,
          tableCache: deps.tableCache,
          embeddings: deps.embeddings,
          workspaceId,
          tables: scope.tables,
          documentFileIds: scope.documents.map((d) => d.id),
          fileNames: scope.fileNames,
          queryTimeoutMs: deps.queryTimeoutMs,
          signal,
          profiles: { load: deps.files.tableProfiles, save: deps.files.saveTableProfile },
        });
        let content = '';
        const steps: StepEvent[] = [];
        let status: MessageRecord['status'] = 'completed';
        let result: Awaited<ReturnType<ChatEngine['answer']>> | null = null;
        let failure: unknown = null;
        try {
          result = await engine.answer({
            question: request.message,
            history,
            memory: conversation.context ?? null,
            toolbox,
            scope: { tables: scope.tables.length, documents: scope.documents.length },
            maxIterations: request.max_iterations,
            searchLimit: request.search_limit,
            signal,
            onStep: (step) => {
              steps.push(step);
              sink.step(step);
            },
            onDelta: (text) => {
              content += text;
              sink.delta(text);
            },
          });
          content = result!.content;
        } catch (err) {
          failure = err;
          status = signal.aborted ? 'cancelled' : 'failed';
        }

        const timedOut = record.sql.length > 0 && record.sql.every((q) => !q.success) && record.sql.some((q) => q.timed_out);
        if (result && timedOut) {
          failure = ERRORS.queryTimeout(record.sql.map(({ sql, success, error }) => ({ sql, success, error })));
          status = 'failed';
        }
        if (record.searchResults.length > 0) sink.sources(record.searchResults);
        const durationMs = Math.round(performance.now() - started);
        for (const q of record.sql) deps.metrics.sqlExecuted(q.success ? 'success' : q.timed_out ? 'timeout' : 'error', q.duration_ms / 1000);
        deps.metrics.chatAnswered({
          model: result?.model ?? engine.model,
          status,
          seconds: durationMs / 1000,
          tokensInput: result?.tokensInput ?? 0,
          tokensOutput: result?.tokensOutput ?? 0,
        });
        const usedNames = new Set(scope.tables.map((t) => t.table_name));
        const tablesUsed = [...usedNames].filter((name) => record.sql.some((q) => new RegExp(`(^|[^A-Za-z0-9_])"?${name}"?([^A-Za-z0-9_]|$)`, 'i').test(q.sql)));
        const columnsUsed = [
          ...new Set(
            scope.tables
              .filter((t) => tablesUsed.includes(t.table_name))
              .flatMap((t) => t.columns.map((c) => c.name).filter((c) => record.sql.some((q) => q.sql.includes(c))).map((c) => `${t.table_name}.${c}`)),
          ),
        ];
        const executionDetails = {
          approach: result?.approach ?? (scope.tables.length > 0 ? (scope.documents.length > 0 ? 'mixed' : 'tabular') : 'documents'),
          interpretation: result?.interpretation ?? null,
          outcome: result?.outcome ?? null,
          tables_used: tablesUsed,
          columns_used: columnsUsed,
          sql_queries_executed: record.sql.map(({ sql, success, error, row_count, duration_ms, columns, rows }) => ({ sql, success, error, row_count, duration_ms, columns, rows })),
          iterations: result?.iterations ?? steps.filter((s) => s.type === 'tool_call').length,
          token_usage: { input: result?.tokensInput ?? 0, output: result?.tokensOutput ?? 0, total: (result?.tokensInput ?? 0) + (result?.tokensOutput ?? 0) },
          timings_ms: { total: durationMs, sql: record.sql.reduce((s, q) => s + q.duration_ms, 0) },
          pending_files: scope.pending,
          steps,
        };
        const failureText = failure instanceof AppError ? failure.message : failure ? 'The answer could not be completed.' : '';
        const saved = await deps.conversations.addMessage(
          conversation.id,
          {
            message_id: messageId,
            role: 'assistant',
            content: status === 'completed' ? content : content || failureText,
            model: result?.model ?? engine.model,
            tokens_input: result?.tokensInput ?? 0,
            tokens_output: result?.tokensOutput ?? 0,
            status,
            execution_details: executionDetails,
            search_results: record.searchResults.length > 0 ? record.searchResults : null,
            duration_ms: durationMs,
          },
          result ? result.memory : undefined,
        );
        if (failure) throw failure;
        return {
          message_id: saved.message_id,
          conversation_id: conversation.id,
          role: 'assistant' as const,
          content: saved.content,
          model: saved.model ?? engine.model,
          status: saved.status,
          tokens_input: saved.tokens_input,
          tokens_output: saved.tokens_output,
          created_at: saved.created_at,
          ...(request.include_execution_details ? { execution_details: executionDetails } : {}),
          ...(record.searchResults.length > 0 ? { search_results: record.searchResults } : {}),
        };
      } finally {
        prepared.release();
      }
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
