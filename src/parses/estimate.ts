import type { DocumentType } from '../parsing/types.ts';

// Seconds per MB measured on this project's corpus (text layer); scans cost about a second a page.
const SECONDS_PER_MB: Partial<Record<DocumentType, number>> = { pdf: 0.6, docx: 0.3, pptx: 0.3, xlsx: 1, xls: 1 };

/** A rough, honest upper estimate from the size and, when known, the page count. */
export function estimateParseSeconds(type: DocumentType, sizeBytes: number, pageCount: number | null, processImages: boolean): number {
  const mb = sizeBytes / (1024 * 1024);
  const base = 1 + mb * (SECONDS_PER_MB[type] ?? 0.1);
  const perPage = pageCount && processImages && type === 'pdf' ? pageCount * 0.05 : 0;
  return Math.max(1, Math.ceil(base + perPage));
}
