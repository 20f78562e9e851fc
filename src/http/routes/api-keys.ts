import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { commonErrors, listBody, pageQuery, timestamp } from '../schemas.ts';
import { nameText } from '../../text-fields.ts';

const apiKey = z
  .object({
    api_key_id: z.uuid(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key, to recognise it; the secret itself is never shown again.'),
    user_id: z.uuid(),
    created_at: timestamp,
    last_used_at: timestamp.nullable().describe('Last use, to the minute.'),
    expires_at: timestamp.nullable(),
  })
  .describe('ApiKey');

const toApiKey = (r: z.infer<typeof apiKey>) => ({
  api_key_id: r.api_key_id,
  name: r.name,
  prefix: r.prefix,
  user_id: r.user_id,
  created_at: r.created_at,
  last_used_at: r.last_used_at,
  expires_at: r.expires_at,
});

export function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key',
        description: 'Members create keys for themselves; admins for any user of the organization. The secret is in `key`, shown only in this response.',
        body: z.object({
          name: nameText(200),
          user_id: z.uuid().optional().describe('Owner of the key; defaults to the caller. Admins only for other users.'),
          expires_at: z.iso.datetime({ offset: true }).optional().describe('When the key stops working; never by default.'),
        }),
        response: { 201: apiKey.extend({ key: z.string().describe('The secret; store it now, it is not shown again.') }), ...commonErrors },
      },
    },
    async (request, reply) => {
      const { record, secret } = await ctx.services.apiKeys.create(request.principal, {
        name: request.body.name,
        userId: request.body.user_id,
        expiresAt: request.body.expires_at,
      });
      return reply.status(201).send({ ...toApiKey(record), key: secret });
    },
  );
  r.get(
    '/v1/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'List active API keys',
        description: 'Members see their own keys; admins every key of the organization. Secrets are never listed.',
        querystring: pageQuery,
        response: { 200: listBody('api_keys', apiKey), ...commonErrors },
      },
    },
    async (request) => {
      const { items, total } = await ctx.services.apiKeys.list(request.principal, request.query);
      return { api_keys: items.map(toApiKey), total, ...request.query };
    },
  );
  r.delete(
    '/v1/api-keys/:api_key_id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key',
        params: z.object({ api_key_id: z.uuid() }),
        response: { 204: z.null().describe('Revoked'), ...commonErrors },
      },
    },
    async (request, reply) => {
      await ctx.services.apiKeys.revoke(request.principal, request.params.api_key_id);
      return reply.status(204).send(null);
    },
  );
}
