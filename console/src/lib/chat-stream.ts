// Folds the chat stream's events (start, step, delta, sources, done, error) into the answer being shown.
import type { ExecutionDetails, Message, SearchResult, Step } from '../api/types.ts';
import type { SseEvent } from '../api/sse.ts';

export interface AnswerDraft {
  message_id: string | null;
  conversation_id: string | null;
  content: string;
  steps: Step[];
  search_results: SearchResult[];
  execution_details: ExecutionDetails | null;
  state: 'streaming' | 'completed' | 'failed' | 'cancelled';
  /** The error event's body, when the answer failed. */
  error: { error_code: string; message: string; request_id?: string } | null;
}

export const emptyDraft = (): AnswerDraft => ({
  message_id: null,
  conversation_id: null,
  content: '',
  steps: [],
  search_results: [],
  execution_details: null,
  state: 'streaming',
  error: null,
});

export function applyChatEvent(draft: AnswerDraft, { event, data }: SseEvent): AnswerDraft {
  const d = data as Record<string, unknown>;
  switch (event) {
    case 'start':
      return { ...draft, message_id: d.message_id as string, conversation_id: d.conversation_id as string };
    case 'step':
      return { ...draft, steps: [...draft.steps, d as unknown as Step] };
    case 'delta':
      return { ...draft, content: draft.content + (d.text as string) };
    case 'sources':
      return { ...draft, search_results: d.search_results as SearchResult[] };
    case 'done': {
      const m = d as unknown as Message;
      return {
        ...draft,
        message_id: m.message_id,
        content: m.content,
        execution_details: m.execution_details ?? null,
        search_results: m.search_results ?? draft.search_results,
        state: m.status === 'completed' ? 'completed' : m.status,
      };
    }
    case 'error':
      return { ...draft, state: 'failed', error: d as unknown as AnswerDraft['error'] };
    default:
      // Events added to the API later are ignored, as clients of a versioned API should.
      return draft;
  }
}

/** A stored assistant message, shown the same way as a streamed one. */
export function draftOf(message: Message): AnswerDraft {
  return {
    message_id: message.message_id,
    conversation_id: null,
    content: message.content,
    steps: message.execution_details?.steps ?? [],
    search_results: message.search_results ?? [],
    execution_details: message.execution_details ?? null,
    state: message.status,
    error: null,
  };
}
