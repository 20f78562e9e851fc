import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse.ts';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  chunks.forEach((c) => parser.push(c));
  parser.end();
  return events;
}

describe('SSE parser', () => {
  it('reads named events with JSON data', () => {
    expect(parse(['event: start\ndata: {"conversation_id":"c1"}\n\nevent: delta\ndata: {"text":"Hi"}\n\n'])).toEqual([
      { event: 'start', data: { conversation_id: 'c1' } },
      { event: 'delta', data: { text: 'Hi' } },
    ]);
  });

  it('joins events split across network chunks, at any byte', () => {
    expect(parse(['event: del', 'ta\ndata: {"te', 'xt":"a"}\n', '\n'])).toEqual([{ event: 'delta', data: { text: 'a' } }]);
  });

  it('skips keep-alive comments and accepts CRLF line ends', () => {
    expect(parse([': keep-alive\r\n\r\nevent: done\r\ndata: {"ok":true}\r\n\r\n'])).toEqual([{ event: 'done', data: { ok: true } }]);
  });

  it('joins multi-line data and keeps non-JSON data as text', () => {
    expect(parse(['data: line one\ndata: line two\n\n'])).toEqual([{ event: 'message', data: 'line one\nline two' }]);
  });
});
