import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { commonErrors, errorBody } from '../schemas.ts';
import { searchResult } from './chat.ts';
import { multilineText } from '../../text-fields.ts';

const searchBody = z.object({
  query: z.string().trim().pipe(multilineText(2_000, 1)).describe('What to look for, in plain words (1 to 2,000 characters).'),
  limit: z.number().int().min(1).max(100).default(10).describe('Passages to return (1..100).'),
  file_ids: z
    .array(z.uuid())
    .max(100)
    .optional()
    .describe('Search only these files of the workspace; they must be completed (409 FILE_NOT_READY otherwise). All completed documents when omitted.'),
});

export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/workspaces/:workspace_id/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the workspace\'s documents (viewer)',
        description:
          'The hybrid search chat uses: BM25 over the indexed passages and, when an embeddings endpoint is configured, nearest vectors, ' +
          'fused by reciprocal rank (`score` is then the fused score). Best first. For building your own retrieval on top of Quarry.',
        params: z.object({ workspace_id: z.uuid() }),
        body: searchBody,
        response: {
          200: z.object({ search_results: z.array(searchResult).describe('Passages, best first.') }).describe('SearchResponse'),
          409: errorBody,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      search_results: await ctx.services.search.search(request.principal, request.params.workspace_id, request.body),
    }),
  );
}
