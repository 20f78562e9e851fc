// The web console (console/): a static single-page app that uses only the public /v1 API.
// `npm install` builds it into console/dist (postinstall); nothing built is committed.
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist/', import.meta.url));

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Quarry</title>
<p>The Quarry console is not built yet. Run <code>npm run build:console</code> (<code>npm install</code> runs it) and reload.</p>
<p>The API is available under <a href="/v1/openapi.json">/v1</a>; its reference is at <a href="/docs">/docs</a>.</p>`;

// The page holds an API key in session storage: it runs only its own scripts, talks only to this
// origin, and cannot be framed. Inline styles are allowed because Chart.js sizes its canvas with them.
const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export async function consoleRoutes(app: FastifyInstance, dist: string = CONSOLE_DIST) {
  await app.register(fastifyStatic, { root: dist, serve: false, suppressWarning: true });
  // Both routes are public: the page asks for the API key itself and sends it only to /v1.
  const options = { config: { public: true }, schema: { hide: true } };
  app.get('/', options, async (_request, reply) => {
    if (!existsSync(join(dist, 'index.html'))) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    // The page names its hashed assets, so it must be revalidated; the assets never change.
    return reply.header('Cache-Control', 'no-cache').headers(PAGE_SECURITY_HEADERS).sendFile('index.html', { cacheControl: false });
  });
  app.get<{ Params: { '*': string } }>('/assets/*', options, async (request, reply) => {
    const path = posix.normalize(`assets/${request.params['*']}`);
    if (!path.startsWith('assets/')) return reply.callNotFound();
    return reply.sendFile(path, { maxAge: 31_536_000_000, immutable: true });
  });
}
