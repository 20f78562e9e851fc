// A pool of worker threads for extraction, one per core: parsing is CPU-bound and SheetJS and
// the PDF/Office readers see hostile input, so each job runs off the event loop with a time
// limit and a heap limit. A job past its time limit has its thread terminated (piscina ends the
// worker on abort); one past its heap limit ends its thread by itself (ERR_WORKER_OUT_OF_MEMORY).
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { JobError } from '../errors.ts';
import type { PdfTextEngine } from './pdf/open-pdf.ts';
import type { DocumentPassages, ExtractionThreadData, ParseOutcome, ParseTask, TaskResult, WorkerMessage } from './extract-worker.ts';
import type { SectionChunkOptions } from './section-chunks.ts';
import type { DocumentType, ExtractedDocument, ExtractOptions } from './types.ts';
import type { SheetFile } from '../tabular/sheet-files.ts';

export interface ExtractionPoolOptions {
  /** Threads; default one per core. */
  threads?: number;
  /** Limit per job, counted from the moment a thread starts it (not while it waits in the queue). */
  timeoutMs: number;
  /** Heap limit of each thread, so one huge file cannot exhaust the process. */
  maxHeapMb?: number;
  /** An idle thread ends after this long, and so does an idle OCR worker inside a busy one. */
  idleRetireMs: number;
  /** Which library reads PDF text with positions (default PDFium). */
  pdfTextEngine?: PdfTextEngine;
}

export type ExtractJobOptions = ExtractOptions & { timeoutMs?: number };

/** Per-job settings beside the extraction options; `timeoutMs` overrides the pool's limit. */
interface JobSettings {
  timeoutMs?: number;
  signal?: AbortSignal;
  onProgress?: (percent: number, message: string) => void;
}

export interface ExtractionPool {
  extract(path: string, type: DocumentType, options: ExtractJobOptions): Promise<ExtractedDocument>;
  /** Extracts and writes the serialised parse result to `job.resultPath` (see parse in ./extract-worker.ts). */
  parse(
    path: string,
    type: DocumentType,
    job: Pick<ParseTask, 'options' | 'file' | 'startedAt' | 'resultPath' | 'webhookResultPath'> & ExtractJobOptions,
  ): Promise<ParseOutcome>;
  /** Extracts and cuts the text into search passages of `chunk` tokens. */
  passages(path: string, type: DocumentType, options: ExtractJobOptions & { chunk: SectionChunkOptions }): Promise<DocumentPassages>;
  /** writeWorkbookTables (./extract-worker.ts) in a pool thread: SheetJS and the per-cell work never run on the main thread. */
  writeWorkbookTables(path: string, outDir: string, options?: JobSettings): Promise<SheetFile[]>;
  /** Threads running now. */
  threads(): number;
  destroy(): Promise<void>;
}

/**
 * V8 grows a busy thread's young generation to about 100 MB, all of it resident; capped, garbage
 * is collected sooner. Measured on an 8 MB Markdown table of 20,000 columns (42 MB result): the
 * process's RSS grew by 454 MB uncapped, 299 MB at 16 MB, at some cost in collection time.
 */
const YOUNG_GENERATION_MB = 16;

const WORKER_FILE = new URL('./extract-worker.ts', import.meta.url).href;

export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const piscina = new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: options.threads ?? availableParallelism(),
    // Threads hold pdf.js, SheetJS and OCR models (~100 MB each): let idle ones go.
    idleTimeout: options.idleRetireMs,
    workerData: { idleRetireMs: options.idleRetireMs, pdfTextEngine: options.pdfTextEngine } satisfies ExtractionThreadData,
    resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } : undefined,
  });

  async function run<T>(name: string, task: (port: MessagePort) => object, settings: JobSettings): Promise<T> {
    const timeoutMs = settings.timeoutMs ?? options.timeoutMs;
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    port1.on('message', (message: WorkerMessage) => {
      if (message.kind === 'started') {
        timer = setTimeout(() => {
          timedOut = true;
          abort.abort();
        }, timeoutMs);
      } else {
        settings.onProgress?.(message.percent, message.message);
      }
    });
    const callerSignal = settings.signal;
    const onCallerAbort = () => abort.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      callerSignal?.throwIfAborted();
      const result: TaskResult<T> = await piscina.run(task(port2), { name, transferList: [port2], signal: abort.signal });
      if (!result.ok) throw new JobError(result.code, result.message);
      return result.value;
    } catch (error) {
      if (timedOut) throw new JobError('PROCESSING_TIMEOUT', `Processing took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`);
      if (error instanceof JobError || callerSignal?.aborted) throw error;
      if ((error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new JobError('FILE_TOO_COMPLEX', `Processing needed more than the ${options.maxHeapMb} MB of memory a document may use and was stopped.`);
      }
      throw new JobError('INTERNAL_ERROR', `The extraction thread failed: ${(error as Error)?.message ?? String(error)}`);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      port1.close();
    }
  }

  const extractTask = (path: string, type: DocumentType, job: ExtractJobOptions, port: MessagePort) => ({
    path,
    type,
    processImages: job.processImages,
    extractTables: job.extractTables,
    markup: job.markup,
    port,
  });

  return {
    extract: (path, type, job) => run<ExtractedDocument>('default', (port) => extractTask(path, type, job, port), job),
    parse: (path, type, job) =>
      run<ParseOutcome>(
        'parse',
        (port) => ({
          ...extractTask(path, type, job, port),
          options: job.options,
          file: job.file,
          startedAt: job.startedAt,
          resultPath: job.resultPath,
          webhookResultPath: job.webhookResultPath,
        }),
        job,
      ),
    passages: (path, type, job) => run<DocumentPassages>('passages', (port) => ({ ...extractTask(path, type, job, port), chunk: job.chunk }), job),
    writeWorkbookTables: (path, outDir, settings = {}) => run<SheetFile[]>('writeWorkbookTables', (port) => ({ path, outDir, port }), settings),
    threads: () => piscina.threads.length,
    destroy: () => piscina.destroy(),
  };
}
