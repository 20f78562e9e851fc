// Reading order for multi-column pages. A column gutter is an x-range that (almost) no block
// crosses while prose lines stand on both sides of it; the page is then cut into bands at the
// blocks that do cross it (titles, full-width figures and tables), and each band is read left
// column first. Gutters are looked for again inside each column, so three columns work too.

export interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/** Smallest share of the region's width each side of a gutter must have. */
const MIN_COLUMN_SHARE = 0.25;
/** Prose fills its column: the median line spans at least this share of the column. */
const MIN_PROSE_FILL = 0.45;
const MIN_LINES_PER_COLUMN = 3;
/** Narrower white strips are gaps between words or cells, not gutters. */
const MIN_GUTTER_WIDTH = 4;

/** Splits boxes into flows, each read top to bottom, in reading order. */
export function orderInFlows<T extends Box>(boxes: T[]): T[][] {
  const gutter = findGutter(boxes);
  if (!gutter) return columnBands(boxes) ?? (boxes.length > 0 ? [[...boxes].sort((a, b) => a.top - b.top || a.x0 - b.x0)] : []);
  const flows: T[][] = [];
  let left: T[] = [];
  let right: T[] = [];
  let spanning: T[] = [];
  const flushColumns = () => {
    flows.push(...orderInFlows(left), ...orderInFlows(right));
    left = [];
    right = [];
  };
  const crossing = boxes.filter((box) => sideOf(box, gutter) === 'both');
  for (const box of [...boxes].sort((a, b) => a.top - b.top || a.x0 - b.x0)) {
    // Whatever stands beside a spanning block (a running header's right half) reads with it.
    const side = crossing.some((c) => sharesRow(c, box)) ? 'both' : sideOf(box, gutter);
    if (side === 'both') {
      if (left.length > 0 || right.length > 0) flushColumns();
      spanning.push(box);
      continue;
    }
    if (spanning.length > 0) {
      flows.push(spanning);
      spanning = [];
    }
    (side === 'left' ? left : right).push(box);
  }
  flushColumns();
  if (spanning.length > 0) flows.push(spanning);
  return flows;
}

/**
 * A page whose columns are interrupted by many full-width blocks (an introduction above, a wide
 * table below, titles between) has no gutter from top to bottom. Cut at the blocks that cross
 * the best candidate gutter, each stretch between them is read in two columns when it holds
 * two columns of prose, and row by row otherwise. Null when no stretch holds two columns.
 */
function columnBands<T extends Box>(boxes: T[]): T[][] | null {
  // The gutter is looked for between lines of prose; short blocks (cells, labels) fill the
  // region's middle as much as the gutter's sides.
  const minX = Math.min(...boxes.map((b) => b.x0));
  const maxX = Math.max(...boxes.map((b) => b.x1));
  const gutter = candidateGutter(boxes.filter((b) => b.x1 - b.x0 >= MIN_COLUMN_SHARE * (maxX - minX)));
  if (!gutter) return null;
  const crossing = boxes.filter((box) => sideOf(box, gutter) === 'both');
  const bands: Array<{ boxes: T[]; spanning: boolean }> = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top || a.x0 - b.x0)) {
    const spanning = crossing.some((c) => sharesRow(c, box));
    const last = bands.at(-1);
    if (last && last.spanning === spanning) last.boxes.push(box);
    else bands.push({ boxes: [box], spanning });
  }
  // Everything but two-column stretches reads as one flow, so a table cut into bands by the
  // gutter stays whole.
  const flows: T[][] = [];
  let across: T[] = [];
  let split = false;
  for (const band of bands) {
    const left = band.boxes.filter((box) => sideOf(box, gutter) === 'left');
    const right = band.boxes.filter((box) => sideOf(box, gutter) === 'right');
    if (band.spanning || !isProseColumns(left, right, gutter, maxX - minX)) {
      across.push(...band.boxes);
      continue;
    }
    // The columns run where both sides have lines of prose. Above that, the lines end the
    // full-width paragraph before; below it, they start what follows (a table, a caption).
    const prose = (side: Box[]) => side.filter((box) => box.x1 - box.x0 >= MIN_COLUMN_SHARE * (maxX - minX));
    const [leftProse, rightProse] = [prose(left), prose(right)];
    const top = Math.max(Math.min(...leftProse.map((b) => b.top)), Math.min(...rightProse.map((b) => b.top)));
    const bottom = Math.min(Math.max(...leftProse.map((b) => b.bottom)), Math.max(...rightProse.map((b) => b.bottom)));
    const within = (box: Box) => box.bottom > top && box.top < bottom;
    across.push(...band.boxes.filter((box) => box.bottom <= top));
    if (across.length > 0) flows.push(across);
    flows.push(...orderInFlows(left.filter(within)), ...orderInFlows(right.filter(within)));
    across = band.boxes.filter((box) => box.top >= bottom && box.bottom > top);
    split = true;
  }
  if (across.length > 0) flows.push(across);
  return split ? flows : null;
}

/** Both sides hold lines of prose: at least a few, wide for the region, filling their column. */
function isProseColumns(left: Box[], right: Box[], gutter: Gutter, regionWidth: number): boolean {
  if (left.length < MIN_LINES_PER_COLUMN || right.length < MIN_LINES_PER_COLUMN) return false;
  const wide = (boxes: Box[]) => median(boxes.map((b) => b.x1 - b.x0)) >= MIN_COLUMN_SHARE * regionWidth;
  const minX = Math.min(...left.map((b) => b.x0));
  const maxX = Math.max(...right.map((b) => b.x1));
  return wide(left) && wide(right) && fills(left, gutter.x0 - minX) && fills(right, maxX - gutter.x1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

interface Gutter {
  x0: number;
  x1: number;
}

function sideOf(box: Box, gutter: Gutter): 'left' | 'right' | 'both' {
  const slack = 1;
  if (box.x1 <= gutter.x0 + slack) return 'left';
  if (box.x0 >= gutter.x1 - slack) return 'right';
  return 'both';
}

function sharesRow(a: Box, b: Box): boolean {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return overlap > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
}

function findGutter(boxes: Box[]): Gutter | null {
  const best = candidateGutter(boxes);
  if (!best) return null;
  const minX = Math.min(...boxes.map((b) => b.x0));
  const maxX = Math.max(...boxes.map((b) => b.x1));
  return isColumnGutter(boxes, best, minX, maxX) ? best : null;
}

/** The widest x-range of least coverage in the middle of the region, when it is wide enough. */
function candidateGutter(boxes: Box[]): Gutter | null {
  if (boxes.length < 2 * MIN_LINES_PER_COLUMN) return null;
  const minX = Math.min(...boxes.map((b) => b.x0));
  const maxX = Math.max(...boxes.map((b) => b.x1));
  const width = maxX - minX;
  if (width <= 0) return null;
  const origin = Math.floor(minX);
  const coverage = new Int32Array(Math.ceil(maxX) - origin + 2);
  for (const box of boxes) {
    coverage[Math.floor(box.x0) - origin] += 1;
    coverage[Math.ceil(box.x1) - origin] -= 1;
  }
  for (let i = 1; i < coverage.length; i++) coverage[i] += coverage[i - 1];

  const from = Math.floor(minX + MIN_COLUMN_SHARE * width) - origin;
  const to = Math.ceil(maxX - MIN_COLUMN_SHARE * width) - origin;
  if (to <= from) return null;
  let least = Infinity;
  for (let i = from; i <= to; i++) least = Math.min(least, coverage[i]);
  // Candidate gutters: the widest run of least coverage inside the central zone.
  let best: Gutter | null = null;
  for (let i = from; i <= to; i++) {
    if (coverage[i] !== least) continue;
    let j = i;
    while (j + 1 < coverage.length && coverage[j + 1] === least) j++;
    let k = i;
    while (k - 1 >= 0 && coverage[k - 1] === least) k--;
    if (!best || j - k > best.x1 - best.x0) best = { x0: k + origin, x1: j + origin };
    i = j;
  }
  if (!best || best.x1 - best.x0 < MIN_GUTTER_WIDTH) return null;
  return best;
}

function isColumnGutter(boxes: Box[], gutter: Gutter, minX: number, maxX: number): boolean {
  const left: Box[] = [];
  const right: Box[] = [];
  let crossing = 0;
  for (const box of boxes) {
    const side = sideOf(box, gutter);
    if (side === 'left') left.push(box);
    else if (side === 'right') right.push(box);
    else crossing++;
  }
  if (left.length < MIN_LINES_PER_COLUMN || right.length < MIN_LINES_PER_COLUMN) return false;
  if (crossing > 0.25 * Math.min(left.length, right.length)) return false;
  const leftWidth = gutter.x0 - minX;
  const rightWidth = maxX - gutter.x1;
  const width = maxX - minX;
  if (leftWidth < MIN_COLUMN_SHARE * width || rightWidth < MIN_COLUMN_SHARE * width) return false;
  return fills(left, leftWidth) && fills(right, rightWidth);
}

function fills(boxes: Box[], columnWidth: number): boolean {
  const widths = boxes.map((b) => b.x1 - b.x0).sort((a, b) => a - b);
  return widths[widths.length >> 1] >= MIN_PROSE_FILL * columnWidth;
}
