import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { ERRORS } from '../errors.ts';
import type { WorkspacesService } from '../workspaces/workspaces-service.ts';
import type { HistoryMessage } from './engine.ts';

export interface MessageRecord {
  message_id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  model: string | null;
  tokens_input: number;
  tokens_output: number;
  status: 'completed' | 'failed' | 'cancelled';
  execution_details: Record<string, unknown> | null;
  search_results: unknown[] | null;
  duration_ms: number | null;
  created_at: string;
}

interface ConversationRow {
  id: string;
  workspace_id: string;
  user_id: string;
  title: string;
  status: 'active' | 'archived';
  context: unknown;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
}

const MESSAGE_COLUMNS = `id AS message_id, conversation_id, role, content, model, tokens_input, tokens_output, status,
  execution_details, search_results, duration_ms, created_at`;

export function titleFrom(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length <= 80 ? oneLine : `${oneLine.slice(0, 77).trimEnd()}...`;
}

export function createConversationsService(db: Database, workspaces: WorkspacesService) {
  /** Conversations belong to the user who started them; anyone else is told they do not exist. */
  async function own(caller: Principal, workspaceId: string, conversationId: string): Promise<ConversationRow> {
    const rows = await db.query<ConversationRow>('SELECT * FROM conversations WHERE id = $1 AND workspace_id = $2 AND user_id = $3', [
      conversationId,
      workspaceId,
      caller.userId,
    ]);
    if (rows.length === 0) throw ERRORS.conversationNotFound(conversationId);
    return rows[0];
  }

  return {
    own,

    async start(caller: Principal, workspaceId: string, firstMessage: string): Promise<ConversationRow> {
      const rows = await db.query<ConversationRow>(
        `INSERT INTO conversations (id, org_id, workspace_id, user_id, title) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [randomUUID(), caller.orgId, workspaceId, caller.userId, titleFrom(firstMessage)],
      );
      return rows[0];
    },

    async history(conversationId: string, limit = 20): Promise<HistoryMessage[]> {
      const rows = await db.query<HistoryMessage>(
        `SELECT role, content FROM (SELECT role, content, created_at, id FROM messages WHERE conversation_id = $1 AND status = 'completed'
           ORDER BY created_at DESC, id DESC LIMIT $2) m ORDER BY created_at, id`,
        [conversationId, limit],
      );
      return rows;
    },

    async addMessage(
      conversationId: string,
      message: Omit<MessageRecord, 'message_id' | 'conversation_id' | 'created_at'> & { message_id?: string },
      memory?: unknown,
    ): Promise<MessageRecord> {
      const rows = await db.query<MessageRecord>(
        `INSERT INTO messages (id, conversation_id, role, content, model, tokens_input, tokens_output, status, execution_details, search_results, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${MESSAGE_COLUMNS}`,
        [
          message.message_id ?? randomUUID(),
          conversationId,
          message.role,
          message.content,
          message.model,
          message.tokens_input,
          message.tokens_output,
          message.status,
          message.execution_details ? JSON.stringify(message.execution_details) : null,
          message.search_results ? JSON.stringify(message.search_results) : null,
          message.duration_ms,
        ],
      );
      await db.query(
        `UPDATE conversations SET last_message_at = now(), updated_at = now()${memory !== undefined ? ', context = $2' : ''} WHERE id = $1`,
        memory !== undefined ? [conversationId, JSON.stringify(memory)] : [conversationId],
      );
      return rows[0];
    },

    async list(caller: Principal, workspaceId: string, query: { status: 'active' | 'archived'; limit: number; offset: number }) {
      await workspaces.access(caller, workspaceId, 'viewer');
      const params = [workspaceId, caller.userId, query.status];
      const items = await db.query(
        `SELECT c.id AS conversation_id, c.title, c.status, c.created_at, c.updated_at, c.last_message_at,
                (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS message_count
         FROM conversations c WHERE c.workspace_id = $1 AND c.user_id = $2 AND c.status = $3
         ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id LIMIT ${query.limit} OFFSET ${query.offset}`,
        params,
      );
      const [{ total }] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM conversations WHERE workspace_id = $1 AND user_id = $2 AND status = $3',
        params,
      );
      return { items, total };
    },

    async read(caller: Principal, workspaceId: string, conversationId: string, query: { messageLimit: number; includeToolDetails: boolean }) {
      await workspaces.access(caller, workspaceId, 'viewer');
      const c = await own(caller, workspaceId, conversationId);
      const messages = await db.query<MessageRecord>(
        `SELECT * FROM (SELECT ${MESSAGE_COLUMNS}, id FROM messages WHERE conversation_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2) m
         ORDER BY created_at, id`,
        [conversationId, query.messageLimit],
      );
      const [stats] = await db.query<{ message_count: number; tokens_input: number; tokens_output: number; avg_response_ms: number | null; total_response_ms: number | null }>(
        `SELECT count(*)::int AS message_count, COALESCE(sum(tokens_input), 0)::int AS tokens_input, COALESCE(sum(tokens_output), 0)::int AS tokens_output,
                round(avg(duration_ms) FILTER (WHERE role = 'assistant'))::int AS avg_response_ms,
                sum(duration_ms) FILTER (WHERE role = 'assistant')::int AS total_response_ms
         FROM messages WHERE conversation_id = $1`,
        [conversationId],
      );
      return {
        conversation_id: c.id,
        workspace_id: c.workspace_id,
        title: c.title,
        status: c.status,
        created_at: c.created_at,
        updated_at: c.updated_at,
        last_message_at: c.last_message_at,
        message_count: stats.message_count,
        usage: { tokens_input: stats.tokens_input, tokens_output: stats.tokens_output },
        performance: { avg_response_ms: stats.avg_response_ms, total_response_ms: stats.total_response_ms },
        messages: messages.map((m) => {
          const { execution_details, search_results, ...rest } = m;
          return {
            ...rest,
            ...(query.includeToolDetails && execution_details ? { execution_details } : {}),
            ...(search_results ? { search_results } : {}),
          };
        }),
      };
    },

    async update(caller: Principal, workspaceId: string, conversationId: string, patch: { status?: 'active' | 'archived'; title?: string }) {
      await workspaces.access(caller, workspaceId, 'viewer');
      await own(caller, workspaceId, conversationId);
      await db.query(`UPDATE conversations SET status = COALESCE($2, status), title = COALESCE($3, title), updated_at = now() WHERE id = $1`, [
        conversationId,
        patch.status ?? null,
        patch.title ?? null,
      ]);
      return this.read(caller, workspaceId, conversationId, { messageLimit: 0, includeToolDetails: false });
    },

    async remove(caller: Principal, workspaceId: string, conversationId: string) {
      await workspaces.access(caller, workspaceId, 'viewer');
      await own(caller, workspaceId, conversationId);
      await db.query('DELETE FROM conversations WHERE id = $1', [conversationId]);
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
