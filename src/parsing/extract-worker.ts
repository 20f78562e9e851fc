// Runs in the extraction pool's threads: document extraction and workbook reading off the main
// event loop. Results and failures go back as plain data, because an Error loses its `code`
// crossing the thread boundary.
import type { MessagePort } from 'node:worker_threads';
import { JobError } from '../errors.ts';
import { extractDocument } from './extract.ts';
import type { DocumentType, ExtractedDocument } from './types.ts';
import type { WorkbookSheet } from './workbook.ts';

interface PortTask {
  /** Receives `{ kind: 'started' }`, then `{ kind: 'progress', percent, message }` messages. */
  port: MessagePort;
}

export interface ExtractTask extends PortTask {
  path: string;
  type: DocumentType;
  processImages: boolean;
  extractTables: boolean;
}

export interface WorkbookTask extends PortTask {
  path: string;
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

export default function extract(task: ExtractTask): Promise<TaskResult<ExtractedDocument>> {
  return settle(task.port, async (post) => {
    // Scanned PDFs need OCR whatever processImages says; other formats only for their pictures.
    const needsOcr = task.processImages || task.type === 'pdf';
    const ocr = needsOcr ? (await import('../ocr/ocr-engine.ts')).getOcrEngine() : undefined;
    return extractDocument(task.path, task.type, {
      processImages: task.processImages,
      extractTables: task.extractTables,
      ocr,
      onProgress: (percent, message) => post({ kind: 'progress', percent, message }),
    });
  });
}

export function readWorkbook(task: WorkbookTask): Promise<TaskResult<WorkbookSheet[]>> {
  return settle(task.port, async () => (await import('./workbook.ts')).readWorkbookSheets(task.path));
}
