import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { commonErrors, errorBody, listBody, pageQuery, timestamp } from '../schemas.ts';
import { multilineText, nameText } from '../../text-fields.ts';

const visibility = z
  .enum(['private', 'organization'])
  .describe('`private`: members only. `organization`: every member of the organization has implicit viewer access.');
const role = z.enum(['owner', 'editor', 'viewer']);

const workspace = z
  .object({
    workspace_id: z.uuid(),
    name: z.string(),
    description: z.string(),
    visibility,
    role: role.describe("The caller's role in this workspace."),
    file_count: z.number().int(),
    table_count: z.number().int().describe('Tables ingested from tabular files (at most 50).'),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .describe('Workspace');

const member = z.object({ user_id: z.uuid(), name: z.string(), email: z.string(), role }).describe('WorkspaceMember');
const workspaceParams = z.object({ workspace_id: z.uuid() });
const memberParams = z.object({ workspace_id: z.uuid(), user_id: z.uuid() });

export function workspaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = ctx.services.workspaces;

  r.post(
    '/v1/workspaces',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Create a workspace',
        description: 'The caller becomes its owner.',
        body: z.object({
          name: nameText(200),
          description: multilineText(2000).default(''),
          visibility: visibility.default('private'),
        }),
        response: { 201: workspace, ...commonErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await svc.create(request.principal, request.body)),
  );
  r.get(
    '/v1/workspaces',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'List the workspaces the caller can access',
        querystring: pageQuery,
        response: { 200: listBody('workspaces', workspace), ...commonErrors },
      },
    },
    async (request) => {
      const { items, total } = await svc.list(request.principal, request.query);
      return { workspaces: items, total, ...request.query };
    },
  );
  r.get(
    '/v1/workspaces/:workspace_id',
    {
      schema: { tags: ['workspaces'], summary: 'Get a workspace', params: workspaceParams, response: { 200: workspace, ...commonErrors } },
    },
    async (request) => svc.get(request.principal, request.params.workspace_id),
  );
  r.patch(
    '/v1/workspaces/:workspace_id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Update a workspace (owner)',
        params: workspaceParams,
        body: z.object({
          name: nameText(200).optional(),
          description: multilineText(2000).optional(),
          visibility: visibility.optional(),
        }),
        response: { 200: workspace, ...commonErrors },
      },
    },
    async (request) => svc.update(request.principal, request.params.workspace_id, request.body),
  );
  r.delete(
    '/v1/workspaces/:workspace_id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Delete a workspace (owner)',
        description: 'Permanently removes its files, tables, chunks, vectors and conversations, and cancels its jobs.',
        params: workspaceParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await svc.remove(request.principal, request.params.workspace_id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/v1/workspaces/:workspace_id/members',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'List members',
        params: workspaceParams,
        querystring: pageQuery,
        response: { 200: listBody('members', member), ...commonErrors },
      },
    },
    async (request) => {
      const { items, total } = await svc.listMembers(request.principal, request.params.workspace_id, request.query);
      return { members: items, total, ...request.query };
    },
  );
  r.put(
    '/v1/workspaces/:workspace_id/members/:user_id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Add a member or change their role (owner)',
        params: memberParams,
        body: z.object({ role }),
        response: { 200: member, 409: errorBody, ...commonErrors },
      },
    },
    async (request) => svc.setMember(request.principal, request.params.workspace_id, request.params.user_id, request.body.role),
  );
  r.delete(
    '/v1/workspaces/:workspace_id/members/:user_id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Remove a member (owner); the last owner cannot be removed',
        params: memberParams,
        response: { 204: z.null(), 409: errorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      await svc.removeMember(request.principal, request.params.workspace_id, request.params.user_id);
      return reply.status(204).send(null);
    },
  );
}
