// An OcrEngine on a small pool of tesseract.js workers. Workers start on first use (loading the
// English model takes about half a second) and are reused across jobs; the language data is in
// the repository (vendor/tessdata-fast), so nothing is fetched or cached at run time.

import { fileURLToPath } from 'node:url';
import Tesseract from 'tesseract.js';
import { JobError } from '../errors.ts';
import { pngInfo } from './png-info.ts';
import { eraseRulingLines } from './ruling-lines.ts';
import { toOcrResult } from './tesseract-result.ts';
import type { OcrEngine, OcrResult } from './types.ts';

export interface TesseractEngineOptions {
  /** Workers this engine may run at once; each holds ~100 MB and keeps one core busy. Default 1. */
  poolSize?: number;
  /** An idle worker is terminated after this long (its model holds ~100 MB); unset: kept. */
  idleRetireMs?: number;
}

// tessdata_fast's English model (LSTM only, small integer network), the one Debian's tesseract
// ships, kept in vendor/ (Apache-2.0; the npm registry only has the larger best_int and legacy
// models). On the scanned dev pages it reads the same text as best_int at about 0.8× the CPU time.
const LANG_PATH = fileURLToPath(new URL('../../vendor/tessdata-fast', import.meta.url));

// tesseract's API defaults to one uniform block (PSM 6); scanned pages have columns, headings and
// tables, so let it segment the page as the CLI does. Interword spaces are not preserved: the text
// is for reading and search, and table detection works from word boxes, not spacing.
const RECOGNITION_PARAMETERS: Partial<Tesseract.WorkerParams> = {
  tessedit_pageseg_mode: Tesseract.PSM.AUTO,
  preserve_interword_spaces: '0',
  // tesseract prints diagnostics ("Estimating resolution as 277") to stderr; keep them out of the logs.
  debug_file: '/dev/null',
};

// Rendered pages (canvas PNGs) carry no resolution. Tesseract then estimates one from the text
// size, and with its estimate it dropped the first letter of table cells in our tests; page images
// for OCR are rendered or scanned at 200-300 dpi.
const ASSUMED_DPI = 300;

interface PooledWorker {
  tesseract: Tesseract.Worker;
  /** Rejects when the worker thread dies, so a job in flight does not wait forever. */
  died: Promise<never>;
  thread: { ref(): void; unref(): void };
  retireTimer?: NodeJS.Timeout;
}

export class TesseractEngine implements OcrEngine {
  readonly #poolSize: number;
  readonly #idleRetireMs: number | undefined;
  readonly #live = new Set<PooledWorker>();
  readonly #idle: PooledWorker[] = [];
  readonly #waiting: Array<(worker: PooledWorker | null) => void> = [];
  #starting = 0;

  constructor(options: TesseractEngineOptions = {}) {
    const poolSize = options.poolSize ?? 1;
    if (!Number.isInteger(poolSize) || poolSize < 1) throw new RangeError(`poolSize must be a positive integer, got ${poolSize}`);
    this.#poolSize = poolSize;
    this.#idleRetireMs = options.idleRetireMs;
  }

  async recognize(png: Buffer, options: { signal?: AbortSignal } = {}): Promise<OcrResult> {
    const { signal } = options;
    signal?.throwIfAborted();
    const { width, height, dpi } = pngInfo(png);
    const image = (await eraseRulingLines(png).catch(() => {
      throw new JobError('CORRUPTED_FILE', 'The image given to OCR could not be decoded.');
    })) ?? png;
    signal?.throwIfAborted();
    const worker = await this.#acquire(signal);
    if (signal?.aborted) {
      // Aborted while the worker was starting: the worker is intact.
      this.#release(worker);
      throw signal.reason;
    }
    let page: Tesseract.Page;
    try {
      page = await this.#run(worker, image, dpi ?? ASSUMED_DPI, signal);
    } catch (error) {
      // The worker may be mid-page (aborted) or gone (crashed): only a fresh one is safe to reuse.
      await this.#discard(worker);
      throw error;
    }
    this.#release(worker);
    return toOcrResult(page, width, height);
  }

  /** Stops every worker, failing jobs in flight. The engine starts new workers if used again. */
  async terminate(): Promise<void> {
    const workers = [...this.#live];
    this.#live.clear();
    this.#idle.length = 0;
    await Promise.all(workers.map((worker) => worker.tesseract.terminate()));
  }

  async #run(worker: PooledWorker, png: Buffer, dpi: number, signal: AbortSignal | undefined): Promise<Tesseract.Page> {
    const recognition = worker.tesseract.recognize(png, { user_defined_dpi: String(dpi) } as Partial<Tesseract.RecognizeOptions>, { text: false, blocks: true }).then(
      (result) => result.data,
      (reason: unknown) => {
        // tesseract.js rejects with a bare string such as "Error attempting to read image."
        throw new JobError('CORRUPTED_FILE', `OCR could not read the image: ${String(reason)}`);
      },
    );
    const racers: Array<Promise<Tesseract.Page>> = [recognition, worker.died];
    let onAbort: (() => void) | undefined;
    if (signal) {
      racers.push(
        new Promise<never>((_, reject) => {
          onAbort = () => reject(signal.reason);
          signal.addEventListener('abort', onAbort, { once: true });
        }),
      );
    }
    try {
      return await Promise.race(racers);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  async #acquire(signal: AbortSignal | undefined): Promise<PooledWorker> {
    const idle = this.#idle.pop();
    if (idle) {
      clearTimeout(idle.retireTimer);
      idle.thread.ref();
      return idle;
    }
    if (this.#live.size + this.#starting < this.#poolSize) return this.#start();
    const handed = await new Promise<PooledWorker | null>((resolve, reject) => {
      const onAbort = () => {
        this.#waiting.splice(this.#waiting.indexOf(take), 1);
        reject(signal?.reason);
      };
      const take = (worker: PooledWorker | null) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(worker);
      };
      this.#waiting.push(take);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    // null: a worker was discarded, which frees a slot for a new one.
    return handed ?? this.#start();
  }

  #release(worker: PooledWorker): void {
    if (!this.#live.has(worker)) {
      // Terminated while busy: its slot is free, so let a waiting job start a worker.
      this.#waiting.shift()?.(null);
      return;
    }
    const next = this.#waiting.shift();
    if (next) {
      next(worker);
      return;
    }
    // An idle pool must not keep the process (or its worker thread) alive.
    worker.thread.unref();
    this.#idle.push(worker);
    if (this.#idleRetireMs !== undefined) {
      worker.retireTimer = setTimeout(() => {
        const at = this.#idle.indexOf(worker);
        if (at < 0) return;
        this.#idle.splice(at, 1);
        void this.#discard(worker);
      }, this.#idleRetireMs);
      worker.retireTimer.unref();
    }
  }

  /** Workers started and not yet terminated, busy or idle. */
  get liveWorkers(): number {
    return this.#live.size;
  }

  async #discard(worker: PooledWorker): Promise<void> {
    if (this.#live.delete(worker)) await worker.tesseract.terminate();
    this.#waiting.shift()?.(null);
  }

  async #start(): Promise<PooledWorker> {
    this.#starting += 1;
    try {
      const tesseract = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        gzip: true,
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows a failed job's message inside its message listener,
        // which would crash the process; the job's own promise already carries the failure.
        errorHandler: () => {},
      });
      await tesseract.setParameters(RECOGNITION_PARAMETERS);
      const thread = (tesseract as unknown as { worker: import('node:worker_threads').Worker }).worker;
      const died = new Promise<never>((_, reject) => {
        thread.once('error', (error) => reject(new JobError('INTERNAL_ERROR', `The OCR worker failed: ${error.message}`)));
        thread.once('exit', (code) => reject(new JobError('INTERNAL_ERROR', `The OCR worker stopped (exit code ${code}).`)));
      });
      died.catch(() => {});
      const worker: PooledWorker = { tesseract, died, thread };
      this.#live.add(worker);
      // A worker that dies while idle must not be handed to the next job.
      thread.once('exit', () => {
        const idleIndex = this.#idle.indexOf(worker);
        if (idleIndex < 0) return;
        this.#idle.splice(idleIndex, 1);
        this.#live.delete(worker);
      });
      return worker;
    } catch (error) {
      this.#waiting.shift()?.(null);
      throw new JobError('INTERNAL_ERROR', `The OCR engine could not start: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.#starting -= 1;
    }
  }
}
