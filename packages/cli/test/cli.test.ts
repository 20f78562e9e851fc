// The quarry binary against a real service started for this file: run as a user's shell runs it,
// in a pseudo-terminal (via script(1)) where it draws progress, and piped where it must not.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/factories.ts';
import { textPdf } from '../../../test/support/text-pdf.ts';

const BIN = fileURLToPath(new URL('../bin/quarry.js', import.meta.url));
const REPO = fileURLToPath(new URL('../../..', import.meta.url));

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'quarry-cli-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the binary on this Node (24), stdout and stderr piped. */
function quarry(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH, QUARRY_URL: t.url, QUARRY_API_KEY: t.adminKey, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs the binary in a pseudo-terminal: what a person at a terminal sees (stdout and stderr together). */
async function quarryInTerminal(args: string[]): Promise<string> {
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  const { stdout } = await promisify(execFile)('script', ['-qefc', command, '/dev/null'], {
    env: { PATH: process.env.PATH, QUARRY_URL: t.url, QUARRY_API_KEY: t.adminKey, TERM: 'xterm' },
    maxBuffer: 20 * 1024 * 1024,
  });
  return stdout;
}

describe('quarry parse', () => {
  const pages = Array.from({ length: 30 }, (_, p) => [`Page ${p + 1} of the quarterly report.`, `Revenue line ${p + 1}: ${1000 + p} euros.`]);

  it('parses a 30-page PDF in a terminal with a progress bar, then prints its text', async () => {
    const path = join(dir, 'report.pdf');
    writeFileSync(path, textPdf(pages));
    const screen = await quarryInTerminal(['parse', path]);
    // The bar is redrawn in place (carriage return, clear line) and ends at 100 %.
    expect(screen).toMatch(/\r\x1b\[2Kreport\.pdf \[[#-]{24}\] +\d+%/);
    // First the bytes sent, then the processing, each on its own line.
    expect(screen).toMatch(new RegExp(`report\\.pdf \\[#{24}\\] 100% sent (\\d+ KB) of \\1\\r?\\n`));
    expect(screen).toContain(`report.pdf [${'#'.repeat(24)}] 100% Completed`);
    expect(screen).toContain('Page 1 of the quarterly report.');
    expect(screen).toContain('Page 30 of the quarterly report.');
    expect(screen).toContain('Revenue line 30: 1029 euros.');
  });

  it('prints plain text when piped, JSON with --json, tables and chunks on request', async () => {
    const path = join(dir, 'short.pdf');
    writeFileSync(path, textPdf(pages.slice(0, 3)));
    const plain = await quarry(['parse', path]);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toBe('');
    expect(plain.stdout).toContain('Page 3 of the quarterly report.');
    expect(plain.stdout).not.toContain('\r');

    const json = await quarry(['parse', path, '--json', '--chunk', '--chunk-size', '20']);
    expect(json.code).toBe(0);
    const result = JSON.parse(json.stdout);
    expect(result.metadata).toMatchObject({ page_count: 3, filename: 'short.pdf' });
    expect(result.chunks.length).toBeGreaterThan(1);

    const chunks = await quarry(['parse', path, '--chunk', '--chunk-size', '20', '--text']);
    expect(chunks.stdout).toMatch(/^--- chunk 1 of \d+ ---$/m);

    const csvish = join(dir, 'table.html');
    writeFileSync(csvish, '<table><tr><th>city</th><th>people</th></tr><tr><td>Berlin</td><td>3</td></tr></table>');
    const tables = await quarry(['parse', csvish, '--tables']);
    expect(tables.stdout).toContain('--- table 1, 1 rows ---\ncity\tpeople\nBerlin\t3\n');
  });

  it('exits with documented codes: usage 2, auth 3, refused 5, processing failed 6, unreachable 7', async () => {
    expect((await quarry(['parse'])).code).toBe(2);
    expect((await quarry(['parse', join(dir, 'missing.pdf')])).code).toBe(2);
    expect((await quarry(['frobnicate'])).code).toBe(2);
    expect((await quarry(['workspaces', 'list'], { QUARRY_API_KEY: '' })).code).toBe(2);

    const wrongKey = await quarry(['workspaces', 'list'], { QUARRY_API_KEY: 'qk_wrong-key-xxxxxxxxxxxxxxxxxxxxxxxxxxxx' });
    expect(wrongKey.code).toBe(3);
    expect(wrongKey.stderr).toMatch(/INVALID_API_KEY: .*\(request [\w-]+\)/);

    const png = join(dir, 'picture.png');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const refused = await quarry(['parse', png]);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain('UNSUPPORTED_FORMAT');

    const broken = join(dir, 'broken.pdf');
    writeFileSync(broken, textPdf(pages.slice(0, 2)).subarray(0, 200));
    const failed = await quarry(['parse', broken]);
    expect(failed.code).toBe(6);
    expect(failed.stderr).toContain('CORRUPTED_FILE');

    expect((await quarry(['workspaces', 'list'], { QUARRY_URL: 'http://127.0.0.1:9' })).code).toBe(7);
  });
});

describe('workspaces, upload, tables, ask and keys', () => {
  it('works a workspace from creation to a streamed answer with its SQL', async () => {
    const created = await quarry(['workspaces', 'create', 'CLI test', '--url', t.url, '--api-key', t.adminKey], { QUARRY_URL: '', QUARRY_API_KEY: '' });
    expect(created.code, created.stderr).toBe(0);
    const ws = created.stdout.trim();
    expect(ws).toMatch(/^[0-9a-f-]{36}$/);

    const list = await quarry(['workspaces', 'list']);
    expect(list.stdout).toMatch(new RegExp(`^${ws}\\s+owner\\s+0\\s+0\\s+CLI test$`, 'm'));
    expect(JSON.parse((await quarry(['workspaces', 'list', '--json'])).stdout).map((w: { workspace_id: string }) => w.workspace_id)).toContain(ws);

    const csv = join(dir, 'sales.csv');
    writeFileSync(csv, 'region,amount\nNorth,120\nSouth,80\nNorth,50\n');
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'The North region opened a new office in Oslo.');
    const uploaded = await quarry(['upload', ws, csv, notes]);
    expect(uploaded.code, uploaded.stderr).toBe(0);
    expect(uploaded.stdout).toMatch(/completed\s+tabular\s+sales\.csv\s+sales/);
    expect(uploaded.stdout).toMatch(/completed\s+document\s+notes\.txt\s+1 passages/);

    const tables = await quarry(['tables', ws]);
    expect(tables.stdout).toMatch(/^sales\s+3\s+sales\.csv\s+region text, amount integer$/m);

    const asked = await quarry(['ask', ws, 'What is the total amount for North?', '--sql']);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain('170');
    expect(asked.stdout).toMatch(/^-- \d+ rows, \d+ ms\nSELECT/im);
    expect(asked.stderr).toMatch(/^conversation [0-9a-f-]{36}$/m);

    const found = await quarry(['search', ws, 'Where did the North region open an office?', '--limit', '2']);
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toMatch(/^--- notes\.txt \(score \d\.\d{3}\) ---\nThe North region opened a new office in Oslo\.$/m);

    const deleted = await quarry(['workspaces', 'delete', ws]);
    expect(deleted.code).toBe(0);
    expect((await quarry(['tables', ws])).code).toBe(4);
  });

  it('creates, lists and revokes keys; the new key works until revoked', async () => {
    const user = await createUser(t);
    const created = await quarry(['keys', 'create', 'ci', '--user', user.userId]);
    expect(created.code, created.stderr).toBe(0);
    const secret = created.stdout.trim();
    expect(secret).toMatch(/^qk_/);
    expect((await quarry(['workspaces', 'list'], { QUARRY_API_KEY: secret })).code).toBe(0);

    const listed = JSON.parse((await quarry(['keys', 'list', '--json'])).stdout) as Array<{ api_key_id: string; name: string; user_id: string }>;
    const key = listed.find((k) => k.user_id === user.userId && k.name === 'ci')!;
    expect(key).toBeDefined();
    expect((await quarry(['keys', 'revoke', key.api_key_id])).code).toBe(0);
    expect((await quarry(['workspaces', 'list'], { QUARRY_API_KEY: secret })).code).toBe(3);
  });

  it('is the repository\'s `quarry` bin, run through npx on the repository\'s Node', async () => {
    const { stdout } = await promisify(execFile)('npx', ['--no-install', 'quarry', '--help'], { cwd: REPO, env: { ...process.env } });
    expect(stdout).toContain('Exit codes:');
  });
});
