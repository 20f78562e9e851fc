import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getOcrEngine, terminateOcrEngine } from '../../ocr/ocr-engine.ts';
import { extractPdf } from './extract-pdf.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/pdf/${name}`, import.meta.url));

afterAll(() => terminateOcrEngine());

describe('extractPdf OCR of scanned pages and pictures', () => {
  it('reads a page that is only an image with OCR', async () => {
    const messages: string[] = [];
    const result = await extractPdf(fixture('scanned.pdf'), {
      processImages: true,
      extractTables: true,
      ocr: getOcrEngine(),
      onProgress: (_percent, message) => messages.push(message),
    });
    expect(result.pages).toEqual([{ page: 1, text: 'Scanned pages have no text layer.\n\nQuarry reads them with OCR instead.', ocr: true }]);
    expect(result.extractionMethod).toBe('ocr');
    expect(result.ocrPages).toBe(1);
    expect(result.imageCount).toBe(1);
    expect(messages).toContain('Running OCR: page 1 of 1');
  });

  it('leaves a scanned page empty when images are not to be processed', async () => {
    const result = await extractPdf(fixture('scanned.pdf'), { processImages: false, extractTables: true, ocr: getOcrEngine() });
    expect(result.text).toBe('');
    expect(result.extractionMethod).toBe('standard');
    expect(result.ocrPages).toBe(0);
  });

  it('reads the text of a picture in a text page where the picture stands, and leaves icons unread', async () => {
    const result = await extractPdf(fixture('pictures.pdf'), { processImages: true, extractTables: true, ocr: getOcrEngine() });
    expect(result.pages).toEqual([
      {
        page: 1,
        text: 'The paragraph above the picture comes first.\n\nPictures hold words too.\n\nThe paragraph below the picture comes last.',
        ocr: true,
      },
    ]);
    // The page's text holds OCR'd text, so the page used OCR.
    expect(result.extractionMethod).toBe('ocr');
    expect(result.ocrPages).toBe(1);
    expect(result.imageCount).toBe(2);
    expect(result.info).toEqual({ imagesOcr: { read: 1, notRead: 0, limitPerDocument: 50 } });
  });

  it('leaves pictures unread when images are not to be processed', async () => {
    const result = await extractPdf(fixture('pictures.pdf'), { processImages: false, extractTables: true, ocr: getOcrEngine() });
    expect(result.text).toBe('The paragraph above the picture comes first.\n\nThe paragraph below the picture comes last.');
    expect(result.info).toBeUndefined();
    expect(result.extractionMethod).toBe('standard');
    expect(result.ocrPages).toBe(0);
  });

  it('does not OCR pages that have a text layer', async () => {
    const result = await extractPdf(fixture('layout.pdf'), { processImages: true, extractTables: false, ocr: getOcrEngine() });
    expect(result.ocrPages).toBe(0);
    expect(result.imageCount).toBe(0);
  });
});
