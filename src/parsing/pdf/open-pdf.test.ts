// PDFium opens PDFs: text and tables of a native PDF never load pdf.js (nor the canvas it renders
// on), which is kept for OCR renderings and the pdfjs text engine.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runListingPackages } from '../../../test/support/loaded-packages.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/pdf/${name}`, import.meta.url));

/** Extracts a PDF in a fresh process and lists the packages that were loaded. */
function extractInProcess(path: string, engine: 'pdfium' | 'pdfjs'): { loaded: string[]; pages: number; tables: number } {
  const { loaded, result } = runListingPackages<{ pages: number; tables: number }>(`
    const { extractPdf } = await import(${JSON.stringify(new URL('./extract-pdf.ts', import.meta.url).href)});
    const result = await extractPdf(${JSON.stringify(path)}, { processImages: false, extractTables: true, pdfTextEngine: ${JSON.stringify(engine)} });
    return { pages: result.pageCount, tables: result.tables.length };`);
  return { loaded, ...result };
}

describe('opening PDFs', () => {
  it('reads the text and tables of a native PDF without loading pdf.js or the canvas', () => {
    const { loaded, pages, tables } = extractInProcess(fixture('timetables-libreoffice.pdf'), 'pdfium');
    expect(pages).toBeGreaterThan(0);
    expect(tables).toBeGreaterThan(0);
    expect(loaded).toContain('@embedpdf/pdfium');
    expect(loaded.filter((name) => name === 'pdfjs-dist' || name === '@napi-rs/canvas')).toEqual([]);
  });

  it('loads pdf.js when its text engine is chosen', () => {
    const { loaded, tables } = extractInProcess(fixture('timetables-libreoffice.pdf'), 'pdfjs');
    expect(tables).toBeGreaterThan(0);
    expect(loaded).toContain('pdfjs-dist');
  });
});
