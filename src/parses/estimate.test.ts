import { describe, expect, it } from 'vitest';
import { declaredPdfPages, estimateParseSeconds } from './estimate.ts';

describe('parse estimates', () => {
  it('reads the page count a PDF declares', async () => {
    expect(await declaredPdfPages('../shared/corpus/parse/pdf/multi_page.pdf')).toBe(5);
  });

  it('grows with size and pages', () => {
    expect(estimateParseSeconds('pdf', 1024, null)).toBe(2);
    expect(estimateParseSeconds('pdf', 50 * 1024 * 1024, 500)).toBeGreaterThan(estimateParseSeconds('pdf', 50 * 1024 * 1024, 5));
    expect(estimateParseSeconds('txt', 10, null)).toBe(2);
  });
});
