// A webhook receiver written the way a customer would write one in Python: it parses the body,
// re-serialises it with json.dumps(sort_keys=True), checks the HMAC in constant time, and records
// what it got. It answers with the status codes it is given, in order, then 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = String.raw`
import hashlib, hmac, json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer
secret, log_path, statuses = sys.argv[1].encode(), sys.argv[2], [int(s) for s in sys.argv[3].split(',') if s]
class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers['Content-Length']))
        body = json.loads(raw)
        expected = hmac.new(secret, json.dumps(body, sort_keys=True).encode(), hashlib.sha256).hexdigest()
        given = (self.headers.get('X-Service-Signature') or '').removeprefix('sha256=')
        verified = hmac.compare_digest(expected, given)
        status = statuses.pop(0) if statuses else (200 if verified else 401)
        with open(log_path, 'a') as f:
            f.write(json.dumps({'verified': verified, 'raw_matches': raw == json.dumps(body, sort_keys=True).encode(),
                                'idempotency_key': self.headers.get('X-Service-Idempotency-Key'), 'status': status, 'body': body}) + '\n')
        self.send_response(status)
        self.end_headers()
    def log_message(self, *args):
        pass
server = HTTPServer(('127.0.0.1', 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
`;

export interface ReceivedWebhook {
  verified: boolean;
  raw_matches: boolean;
  idempotency_key: string;
  status: number;
  body: Record<string, unknown>;
}

export async function startPythonReceiver(secret: string, statuses: number[] = []): Promise<{ url: string; received(): ReceivedWebhook[]; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-hook-'));
  const script = join(dir, 'receiver.py');
  const log = join(dir, 'received.jsonl');
  writeFileSync(script, SCRIPT);
  const child: ChildProcess = spawn('python3', [script, secret, log, statuses.join(',')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
    child.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}/hooks/quarry`,
    received: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as ReceivedWebhook)
        : [],
    stop: () => child.kill(),
  };
}
