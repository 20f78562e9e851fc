// Builds the ExtractedDocument shape for extractors, so defaults live in one place.
import type { ExtractedDocument, ExtractedPage } from './types.ts';

export function extractedDocument(text: string, fields: Partial<Omit<ExtractedDocument, 'text'>> = {}): ExtractedDocument {
  return {
    text,
    pages: null,
    pageCount: null,
    tables: [],
    extractionMethod: 'standard',
    ocrPages: 0,
    imageCount: 0,
    ...fields,
  };
}

/** ocr_pages counts the pages that used OCR; any one makes the extraction_method 'ocr'. */
export function ocrSummary(pages: ExtractedPage[]): Pick<ExtractedDocument, 'extractionMethod' | 'ocrPages'> {
  const ocrPages = pages.filter((page) => page.ocr).length;
  return { extractionMethod: ocrPages > 0 ? 'ocr' : 'standard', ocrPages };
}
