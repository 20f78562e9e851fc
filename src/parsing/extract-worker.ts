// Runs in the extraction pool's threads: document extraction, everything computed from the
// text (token counts, chunks, the serialised parse result) and workbook reading, off the main
// event loop and under the pool's time and memory limits. Results and failures go back as plain
// data, because an Error loses its `code` crossing the thread boundary.
import { isMainThread, workerData, type MessagePort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../background-priority.ts';
import { JobError } from '../errors.ts';
import { buildParseResult, MAX_RESULT_BYTES } from '../parses/parse-result.ts';
import type { ParseOptions } from '../parses/parse-options.ts';
import { PYTHON_SORTED_JSON } from '../webhooks/canonical-json.ts';
import { jsonPieces, STANDARD_JSON, writePieces } from './json-pieces.ts';
import { chunkSections, type SectionChunkOptions } from './section-chunks.ts';
import { extractDocument } from './extract.ts';
import type { DocumentType, ExtractedDocument } from './types.ts';
import type { SheetFile } from '../tabular/sheet-files.ts';
import type { PdfTextEngine } from './pdf/open-pdf.ts';

/** What the pool gives each thread when it starts. */
export interface ExtractionThreadData {
  idleRetireMs: number;
  pdfTextEngine?: PdfTextEngine;
}

interface PortTask {
  /** Receives `{ kind: 'started' }`, then `{ kind: 'progress', percent, message }` messages. */
  port: MessagePort;
}

export interface ExtractTask extends PortTask {
  path: string;
  type: DocumentType;
  processImages: boolean;
  extractTables: boolean;
  markup?: 'raw' | 'visible';
}

export interface ParseTask extends ExtractTask {
  options: ParseOptions;
  file: { filename: string; fileType: string; sizeBytes: number };
  /** Epoch ms the job started, for the result's processing_time. */
  startedAt: number;
  /** Where the serialised result (JSON, UTF-8) is written. */
  resultPath: string;
  /** Where the result serialised for a webhook body (pythonSortedJson) is written, when one is due. */
  webhookResultPath?: string;
}

export interface ParseOutcome {
  processingSeconds: number;
  resultBytes: number;
  pageCount: number | null;
  ocrPages: number;
}

export interface PassagesTask extends ExtractTask {
  chunk: SectionChunkOptions;
}

/** A document cut into search passages; `page` is null for formats without pages. */
export interface DocumentPassages {
  chunks: Array<{ text: string; page: number | null }>;
  pageCount: number | null;
  ocrPages: number;
  imageCount: number;
}

export interface WorkbookTask extends PortTask {
  path: string;
  /** Where each sheet's table is written as CSV. */
  outDir: string;
}

export type TaskResult<T> = { ok: true; value: T } | { ok: false; code: JobError['code']; message: string };

export type WorkerMessage = { kind: 'started' } | { kind: 'progress'; percent: number; message: string };

async function settle<T>(port: MessagePort, work: (post: (message: WorkerMessage) => void) => Promise<T> | T): Promise<TaskResult<T>> {
  const post = (message: WorkerMessage) => port.postMessage(message);
  post({ kind: 'started' });
  try {
    return { ok: true, value: await work(post) };
  } catch (error) {
    if (error instanceof JobError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: 'INTERNAL_ERROR', message: `Extraction failed: ${(error as Error)?.message ?? String(error)}` };
  } finally {
    port.close();
  }
}

// Each pool thread loads this module once, as it starts (OCR workers it starts inherit the priority).
if (!isMainThread) lowerThisThreadPriority();

async function extractInThread(task: ExtractTask, post: (message: WorkerMessage) => void): Promise<ExtractedDocument> {
  // Scanned PDFs need OCR whatever processImages says; other formats only for their pictures.
  const needsOcr = task.processImages || task.type === 'pdf';
  const thread = workerData as ExtractionThreadData | null;
  const ocr = needsOcr ? (await import('../ocr/ocr-engine.ts')).getOcrEngine({ idleRetireMs: thread?.idleRetireMs }) : undefined;
  return extractDocument(task.path, task.type, {
    processImages: task.processImages,
    extractTables: task.extractTables,
    markup: task.markup,
    pdfTextEngine: thread?.pdfTextEngine,
    ocr,
    onProgress: (percent, message) => post({ kind: 'progress', percent, message }),
  });
}

export default function extract(task: ExtractTask): Promise<TaskResult<ExtractedDocument>> {
  return settle(task.port, (post) => extractInThread(task, post));
}

/** Extracts, shapes and serialises a parse result into `resultPath`: the main thread only moves its bytes. */
export function parse(task: ParseTask): Promise<TaskResult<ParseOutcome>> {
  return settle(task.port, async (post) => {
    const doc = await extractInThread(task, post);
    post({ kind: 'progress', percent: 100, message: task.options.chunk ? 'Chunking the text' : 'Counting tokens' });
    const processingSeconds = (Date.now() - task.startedAt) / 1000;
    const result = buildParseResult(doc, task.file, task.options, processingSeconds);
    // Written piece by piece: a result of tens of MB never becomes one string or buffer here.
    const bytes = await serialised(() => writePieces(task.resultPath, jsonPieces(result, STANDARD_JSON), MAX_RESULT_BYTES, tooLargeResult));
    // The webhook's form carries the processing time beside the result (parses/parse-webhook.ts reads it back).
    const forWebhook = { processing_time: result.metadata.processing_time, result };
    if (task.webhookResultPath) {
      const path = task.webhookResultPath;
      await serialised(() => writePieces(path, jsonPieces(forWebhook, PYTHON_SORTED_JSON), Number.POSITIVE_INFINITY, tooLargeResult));
    }
    return { processingSeconds: result.metadata.processing_time, resultBytes: bytes, pageCount: doc.pageCount, ocrPages: doc.ocrPages };
  });
}

/** V8 strings stop near 512 MB: a piece (the text) that does not fit one is far past the bound anyway. */
async function serialised<T>(serialise: () => Promise<T>): Promise<T> {
  try {
    return await serialise();
  } catch (error) {
    if (error instanceof RangeError) throw tooLargeResult();
    throw error;
  }
}

function tooLargeResult(): JobError {
  return new JobError(
    'FILE_TOO_COMPLEX',
    `The parse result would be larger than the ${Math.round(MAX_RESULT_BYTES / (1024 * 1024))} MB limit of a result; split the document, or parse it without tables or chunks.`,
  );
}

/** Extracts and cuts the text into search passages along its headings and paragraphs (section-chunks.ts). */
export function passages(task: PassagesTask): Promise<TaskResult<DocumentPassages>> {
  return settle(task.port, async (post) => {
    const doc = await extractInThread(task, post);
    post({ kind: 'progress', percent: 100, message: 'Cutting the text into passages' });
    const pages = doc.pages ?? [{ page: 0, text: doc.text }];
    const chunks = chunkSections(pages, task.chunk).map((c) => ({ text: c.text, page: doc.pages ? c.page : null }));
    return { chunks, pageCount: doc.pageCount, ocrPages: doc.ocrPages, imageCount: doc.imageCount };
  });
}

/** A workbook's sheets as table files (tabular/sheet-files.ts): SheetJS and the per-cell work stay in the thread. */
export function writeWorkbookTables(task: WorkbookTask): Promise<TaskResult<SheetFile[]>> {
  return settle(task.port, async () => {
    const [{ readWorkbookSheets }, { writeSheetFiles }] = await Promise.all([import('./workbook.ts'), import('../tabular/sheet-files.ts')]);
    return writeSheetFiles(readWorkbookSheets(task.path), task.outDir);
  });
}
