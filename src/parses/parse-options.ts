import { z } from 'zod';
import { tokenText } from '../text-fields.ts';

// Multipart form fields arrive as strings; these read them the way HTML forms and curl send them.
const formBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));
const formInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'must be an integer' });
        return z.NEVER;
      }
      return n;
    });

export const parseOptionsSchema = z
  .object({
    process_images: formBool(true).describe('OCR scanned pages and images embedded in the document. Default true.'),
    extract_tables: formBool(true).describe('Return tables as structured objects. Default true.'),
    markup: z
      .enum(['raw', 'visible'])
      .optional()
      .transform((v) => v ?? 'raw')
      .describe(
        'HTML and XML only: raw returns the document as written (decoded to text), as the spec asks of JSON, XML, HTML, YAML and LOG; visible returns the text a reader sees (tags removed, entities decoded, scripts and styles dropped). HTML tables are returned in tables either way. Default raw.',
      ),
    chunk: formBool(false).describe('Split the text at sentence boundaries into chunks. Default false.'),
    chunk_size: formInt(600).pipe(z.number().int().min(1).max(100_000)).describe('Maximum tokens (o200k_base) per chunk. Default 600.'),
    chunk_overlap: formInt(200).pipe(z.number().int().min(0)).describe('Tokens repeated from the previous chunk; below chunk_size. Default 200.'),
    session_ttl: formInt(1800).pipe(z.number().int().min(60).max(86_400)).describe('Seconds the result stays retrievable after completion (60..86400). Default 1800.'),
    webhook_url: tokenText(2048).pipe(z.url({ protocol: /^https?$/ })).optional().describe('Receives a signed POST when the job completes or fails.'),
    webhook_secret: tokenText(512).optional().describe('Key of the HMAC-SHA256 signature (X-Service-Signature).'),
  })
  .refine((o) => o.chunk_overlap < o.chunk_size, { path: ['chunk_overlap'], message: 'must be below chunk_size' });

export type ParseOptions = z.output<typeof parseOptionsSchema>;
