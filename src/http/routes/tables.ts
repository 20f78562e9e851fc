import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { commonErrors, errorBody, pageQuery } from '../schemas.ts';

const tableRows = z
  .object({
    table_name: z.string(),
    columns: z.array(z.object({ name: z.string(), label: z.string().describe('The header as the file had it.'), type: z.string() })),
    rows: z.array(z.array(z.unknown())).describe('One array per row, values in column order (numbers, strings, booleans or null; dates as ISO strings).'),
    total: z.number().int().describe('Rows in the whole table.'),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .describe('TableRows');

export function tableRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/workspaces/:workspace_id/tables/:table_name/rows',
    {
      schema: {
        tags: ['files'],
        summary: 'Read rows of a workspace table',
        description:
          'Read-only, in table order, for previews. Same access and limits as chat: viewers may read; it counts against the ' +
          'per-user limit of concurrent queries (429 CONCURRENCY_LIMIT_EXCEEDED) and the SQL time limit (504 QUERY_TIMEOUT). ' +
          'Table names are the `table_name`s listed in the tabular file objects.',
        params: z.object({ workspace_id: z.uuid(), table_name: z.string().min(1).max(200) }),
        querystring: pageQuery,
        response: { 200: tableRows, 504: errorBody, ...commonErrors },
      },
    },
    async (request) => ctx.services.tables.rows(request.principal, request.params.workspace_id, request.params.table_name, request.query),
  );
}
