import { createReadStream } from 'node:fs';
import type { DocumentType } from '../parsing/types.ts';

// Seconds per MB measured on this project's corpus (text layer); scans cost seconds a page.
const SECONDS_PER_MB: Partial<Record<DocumentType, number>> = { pdf: 0.6, docx: 0.3, pptx: 0.3, xlsx: 1, xls: 1 };
const SECONDS_PER_PDF_PAGE = 0.02;

/** A rough, honest upper estimate from the size and, when known, the page count. */
export function estimateParseSeconds(type: DocumentType, sizeBytes: number, pageCount: number | null): number {
  const mb = sizeBytes / (1024 * 1024);
  const base = 1 + mb * (SECONDS_PER_MB[type] ?? 0.1);
  const perPage = pageCount && type === 'pdf' ? pageCount * SECONDS_PER_PDF_PAGE : 0;
  return Math.max(1, Math.ceil(base + perPage));
}

/**
 * The page count a PDF shows without a PDF parser: its `/Type /Page` objects, else the largest
 * `/Count` (which outlines use too, so it is only a fallback). Null when the page tree sits in
 * compressed object streams, where neither is visible. Good enough for an estimate, no more.
 */
export async function declaredPdfPages(path: string): Promise<number | null> {
  let maxCount = 0;
  let pages = 0;
  let carry = '';
  for await (const chunk of createReadStream(path, { encoding: 'latin1', highWaterMark: 1 << 20 })) {
    const text = carry + (chunk as string);
    for (const m of text.matchAll(/\/Count\s+(\d{1,7})/g)) maxCount = Math.max(maxCount, Number(m[1]));
    pages += text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
    // Keep a tail so a token split across chunks is seen once, in the next round only.
    const cut = Math.max(0, text.length - 32);
    carry = text.slice(cut);
    pages -= carry.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  }
  pages += carry.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const found = pages > 0 ? pages : maxCount;
  return found > 0 ? found : null;
}
