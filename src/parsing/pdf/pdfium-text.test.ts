// Text read from PDFium's characters must come out as pdf.js's text content did: each case is a
// generated one-page PDF read by both engines.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPdf, hebrewBytes } from '../../../test/support/content-pdf.ts';
import { openPdf } from './open-pdf.ts';
import type { PdfTextEngine } from './open-pdf.ts';
import type { PageText } from './text-fragments.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdfium-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;

async function readWith(engine: PdfTextEngine, path: string): Promise<PageText> {
  const pdf = await openPdf(path, engine);
  try {
    return await pdf.text(pdf.page(1));
  } finally {
    await pdf.close();
  }
}

/** The page's text by both engines, rounded for comparison. */
async function bothEngines(ops: string) {
  const path = join(dir, `page-${written++}.pdf`);
  writeFileSync(path, contentPdf(ops));
  const round = (text: PageText) => ({
    fragments: text.fragments.map((f) => ({ ...f, x0: Math.round(f.x0), x1: Math.round(f.x1), y: Math.round(f.y), size: Math.round(f.size) })),
    otherText: text.otherText.map((t) => ({ ...t, x: Math.round(t.x), y: Math.round(t.y) })),
  });
  return { pdfjs: round(await readWith('pdfjs', path)), pdfium: round(await readWith('pdfium', path)) };
}

describe('PDF text from PDFium', () => {
  it('keeps hidden text (render mode 3), as the text layer of an OCRed scan is', async () => {
    const { pdfjs, pdfium } = await bothEngines('BT /F1 12 Tf 72 700 Td (Seen on the page) Tj ET\nBT 3 Tr /F1 12 Tf 72 680 Td (Only in the text layer) Tj ET');
    expect(pdfium.fragments.map((f) => f.text)).toEqual(['Seen on the page', 'Only in the text layer']);
    expect(pdfium).toEqual(pdfjs);
  });

  it('marks text set in a fixed-pitch font as monospace and other text not', async () => {
    const { pdfjs, pdfium } = await bothEngines('BT /F2 10 Tf 72 700 Td (SELECT name, total) Tj ET\nBT /F1 10 Tf 72 680 Td (Proportional prose) Tj ET');
    expect(pdfium.fragments.map((f) => [f.text, f.monospace])).toEqual([
      ['SELECT name, total', true],
      ['Proportional prose', false],
    ]);
    expect(pdfium).toEqual(pdfjs);
  });

  it('puts right-to-left text drawn left to right in reading order', async () => {
    // "שלום עולם" drawn in visual order: the last letter leftmost.
    const visual = `${hebrewBytes([...'עולם'].reverse().join(''))} ${hebrewBytes([...'שלום'].reverse().join(''))}`;
    const { pdfjs, pdfium } = await bothEngines(`BT /F3 14 Tf 72 700 Td (${visual}) Tj ET`);
    expect(pdfium.fragments.map((f) => [f.text, f.rtl])).toEqual([['שלום עולם', true]]);
    expect(pdfium).toEqual(pdfjs);
  });

  it('turns gaps into spaces or separate runs as pdf.js does', async () => {
    const { pdfjs, pdfium } = await bothEngines(
      ['BT /F1 12 Tf 72 700 Td [(Two) -300 (words)] TJ ET', 'BT /F1 12 Tf 72 680 Td [(kern) -50 (ed)] TJ ET', 'BT /F1 12 Tf 72 660 Td [(left) -3000 (right)] TJ ET'].join('\n'),
    );
    expect(pdfium.fragments.map((f) => f.text)).toEqual(['Two words', 'kerned', 'left', 'right']);
    expect(pdfium).toEqual(pdfjs);
  });

  it('ends a run where the baseline rises for a superscript', async () => {
    const { pdfjs, pdfium } = await bothEngines('BT /F1 12 Tf 72 700 Td (Footnote) Tj 7 Ts /F1 7 Tf (12) Tj 0 Ts /F1 12 Tf ( follows) Tj ET');
    expect(pdfium.fragments.map((f) => f.text)).toEqual(['Footnote', '12', 'follows']);
    expect(pdfium).toEqual(pdfjs);
  });

  it('keeps rotated text apart, with the middle of its baseline', async () => {
    const { pdfjs, pdfium } = await bothEngines('BT /F1 12 Tf 72 700 Td (Upright) Tj ET\nBT /F1 12 Tf 0 1 -1 0 300 300 Tm (Sideways header) Tj ET');
    expect(pdfium.otherText.map((t) => t.text)).toEqual(['Sideways header']);
    expect(pdfium.fragments.map((f) => f.text)).toEqual(['Upright']);
    expect(pdfium).toEqual(pdfjs);
  });
});
