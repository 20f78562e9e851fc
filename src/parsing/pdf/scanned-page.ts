// Scanned pages: a page with (almost) no text layer whose content is one page-sized image. Such a
// page is rendered at OCR resolution and read by the OCR engine.
import type { OcrEngine } from '../../ocr/types.ts';
import type { ExtractedTable } from '../types.ts';
import type { PageGraphics } from './page-graphics.ts';
import type { OpenPdf, PdfPage } from './open-pdf.ts';
import type { PageText } from './text-fragments.ts';
import { ocrParagraphs } from './text-repair.ts';

/** A page with fewer visible characters than this has no usable text layer. */
const MAX_TEXT_CHARACTERS = 20;
/** Images must cover at least this share of the page. */
const MIN_IMAGE_COVER = 0.5;
const OCR_DPI = 300;

export function mayBeScanned(content: PageText): boolean {
  let characters = 0;
  for (const fragment of content.fragments) characters += fragment.text.replace(/\s/g, '').length;
  for (const { text } of content.otherText) characters += text.replace(/\s/g, '').length;
  return characters < MAX_TEXT_CHARACTERS;
}

export function isScannedPage(content: PageText, graphics: PageGraphics): boolean {
  if (!mayBeScanned(content)) return false;
  // Summed, because some scanners write a page as a stack of image strips.
  let covered = 0;
  for (const image of graphics.images) {
    const width = Math.min(image.x1, content.width) - Math.max(image.x0, 0);
    const height = Math.min(image.bottom, content.height) - Math.max(image.top, 0);
    if (width > 0 && height > 0) covered += width * height;
  }
  return covered >= MIN_IMAGE_COVER * content.width * content.height;
}

export interface ScannedPageText {
  text: string;
  tables: ExtractedTable[];
}

/** Renders and OCRs a scanned page; its tables come from the OCR word boxes when asked for. */
export async function readScannedPage(
  pdf: OpenPdf,
  page: PdfPage,
  ocr: OcrEngine,
  options: { extractTables: boolean; signal?: AbortSignal },
): Promise<ScannedPageText> {
  const png = await pdf.render(page, OCR_DPI);
  const result = await ocr.recognize(png, { signal: options.signal });
  const text = ocrParagraphs(result.text);
  // OCR tables look for ruling lines in the page image, on a canvas loaded only for scans.
  const tables = options.extractTables ? await (await import('../../ocr/ocr-tables.ts')).tablesFromOcrPage(png, result, { page: page.number }) : [];
  return { text, tables };
}
