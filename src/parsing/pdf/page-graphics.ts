// Reads what a page draws besides text: straight horizontal and vertical strokes (table rulings)
// and the boxes of painted images, all in the top-down page frame used for text.
import { AnnotationMode, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { multiply, type Matrix } from './matrix.ts';

export interface Rule {
  orientation: 'horizontal' | 'vertical';
  /** y of a horizontal rule, x of a vertical one. */
  at: number;
  from: number;
  to: number;
  /** An edge of a filled box (cell shading, a bar) rather than a drawn line or thin bar. */
  boxEdge?: boolean;
}

export interface ImageBox {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** The image's own size in pixels, when the operator says it (repeated draws do not). */
  pixels: { width: number; height: number } | null;
}

export interface PageGraphics {
  rules: Rule[];
  images: ImageBox[];
  /** Midpoints of slanted or curved edges: plotted data, which tables do not have. */
  marks: Array<[number, number]>;
  /** Filled axis-aligned rectangles wider than a rule: cell shading, bars, panels. */
  boxes: Box[];
}

export interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}


// Path codes inside constructPath data (pdf.js DrawOPS).
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

/** Thinner filled rectangles are drawn rules, not boxes. */
const MAX_RULE_THICKNESS = 3;
/** How far off axis a stroke may be and still count as horizontal or vertical. */
const AXIS_TOLERANCE = 0.5;

const PAINTS = new Set<number>([OPS.stroke, OPS.closeStroke, OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const IMAGE_PAINTS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);


function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export async function readPageGraphics(page: PDFPageProxy): Promise<PageGraphics> {
  const operators = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const rules: Rule[] = [];
  const images: ImageBox[] = [];
  const marks: Array<[number, number]> = [];
  const boxes: Box[] = [];
  // Path coordinates are in user space: follow the current transformation matrix, starting at
  // the viewport's, through save/restore, cm and form XObjects.
  let ctm = page.getViewport({ scale: 1 }).transform as Matrix;
  const stack: Matrix[] = [];
  const { fnArray, argsArray } = operators;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    switch (fn) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        ctm = multiply(ctm, args);
        break;
      case OPS.paintFormXObjectBegin:
        stack.push(ctm);
        if (args[0]) ctm = multiply(ctm, args[0] as ArrayLike<number>);
        break;
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.constructPath: {
        const [paint, [data]] = args as [number, [ArrayLike<number> | null]];
        if (data && PAINTS.has(paint)) collectRules(data, ctm, paint === OPS.stroke || paint === OPS.closeStroke, { rules, marks, boxes });
        break;
      }
      default:
        if (IMAGE_PAINTS.has(fn)) images.push(imageBox(ctm, imagePixels(fn, args)));
    }
  }
  return { rules, images, marks, boxes };
}

/** Plotted lines and curves inside a region make it a chart, not a table. */
const MAX_MARKS_IN_TABLE = 8;

export function looksLikeChart(graphics: PageGraphics, box: { x0: number; x1: number; top: number; bottom: number }): boolean {
  let inside = 0;
  for (const [x, y] of graphics.marks) if (x > box.x0 && x < box.x1 && y > box.top && y < box.bottom) inside++;
  return inside > MAX_MARKS_IN_TABLE;
}

function imagePixels(fn: number, args: unknown[]): ImageBox['pixels'] {
  if (fn === OPS.paintImageXObject) {
    const [, width, height] = args as [string, number, number];
    return typeof width === 'number' && typeof height === 'number' ? { width, height } : null;
  }
  if (fn === OPS.paintInlineImageXObject) {
    const data = args[0] as { width?: number; height?: number } | undefined;
    return data?.width && data.height ? { width: data.width, height: data.height } : null;
  }
  return null;
}

function imageBox(ctm: Matrix, pixels: ImageBox['pixels']): ImageBox {
  // Images fill the unit square of their user space.
  const corners = [apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)];
  return {
    x0: Math.min(...corners.map((c) => c[0])),
    x1: Math.max(...corners.map((c) => c[0])),
    top: Math.min(...corners.map((c) => c[1])),
    bottom: Math.max(...corners.map((c) => c[1])),
    pixels,
  };
}

type Drawn = Pick<PageGraphics, 'rules' | 'marks' | 'boxes'>;

function collectRules(data: ArrayLike<number>, ctm: Matrix, stroked: boolean, drawn: Drawn): void {
  const { rules, marks } = drawn;
  let subpath: Array<[number, number]> = [];
  const flush = () => {
    if (stroked) strokeEdges(subpath, rules, marks);
    else filledRule(subpath, drawn);
    subpath = [];
  };
  for (let k = 0; k < data.length; ) {
    const code = data[k++];
    if (code === MOVE_TO) {
      flush();
      subpath.push(apply(ctm, data[k], data[k + 1]));
      k += 2;
    } else if (code === LINE_TO) {
      subpath.push(apply(ctm, data[k], data[k + 1]));
      k += 2;
    } else if (code === CURVE_TO || code === QUADRATIC_CURVE_TO) {
      // Curves are not rulings; break the subpath so no straight edge spans them.
      const end = code === CURVE_TO ? 4 : 2;
      const point = apply(ctm, data[k + end], data[k + end + 1]);
      marks.push(point);
      flush();
      subpath.push(point);
      k += end + 2;
    } else if (code === CLOSE_PATH) {
      if (subpath.length > 1) subpath.push(subpath[0]);
      flush();
    } else {
      break;
    }
  }
  flush();
}

function strokeEdges(points: Array<[number, number]>, rules: Rule[], marks: Array<[number, number]>): void {
  for (let i = 1; i < points.length; i++) {
    const [xa, ya] = points[i - 1];
    const [xb, yb] = points[i];
    if (Math.abs(ya - yb) <= AXIS_TOLERANCE && xa !== xb) {
      rules.push({ orientation: 'horizontal', at: (ya + yb) / 2, from: Math.min(xa, xb), to: Math.max(xa, xb) });
    } else if (Math.abs(xa - xb) <= AXIS_TOLERANCE && ya !== yb) {
      rules.push({ orientation: 'vertical', at: (xa + xb) / 2, from: Math.min(ya, yb), to: Math.max(ya, yb) });
    } else {
      marks.push([(xa + xb) / 2, (ya + yb) / 2]);
    }
  }
}

/** A filled shape counts when it is an axis-aligned rectangle: thin ones are rules, others give their edges (cell shading). */
function filledRule(points: Array<[number, number]>, drawn: Drawn): void {
  const { rules, marks } = drawn;
  if (points.length < 3) return;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const axisAligned = points.every(([x, y]) => (Math.abs(x - x0) <= AXIS_TOLERANCE || Math.abs(x - x1) <= AXIS_TOLERANCE) && (Math.abs(y - y0) <= AXIS_TOLERANCE || Math.abs(y - y1) <= AXIS_TOLERANCE));
  const width = x1 - x0;
  const height = y1 - y0;
  if (!axisAligned) {
    marks.push([(x0 + x1) / 2, (y0 + y1) / 2]);
    return;
  }
  if (height <= MAX_RULE_THICKNESS && width > height) {
    rules.push({ orientation: 'horizontal', at: (y0 + y1) / 2, from: x0, to: x1 });
  } else if (width <= MAX_RULE_THICKNESS && height > width) {
    rules.push({ orientation: 'vertical', at: (x0 + x1) / 2, from: y0, to: y1 });
  } else {
    drawn.boxes.push({ x0, x1, top: y0, bottom: y1 });
    rules.push(
      { orientation: 'horizontal', at: y0, from: x0, to: x1, boxEdge: true },
      { orientation: 'horizontal', at: y1, from: x0, to: x1, boxEdge: true },
      { orientation: 'vertical', at: x0, from: y0, to: y1, boxEdge: true },
      { orientation: 'vertical', at: x1, from: y0, to: y1, boxEdge: true },
    );
  }
}
