// The console's static files: served without a key, the page revalidated, hashed assets cached for good.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleRoutes } from './console.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function appServing(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'quarry-console-'));
  dirs.push(dist);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  const app = Fastify();
  await consoleRoutes(app, dist);
  return app;
}

describe('console routes', () => {
  it('serves the page at / and revalidates it', async () => {
    const app = await appServing({ 'index.html': '<!doctype html><title>Quarry</title>', 'assets/app-1234.js': 'console.log(1)' });
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Quarry</title>');
  });

  it('lets the page run only its own scripts, talk only to this origin, and never be framed', async () => {
    const app = await appServing({ 'index.html': '<!doctype html>' });
    const csp = (await app.inject('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets as immutable', async () => {
    const app = await appServing({ 'index.html': '', 'assets/app-1234.js': 'console.log(1)' });
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/assets/..%2findex.html')).statusCode).toBe(404);
    expect((await app.inject('/assets/..%2f..%2fpackage.json')).statusCode).toBe(404);
  });

  it('says how to build the console when it is not built', async () => {
    const app = await appServing({});
    const page = await app.inject('/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build:console');
  });
});
