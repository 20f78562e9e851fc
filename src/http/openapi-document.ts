// The OpenAPI document as a function of the routes' schemas alone: the app is built on a context
// whose services are never called, so no database, storage or port is needed (the SDK's types
// are generated from this, and a test fails when they drift).
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { AppContext } from '../app-context.ts';
import { buildApp } from './app.ts';

function unavailable(what: string): never {
  throw new Error(`${what} is not available while the OpenAPI document is generated`);
}

/** Any property is a function that refuses to run: route registration may hold on to services, never call them. */
const services = new Proxy({}, { get: (_target, name) => () => unavailable(`services.${String(name)}`) });

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ QUARRY_LOG_LEVEL: 'silent' });
  const ctx = {
    config,
    log: createLogger('silent'),
    services,
    isShuttingDown: () => false,
  } as unknown as AppContext;
  const app = await buildApp(ctx);
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
