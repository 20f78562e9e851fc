// Builds the ExtractedDocument shape for extractors, so defaults live in one place.
import type { ExtractedDocument } from './types.ts';

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
