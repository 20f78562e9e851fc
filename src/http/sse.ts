import type { FastifyReply } from 'fastify';

const KEEP_ALIVE_MS = 15_000;

/** A Server-Sent Events stream on a hijacked reply: named events, JSON data, keep-alive comments. */
export function openEventStream(reply: FastifyReply, onClientGone: () => void) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Request-Id': reply.request.id,
  });
  res.flushHeaders();
  let closed = false;
  const timer = setInterval(() => {
    if (!closed) res.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  timer.unref();
  res.on('close', () => {
    clearInterval(timer);
    if (!closed) {
      closed = true;
      onClientGone();
    }
  });
  return {
    send(event: string, data: unknown) {
      if (closed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      res.end();
    },
    get closed() {
      return closed;
    },
  };
}
