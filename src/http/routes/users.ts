import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { commonErrors, errorBody, listBody, pageQuery, timestamp } from '../schemas.ts';
import { nameText } from '../../text-fields.ts';

const user = z
  .object({
    user_id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'member']).describe('Organization role.'),
    created_at: timestamp,
  })
  .describe('User');

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Add a user to the organization (admins)',
        description: "Give the user a key with POST /v1/api-keys { user_id }.",
        body: z.object({
          name: nameText(200),
          email: z.email().max(320),
          role: z.enum(['admin', 'member']).default('member'),
        }),
        response: { 201: user, 409: errorBody, ...commonErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await ctx.services.users.create(request.principal, request.body)),
  );
  r.get(
    '/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'List the users of the organization (admins)',
        querystring: pageQuery,
        response: { 200: listBody('users', user), ...commonErrors },
      },
    },
    async (request) => {
      const { items, total } = await ctx.services.users.list(request.principal, request.query);
      return { users: items, total, ...request.query };
    },
  );
  r.get(
    '/v1/users/:user_id',
    {
      schema: {
        tags: ['users'],
        summary: 'Get a user (admins, or yourself)',
        params: z.object({ user_id: z.uuid() }),
        response: { 200: user, ...commonErrors },
      },
    },
    async (request) => ctx.services.users.get(request.principal, request.params.user_id),
  );
  r.get(
    '/v1/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Who the API key acts as',
        description: 'The user behind the key and the key itself: lets a client check a key and learn its organization role.',
        response: { 200: user.extend({ api_key_id: z.uuid().describe('The key this request was made with.') }).describe('Me'), ...commonErrors },
      },
    },
    async (request) => ({
      ...(await ctx.services.users.get(request.principal, request.principal.userId)),
      api_key_id: request.principal.apiKeyId,
    }),
  );
}
