// Schemas shared by several routes. Each route file holds its own request and response schemas.
import { z } from 'zod';

export const errorBody = z
  .object({
    error_code: z.string().describe('Stable UPPER_SNAKE_CASE code from the error catalogue.'),
    message: z.string().describe('Human-readable explanation.'),
    details: z.record(z.string(), z.unknown()).describe('Facts about the error; content varies by code.'),
    request_id: z.string().describe('The X-Request-Id of the request; quote it when reporting a problem.'),
    timestamp: z.string().describe('ISO 8601 UTC time of the error.'),
  })
  .describe('Error');

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Items per page (1..100).'),
  offset: z.coerce.number().int().min(0).default(0).describe('Items to skip.'),
});

export const timestamp = z.string().describe('ISO 8601 UTC timestamp.');
export const uuid = z.uuid();

/** The error responses every authenticated route can give, for the OpenAPI document. */
export const commonErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  429: errorBody,
  500: errorBody,
} as const;

export function listBody<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & { total: z.ZodNumber; limit: z.ZodNumber; offset: z.ZodNumber });
}
