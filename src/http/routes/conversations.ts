import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { commonErrors, listBody, timestamp } from '../schemas.ts';
import { executionDetails, searchResult } from './chat.ts';
import { nameText } from '../../text-fields.ts';

const status = z.enum(['active', 'archived']);
const listItem = z
  .object({
    conversation_id: z.uuid(),
    title: z.string(),
    status,
    message_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
    last_message_at: timestamp.nullable(),
  })
  .describe('ConversationSummary');

const message = z.object({
  message_id: z.uuid(),
  conversation_id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  model: z.string().nullable(),
  status: z.enum(['completed', 'failed', 'cancelled']),
  tokens_input: z.number().int(),
  tokens_output: z.number().int(),
  duration_ms: z.number().int().nullable(),
  created_at: timestamp,
  execution_details: executionDetails.optional().describe('With include_tool_details=true.'),
  search_results: z.array(searchResult).optional(),
});

const conversation = z
  .object({
    conversation_id: z.uuid(),
    workspace_id: z.uuid(),
    title: z.string(),
    status,
    created_at: timestamp,
    updated_at: timestamp,
    last_message_at: timestamp.nullable(),
    message_count: z.number().int(),
    usage: z.object({ tokens_input: z.number().int(), tokens_output: z.number().int() }),
    performance: z.object({ avg_response_ms: z.number().int().nullable(), total_response_ms: z.number().int().nullable() }),
    messages: z.array(message).describe('The latest message_limit messages, oldest first.'),
  })
  .describe('Conversation');

const params = z.object({ workspace_id: z.uuid(), conversation_id: z.uuid() });

export function conversationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = ctx.services.conversations;
  r.get(
    '/v1/workspaces/:workspace_id/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary: "List the caller's conversations in a workspace",
        params: z.object({ workspace_id: z.uuid() }),
        querystring: z.object({
          status: status.default('active'),
          limit: z.coerce.number().int().min(1).max(100).default(20),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: listBody('conversations', listItem), ...commonErrors },
      },
    },
    async (request) => {
      const { items, total } = await svc.list(request.principal, request.params.workspace_id, request.query);
      return { conversations: items as Array<z.infer<typeof listItem>>, total, limit: request.query.limit, offset: request.query.offset };
    },
  );
  r.get(
    '/v1/workspaces/:workspace_id/conversations/:conversation_id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Read a conversation with its latest messages',
        params,
        querystring: z.object({
          message_limit: z.coerce.number().int().min(1).max(200).default(50),
          include_tool_details: z
            .enum(['true', 'false'])
            .default('false')
            .transform((v) => v === 'true'),
        }),
        response: { 200: conversation, ...commonErrors },
      },
    },
    async (request) =>
      svc.read(request.principal, request.params.workspace_id, request.params.conversation_id, {
        messageLimit: request.query.message_limit,
        includeToolDetails: request.query.include_tool_details,
      }) as Promise<z.infer<typeof conversation>>,
  );
  r.patch(
    '/v1/workspaces/:workspace_id/conversations/:conversation_id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Archive, reactivate or rename a conversation',
        params,
        body: z.object({ status: status.optional(), title: nameText(200).optional() }),
        response: { 200: conversation, ...commonErrors },
      },
    },
    async (request) =>
      svc.update(request.principal, request.params.workspace_id, request.params.conversation_id, request.body) as Promise<z.infer<typeof conversation>>,
  );
  r.delete(
    '/v1/workspaces/:workspace_id/conversations/:conversation_id',
    {
      schema: { tags: ['conversations'], summary: 'Delete a conversation', params, response: { 204: z.null(), ...commonErrors } },
    },
    async (request, reply) => {
      await svc.remove(request.principal, request.params.workspace_id, request.params.conversation_id);
      return reply.status(204).send(null);
    },
  );
}
