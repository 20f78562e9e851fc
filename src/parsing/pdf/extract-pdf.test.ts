import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JobError } from '../../errors.ts';
import { extractPdf } from './extract-pdf.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/pdf/${name}`, import.meta.url));
const textOnly = { processImages: false, extractTables: false };
// One extraction of the layout fixture serves every test that only reads its result.
const layout = extractPdf(fixture('layout.pdf'), textOnly);

describe('extractPdf text', () => {
  it('reads a two-column page left column first, below a title that spans both', async () => {
    const result = await layout;
    const page = result.pages![0].text;
    expect(page).toBe(
      [
        'A Study of Two Columns',
        [
          'Quarry reads the left column first. Its',
          'lines are long enough to look like prose',
          'and they run down the page one after',
          'another, as the columns of a journal do.',
          'The gutter between the columns is wide',
          'and empty from the top to the bottom.',
        ].join('\n'),
        [
          'The right column comes second. A reader',
          'who crosses the gutter on every line gets',
          'sentences that make no sense at all, so',
          'this text must follow the left column',
          'and never be interleaved with its lines.',
          'That is the whole point of this page.',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('reads two columns one after the other between a full-width introduction and a wide table (LibreOffice)', async () => {
    const result = await extractPdf(fixture('borderless-shaded-libreoffice.pdf'), { processImages: false, extractTables: true });
    const text = result.pages![0].text;
    const order = [
      'The Engineering team completed the migration',
      'Figures are\nunaudited and may be restated',
      'E. Rossi will present the detailed results',
      'to be spent over the next 5',
      'years. Inventory write-downs were concentrated',
      'Product | On hand | Reserved | Status | Bin',
    ].map((phrase) => text.indexOf(phrase));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('joins words hyphenated at a line end, keeps other hyphens, and separates paragraphs', async () => {
    const result = await layout;
    expect(result.pages![1].text).toBe(
      [
        'Trade between the countries grew into an international market, and the well-known merchants\nof the coast kept their books in Latin.',
        'A second paragraph starts after a blank gap.\nIt mentions the Franco-\nGerman border, whose hyphen stays.',
      ].join('\n\n'),
    );
  });

  it('numbers pages, joins them with a blank line and keeps table rows on their own lines', async () => {
    const result = await layout;
    expect(result.pageCount).toBe(7);
    expect(result.pages!.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.pages!.every((p) => !p.ocr)).toBe(true);
    expect(result.text).toBe(result.pages!.map((p) => p.text).join('\n\n'));
    expect(result.pages![2].text).toContain('North 120 1,450.00\nSouth 95 980.50');
    expect(result.extractionMethod).toBe('standard');
    expect(result.ocrPages).toBe(0);
  });

  it('reports progress page by page', async () => {
    const messages: string[] = [];
    await extractPdf(fixture('layout.pdf'), { ...textOnly, onProgress: (_percent, message) => messages.push(message) });
    expect(messages).toContain('Extracting text: page 3 of 7');
  });
});

describe('extractPdf failures', () => {
  it('refuses an encrypted PDF as PASSWORD_PROTECTED', async () => {
    const failure = await extractPdf(fixture('encrypted.pdf'), textOnly).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobError);
    expect((failure as JobError).code).toBe('PASSWORD_PROTECTED');
  });

  it('refuses a truncated PDF as CORRUPTED_FILE', async () => {
    const failure = await extractPdf(fixture('truncated.pdf'), textOnly).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobError);
    expect((failure as JobError).code).toBe('CORRUPTED_FILE');
  });

  it('refuses a PDF header followed by garbage as CORRUPTED_FILE', async () => {
    let seed = 7;
    const noise = Buffer.from(Array.from({ length: 20_000 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16) & 0xff));
    const path = join(mkdtempSync(join(tmpdir(), 'garbage-pdf-')), 'garbage.pdf');
    writeFileSync(path, Buffer.concat([Buffer.from('%PDF-1.7\n'), noise]));
    const failure = await extractPdf(path, textOnly).catch((error: unknown) => error);
    rmSync(dirname(path), { recursive: true });
    expect(failure).toBeInstanceOf(JobError);
    expect((failure as JobError).code).toBe('CORRUPTED_FILE');
  });

  it('reads a PDF encrypted with an owner password only, as readers open it without asking', async () => {
    const result = await extractPdf(fixture('owner-password.pdf'), textOnly);
    expect(result.text).toBe((await layout).text);
  });

  it('stops when the job is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(extractPdf(fixture('layout.pdf'), { ...textOnly, signal: controller.signal })).rejects.toThrow();
  });
});
