import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ERRORS, JOB_ERROR_CODES } from '../../errors.ts';
import { TOKENIZER_NAME } from '../../parsing/tokens.ts';
import { parseOptionsSchema } from '../../parses/parse-options.ts';
import { PARSEABLE_TYPES, type ParseStatus } from '../../parses/parses-service.ts';
import { MAX_RESULT_BYTES } from '../../parses/parse-result.ts';
import { receiveTypedUpload, uploadLimits } from '../upload.ts';
import { commonErrors, errorBody, timestamp } from '../schemas.ts';

const jobStatus = z.enum(['queued', 'processing', 'completed', 'failed']);

const table = z.object({
  page: z.number().int().optional().describe('1-based page (PDF) or slide (PPTX) the table starts on.'),
  headers: z.array(z.string()).describe('Column names; blank or repeated names are made unique.'),
  rows: z.array(z.record(z.string(), z.string())).describe('Each row maps a header to its cell text.'),
  row_count: z.number().int(),
  column_count: z.number().int(),
  source: z.enum(['native', 'ocr']).describe('Drawn from the document structure, or recognised in an image.'),
});

const metadata = z.object({
  filename: z.string(),
  file_type: z.string().describe('Detected from the content: pdf, docx, pptx, xlsx, xls, csv, txt, rtf, md, json, xml, html, yaml, log.'),
  file_size: z.number().int().describe('Bytes.'),
  page_count: z.number().int().optional().describe('Pages (PDF) or slides (PPTX); absent for formats without pages.'),
  processing_time: z.number().describe('Seconds.'),
  extraction_method: z.enum(['standard', 'ocr']).describe('`ocr` when any page used OCR (a scanned page, or OCR\'d pictures; for DOCX any OCR\'d picture).'),
  characters: z.number().int().describe('Unicode code points in text.'),
  tokens: z.number().int().describe(`Tokens in text, counted with the ${TOKENIZER_NAME} tokenizer (GPT-4o family).`),
  tokenizer: z.string().describe('Name of the tokenizer used for tokens and chunk sizes.'),
  ocr_pages: z.number().int().describe("Pages that used OCR: read as a scan, or holding the OCR'd text of a picture."),
  table_count: z.number().int(),
  native_tables: z.number().int(),
  ocr_tables: z.number().int(),
  image_count: z.number().int().describe('Images found embedded in the document.'),
});

const parseStatus = z
  .object({
    parse_id: z.uuid(),
    status: jobStatus,
    progress: z.number().int().min(0).max(100),
    status_message: z.string().nullable().describe('The current step, e.g. "Extracting text: page 3 of 10".'),
    estimated_seconds: z.number().int(),
    created_at: timestamp,
    started_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    expires_at: timestamp.nullable().describe('When the result is removed: completion + session_ttl.'),
    error: z
      .object({ error_code: z.string().describe(`One of ${JOB_ERROR_CODES.join(', ')}. FILE_TOO_COMPLEX: within the upload limit but past what one document may cost (workbook cells or shared strings, inflated bytes, memory, result size); the message names the limit.`), message: z.string() })
      .optional()
      .describe('Present when status is failed.'),
    result: z
      .object({
        text: z.string(),
        metadata,
        tables: z
          .array(table)
          .nullable()
          .describe('Tables of PDF (ruled and borderless, and OCR tables of scans), DOCX, PPTX (native and pictures), HTML and Markdown documents; null when none were found or extract_tables was false. CSV and Excel tables belong in workspaces.'),
        chunks: z.array(z.string()).nullable().describe('null unless chunk was true.'),
      })
      .optional()
      .describe('Present when status is completed.'),
    webhook: z
      .object({
        status: z.enum(['pending', 'delivered', 'failed']),
        attempts: z.number().int(),
        last_status_code: z.number().int().nullable(),
      })
      .optional()
      .describe('Delivery state when a webhook_url was given.'),
  })
  .describe('ParseJob');

export function parseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/parses',
    {
      config: { upload: true, form: parseOptionsSchema },
      schema: {
        tags: ['parses'],
        summary: 'Submit a document for parsing',
        description:
          'multipart/form-data with a part `file` (up to the upload limit, 200 MB by default) and optional fields: ' +
          Object.entries(parseOptionsSchema.shape ?? {})
            .map(([k, v]) => `\`${k}\`: ${(v as z.ZodType).description ?? ''}`)
            .join(' ') +
          ' The type is decided from the content; images and unknown types are answered 415 at once.',
        consumes: ['multipart/form-data'],
        response: {
          202: z.object({ parse_id: z.uuid(), status: z.literal('queued'), estimated_seconds: z.number().int(), created_at: timestamp }),
          408: errorBody,
          413: errorBody,
          415: errorBody,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveTypedUpload(request, { ...uploadLimits(ctx), accept: PARSEABLE_TYPES });
      try {
        const options = parseOptionsSchema.safeParse(upload.fields);
        if (!options.success) {
          throw ERRORS.validation(options.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })));
        }
        const accepted = await ctx.services.parses.submit(
          request.principal,
          { path: upload.path, filename: upload.filename, sizeBytes: upload.sizeBytes, type: upload.type },
          options.data,
        );
        return reply.status(202).send(accepted);
      } finally {
        await upload.discard();
      }
    },
  );
  r.get(
    '/v1/parses/:parse_id',
    {
      schema: {
        tags: ['parses'],
        summary: 'Get a parse job and, once completed, its result',
        description:
          'Only the user who submitted the job sees it. After expires_at the result is gone: 410 PARSE_EXPIRED. ' +
          `A result holds at most ${MAX_RESULT_BYTES / (1024 * 1024)} MB of JSON; a document whose result would be larger fails with FILE_TOO_COMPLEX.`,
        params: z.object({ parse_id: z.uuid() }),
        response: { 200: parseStatus, 410: errorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { status, result } = await ctx.services.parses.get(request.principal, request.params.parse_id);
      if (!result) return status;
      // The stored result is sent as the bytes it was saved as: no parse, validation or serialisation here.
      // The response schema above describes what the stream holds.
      return reply.type('application/json; charset=utf-8').send(Readable.from(withStoredResult(status, result)) as never);
    },
  );
}

/** The status object with `"result": <stored JSON>` spliced in as its last member. */
async function* withStoredResult(status: ParseStatus, result: Readable): AsyncGenerator<string | Buffer> {
  const head = JSON.stringify(status);
  yield `${head.slice(0, -1)},"result":`;
  yield* result;
  yield '}';
}
