import { describe, expect, it } from 'vitest';
import { groupGlyphs } from './text-runs.ts';
import type { Glyph } from './text-runs.ts';

/** Glyphs of a line set left to right from `x`, each `width` points wide at 10 pt (gaps in ems before a glyph: `gaps`). */
function line(text: string, options: { x?: number; y?: number; width?: number; gaps?: Record<number, number>; font?: number; size?: number } = {}): Glyph[] {
  const { y = 100, width = 5, gaps = {}, font = 1, size = 10 } = options;
  let x = options.x ?? 0;
  return [...text].map((char, i) => {
    x += (gaps[i] ?? 0) * size;
    const glyph: Glyph = { text: char, x, y, ux: 1, uy: 0, advance: width, emX: size, emY: size, upright: true, font, fontSize: size };
    x += width;
    return glyph;
  });
}

const texts = (glyphs: Glyph[]) => groupGlyphs(glyphs).map((run) => run.text);

describe('groupGlyphs', () => {
  it('joins touching glyphs into one run that spans them', () => {
    const [run] = groupGlyphs(line('table', { x: 20 }));
    expect(run).toMatchObject({ text: 'table', x: 20, width: 25, dir: 'ltr' });
  });

  it('reads a space glyph or a gap of 0.102 to 0.6 em as one space, a wider gap as a new run', () => {
    expect(texts(line('ab cd'))).toEqual(['ab cd']);
    expect(texts(line('abcd', { gaps: { 2: 0.3 } }))).toEqual(['ab cd']);
    expect(texts(line('abcd', { gaps: { 2: 0.05 } }))).toEqual(['abcd']);
    expect(texts(line('abcd', { gaps: { 2: 0.8 } }))).toEqual(['ab', 'cd']);
  });

  it('starts a new run at a new line, a font change or a step back', () => {
    expect(texts([...line('one'), ...line('two', { y: 112 })])).toEqual(['one', 'two']);
    expect(texts([...line('bold'), ...line('face', { x: 20, font: 2 })])).toEqual(['bold', 'face']);
    expect(texts([...line('later', { x: 50 }), ...line('first', { x: 0 })])).toEqual(['later', 'first']);
  });

  it('ends a run where a superscript rises by more than a quarter em', () => {
    expect(texts([...line('x'), ...line('2', { x: 5, y: 96 })])).toEqual(['x', '2']);
    expect(texts([...line('x'), ...line('2', { x: 5, y: 99 })])).toEqual(['x2']);
  });

  it('orders right-to-left text drawn in visual order and marks it', () => {
    // "שלום" drawn from its last letter on the left.
    const [run] = groupGlyphs(line('םולש'));
    expect(run).toMatchObject({ text: 'שלום', dir: 'rtl' });
    // Digits inside Arabic keep their left-to-right order.
    expect(texts(line('2024 ماع'))).toEqual(['عام 2024']);
  });

  it('normalises ligatures and presentation forms, and keeps combining marks on their letter', () => {
    expect(texts(line('\ufb01nal'))).toEqual(['final']);
    const accented = line('e\u0301t');
    accented[1] = { ...accented[1], x: accented[0].x, advance: 0 };
    accented[2] = { ...accented[2], x: accented[0].x + 5 };
    expect(texts(accented)).toEqual(['e\u0301t']);
  });

  it('leaves out glyphs drawn outside the page, and format marks', () => {
    const glyphs = line('inside');
    glyphs.splice(2, 0, { ...glyphs[2], text: '\u200b', advance: 0 });
    expect(groupGlyphs(glyphs, (g) => g.x < 25).map((r) => r.text)).toEqual(['insid']);
  });
});
