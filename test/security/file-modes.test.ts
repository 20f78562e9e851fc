// Everything Quarry writes under its data directory is private to its own user.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { secureDataDir } from '../../src/data-dir.ts';
import { captureLog, startTestApp, type TestApp } from '../support/test-app.ts';
import { createWorkspace } from '../support/factories.ts';
import { uploadFile } from '../support/uploads.ts';
import { pollUntil } from '../support/poll.ts';

/** Every entry under dir whose mode gives group or others any access, as "path mode". */
function openToOthers(dir: string): string[] {
  const entries = [dir, ...readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() || e.isDirectory()).map((e) => join(e.parentPath, e.name))];
  return entries.map((path) => [path, statSync(path).mode & 0o777] as const).filter(([, mode]) => (mode & 0o077) !== 0).map(([path, mode]) => `${path.slice(dir.length)} ${mode.toString(8)}`);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('files on disk', () => {
  it('keeps the embedded database, uploads, blobs and caches private (0700 / 0600)', async () => {
    const ws = await createWorkspace(t, null, { name: 'modes' });
    const csv = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: 'a,b\n1,2\n', filename: 'modes.csv' });
    await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${ws}/files/${csv.body.file_id}/status`)).json().status === 'completed');
    expect((await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'sum of b', stream: false } })).statusCode).toBe(200);
    expect(readdirSync(t.dataDir)).toEqual(expect.arrayContaining(['blobs', 'tmp']));
    expect(statSync(t.dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(t.dataDir)).toEqual([]);
  });

  it('tightens what an earlier run or a restore left open, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarry-modes-'));
    try {
      chmodSync(dir, 0o777);
      // Modes set after creation: this process's umask would mask them at creation.
      mkdirSync(join(dir, 'db'));
      chmodSync(join(dir, 'db'), 0o755);
      writeFileSync(join(dir, 'db', 'PG_VERSION'), '18\n');
      chmodSync(join(dir, 'db', 'PG_VERSION'), 0o666);
      writeFileSync(join(dir, 'already-private'), 'x');
      chmodSync(join(dir, 'already-private'), 0o600);
      const log = captureLog();
      expect(await secureDataDir(dir, createLogger('info', log))).toBe(3);
      expect(openToOthers(dir)).toEqual([]);
      expect(statSync(join(dir, 'db', 'PG_VERSION')).mode & 0o777).toBe(0o600);
      expect(log.text()).toContain('now private');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
