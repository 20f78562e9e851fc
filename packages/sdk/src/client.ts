// The Quarry client: every operation typed from the OpenAPI document (`api`), and the few
// conveniences that hide the protocol's waiting: parse-and-wait, upload-and-wait, streamed chat.
import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi.ts';
import { errorFromResponse, QuarryError, QuarryJobError, type ErrorBody } from './errors.ts';
import { readEventStream } from './sse.ts';
import { createTransport, sleep, type RetryOptions } from './transport.ts';
import type { ChatEvent, ChatMessage, ChatRequest, ParseJob, ParseOptions, SearchRequest, SearchResult, WorkspaceFile } from './types.ts';

export interface QuarryClientOptions {
  /** Where the service listens, e.g. http://localhost:8080 (without /v1). */
  baseUrl: string;
  /** A Quarry API key (qk_...), sent as a bearer token. */
  apiKey?: string;
  /** Another fetch, e.g. for a proxy or for tests; the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  retry?: RetryOptions;
}

/** Bytes to send: a File keeps its name, anything else takes `filename`. */
export type FileInput = Blob | ArrayBuffer | Uint8Array;

/** Bytes of a file sent so far, of about `total` (the file's size; the form's framing adds a little). */
export type UploadProgress = (sent: number, total: number) => void;

export interface WaitOptions<T> {
  /** Told every time the job's state is read, the first time right after submitting. */
  onProgress?: (state: T) => void;
  /** Stops waiting (and sending); the job itself continues on the service. */
  signal?: AbortSignal;
  /** First pause between status reads; it grows to 2 s. Default 250 ms. */
  pollIntervalMs?: number;
}

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/** The data of a call, or the service's error as a QuarryError. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw await errorFromResponse(response, error);
  return data as T;
}

/** A stream's `error` event has no HTTP status of its own; these are the ones its codes have. */
const STREAM_ERROR_STATUS: Record<string, number> = { QUERY_TIMEOUT: 504, LLM_PROVIDER_ERROR: 502, SERVICE_UNAVAILABLE: 503, CONCURRENCY_LIMIT_EXCEEDED: 429 };

function toBlob(file: FileInput): Blob {
  if (file instanceof Blob) return file;
  return new Blob([file instanceof Uint8Array ? new Uint8Array(file) : file]);
}

function formOf(file: FileInput, filename: string | undefined, fields: Record<string, string | number | boolean | undefined> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  const name = filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
  form.append('file', toBlob(file), name);
  return form;
}

/**
 * The multipart body, and when progress is wanted, as a stream that counts bytes as fetch sends
 * them. Streamed request bodies need a runtime that supports them (Node, Deno; Chromium only over
 * HTTP/2), so plain FormData is sent unless onUploadProgress is given.
 */
function uploadBody(form: FormData, fileSize: number, onUploadProgress: UploadProgress | undefined) {
  if (!onUploadProgress) return { body: form, init: {} };
  const encoded = new Response(form);
  let sent = 0;
  const counted = encoded.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        onUploadProgress(Math.min(sent, fileSize), fileSize);
        controller.enqueue(chunk);
      },
    }),
  );
  return { body: counted, init: { duplex: 'half' as const, headers: { 'Content-Type': encoded.headers.get('content-type')! } } };
}

async function waitUntilFinished<T extends { status: string }>(load: () => Promise<T>, options: WaitOptions<T>): Promise<T> {
  let pause = options.pollIntervalMs ?? 250;
  for (;;) {
    options.signal?.throwIfAborted();
    const state = await load();
    options.onProgress?.(state);
    if (state.status === 'completed' || state.status === 'failed') return state;
    await sleep(pause, options.signal);
    pause = Math.min(2_000, Math.round(pause * 1.5));
  }
}

export function createQuarryClient(options: QuarryClientOptions) {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
    fetch: createTransport(baseFetch, options.retry),
  });

  async function getParse(parseId: string, signal?: AbortSignal): Promise<ParseJob> {
    return unwrap(api.GET('/v1/parses/{parse_id}', { params: { path: { parse_id: parseId } }, signal }));
  }

  async function getFile(workspaceId: string, fileId: string, signal?: AbortSignal): Promise<WorkspaceFile> {
    return unwrap(api.GET('/v1/workspaces/{workspace_id}/files/{file_id}/status', { params: { path: { workspace_id: workspaceId, file_id: fileId } }, signal }));
  }

  /** Submits a document for parsing and returns at once (202). */
  async function submitParse(
    file: FileInput,
    parseOptions: ParseOptions & { filename?: string; signal?: AbortSignal; onUploadProgress?: UploadProgress } = {},
  ) {
    const { filename, signal, onUploadProgress, ...fields } = parseOptions;
    const { body, init } = uploadBody(formOf(file, filename, fields), toBlob(file).size, onUploadProgress);
    // The typed body is the OpenAPI multipart schema; the serializer sends the real form.
    return unwrap(api.POST('/v1/parses', { body: {} as never, bodySerializer: () => body, signal, ...init }));
  }

  return {
    /** Every endpoint, typed: `api.GET('/v1/workspaces')`, `api.POST(...)`; pass results to `unwrap`. */
    api,
    submitParse,
    getParse,

    /**
     * Submits a document and waits for its result. Resolves with the completed job (its `result`
     * holds text, tables, metadata and chunks); a failed job rejects with QuarryJobError.
     */
    async parse(
      file: FileInput,
      parseOptions: ParseOptions & WaitOptions<ParseJob> & { filename?: string; onUploadProgress?: UploadProgress } = {},
    ): Promise<ParseJob> {
      const { onProgress, signal, pollIntervalMs, ...submit } = parseOptions;
      const submitted = await submitParse(file, { ...submit, signal });
      const job = await waitUntilFinished(() => getParse(submitted.parse_id, signal), { onProgress, signal, pollIntervalMs });
      if (job.status === 'failed') throw new QuarryJobError(job.parse_id, job.error?.error_code ?? 'INTERNAL_ERROR', job.error?.message ?? 'The parse failed.');
      return job;
    },

    /** Uploads a file to a workspace and waits until it is ready for chat (tables ingested or passages indexed). */
    async upload(
      workspaceId: string,
      file: FileInput,
      uploadOptions: WaitOptions<WorkspaceFile> & { filename?: string; onUploadProgress?: UploadProgress } = {},
    ): Promise<WorkspaceFile> {
      const { onProgress, signal, pollIntervalMs, filename, onUploadProgress } = uploadOptions;
      const { body, init } = uploadBody(formOf(file, filename), toBlob(file).size, onUploadProgress);
      const accepted = await unwrap(
        api.POST('/v1/workspaces/{workspace_id}/files', {
          params: { path: { workspace_id: workspaceId } },
          body: {} as never,
          bodySerializer: () => body,
          signal,
          ...init,
        }),
      );
      const ready = await waitUntilFinished(() => getFile(workspaceId, accepted.file_id, signal), { onProgress, signal, pollIntervalMs });
      if (ready.status === 'failed') throw new QuarryJobError(ready.file_id, ready.error_code ?? 'INTERNAL_ERROR', ready.error_message ?? 'The file could not be processed.');
      return ready;
    },

    /** The hybrid document search chat uses, best passages first. */
    async search(workspaceId: string, request: SearchRequest, signal?: AbortSignal): Promise<SearchResult[]> {
      const found = await unwrap(api.POST('/v1/workspaces/{workspace_id}/search', { params: { path: { workspace_id: workspaceId } }, body: request, signal }));
      return found.search_results;
    },

    chat: {
      /** One JSON answer. */
      async send(workspaceId: string, request: ChatRequest, signal?: AbortSignal): Promise<ChatMessage> {
        return unwrap(api.POST('/v1/workspaces/{workspace_id}/chat', { params: { path: { workspace_id: workspaceId } }, body: { ...request, stream: false }, signal }));
      },

      /**
       * The answer as it is made: `start`, then `delta`s (and `step`/`sources` when detailed), then
       * `done` with the whole message. An `error` event is thrown as QuarryError. Breaking out of
       * the loop or aborting the signal disconnects, which stops the work on the service.
       */
      async *stream(workspaceId: string, request: ChatRequest, signal?: AbortSignal): AsyncGenerator<ChatEvent, void, undefined> {
        const { data, error, response } = await api.POST('/v1/workspaces/{workspace_id}/chat', {
          params: { path: { workspace_id: workspaceId } },
          body: { ...request, stream: true },
          parseAs: 'stream',
          signal,
        });
        if (!response.ok || !data) throw await errorFromResponse(response, error);
        const requestId = response.headers.get('x-request-id');
        for await (const raw of readEventStream(data as ReadableStream<Uint8Array>, signal)) {
          const payload = JSON.parse(raw.data) as unknown;
          if (raw.event === 'error') {
            const body = payload as ErrorBody;
            throw new QuarryError(STREAM_ERROR_STATUS[body.error_code] ?? 500, body, requestId);
          }
          yield { event: raw.event, data: payload } as ChatEvent;
        }
      },
    },
  };
}

export type QuarryClient = ReturnType<typeof createQuarryClient>;
