// A real HTTP server on 127.0.0.1 that speaks the OpenAI Chat Completions API and the Anthropic
// Messages API (streamed and not), answering from a script instead of a model. Tests drive the
// real SDK clients against it and read back every request body the "model" received.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedToolCall {
  name: string;
  /** An object is sent as its JSON; a string is sent as is (to script malformed arguments). */
  arguments: Record<string, unknown> | string;
}

export interface ScriptedUsage {
  input: number;
  output: number;
}

export type ScriptedTurn =
  | { text: string; usage?: ScriptedUsage }
  | { toolCalls: ScriptedToolCall[]; text?: string; usage?: ScriptedUsage }
  | { error: { status: number; body: unknown; headers?: Record<string, string> } }
  /** Streams `text` (if any), then keeps the response open until the client goes away. */
  | { stall: { text?: string } };

export interface RecordedRequest {
  api: 'openai' | 'anthropic';
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** Decides a turn from the request (e.g. from the tool results it carries); index counts requests from 0. */
export type TurnFunction = (request: RecordedRequest, index: number) => ScriptedTurn;

/** Turns answered in order (running out is a 500 naming the request), or one function for every request. */
export type Script = Array<ScriptedTurn | TurnFunction> | TurnFunction;

export interface ScriptedLlmServer {
  /** Base URL for either SDK client, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests whose client disconnected before the answer was complete. */
  readonly disconnects: number;
  close(): Promise<void>;
}

export interface ToolResultSeen {
  toolCallId: string;
  /** The result as the model received it (the SDK sends tool output as JSON text). */
  content: string;
}

/** The tool results in the newest tool turn of a request, in either API's shape. */
export function latestToolResults(request: RecordedRequest): ToolResultSeen[] {
  const messages = (request.body.messages ?? []) as Array<Record<string, unknown>>;
  if (request.api === 'openai') {
    const trailing: ToolResultSeen[] = [];
    for (let i = messages.length - 1; i >= 0 && messages[i].role === 'tool'; i--) {
      trailing.unshift({ toolCallId: String(messages[i].tool_call_id), content: textOf(messages[i].content) });
    }
    return trailing;
  }
  const last = messages.at(-1);
  if (!last || last.role !== 'user' || !Array.isArray(last.content)) return [];
  return (last.content as Array<Record<string, unknown>>)
    .filter((block) => block.type === 'tool_result')
    .map((block) => ({ toolCallId: String(block.tool_use_id), content: textOf(block.content) }));
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? '').join('');
  return JSON.stringify(content);
}

export async function startScriptedLlmServer(script: Script): Promise<ScriptedLlmServer> {
  const requests: RecordedRequest[] = [];
  let disconnects = 0;

  const turnFor = (request: RecordedRequest, index: number): ScriptedTurn => {
    if (typeof script === 'function') return script(request, index);
    const entry = script[index];
    if (entry === undefined) {
      return { error: { status: 500, body: { error: { message: `script has no turn for request ${index + 1}` } } } };
    }
    return typeof entry === 'function' ? entry(request, index) : entry;
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `scripted server failed: ${String(error)}` } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const api = req.method === 'POST' && req.url === '/v1/chat/completions' ? 'openai' : req.method === 'POST' && req.url === '/v1/messages' ? 'anthropic' : null;
    if (!api) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = { api, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> };
    const index = requests.push(recorded) - 1;
    const turn = turnFor(recorded, index);
    res.on('close', () => {
      if (!res.writableFinished) disconnects++;
    });

    if ('error' in turn) {
      res.writeHead(turn.error.status, { 'content-type': 'application/json', ...turn.error.headers }).end(JSON.stringify(turn.error.body));
      return;
    }
    const answer = normalise(turn, recorded, index);
    const stream = recorded.body.stream === true;
    if (api === 'openai') {
      if (stream) streamOpenAi(res, answer, recorded);
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openAiMessage(answer, recorded)));
    } else if (stream) {
      streamAnthropic(res, answer, recorded);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(anthropicMessage(answer, recorded)));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get disconnects() {
      return disconnects;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

interface Answer {
  id: string;
  text: string;
  toolCalls: Array<{ id: string; name: string; arguments: string }>;
  usage: ScriptedUsage;
  stall: boolean;
}

function normalise(turn: Exclude<ScriptedTurn, { error: unknown }>, request: RecordedRequest, index: number): Answer {
  const text = 'stall' in turn ? (turn.stall.text ?? '') : (turn.text ?? '');
  const toolCalls = 'toolCalls' in turn
    ? turn.toolCalls.map((call, i) => ({
        id: `call_${index + 1}_${i + 1}`,
        name: call.name,
        arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
      }))
    : [];
  // Without scripted numbers, usage is a stable estimate (4 characters a token) of what went in and out.
  const estimated = {
    input: Math.ceil(JSON.stringify(request.body.messages ?? []).length / 4),
    output: Math.ceil((text.length + toolCalls.reduce((sum, call) => sum + call.name.length + call.arguments.length, 0)) / 4),
  };
  return {
    id: `scripted-${index + 1}`,
    text,
    toolCalls,
    usage: ('usage' in turn && turn.usage) || estimated,
    stall: 'stall' in turn,
  };
}

/** Words with their trailing space, so a text arrives as several deltas. */
function textPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** Arguments JSON in up to three fragments, as real servers stream them. */
function argumentPieces(json: string): string[] {
  if (json.length < 3) return [json];
  const third = Math.ceil(json.length / 3);
  return [json.slice(0, third), json.slice(third, 2 * third), json.slice(2 * third)];
}

const created = () => Math.floor(Date.now() / 1000);
const modelOf = (request: RecordedRequest) => String(request.body.model ?? 'scripted');

function openAiMessage(answer: Answer, request: RecordedRequest) {
  return {
    id: answer.id,
    object: 'chat.completion',
    created: created(),
    model: modelOf(request),
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.text || null,
          ...(answer.toolCalls.length
            ? { tool_calls: answer.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) }
            : {}),
        },
        finish_reason: answer.toolCalls.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: answer.usage.input, completion_tokens: answer.usage.output, total_tokens: answer.usage.input + answer.usage.output },
  };
}

function streamOpenAi(res: ServerResponse, answer: Answer, request: RecordedRequest): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: answer.id, object: 'chat.completion.chunk', created: created(), model: modelOf(request) };
  const send = (choice: Record<string, unknown> | null, extra: Record<string, unknown> = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, choices: choice ? [{ index: 0, ...choice }] : [], ...extra })}\n\n`);

  send({ delta: { role: 'assistant', content: '' }, finish_reason: null });
  for (const piece of textPieces(answer.text)) send({ delta: { content: piece }, finish_reason: null });
  if (answer.stall) return;
  answer.toolCalls.forEach((call, index) => {
    const [first, ...rest] = argumentPieces(call.arguments);
    send({ delta: { tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: first } }] }, finish_reason: null });
    for (const piece of rest) send({ delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null });
  });
  send({ delta: {}, finish_reason: answer.toolCalls.length ? 'tool_calls' : 'stop' });
  const streamOptions = request.body.stream_options as { include_usage?: boolean } | undefined;
  if (streamOptions?.include_usage) {
    send(null, { usage: { prompt_tokens: answer.usage.input, completion_tokens: answer.usage.output, total_tokens: answer.usage.input + answer.usage.output } });
  }
  res.end('data: [DONE]\n\n');
}

function anthropicContent(answer: Answer) {
  return [
    ...(answer.text ? [{ type: 'text', text: answer.text }] : []),
    ...answer.toolCalls.map((call) => ({ type: 'tool_use', id: call.id, name: call.name, input: JSON.parse(call.arguments) as unknown })),
  ];
}

function anthropicMessage(answer: Answer, request: RecordedRequest) {
  return {
    id: answer.id,
    type: 'message',
    role: 'assistant',
    model: modelOf(request),
    content: anthropicContent(answer),
    stop_reason: answer.toolCalls.length ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: answer.usage.input, output_tokens: answer.usage.output },
  };
}

function streamAnthropic(res: ServerResponse, answer: Answer, request: RecordedRequest): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: Record<string, unknown> & { type: string }) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

  send({
    type: 'message_start',
    message: {
      id: answer.id,
      type: 'message',
      role: 'assistant',
      model: modelOf(request),
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: answer.usage.input, output_tokens: 1 },
    },
  });
  let index = 0;
  if (answer.text) {
    send({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
    for (const piece of textPieces(answer.text)) send({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } });
    if (answer.stall) return;
    send({ type: 'content_block_stop', index });
    index++;
  }
  if (answer.stall) return;
  for (const call of answer.toolCalls) {
    send({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} } });
    for (const piece of argumentPieces(call.arguments)) send({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } });
    send({ type: 'content_block_stop', index });
    index++;
  }
  send({ type: 'message_delta', delta: { stop_reason: answer.toolCalls.length ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: answer.usage.output } });
  send({ type: 'message_stop' });
  res.end();
}
