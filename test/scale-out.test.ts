// Scale-out on proven parts: an API process and a worker process, separate, sharing PostgreSQL
// (pg-boss queue) and S3-compatible storage. A parse submitted to the API is done by the worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createScratchDatabase } from './support/scratch-database.ts';
import { BUCKET, CREDENTIALS, startS3Server } from './support/s3-server.ts';
import { pollUntil } from './support/poll.ts';
import { freePort } from './support/free-port.ts';

const children: ChildProcess[] = [];
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const dirs: string[] = [];

function startProcess(role: 'api' | 'worker', env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `quarry-${role}-`));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['src/main.ts'], {
    env: { ...process.env, ...env, QUARRY_ROLE: role, QUARRY_DATA_DIR: dataDir, QUARRY_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  child.stderr!.on('data', (d: Buffer) => (out += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('quarry started')) {
        clearInterval(timer);
        resolve({ child, output: () => out });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`${role} exited ${code}: ${out}`));
    });
  });
}

describe.runIf(!!process.env.DATABASE_URL)('API and worker processes on PostgreSQL and S3', () => {
  const adminKey = `qk_scale_${randomBytes(24).toString('base64url')}`;
  let port: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    port = await freePort();
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    s3 = await startS3Server();
    env = {
      DATABASE_URL: scratch.url,
      QUARRY_ADMIN_KEY: adminKey,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUARRY_S3_ENDPOINT: s3.endpoint,
      QUARRY_S3_BUCKET: BUCKET,
      QUARRY_S3_REGION: 'us-east-1',
      QUARRY_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      QUARRY_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
  }, 60_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await s3?.close();
    await scratch?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('accepts a parse on the API process and completes it on the worker process', async () => {
    const api = await startProcess('api', env);
    const base = `http://127.0.0.1:${port}`;
    const form = new FormData();
    form.append('file', new Blob(['Scale-out works: the worker parsed this.']), 'scale.txt');
    const submitted = await fetch(`${base}/v1/parses`, { method: 'POST', body: form, headers: { authorization: `Bearer ${adminKey}` } });
    expect(submitted.status).toBe(202);
    const { parse_id } = (await submitted.json()) as { parse_id: string };
    // Without a worker, nothing processes it.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = (await (await fetch(`${base}/v1/parses/${parse_id}`, { headers: { authorization: `Bearer ${adminKey}` } })).json()) as { status: string };
    expect(waiting.status).toBe('queued');
    expect(await (await fetch(`${base}/metrics`)).text()).toContain('quarry_jobs_queued{queue="parse"} 1');

    const worker = await startProcess('worker', { ...env, PORT: '0' });
    const done = await pollUntil(
      async () => {
        const b = (await (await fetch(`${base}/v1/parses/${parse_id}`, { headers: { authorization: `Bearer ${adminKey}` } })).json()) as {
          status: string;
          result?: { text: string };
        };
        return b.status === 'completed' ? b : null;
      },
      { timeoutMs: 60_000, what: 'the worker to finish the parse' },
    );
    expect(done.result!.text).toContain('the worker parsed this');
    expect(worker.output()).toContain('"role":"worker"');
    expect(api.output()).toContain('"role":"api"');

    // The worker serves no API, but answers health checks and Prometheus scrapes on its own port.
    const workerUrl = /"url":"(http:[^"]+)"/.exec(worker.output())![1];
    const ready = (await (await fetch(`${workerUrl}/readyz`)).json()) as { status: string; role: string };
    expect(ready).toMatchObject({ status: 'ready', role: 'worker' });
    const metrics = await (await fetch(`${workerUrl}/metrics`)).text();
    expect(metrics).toContain('quarry_jobs_finished_total{queue="parse",outcome="completed"} 1');
    expect(metrics).toMatch(/quarry_extracted_pages_total\{source="parse"\} \d/);
    expect((await fetch(`${workerUrl}/v1/workspaces`, { headers: { authorization: `Bearer ${adminKey}` } })).status).toBe(404);
    const apiMetrics = await (await fetch(`${base}/metrics`)).text();
    expect(apiMetrics).toContain('quarry_jobs_enqueued_total{queue="parse"} 1');
  }, 120_000);
});
