// Page frames come from PDFium and must be the frames pdf.js gives (its viewport at scale 1):
// text, rules and renderings for OCR are all placed in them. Each case is a generated one-page PDF.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { contentPdf } from '../../../test/support/content-pdf.ts';
import type { PageEntries } from '../../../test/support/content-pdf.ts';
import { extractPdf } from './extract-pdf.ts';
import { openPdf } from './open-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'page-frame-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;

const TEXT = 'BT /F1 12 Tf 100 700 Td (Inside the crop box) Tj ET\nBT /F1 12 Tf 20 20 Td (Cut off below it) Tj ET';

function write(entries: PageEntries, ops = TEXT): string {
  const path = join(dir, `page-${written++}.pdf`);
  writeFileSync(path, contentPdf(ops, entries));
  return path;
}

async function framesOf(path: string) {
  const pdf = await openPdf(path);
  const { viewport, width, height } = pdf.page(1);
  await pdf.close();
  const task = getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 });
  const view = (await (await task.promise).getPage(1)).getViewport({ scale: 1 });
  await task.destroy();
  return { pdfium: { viewport, width, height }, pdfjs: { viewport: view.transform, width: view.width, height: view.height } };
}

const cases: Array<[string, PageEntries]> = [
  ['a plain Letter page', { page: '/MediaBox [0 0 612 792]' }],
  ...[90, 180, 270, -90, 450].map((rotate): [string, PageEntries] => [`a page turned by /Rotate ${rotate}`, { page: `/MediaBox [0 0 612 792] /Rotate ${rotate}` }]),
  ['a crop box inside the media box', { page: '/MediaBox [0 0 612 792] /CropBox [50 60 550.5 720.25]' }],
  ['a crop box reaching past the media box, on a turned page', { page: '/MediaBox [10 20 400 600] /CropBox [0 100 300 700] /Rotate 90' }],
  ['a media box written right to left and top to bottom', { page: '/MediaBox [612 792 0 0]' }],
  ['a media box, crop box and rotation inherited from the page tree', { pages: '/MediaBox [0 0 595 842] /CropBox [30 40 565 800] /Rotate 270' }],
  ['a crop box outside the media box (pdf.js shows the media box)', { page: '/MediaBox [0 0 300 300] /CropBox [400 400 500 500]' }],
];

describe('page frames from PDFium', () => {
  it.each(cases)('match pdf.js on %s', async (_name, entries) => {
    const { pdfium, pdfjs } = await framesOf(write(entries));
    expect(pdfium.width).toBeCloseTo(pdfjs.width, 6);
    expect(pdfium.height).toBeCloseTo(pdfjs.height, 6);
    pdfjs.viewport.forEach((value, i) => expect(pdfium.viewport[i]).toBeCloseTo(value, 6));
  });

  it('leave out text outside the crop box and read a turned page in its turned frame', async () => {
    const cropped = await extractPdf(write({ page: '/MediaBox [0 0 612 792] /CropBox [50 400 550 792]' }), { processImages: false, extractTables: false });
    expect(cropped.text).toBe('Inside the crop box');
    // Turned a quarter, the page's lines run down it: sideways text, kept after the upright text.
    const turned = await extractPdf(
      write({ page: '/MediaBox [0 0 612 792] /Rotate 90' }, 'BT /F1 12 Tf 100 700 Td (Drawn across) Tj ET\nBT /F1 12 Tf 0 1 -1 0 300 300 Tm (Upright when turned) Tj ET'),
      { processImages: false, extractTables: false },
    );
    expect(turned.text).toBe('Upright when turned\n\nDrawn across');
  });
});
