// A slide whose picture is a table (a screenshot pasted into a deck) yields an OCR table.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { unzipSync, zipSync } from 'fflate';
import { tableImage } from '../../test/support/ocr-pages.ts';
import { getOcrEngine, terminateOcrEngine } from '../ocr/ocr-engine.ts';
import { extractPptx } from './pptx.ts';
import { fixture, tempFile } from './test-support.ts';

afterAll(() => terminateOcrEngine());

function deckWithPicture(png: Buffer): string {
  const parts = unzipSync(readFileSync(fixture('powerpoint_with_image_textimage.pptx')));
  parts['ppt/media/image1.png'] = new Uint8Array(png);
  return tempFile('table-picture.pptx', zipSync(parts));
}

describe('PPTX pictures of tables', () => {
  const png = tableImage(
    [
      ['Region', 'Units'],
      ['North', '1,204'],
      ['South', '987'],
      ['East', '1,530'],
    ],
    [340, 240],
    { ruled: true },
  );

  it('are OCR tables on their slide, and their text stands on the slide', async () => {
    const doc = await extractPptx(deckWithPicture(png), { processImages: true, extractTables: true, ocr: getOcrEngine() });
    const ocrTables = doc.tables.filter((t) => t.source === 'ocr');
    expect(ocrTables).toHaveLength(1);
    expect(ocrTables[0]).toMatchObject({ headers: ['Region', 'Units'], row_count: 3, column_count: 2 });
    expect(ocrTables[0].rows[2]).toEqual({ Region: 'East', Units: '1,530' });
    expect(ocrTables[0].page).toBeGreaterThanOrEqual(1);
    expect(doc.text).toContain('North');
    expect(doc).toMatchObject({ extractionMethod: 'ocr', ocrPages: 1 });
    expect(doc.pages!.filter((page) => page.ocr)).toHaveLength(1);
  });

  it('are left alone when images are not processed', async () => {
    const doc = await extractPptx(deckWithPicture(png), { processImages: false, extractTables: true, ocr: getOcrEngine() });
    expect(doc.tables.filter((t) => t.source === 'ocr')).toEqual([]);
    expect(doc.text).not.toContain('North');
    expect(doc).toMatchObject({ extractionMethod: 'standard', ocrPages: 0 });
  });
});
