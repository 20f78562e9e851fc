import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../test/support/uploads.ts';
import { declaredPdfPages, estimateParseSeconds } from './estimate.ts';

describe('parse estimates', () => {
  it('reads the page count a PDF declares', async () => {
    // Three pages, each a /Type /Page object (an ICDAR 2013 file, see make-fixtures.ts).
    expect(await declaredPdfPages(`${FIXTURES}pdf/eu-001.pdf`)).toBe(3);
  });

  it('grows with size and pages', () => {
    expect(estimateParseSeconds('pdf', 1024, null)).toBe(2);
    expect(estimateParseSeconds('pdf', 50 * 1024 * 1024, 500)).toBeGreaterThan(estimateParseSeconds('pdf', 50 * 1024 * 1024, 5));
    expect(estimateParseSeconds('txt', 10, null)).toBe(2);
  });
});
