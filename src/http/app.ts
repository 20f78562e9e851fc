import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { zodSchemaController } from './zod-schemas.ts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { ERRORS } from '../errors.ts';
import { requestLogger, type Logger } from '../logger.ts';
import { registerErrorHandling, sendError } from './plugins/error-handler.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { healthRoutes } from './routes/health.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { userRoutes } from './routes/users.ts';
import { workspaceRoutes } from './routes/workspaces.ts';
import { parseRoutes } from './routes/parses.ts';
import { fileRoutes } from './routes/files.ts';
import { chatRoutes } from './routes/chat.ts';
import { conversationRoutes } from './routes/conversations.ts';
import { searchRoutes } from './routes/search.ts';
import { tableRoutes } from './routes/tables.ts';
import { consoleRoutes } from './routes/console.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Upload routes validate their multipart fields with a zod schema in the handler (the file part
 * must stream, so Fastify cannot validate the body); this puts that schema, plus the file part,
 * into the OpenAPI document as the route's multipart/form-data body.
 */
const documentUploads: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const form = (input.route.config as { form?: z.ZodObject } | undefined)?.form;
  if (!form) return out;
  const fields = z.toJSONSchema(form, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
  const body = {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description: 'The file itself.' }, ...(fields.properties ?? {}) },
    required: ['file', ...(fields.required ?? [])],
  };
  return { ...out, schema: { ...out.schema, body } };
};

// A client gets this long to send its request line and headers (slow-loris clients hold sockets).
const HEADERS_TIMEOUT_MS = 10_000;
// Idle keep-alive connections are closed after this; Fastify's default (72 s) suits a load
// balancer in front, a directly exposed service should not hold idle sockets that long.
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const MAX_REQUESTS_PER_SOCKET = 1_000;

/**
 * Node's own connection limits. Upload bodies have a finer watchdog (upload.ts) that answers 408
 * with the catalogue body; Node's request timeout, a little later, is the backstop for the rest.
 */
function connectionLimits(config: AppContext['config']) {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs + headersTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    // Node checks these timeouts every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout, connectionsCheckingInterval: 1_000 },
  };
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    childLoggerFactory: (logger, bindings, options) => requestLogger(logger as Logger, bindings, options) as FastifyBaseLogger,
    // A caller's X-Request-Id is echoed when it is a sane token; otherwise a new one is made.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    ...connectionLimits(ctx.config),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    schemaController: zodSchemaController,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (ctx.isShuttingDown() && request.routeOptions.url !== '/healthz') {
      reply.header('Connection', 'close');
      return sendError(reply, ERRORS.serviceUnavailable());
    }
  });
  registerErrorHandling(app);
  registerMetrics(app, ctx);
  await app.register(fastifyMultipart);
  // Multipart framing and form fields add a little to the file itself.
  const uploadLimit = ctx.config.maxUploadBytes + 1024 * 1024;
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config?.upload) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > uploadLimit) return sendError(reply, ERRORS.fileTooLarge(ctx.config.maxUploadBytes, declared));
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quarry API',
        version: '1.0.0',
        description:
          'Document parsing, natural-language questions over tables, and document search. ' +
          'Authenticate with `Authorization: Bearer <API key>`. Errors share one body: `{ error_code, message, details, request_id, timestamp }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A Quarry API key (qk_...)' } } },
      security: [{ bearer: [] }],
    },
    transform: documentUploads,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true }, uiHooks: {}, staticCSP: true });

  await registerAuthentication(app, ctx.services, {
    perAddressPerMinute: ctx.config.rateLimitPerAddressPerMinute,
    perUserPerMinute: ctx.config.rateLimitPerMinute,
    // A PostgreSQL server may be shared by several API processes; the embedded database is not.
    sharedIn: ctx.config.databaseUrl ? ctx.db : undefined,
  });

  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  healthRoutes(app, ctx);
  apiKeyRoutes(app, ctx);
  userRoutes(app, ctx);
  workspaceRoutes(app, ctx);
  parseRoutes(app, ctx);
  fileRoutes(app, ctx);
  chatRoutes(app, ctx);
  conversationRoutes(app, ctx);
  searchRoutes(app, ctx);
  tableRoutes(app, ctx);
  await consoleRoutes(app);
  return app;
}
