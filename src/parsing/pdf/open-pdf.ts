// Opens a PDF with pdf.js, configured for extraction rather than display, and maps pdf.js's
// load failures onto the job error codes users see.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { JobError } from '../../errors.ts';

const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface OpenPdf {
  document: PDFDocumentProxy;
  /** Releases the document and pdf.js's in-process worker state. */
  close(): Promise<void>;
}

export interface OpenPdfOptions {
  /** Decode images (for OCR and rendering). Without it pdf.js drops them from the operator list unread. */
  decodeImages: boolean;
}

export async function openPdf(path: string, options: OpenPdfOptions): Promise<OpenPdf> {
  const data = new Uint8Array(await readFile(path));
  const task: PDFDocumentLoadingTask = getDocument({
    data,
    standardFontDataUrl: join(pdfjsFolder, 'standard_fonts') + '/',
    cMapUrl: join(pdfjsFolder, 'cmaps') + '/',
    wasmUrl: join(pdfjsFolder, 'wasm') + '/',
    iccUrl: join(pdfjsFolder, 'iccs') + '/',
    // Text positions come from font metrics; font faces are only for browsers.
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
    // Image decoding is most of the cost of an operator list; a size limit of one pixel skips it.
    maxImageSize: options.decodeImages ? -1 : 1,
  });
  try {
    const document = await task.promise;
    return { document, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw toJobError(error);
  }
}

function toJobError(error: unknown): JobError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new JobError('PASSWORD_PROTECTED', 'The PDF is encrypted with a password; upload an unprotected copy.');
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new JobError('CORRUPTED_FILE', `The PDF could not be read: ${detail}`);
}

/**
 * Runs a pdf.js read of a page or object. Failures past the header (broken objects, truncated
 * streams) mean a damaged file; job errors and aborts pass through unchanged.
 */
export async function readingPdf<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof JobError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw toJobError(error);
  }
}
