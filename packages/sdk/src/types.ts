// Names for the shapes people use, all derived from the generated OpenAPI types.
import type { paths } from './generated/openapi.ts';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type JsonBody<P extends keyof paths, M extends 'post' | 'patch' | 'put'> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type { paths };

export type ParseJob = Json<paths['/v1/parses/{parse_id}']['get']['responses'][200]>;
export type ParseResult = NonNullable<ParseJob['result']>;
export type ParseSubmitted = Json<paths['/v1/parses']['post']['responses'][202]>;
/** The form fields of POST /v1/parses, typed as values rather than strings. */
export interface ParseOptions {
  process_images?: boolean;
  extract_tables?: boolean;
  chunk?: boolean;
  chunk_size?: number;
  chunk_overlap?: number;
  session_ttl?: number;
  webhook_url?: string;
  webhook_secret?: string;
}

export type Workspace = Json<paths['/v1/workspaces/{workspace_id}']['get']['responses'][200]>;
export type WorkspaceFile = Json<paths['/v1/workspaces/{workspace_id}/files/{file_id}/status']['get']['responses'][200]>;
export type WorkspaceTable = NonNullable<WorkspaceFile['tables']>[number];

export type ChatRequest = Omit<JsonBody<'/v1/workspaces/{workspace_id}/chat', 'post'>, 'stream'>;
export type ChatMessage = Json<paths['/v1/workspaces/{workspace_id}/chat']['post']['responses'][200]>;
export type SearchRequest = JsonBody<'/v1/workspaces/{workspace_id}/search', 'post'>;
export type SearchResult = Json<paths['/v1/workspaces/{workspace_id}/search']['post']['responses'][200]>['search_results'][number];

/** The events of a streamed chat (CONTRACT.md); `step` and `sources` come with event_detail_level "detailed". */
export type ChatEvent =
  | { event: 'start'; data: { conversation_id: string; message_id: string; user_message_id: string; model: string } }
  | {
      event: 'step';
      data: {
        iteration: number;
        type: 'tool_call' | 'tool_result' | 'status';
        tool: string | null;
        input: unknown;
        summary: string;
        duration_ms: number;
      };
    }
  | { event: 'delta'; data: { text: string } }
  | { event: 'sources'; data: { search_results: SearchResult[] } }
  | { event: 'done'; data: ChatMessage };
