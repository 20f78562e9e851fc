// Page images for the OCR tests, drawn like a 200-dpi scan of 11-point type (black on white).

import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', 'Test Serif');

const FONT = '30px "Test Serif"';
const MARGIN = 80;
const LINE_HEIGHT = 48;

function page(width: number, height: number, draw: (context: SKRSContext2D) => void): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000';
  context.strokeStyle = '#000';
  context.font = FONT;
  context.textBaseline = 'alphabetic';
  draw(context);
  return canvas.toBuffer('image/png');
}

/** Lines of prose, left-aligned, one under the other. */
export function proseImage(lines: string[]): Buffer {
  return page(1400, MARGIN * 2 + lines.length * LINE_HEIGHT, (context) => {
    lines.forEach((line, index) => context.fillText(line, MARGIN, MARGIN + (index + 1) * LINE_HEIGHT - 12));
  });
}

/**
 * A table of `cells` (first row the header; "\n" breaks a cell's text into lines) with columns
 * `columnWidths` pixels wide, optionally ruled with a full grid (black, 3 pixels wide unless `rule`
 * says otherwise); prose lines may sit above it.
 */
export function tableImage(
  cells: string[][],
  columnWidths: number[],
  options: { ruled: boolean; rule?: { color: string; width: number }; prose?: string[] },
): Buffer {
  const prose = options.prose ?? [];
  const rowHeights = cells.map((row) => 20 + 40 * Math.max(...row.map((cell) => cell.split('\n').length)));
  const top = MARGIN + prose.length * LINE_HEIGHT + (prose.length > 0 ? 40 : 0);
  const rowTops = rowHeights.map((_, index) => top + rowHeights.slice(0, index).reduce((sum, height) => sum + height, 0));
  const bottom = top + rowHeights.reduce((sum, height) => sum + height, 0);
  const tableWidth = columnWidths.reduce((sum, width) => sum + width, 0);
  return page(MARGIN * 2 + Math.max(tableWidth, 1200), bottom + MARGIN, (context) => {
    prose.forEach((line, index) => context.fillText(line, MARGIN, MARGIN + (index + 1) * LINE_HEIGHT - 12));
    cells.forEach((row, rowIndex) => {
      let x = MARGIN;
      row.forEach((cell, columnIndex) => {
        cell.split('\n').forEach((line, lineIndex) => context.fillText(line, x + 14, rowTops[rowIndex] + 42 + lineIndex * 40));
        x += columnWidths[columnIndex];
      });
    });
    if (!options.ruled) return;
    context.lineWidth = options.rule?.width ?? 3;
    context.strokeStyle = options.rule?.color ?? '#000';
    for (const y of [...rowTops, bottom]) {
      context.beginPath();
      context.moveTo(MARGIN, y);
      context.lineTo(MARGIN + tableWidth, y);
      context.stroke();
    }
    let x = MARGIN;
    for (let columnIndex = 0; columnIndex <= columnWidths.length; columnIndex += 1) {
      context.beginPath();
      context.moveTo(x, top);
      context.lineTo(x, bottom);
      context.stroke();
      x += columnWidths[columnIndex] ?? 0;
    }
  });
}
