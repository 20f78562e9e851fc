// Reads what a page draws besides text: straight horizontal and vertical strokes (table rulings)
// and the boxes of painted images, all in the top-down page frame used for text.
import { multiply, type Matrix } from './matrix.ts';
import type { Pdfium } from './pdfium.ts';

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


// PDFium's page object and path segment types (fpdf_edit.h).
const OBJECT_PATH = 2;
const OBJECT_IMAGE = 3;
const OBJECT_FORM = 5;
const SEGMENT_LINETO = 0;
const SEGMENT_BEZIERTO = 1;
const SEGMENT_MOVETO = 2;

/** Thinner filled rectangles are drawn rules, not boxes. */
const MAX_RULE_THICKNESS = 3;
/** How far off axis a stroke may be and still count as horizontal or vertical. */
const AXIS_TOLERANCE = 0.5;

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/**
 * Reads a page loaded by PDFium. `viewport` maps the page's user space to the top-down frame of
 * its text (pdf.js's viewport at scale 1, which applies the crop box and /Rotate).
 */
export function readPageGraphics(pdfium: Pdfium, page: number, viewport: Matrix): PageGraphics {
  const { api } = pdfium;
  const drawn: PageGraphics = { rules: [], images: [], marks: [], boxes: [] };
  // Objects inside a form XObject are in the form's space: its matrix carries them to its parent's.
  const walk = (count: number, objectAt: (index: number) => number, outer: Matrix) => {
    for (let i = 0; i < count; i++) {
      const object = objectAt(i);
      const type = api.FPDFPageObj_GetType(object);
      if (type === OBJECT_PATH) {
        const paint = pathPaint(pdfium, object);
        if (paint) collectRules(pdfium, object, multiply(outer, objectMatrix(pdfium, object)), paint === 'stroke', drawn);
      } else if (type === OBJECT_IMAGE) {
        drawn.images.push(imageBox(multiply(outer, objectMatrix(pdfium, object)), imagePixels(pdfium, object)));
      } else if (type === OBJECT_FORM) {
        const form = multiply(outer, objectMatrix(pdfium, object));
        walk(api.FPDFFormObj_CountObjects(object), (k) => api.FPDFFormObj_GetObject(object, k), form);
      }
    }
  };
  walk(api.FPDFPage_CountObjects(page), (k) => api.FPDFPage_GetObject(page, k), viewport);
  return drawn;
}

function objectMatrix({ api, scratch, heap }: Pdfium, object: number): Matrix {
  if (!api.FPDFPageObj_GetMatrix(object, scratch)) return [1, 0, 0, 1, 0, 0];
  const f = heap().HEAPF32;
  const at = scratch >> 2;
  return [f[at], f[at + 1], f[at + 2], f[at + 3], f[at + 4], f[at + 5]];
}

/** A path that is only stroked gives its edges; a filled one (stroked or not) may be a thin bar or a box; an unpainted one nothing. */
function pathPaint({ api, scratch, heap }: Pdfium, path: number): 'stroke' | 'fill' | null {
  if (!api.FPDFPath_GetDrawMode(path, scratch, scratch + 4)) return null;
  const ints = heap().HEAP32;
  const filled = ints[scratch >> 2] !== 0;
  if (filled) return 'fill';
  return ints[(scratch >> 2) + 1] !== 0 ? 'stroke' : null;
}

function imagePixels({ api, scratch, heap }: Pdfium, image: number): ImageBox['pixels'] {
  if (!api.FPDFImageObj_GetImagePixelSize(image, scratch, scratch + 4)) return null;
  const ints = heap().HEAPU32;
  const width = ints[scratch >> 2];
  const height = ints[(scratch >> 2) + 1];
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Plotted lines and curves inside a region make it a chart, not a table. */
const MAX_MARKS_IN_TABLE = 8;

export function looksLikeChart(graphics: PageGraphics, box: { x0: number; x1: number; top: number; bottom: number }): boolean {
  let inside = 0;
  for (const [x, y] of graphics.marks) if (x > box.x0 && x < box.x1 && y > box.top && y < box.bottom) inside++;
  return inside > MAX_MARKS_IN_TABLE;
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

/** Breaks a path into subpaths of straight edges; the end of each curve is a mark of plotted data. */
function collectRules({ api, scratch, heap }: Pdfium, path: number, m: Matrix, stroked: boolean, drawn: Drawn): void {
  const { rules, marks } = drawn;
  let subpath: Array<[number, number]> = [];
  const flush = () => {
    if (stroked) strokeEdges(subpath, rules, marks);
    else filledRule(subpath, drawn);
    subpath = [];
  };
  const pointOf = (segment: number): [number, number] => {
    api.FPDFPathSegment_GetPoint(segment, scratch, scratch + 4);
    const f = heap().HEAPF32;
    return apply(m, f[scratch >> 2], f[(scratch >> 2) + 1]);
  };
  const count = api.FPDFPath_CountSegments(path);
  for (let k = 0; k < count; k++) {
    let segment = api.FPDFPath_GetPathSegment(path, k);
    const type = api.FPDFPathSegment_GetType(segment);
    if (type === SEGMENT_MOVETO) {
      flush();
      subpath.push(pointOf(segment));
    } else if (type === SEGMENT_LINETO) {
      subpath.push(pointOf(segment));
    } else if (type === SEGMENT_BEZIERTO) {
      // A curve is three segments: two control points, then its end. Curves are not rulings;
      // break the subpath so no straight edge spans them.
      k += 2;
      segment = api.FPDFPath_GetPathSegment(path, k);
      const end = pointOf(segment);
      marks.push(end);
      flush();
      subpath.push(end);
    } else {
      break;
    }
    if (api.FPDFPathSegment_GetClose(segment)) {
      const [x, y] = subpath[0];
      const last = subpath[subpath.length - 1];
      if (subpath.length > 1 && (last[0] !== x || last[1] !== y)) subpath.push(subpath[0]);
      flush();
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
