import { describe, expect, it } from 'vitest';
import { applyChatEvent, emptyDraft, type AnswerDraft } from './chat-stream.ts';
import type { SseEvent } from '../api/sse.ts';

const fold = (events: SseEvent[]): AnswerDraft => events.reduce(applyChatEvent, emptyDraft());

describe('the streamed answer', () => {
  it('grows with each delta and settles on the done message', () => {
    const partial = fold([
      { event: 'start', data: { conversation_id: 'c1', message_id: 'm1' } },
      { event: 'step', data: { iteration: 1, type: 'tool_call', tool: 'run_sql', input: {}, summary: 'Running SQL', duration_ms: 0 } },
      { event: 'delta', data: { text: 'The average ' } },
      { event: 'delta', data: { text: 'is 3.' } },
    ]);
    expect(partial).toMatchObject({ conversation_id: 'c1', content: 'The average is 3.', state: 'streaming' });
    expect(partial.steps).toHaveLength(1);
    const done = applyChatEvent(partial, {
      event: 'done',
      data: { message_id: 'm1', content: 'The average is 3.', status: 'completed', execution_details: { sql_queries_executed: [{ sql: 'SELECT 3' }] } },
    });
    expect(done.state).toBe('completed');
    expect(done.execution_details?.sql_queries_executed[0].sql).toBe('SELECT 3');
  });

  it('ends failed with the error body', () => {
    const failed = fold([{ event: 'error', data: { error_code: 'QUERY_TIMEOUT', message: 'Too slow', request_id: 'r1' } }]);
    expect(failed).toMatchObject({ state: 'failed', error: { error_code: 'QUERY_TIMEOUT', request_id: 'r1' } });
  });

  it('ignores events it does not know', () => {
    expect(fold([{ event: 'future', data: {} }])).toEqual(emptyDraft());
  });
});
