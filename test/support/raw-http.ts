// Requests as a hostile or broken client sends them: hand-built multipart bodies, bodies cut off,
// bodies that trickle in. fetch and FormData would fix these up, so this writes to a socket.
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  json(): Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Milliseconds from the first byte sent to the connection's end. */
  elapsedMs: number;
}

export interface MultipartPart {
  name: string;
  value: string | Uint8Array;
  /** Sent as written, bytes and all (NUL, bidi overrides, 200,000 characters). */
  filename?: string;
}

/** A multipart/form-data body with the parts exactly as given. */
export function multipartBody(parts: MultipartPart[], boundary = `----quarry${randomBytes(8).toString('hex')}`): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends one request over a fresh connection and reads until the server closes it or answers.
 * `body` is sent at once; `trickle` then sends one byte every intervalMs until the answer comes
 * (a slow-loris upload). `endEarly` half-closes the connection after the body, as a client cut off.
 */
export function rawRequest(
  baseUrl: string,
  input: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: Buffer;
    declaredLength?: number;
    trickle?: { intervalMs: number };
    endEarly?: boolean;
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      const body = input.body ?? Buffer.alloc(0);
      const headers = { host: `${hostname}:${port}`, connection: 'close', 'content-length': String(input.declaredLength ?? body.length), ...input.headers };
      const head = `${input.method} ${input.path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`;
      socket.write(head);
      socket.write(body);
      if (input.trickle) {
        timer = setInterval(() => {
          if (!socket.destroyed && socket.writable) socket.write('x');
        }, input.trickle.intervalMs);
      }
      if (input.endEarly) socket.end();
    });
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (err) => {
      clearInterval(timer);
      if (received.length === 0) reject(err);
    });
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(received).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = rest.join('\r\n\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body,
        json: () => JSON.parse(body),
        elapsedMs: Date.now() - started,
      });
    });
  });
}
