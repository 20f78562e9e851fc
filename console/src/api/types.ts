// The shapes of the /v1 responses the console reads (the OpenAPI document at /v1/openapi.json has them all).

export type WorkspaceRole = 'owner' | 'editor' | 'viewer';

export interface Me {
  user_id: string;
  name: string;
  email: string;
  role: 'admin' | 'member';
  api_key_id: string;
}

export interface Workspace {
  workspace_id: string;
  name: string;
  description: string;
  visibility: 'private' | 'organization';
  role: WorkspaceRole;
  file_count: number;
  table_count: number;
  created_at: string;
  updated_at: string;
}

export interface Member {
  user_id: string;
  name: string;
  email: string;
  role: WorkspaceRole;
}

export interface TableColumn {
  name: string;
  label: string;
  type: string;
  sample_values: string[];
  null_count: number;
}

export interface WorkspaceTable {
  table_name: string;
  sheet: string | null;
  row_count: number;
  columns: TableColumn[];
}

export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface WorkspaceFile {
  file_id: string;
  filename: string;
  category: 'tabular' | 'document';
  size_bytes: number;
  status: JobStatus;
  progress: number;
  status_message: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  tables?: WorkspaceTable[];
  page_count?: number | null;
  chunk_count?: number | null;
}

export interface TableRows {
  table_name: string;
  columns: Array<{ name: string; label: string; type: string }>;
  rows: unknown[][];
  total: number;
  limit: number;
  offset: number;
}

export interface SqlQuery {
  sql: string;
  success: boolean;
  error: string | null;
  row_count: number;
  duration_ms: number;
  columns?: string[] | null;
  rows?: unknown[][];
}

export interface Step {
  iteration: number;
  type: 'tool_call' | 'tool_result' | 'status';
  tool: string | null;
  input: unknown;
  summary: string;
  duration_ms: number;
}

export interface SearchResult {
  file_id: string;
  filename: string;
  chunk_id: string;
  page: number | null;
  text: string;
  score: number;
}

export interface ExecutionDetails {
  approach: 'tabular' | 'documents' | 'mixed';
  interpretation: string | null;
  tables_used: string[];
  sql_queries_executed: SqlQuery[];
  steps: Step[];
  timings_ms: Record<string, number>;
}

export interface Message {
  message_id: string;
  role: 'user' | 'assistant';
  content: string;
  model: string | null;
  status: 'completed' | 'failed' | 'cancelled';
  created_at: string;
  execution_details?: ExecutionDetails;
  search_results?: SearchResult[];
}

export interface ConversationSummary {
  conversation_id: string;
  title: string;
  status: 'active' | 'archived';
  message_count: number;
  last_message_at: string | null;
}

export interface Conversation extends ConversationSummary {
  messages: Message[];
}

export interface ApiKey {
  api_key_id: string;
  name: string;
  prefix: string;
  user_id: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

export interface User {
  user_id: string;
  name: string;
  email: string;
  role: 'admin' | 'member';
}

export interface ParseTable {
  page?: number;
  headers: string[];
  rows: Array<Record<string, string>>;
  row_count: number;
  column_count: number;
  source: 'native' | 'ocr';
}

export interface ParseJob {
  parse_id: string;
  status: JobStatus;
  progress: number;
  status_message: string | null;
  error?: { error_code: string; message: string };
  result?: {
    text: string;
    metadata: Record<string, string | number>;
    tables: ParseTable[] | null;
    chunks: string[] | null;
  };
}
