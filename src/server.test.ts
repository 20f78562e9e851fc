// The process as an operator sees it: start, serve, and stop gracefully on SIGTERM.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.ts';

describe('the quarry process', () => {
  it('prints a generated admin key once, serves, and on SIGTERM finishes in-flight requests before exiting', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-proc-'));
    const port = await freePort();
    const env = { ...process.env, QUARRY_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', QUARRY_LOG_LEVEL: 'info', DATABASE_URL: '' };
    try {
      const child = spawn(process.execPath, ['src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += String(d)));
      const key = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /\n\s+(qk_[A-Za-z0-9_-]{43})\n/.exec(out);
          if (m && out.includes('quarry started')) {
            clearInterval(timer);
            resolve(m[1]);
          }
        }, 100);
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      expect(out).not.toContain(`"${key}"`);
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/v1/workspaces`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);

      // A slow upload is in flight when SIGTERM arrives: it is finished, new connections are refused.
      const boundary = 'b';
      let push!: (chunk: Uint8Array | null) => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (c) => (c ? controller.enqueue(c) : controller.close());
        },
      });
      const inflight = fetch(`${url}/v1/parses`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      push(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello `));
      await new Promise((r) => setTimeout(r, 300));
      const exited = new Promise<string>((r) => child.once('exit', (code, signal) => r(`code ${code} signal ${signal}`)));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      push(new TextEncoder().encode(`world\r\n--${boundary}--\r\n`));
      push(null);
      const res = await inflight;
      expect(res.status).toBe(202);
      expect(await exited, out).toBe('code 0 signal null');
      expect(out).toContain('quarry stopped');

      // A restart on the same data does not print a new key; the old one still works.
      const again = spawn(process.execPath, ['src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out2 = '';
      again.stdout.on('data', (d: Buffer) => (out2 += String(d)));
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (out2.includes('quarry started')) {
            clearInterval(timer);
            resolve();
          }
        }, 100);
      });
      expect(out2).not.toMatch(/qk_[A-Za-z0-9_-]{43}/);
      expect((await fetch(`${url}/v1/workspaces`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
      again.kill('SIGTERM');
      await new Promise((r) => again.once('exit', r));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops its embedded database before exiting when it cannot listen (the port is taken)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-proc-'));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const env = { ...process.env, QUARRY_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', QUARRY_LOG_LEVEL: 'info', DATABASE_URL: '' };
    try {
      const child = spawn(process.execPath, ['src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += String(d)));
      child.stderr.on('data', (d: Buffer) => (out += String(d)));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, out).not.toBe(0);
      expect(out).toContain('EADDRINUSE');
      // The server's lock file is gone the moment the process has exited: it was stopped, not left
      // for its supervisor to notice the parent is gone.
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid')), out).toBe(false);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
