// A pool of worker threads for extraction, one per core: parsing is CPU-bound and SheetJS and
// the PDF/Office readers see hostile input, so each job runs off the event loop with a time
// limit. A job past its limit has its thread terminated (piscina ends the worker on abort).
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { JobError } from '../errors.ts';
import type { TaskResult, WorkerMessage } from './extract-worker.ts';
import type { DocumentType, ExtractedDocument, ExtractOptions } from './types.ts';
import type { WorkbookSheet } from './workbook.ts';

export interface ExtractionPoolOptions {
  /** Threads; default one per core. */
  threads?: number;
  /** Limit per job, counted from the moment a thread starts it (not while it waits in the queue). */
  timeoutMs: number;
  /** Heap limit of each thread, so one huge file cannot exhaust the process. */
  maxHeapMb?: number;
}

/** Per-job settings beside the extraction options; `timeoutMs` overrides the pool's limit. */
interface JobSettings {
  timeoutMs?: number;
  signal?: AbortSignal;
  onProgress?: (percent: number, message: string) => void;
}

export interface ExtractionPool {
  extract(path: string, type: DocumentType, options: ExtractOptions & { timeoutMs?: number }): Promise<ExtractedDocument>;
  /** readWorkbookSheets (./workbook.ts) in a pool thread: SheetJS never runs on the main thread. */
  readWorkbookSheets(path: string, options?: JobSettings): Promise<WorkbookSheet[]>;
  destroy(): Promise<void>;
}

const WORKER_FILE = new URL('./extract-worker.ts', import.meta.url).href;

export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const piscina = new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: options.threads ?? availableParallelism(),
    // Threads hold OCR models (~100 MB each); let idle ones go.
    idleTimeout: 60_000,
    resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined,
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
      throw new JobError('INTERNAL_ERROR', `The extraction thread failed: ${(error as Error)?.message ?? String(error)}`);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      port1.close();
    }
  }

  return {
    extract: (path, type, extractOptions) =>
      run<ExtractedDocument>(
        'default',
        (port) => ({ path, type, processImages: extractOptions.processImages, extractTables: extractOptions.extractTables, port }),
        extractOptions,
      ),
    readWorkbookSheets: (path, settings = {}) => run<WorkbookSheet[]>('readWorkbook', (port) => ({ path, port }), settings),
    destroy: () => piscina.destroy(),
  };
}
