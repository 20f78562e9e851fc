import { describe, expect, it } from 'vitest';
import { joinParagraphLines, repairText } from './text-repair.ts';

describe('repairText', () => {
  it('spells out presentation-form ligatures', () => {
    expect(repairText('\uFB01nal \uFB02ow o\uFB00er su\uFB03x ba\uFB04e')).toBe('final flow offer suffix baffle');
  });

  it('leaves superscripts, fractions and symbols alone', () => {
    expect(repairText('x² ½ ™ café')).toBe('x² ½ ™ café');
  });

  it('drops zero-width and control characters', () => {
    expect(repairText('zero\u200Bwidth\uFEFF')).toBe('zerowidth');
    expect(repairText('\u0007\u001b\u0015glyph codes')).toBe('glyph codes');
  });
});

describe('joinParagraphLines', () => {
  it('joins a word hyphenated at a line end when the next line starts lowercase', () => {
    expect(joinParagraphLines(['an inter-', 'national market'])).toBe('an international market');
  });

  it('keeps the hyphen when the next line starts with a capital or a digit', () => {
    expect(joinParagraphLines(['the Franco-', 'German border'])).toBe('the Franco-\nGerman border');
    expect(joinParagraphLines(['pages 10-', '12 of the report'])).toBe('pages 10-\n12 of the report');
  });
});
