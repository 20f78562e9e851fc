import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { WORKSPACE_FILE_TYPES } from '../../files/categories.ts';
import { receiveTypedUpload, uploadLimits } from '../upload.ts';
import { commonErrors, errorBody, listBody, pageQuery, timestamp } from '../schemas.ts';

const column = z.object({
  name: z.string().describe('SQL-friendly column name.'),
  label: z.string().describe('The header as the file had it.'),
  type: z.enum(['integer', 'decimal', 'double', 'boolean', 'date', 'timestamp', 'text']),
  sample_values: z.array(z.string()).describe('Up to 5 distinct values.'),
  null_count: z.number().int(),
});

const file = z
  .object({
    file_id: z.uuid(),
    workspace_id: z.uuid(),
    filename: z.string(),
    category: z.enum(['tabular', 'document']).describe('Decided from the content: CSV, Excel and Parquet are tabular; everything else a document.'),
    content_type: z.string().describe('The detected media type.'),
    size_bytes: z.number().int(),
    status: z.enum(['queued', 'processing', 'completed', 'failed']).describe('Chat uses a file only once it is completed.'),
    progress: z.number().int().min(0).max(100),
    status_message: z.string().nullable(),
    error_code: z.string().nullable().describe('Set when failed: CORRUPTED_FILE, PASSWORD_PROTECTED, UNSUPPORTED_FORMAT, WORKSPACE_TABLE_LIMIT_EXCEEDED, TABLE_TOO_WIDE (more than 1,000 columns), PROCESSING_TIMEOUT or INTERNAL_ERROR.'),
    error_message: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    tables: z
      .array(z.object({ table_name: z.string(), sheet: z.string().nullable(), row_count: z.number().int(), columns: z.array(column) }))
      .optional()
      .describe('Tabular files: the tables ingested (one per CSV or Parquet file, one per non-empty sheet).'),
    page_count: z.number().int().nullable().optional().describe('Documents: pages or slides.'),
    chunk_count: z.number().int().nullable().optional().describe('Documents: passages indexed for search.'),
    image_count: z.number().int().nullable().optional().describe('Documents: embedded images (their text is OCR\'d and indexed).'),
  })
  .describe('WorkspaceFile');

const fileParams = z.object({ workspace_id: z.uuid(), file_id: z.uuid() });

export function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = ctx.services.files;

  r.post(
    '/v1/workspaces/:workspace_id/files',
    {
      config: { upload: true, form: z.object({}) },
      schema: {
        tags: ['files'],
        summary: 'Upload a file to a workspace (editor)',
        description:
          'multipart/form-data with one part `file`, up to the upload limit (200 MB by default). Tabular files (CSV, TSV, XLSX, XLS, Parquet) become tables; ' +
          'documents (PDF, DOCX, PPTX, TXT, RTF, MD, JSON, XML, HTML, YAML, LOG) are indexed for search. Processing is asynchronous: poll the status.',
        consumes: ['multipart/form-data'],
        params: z.object({ workspace_id: z.uuid() }),
        response: { 202: file, 408: errorBody, 409: errorBody, 413: errorBody, 415: errorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      // Authorize before reading a byte of the body.
      await ctx.services.workspaces.access(request.principal, request.params.workspace_id, 'editor');
      const upload = await receiveTypedUpload(request, { ...uploadLimits(ctx), accept: WORKSPACE_FILE_TYPES });
      try {
        const created = await svc.upload(request.principal, request.params.workspace_id, {
          path: upload.path,
          filename: upload.filename,
          sizeBytes: upload.sizeBytes,
          type: upload.type,
        });
        return reply.status(202).send(created);
      } finally {
        await upload.discard();
      }
    },
  );
  r.get(
    '/v1/workspaces/:workspace_id/files',
    {
      schema: {
        tags: ['files'],
        summary: 'List the files of a workspace',
        params: z.object({ workspace_id: z.uuid() }),
        querystring: pageQuery,
        response: { 200: listBody('files', file), ...commonErrors },
      },
    },
    async (request) => {
      const { items, total } = await svc.list(request.principal, request.params.workspace_id, request.query);
      return { files: items, total, ...request.query };
    },
  );
  r.get(
    '/v1/workspaces/:workspace_id/files/:file_id/status',
    {
      schema: {
        tags: ['files'],
        summary: 'Processing status of a file',
        description: 'Poll until status is completed or failed (every few seconds).',
        params: fileParams,
        response: { 200: file, ...commonErrors },
      },
    },
    async (request) => svc.get(request.principal, request.params.workspace_id, request.params.file_id),
  );
  r.get(
    '/v1/workspaces/:workspace_id/files/:file_id',
    {
      schema: { tags: ['files'], summary: 'Get a file', params: fileParams, response: { 200: file, ...commonErrors } },
    },
    async (request) => svc.get(request.principal, request.params.workspace_id, request.params.file_id),
  );
  r.delete(
    '/v1/workspaces/:workspace_id/files/:file_id',
    {
      schema: {
        tags: ['files'],
        summary: 'Delete a file (editor)',
        description: 'Removes the file, its tables, chunks, vectors and stored blobs.',
        params: fileParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await svc.remove(request.principal, request.params.workspace_id, request.params.file_id);
      return reply.status(204).send(null);
    },
  );
}
