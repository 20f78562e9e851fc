// PDFium opens PDFs: text and tables of a native PDF never load pdf.js (nor the canvas it renders
// on), which is kept for OCR renderings and the pdfjs text engine.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/pdf/${name}`, import.meta.url));

/** Extracts a PDF in a fresh process and lists the packages that were loaded. */
function extractInProcess(path: string, engine: 'pdfium' | 'pdfjs'): { loaded: string[]; pages: number; tables: number } {
  const probe = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url);
      if (m) loaded.add(m[1]);
      return resolved;
    } });
    const { extractPdf } = await import(${JSON.stringify(new URL('./extract-pdf.ts', import.meta.url).href)});
    const result = await extractPdf(${JSON.stringify(path)}, { processImages: false, extractTables: true, pdfTextEngine: ${JSON.stringify(engine)} });
    console.log(JSON.stringify({ loaded: [...loaded], pages: result.pageCount, tables: result.tables.length }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }));
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
