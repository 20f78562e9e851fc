// The contract between the chat service and the engines that answer: the LLM agent (any
// OpenAI-compatible or Anthropic model, tools in a loop) and the offline `builtin` engine.
// Engines see the workspace only through the toolbox, which enforces scope and limits.

export interface TableSummary {
  name: string;
  /** File name, and sheet for workbooks. */
  label: string;
  rowCount: number;
  columns: Array<{ name: string; label: string; type: string }>;
}

export interface TableDescription extends TableSummary {
  columns: Array<{ name: string; label: string; type: string; sampleValues: string[]; nullCount: number }>;
}

export interface SqlToolResult {
  /** null when the query failed; error then says why, in words a model can act on. */
  columns: string[] | null;
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  error: string | null;
}

export interface SqlRunOptions {
  /** For the engine's own queries: rows to return whether or not the query has a LIMIT. */
  maxRows?: number;
}

export type { SearchHit } from '../search/search-hit.ts';
import type { TableProfile } from '../tabular/table-profile.ts';
import type { SearchHit } from '../search/search-hit.ts';

export interface ChatToolbox {
  listTables(): Promise<TableSummary[]>;
  /** Rejects with a message naming the known tables when the name is unknown. */
  describeTable(name: string): Promise<TableDescription>;
  /** Never rejects for a bad query: the error is in the result, so an agent can correct itself. */
  runSql(sql: string, options?: SqlRunOptions): Promise<SqlToolResult>;
  /** The table's column profile from ingestion (distinct values, keys, summary rows). */
  tableProfile(name: string): Promise<TableProfile>;
  searchDocuments(query: string, limit?: number): Promise<SearchHit[]>;
}

export interface StepEvent {
  iteration: number;
  type: 'tool_call' | 'tool_result' | 'status';
  tool: string | null;
  input: unknown;
  summary: string;
  duration_ms: number;
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AgentRequest {
  question: string;
  /** Earlier messages of the conversation, oldest first. */
  history: HistoryMessage[];
  /** What the engine remembered from the previous turn (builtin follow-ups); null on a new conversation. */
  memory: unknown;
  toolbox: ChatToolbox;
  /** What the scope holds, so an engine can pick tabular, document or mixed work. */
  scope: { tables: number; documents: number };
  maxIterations: number;
  /** Passages a document search returns unless the engine asks for another number. */
  searchLimit: number;
  signal: AbortSignal;
  onStep(step: StepEvent): void;
  /** Answer text, in order, as it is produced. */
  onDelta(text: string): void;
}

export interface AgentResult {
  content: string;
  model: string;
  tokensInput: number;
  tokensOutput: number;
  iterations: number;
  approach: 'tabular' | 'documents' | 'mixed';
  /** How the engine read the question, in a sentence (execution_details.interpretation). */
  interpretation: string | null;
  /**
   * answered: the engine stands by the answer; uncertain: a best reading, marked as such in the
   * text; declined: it did not answer (it says why and what it can answer).
   */
  outcome: 'answered' | 'uncertain' | 'declined';
  /** Stored with the conversation and given back as `memory` on the next turn. */
  memory: unknown;
}

export interface ChatEngine {
  /** The model id reported in messages, e.g. "builtin" or the configured model name. */
  readonly model: string;
  answer(request: AgentRequest): Promise<AgentResult>;
}
