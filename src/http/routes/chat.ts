import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { openEventStream } from '../sse.ts';
import { errorBodyOf, toAppError } from '../plugins/error-handler.ts';
import { commonErrors, errorBody, timestamp } from '../schemas.ts';
import type { ChatSink } from '../../chat/chat-service.ts';
import { multilineText, nameText } from '../../text-fields.ts';

export const searchResult = z.object({
  file_id: z.uuid(),
  filename: z.string(),
  chunk_id: z.uuid(),
  page: z.number().int().nullable(),
  text: z.string(),
  score: z.number(),
});

export const executionDetails = z
  .object({
    approach: z.enum(['tabular', 'documents', 'mixed']),
    interpretation: z.string().nullable(),
    outcome: z
      .enum(['answered', 'uncertain', 'declined'])
      .nullable()
      .describe(
        'answered: the engine stands by the answer; uncertain: a best reading, said so in the answer; declined: no answer (the text says why and what can be answered). Null when the answer failed.',
      ),
    tables_used: z.array(z.string()),
    columns_used: z.array(z.string()),
    sql_queries_executed: z.array(
      z.object({
        sql: z.string(),
        success: z.boolean(),
        error: z.string().nullable(),
        row_count: z.number().int(),
        duration_ms: z.number(),
        columns: z.array(z.string()).nullable().optional().describe('Column names of the result; null when the query failed.'),
        rows: z.array(z.array(z.unknown())).optional().describe('The first rows of the result (at most 50), values in column order.'),
      }),
    ),
    iterations: z.number().int(),
    token_usage: z.object({ input: z.number().int(), output: z.number().int(), total: z.number().int() }),
    timings_ms: z.record(z.string(), z.number()),
    pending_files: z.array(z.object({ file_id: z.uuid(), filename: z.string(), status: z.string() })).describe('Files of the workspace not yet completed, so not used.'),
    steps: z.array(z.unknown()).describe('The tool calls and results, as the detailed stream sends them.'),
  })
  .describe('ExecutionDetails');

export const assistantMessage = z
  .object({
    message_id: z.uuid(),
    conversation_id: z.uuid(),
    role: z.literal('assistant'),
    content: z.string(),
    model: z.string(),
    status: z.enum(['completed', 'failed', 'cancelled']),
    tokens_input: z.number().int(),
    tokens_output: z.number().int(),
    created_at: timestamp,
    execution_details: executionDetails.optional(),
    search_results: z.array(searchResult).optional().describe('Passages document search found, when it was used.'),
  })
  .describe('ChatMessage');

const chatBody = z.object({
  message: multilineText(10_000, 1).describe('The question, 1 to 10,000 characters.'),
  conversation_id: z.uuid().optional().describe('Continue this conversation; omitted starts a new one.'),
  stream: z.boolean().default(true).describe('Server-Sent Events (default) or one JSON reply.'),
  event_detail_level: z.enum(['minimal', 'detailed']).default('minimal').describe('detailed adds step and sources events.'),
  dataset_ids: z.array(z.uuid()).max(10).optional().describe('Limit the chat to these files (tabular or documents); all completed files otherwise.'),
  search_limit: z
    .number()
    .int()
    .min(1)
    .max(20)
    .default(10)
    .describe('Passages each document search of the answer returns (1..20), and so the most `search_results` one search adds.'),
  max_iterations: z.number().int().min(1).max(20).default(15).describe('Upper bound on the agent\'s tool-using steps.'),
  model: nameText(200).optional().describe('A configured model, or "builtin" (the offline engine, always available).'),
  include_execution_details: z.boolean().default(false),
});

export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/workspaces/:workspace_id/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Ask a question about the workspace\'s tables and documents',
        description:
          'With stream true (default) the reply is text/event-stream with events `start` {conversation_id, message_id, user_message_id, model}, ' +
          '`step` (detailed) {iteration, type, tool, input, summary, duration_ms}, `delta` {text}, `sources` (detailed) {search_results}, ' +
          '`done` (the message object) or `error` (an error body); a comment every 15 s keeps the connection open. Disconnecting stops the work.',
        params: z.object({ workspace_id: z.uuid() }),
        body: chatBody,
        response: { 200: assistantMessage, 409: errorBody, 502: errorBody, 504: errorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { workspace_id: workspaceId } = request.params;
      const body = request.body;
      const prepared = await ctx.services.chat.prepare(request.principal, workspaceId, body);
      const abort = new AbortController();
      if (!body.stream) {
        // The response closing before it was written means the client went away (the request's
        // own 'close' fires as soon as its body has been read, so it cannot tell).
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort(new Error('client disconnected'));
        });
        const silent: ChatSink = { start() {}, step() {}, delta() {}, sources() {} };
        return ctx.services.chat.run(request.principal, workspaceId, body, prepared, silent, abort.signal);
      }
      const detailed = body.event_detail_level === 'detailed';
      const stream = openEventStream(reply, () => abort.abort(new Error('client disconnected')));
      const sink: ChatSink = {
        start: (e) => stream.send('start', e),
        step: (e) => detailed && stream.send('step', e),
        delta: (text) => stream.send('delta', { text }),
        sources: (results) => detailed && stream.send('sources', { search_results: results }),
      };
      try {
        const message = await ctx.services.chat.run(request.principal, workspaceId, body, prepared, sink, abort.signal);
        stream.send('done', message);
      } catch (err) {
        if (!abort.signal.aborted) stream.send('error', errorBodyOf(toAppError(err, request), request.id));
      } finally {
        stream.end();
      }
    },
  );
}
