import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERRORS } from '../../errors.ts';

export function errorBodyOf(error: AppError, requestId: string) {
  return {
    error_code: error.code,
    message: error.message,
    details: error.details,
    request_id: requestId,
    timestamp: new Date().toISOString(),
  };
}

export function sendError(reply: FastifyReply, error: AppError) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send(errorBodyOf(error, reply.request.id));
}

/** Maps everything thrown in a request to the catalogue; unknown failures leak nothing. */
export function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const where = fe.validationContext ?? 'body';
    return ERRORS.validation(
      fe.validation.map((v) => {
        const path = [where, ...v.instancePath.split('/').filter(Boolean)].join('.');
        return { path, message: v.message ?? 'is invalid' };
      }),
    );
  }
  if (isResponseSerializationError(fe)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return ERRORS.internal();
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ERRORS.validation([{ path: 'body', message: 'is not valid JSON' }], 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ERRORS.validation([{ path: 'content-type', message: 'is not accepted by this route' }], 'Unsupported Content-Type.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limitMb = Math.round(request.routeOptions.bodyLimit / (1024 * 1024));
      return ERRORS.validation([{ path: 'body', message: `is larger than ${limitMb} MB` }], `The request body is larger than the ${limitMb} MB limit for JSON bodies.`);
    }
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MULTIPART_INVALID_CONTENT_TYPE':
    case 'FST_NO_FORM_DATA':
      return ERRORS.validation([{ path: 'body', message: 'must be multipart/form-data' }], 'The request must be multipart/form-data.');
  }
  if (fe.code === '22021' || fe.code === '22P05') {
    // PostgreSQL refused text it cannot store (NUL, broken UTF-8). The edge validation should have
    // caught it; this keeps a field it missed a 400, and the warning names the route to fix.
    request.log.warn({ route: request.routeOptions.url }, 'unstorable text reached the database');
    return ERRORS.validation([{ path: 'body', message: 'contains characters that cannot be stored (NUL or invalid UTF-8)' }]);
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Malformed requests that Fastify or a plugin rejected (bad multipart framing and the like).
    return ERRORS.validation([{ path: 'request', message: fe.message }], fe.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return ERRORS.internal();
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500 && appError.code !== 'INTERNAL_ERROR') request.log.warn({ err: error }, appError.code);
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, ERRORS.routeNotFound(request.method, request.url.split('?')[0])));
}
