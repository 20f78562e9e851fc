// The OCR engine of the current thread. Each extraction thread (the worker_threads pool sized to the
// cores) gets its own engine, whose tesseract.js workers are threads nested in that thread.

import { TesseractEngine, type TesseractEngineOptions } from './tesseract-engine.ts';
import type { OcrEngine } from './types.ts';

let engine: TesseractEngine | null = null;

/** The thread's engine, created on first call; `options` only count on that first call. */
export function getOcrEngine(options: TesseractEngineOptions = {}): OcrEngine {
  engine ??= new TesseractEngine(options);
  return engine;
}

/** Stops the thread's OCR workers (service shutdown, end of a thread's life). */
export async function terminateOcrEngine(): Promise<void> {
  const current = engine;
  engine = null;
  await current?.terminate();
}
