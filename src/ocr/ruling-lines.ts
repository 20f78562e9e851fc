// Finds the ruling lines of drawn table grids in a page image: long, thin runs of ink. Table rules
// are often thin and grey (0.5 pt #999 at 150 dpi is a line of pale grey pixels once the page is
// resampled), so ink is told from paper by comparing each pixel with the paper around it
// (adaptive thresholding), not by one fixed grey level.

import { type Canvas, createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';

/** A horizontal (y0 ≈ y1) or vertical (x0 ≈ x1) line, in image pixels. */
export interface RulingLine {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface RulingLines {
  horizontal: RulingLine[];
  vertical: RulingLine[];
}

/** Ink is at least this much darker than the paper around it, as a share of the paper's brightness. */
const MIN_CONTRAST = 0.08;
/** Pixels: the paper's brightness is the brightest pixel within 1-2 blocks of this size. */
const BACKGROUND_BLOCK = 16;
/** Pixels: about 0.4 inch at 200 dpi, longer than the strokes of all but display type. */
const MIN_RULE_LENGTH = 80;

/**
 * Lines at least `minLength` pixels long (default: 1/12 of the page's smaller side and at least
 * MIN_RULE_LENGTH, far longer than a letter's stroke). Rows or columns of pixels next to each other
 * with overlapping runs are one thick line; a gap of up to 2 pixels in a run (scan noise) is bridged.
 */
export async function findRulingLines(png: Buffer, options: { minLength?: number } = {}): Promise<RulingLines> {
  const page = await decodePage(png);
  return rulingLinesOf(page, options.minLength);
}

/**
 * The image with its ruling lines painted white, or null when it has none. Tesseract's page layout
 * takes a drawn grid for a picture and drops the text inside its cells; without the rules it reads
 * the cells as text, and vertical rules stop turning into "|" characters.
 */
export async function eraseRulingLines(png: Buffer): Promise<Buffer | null> {
  const page = await decodePage(png);
  const lines = rulingLinesOf(page);
  // Every vertical rule (far taller than any glyph, and read as "|" or "l" when left in), and the
  // horizontal rules that meet one (boxes, grids): a lone underline does not upset the layout, and
  // a long horizontal run through the touching letters of a heading must not be painted over.
  const vertical = lines.vertical;
  const horizontal = lines.horizontal.filter((line) => vertical.some((other) => crosses(line, other, 3)));
  if (horizontal.length === 0 && vertical.length === 0) return null;
  const { context } = page;
  context.fillStyle = '#fff';
  // Rules are a few pixels thick and antialiased: clear a margin around the centre line.
  for (const line of horizontal) context.fillRect(line.x0 - 2, line.y0 - line.thickness / 2 - 2, line.x1 - line.x0 + 5, line.thickness + 4);
  for (const line of vertical) context.fillRect(line.x0 - line.thickness / 2 - 2, line.y0 - 2, line.thickness + 4, line.y1 - line.y0 + 5);
  return page.canvas.toBuffer('image/png');
}

interface ThickLine extends RulingLine {
  thickness: number;
}

/** Whether the rules meet, allowing `slack` pixels between their ends. */
export function crosses(horizontal: RulingLine, vertical: RulingLine, slack: number): boolean {
  return (
    vertical.x0 >= horizontal.x0 - slack &&
    vertical.x0 <= horizontal.x1 + slack &&
    horizontal.y0 >= vertical.y0 - slack &&
    horizontal.y0 <= vertical.y1 + slack
  );
}

interface DecodedPage {
  canvas: Canvas;
  context: SKRSContext2D;
  width: number;
  height: number;
  /** 1 where the pixel is ink, row by row. */
  dark: Uint8Array;
}

async function decodePage(png: Buffer): Promise<DecodedPage> {
  const image = await loadImage(png);
  const { width, height } = image;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, width, height);
  const luminance = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < luminance.length; i += 1, p += 4) luminance[i] = (data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114) / 1000;
  return { canvas, context, width, height, dark: inkMask(luminance, width, height) };
}

/**
 * 1 where a pixel is darker than the paper around it by MIN_CONTRAST. The paper's brightness near
 * a pixel is the brightest pixel of its block and the eight blocks around it: wide enough that a
 * block inside a rule or a glyph still sees paper, narrow enough to follow uneven scans.
 */
function inkMask(luminance: Uint8Array, width: number, height: number): Uint8Array {
  const columns = Math.ceil(width / BACKGROUND_BLOCK);
  const rows = Math.ceil(height / BACKGROUND_BLOCK);
  const blockMax = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const blockRow = Math.floor(y / BACKGROUND_BLOCK) * columns;
    for (let x = 0; x < width; x += 1) {
      const block = blockRow + Math.floor(x / BACKGROUND_BLOCK);
      if (luminance[y * width + x] > blockMax[block]) blockMax[block] = luminance[y * width + x];
    }
  }
  const threshold = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let paper = 0;
      for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1) {
        for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c += 1) paper = Math.max(paper, blockMax[r * columns + c]);
      }
      threshold[row * columns + column] = paper * (1 - MIN_CONTRAST);
    }
  }
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const blockRow = Math.floor(y / BACKGROUND_BLOCK) * columns;
    for (let x = 0; x < width; x += 1) {
      ink[y * width + x] = luminance[y * width + x] < threshold[blockRow + Math.floor(x / BACKGROUND_BLOCK)] ? 1 : 0;
    }
  }
  return ink;
}

function rulingLinesOf({ width, height, dark }: DecodedPage, minLength = Math.max(MIN_RULE_LENGTH, Math.round(Math.min(width, height) / 12))): { horizontal: ThickLine[]; vertical: ThickLine[] } {
  const transposed = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) transposed[x * height + y] = dark[y * width + x];
  const horizontal = mergeAdjacent(scanRuns(dark, width, height, minLength));
  const vertical = mergeAdjacent(scanRuns(transposed, height, width, minLength));
  return {
    horizontal: horizontal.map((run) => ({ x0: run.start, x1: run.end, y0: run.across, y1: run.across, thickness: run.last - run.first + 1 })),
    vertical: vertical.map((run) => ({ x0: run.across, x1: run.across, y0: run.start, y1: run.end, thickness: run.last - run.first + 1 })),
  };
}

interface Run {
  /** Mean position across the line (its centre when thick). */
  across: number;
  first: number;
  last: number;
  start: number;
  end: number;
}

/** Runs along each of `count` rows of `length` pixels stored one after another in `pixels`. */
function scanRuns(pixels: Uint8Array, length: number, count: number, minLength: number): Run[] {
  const runs: Run[] = [];
  for (let across = 0; across < count; across += 1) {
    const base = across * length;
    let start = -1;
    let lastDark = -1;
    for (let along = 0; along <= length; along += 1) {
      if (along < length && pixels[base + along] === 1) {
        if (start < 0) start = along;
        lastDark = along;
      } else if (start >= 0 && (along === length || along - lastDark > 2)) {
        if (lastDark - start + 1 >= minLength) runs.push({ across, first: across, last: across, start, end: lastDark });
        start = -1;
      }
    }
  }
  return runs;
}

function mergeAdjacent(runs: Run[]): Run[] {
  const merged: Run[] = [];
  // Lines still growing: those that had a run on the previous row.
  let open: Run[] = [];
  let openRow = -1;
  let next: Run[] = [];
  for (const run of runs) {
    if (run.first !== openRow) {
      open = run.first === openRow + 1 ? next : [];
      next = [];
      openRow = run.first;
    }
    const line = open.find((candidate) => run.start <= candidate.end && run.end >= candidate.start);
    if (line) {
      const rowsSoFar = line.last - line.first + 1;
      line.across = (line.across * rowsSoFar + run.across) / (rowsSoFar + 1);
      line.last = run.first;
      line.start = Math.min(line.start, run.start);
      line.end = Math.max(line.end, run.end);
      next.push(line);
    } else {
      const fresh = { ...run };
      merged.push(fresh);
      next.push(fresh);
    }
  }
  return merged.map((line) => ({ ...line, across: Math.round(line.across) }));
}
