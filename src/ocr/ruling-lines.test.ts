import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { eraseRulingLines, findRulingLines } from './ruling-lines.ts';
import { proseImage, tableImage } from '../../test/support/ocr-pages.ts';

const CELLS = [
  ['Terminal', 'Containers', 'Vessels'],
  ['North Quay', '12,480', '41'],
  ['East Basin', '9,315', '33'],
  ['South Pier', '7,062', '27'],
];
const WIDTHS = [300, 260, 200];

describe('findRulingLines', () => {
  it.each([
    { color: '#000000', width: 3 },
    { color: '#999999', width: 1 },
    { color: '#c8c8c8', width: 1 },
    { color: '#8fa8c8', width: 2 },
    { color: '#bbbbbb', width: 6 },
  ])('finds every rule of a grid drawn in $color, $width px wide', async (rule) => {
    const lines = await findRulingLines(tableImage(CELLS, WIDTHS, { ruled: true, rule }));
    expect(lines.horizontal).toHaveLength(CELLS.length + 1);
    expect(lines.vertical).toHaveLength(WIDTHS.length + 1);
  });

  it('finds no rule in text, however long its lines', async () => {
    const lines = await findRulingLines(proseImage(['Quarterly sales by region, as reported by the branch offices in their returns.', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', '==========================================================']));
    expect(lines).toEqual({ horizontal: [], vertical: [] });
  });

  it('finds rules on grey paper, and not the paper itself', async () => {
    const png = tableImage(CELLS, WIDTHS, { ruled: true, rule: { color: '#999999', width: 1 } });
    const image = await loadImage(png);
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    // A yellowed page, darker towards the bottom, as a scanner sees old paper.
    context.globalCompositeOperation = 'multiply';
    const gradient = context.createLinearGradient(0, 0, 0, image.height);
    gradient.addColorStop(0, '#f2ecd8');
    gradient.addColorStop(1, '#c9c2ab');
    context.fillStyle = gradient;
    context.fillRect(0, 0, image.width, image.height);
    const lines = await findRulingLines(canvas.toBuffer('image/png'));
    expect(lines.horizontal).toHaveLength(CELLS.length + 1);
    expect(lines.vertical).toHaveLength(WIDTHS.length + 1);
  });
});

describe('eraseRulingLines', () => {
  it('paints a faint grid over, leaving the text', async () => {
    const png = tableImage(CELLS, WIDTHS, { ruled: true, rule: { color: '#aaaaaa', width: 2 } });
    const erased = await eraseRulingLines(png);
    expect(erased).not.toBeNull();
    expect(await findRulingLines(erased!)).toEqual({ horizontal: [], vertical: [] });
  });

  it('leaves a page without rules alone', async () => {
    expect(await eraseRulingLines(proseImage(['No table here, only a sentence.']))).toBeNull();
  });
});
