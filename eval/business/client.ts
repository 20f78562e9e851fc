// The few Quarry API calls the evaluation makes, over fetch. Rate and concurrency limits (429) are
// waited out and retried: they say nothing about the answers.
import { openAsBlob } from 'node:fs';
import { basename, extname } from 'node:path';

export interface FileStatus {
  file_id: string;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  error_code: string | null;
  error_message: string | null;
  tables?: { table_name: string; row_count: number }[];
}

export interface ChatReply {
  conversation_id: string;
  content: string;
  model: string;
  execution_details?: {
    outcome?: string;
    interpretation?: string | null;
    sql_queries_executed?: { sql: string; success: boolean; error: string | null }[];
  };
}

export interface TableRows {
  columns: { name: string; label: string; type: string }[];
  rows: unknown[][];
}

export interface SearchHit {
  file_id: string;
  filename: string;
  page: number | null;
  text: string;
  score: number;
}

export interface ChatRequest {
  message: string;
  conversation_id?: string;
  model?: string;
}

const MEDIA_TYPES: Record<string, string> = {
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.parquet': 'application/vnd.apache.parquet',
  '.md': 'text/markdown',
};

export class QuarryClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;

  constructor(baseUrl: string, apiKey: string, timeoutMs: number) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.apiKey = apiKey;
    this.timeoutMs = timeoutMs;
  }

  async createWorkspace(name: string, description: string): Promise<string> {
    const body = await this.request<{ workspace_id: string }>('POST', '/v1/workspaces', { json: { name, description } });
    return body.workspace_id;
  }

  async deleteWorkspace(workspaceId: string): Promise<void> {
    await this.request('DELETE', `/v1/workspaces/${workspaceId}`);
  }

  /** Streams the file from disk as the multipart part `file`. */
  async uploadFile(workspaceId: string, path: string): Promise<FileStatus> {
    const form = new FormData();
    const blob = await openAsBlob(path, { type: MEDIA_TYPES[extname(path)] ?? 'application/octet-stream' });
    form.append('file', blob, basename(path));
    return this.request<FileStatus>('POST', `/v1/workspaces/${workspaceId}/files`, { form });
  }

  /** Polls until the file is completed; throws when it failed or took longer than `timeoutMs`. */
  async waitForFile(workspaceId: string, fileId: string, timeoutMs: number): Promise<FileStatus> {
    const deadline = Date.now() + timeoutMs;
    let delay = 100;
    for (;;) {
      const file = await this.request<FileStatus>('GET', `/v1/workspaces/${workspaceId}/files/${fileId}/status`);
      if (file.status === 'completed') return file;
      if (file.status === 'failed') throw new Error(`file ${fileId} failed: ${file.error_code} ${file.error_message}`);
      if (Date.now() > deadline) throw new Error(`file ${fileId} still ${file.status} after ${timeoutMs} ms`);
      await sleep(delay);
      delay = Math.min(1_000, delay * 1.5);
    }
  }

  async chat(workspaceId: string, chat: ChatRequest): Promise<ChatReply> {
    return this.request<ChatReply>('POST', `/v1/workspaces/${workspaceId}/chat`, {
      json: { ...chat, stream: false, include_execution_details: true },
    });
  }

  /** One page of a table's rows, with its columns (at most 100 rows a page). */
  async tableRows(workspaceId: string, table: string, limit: number, offset = 0): Promise<TableRows> {
    return this.request<TableRows>('GET', `/v1/workspaces/${workspaceId}/tables/${encodeURIComponent(table)}/rows?limit=${limit}&offset=${offset}`);
  }

  async search(workspaceId: string, query: string, limit: number): Promise<SearchHit[]> {
    const body = await this.request<{ search_results: SearchHit[] }>('POST', `/v1/workspaces/${workspaceId}/search`, { json: { query, limit } });
    return body.search_results;
  }

  private async request<T>(method: string, path: string, payload: { json?: unknown; form?: FormData } = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { Authorization: `Bearer ${this.apiKey}` };
      if (payload.json !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(this.baseUrl + path, {
          method,
          headers,
          body: payload.form ?? (payload.json === undefined ? undefined : JSON.stringify(payload.json)),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        // A pooled keep-alive socket the server has just closed fails before any response. An
        // idempotent request is sent again; a chat or an upload is not (it may have been handled).
        if (IDEMPOTENT.has(method) && isSocketReset(error) && attempt < 3) continue;
        throw error;
      }
      const text = await response.text();
      if (response.status === 429 && attempt < 20) {
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1_000);
        continue;
      }
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : undefined) as T;
    }
  }
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const SOCKET_RESETS = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

function isSocketReset(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && 'code' in cause && SOCKET_RESETS.has(String(cause.code));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
