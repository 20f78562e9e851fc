// Tables drawn with rulings: merge collinear rules, group rules that touch into networks, cut
// each network into the grid of its row and column lines, merge grid cells where a separating
// line is missing (spanning cells), and fill the cells with the text that falls inside them.
import type { DetectedTable } from './detected-table.ts';
import { cellText, withoutEmptyLines } from './detected-table.ts';
import { splitAtEdges } from './fragment-split.ts';
import { looksLikeChart } from './page-graphics.ts';
import type { PageGraphics, Rule } from './page-graphics.ts';
import type { PageText, RotatedText, TextFragment } from './text-fragments.ts';
import { groupByBaseline } from './text-segments.ts';

/** Rules closer than this (points) are the same line; ends closer than this touch. */
const SNAP = 2;
const MIN_RULE_LENGTH = 2;

export interface RuledTablesResult {
  tables: DetectedTable[];
  /** Text that belongs to a table, to be left out of the page's running text. */
  used: Set<TextFragment | RotatedText>;
}

export function findRuledTables(page: number, graphics: PageGraphics, content: Pick<PageText, 'fragments' | 'otherText'>): RuledTablesResult {
  const tables: DetectedTable[] = [];
  const used = new Set<TextFragment | RotatedText>();
  // Drawn lines first. Edges of filled boxes (cell shading, often inset from the borders and cut
  // per text line) would add rows and columns the table does not have; they make the grid only
  // where no lines do: tables drawn as shaded cells with white gaps between them.
  const lines = graphics.rules.filter((r) => !r.boxEdge);
  for (const rules of [lines, graphics.rules]) {
    const horizontal = mergeCollinear(rules.filter((r) => r.orientation === 'horizontal'));
    const vertical = mergeCollinear(rules.filter((r) => r.orientation === 'vertical'));
    for (const network of touchingNetworks(horizontal, vertical)) {
      const area = extent(network);
      if (tables.some((t) => overlaps(t, area))) continue;
      if (rules !== lines && holdsNestedBoxes(graphics, area)) continue;
      if (barsAcrossLines(graphics, area)) continue;
      const table = gridTable(page, network.horizontal, network.vertical, content, used);
      if (table && !looksLikeChart(graphics, table)) tables.push(table);
    }
  }
  return { tables, used };
}

interface Extent {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

function extent(network: { horizontal: Rule[]; vertical: Rule[] }): Extent {
  const { horizontal, vertical } = network;
  return {
    x0: Math.min(...horizontal.map((r) => r.from), ...vertical.map((r) => r.at)),
    x1: Math.max(...horizontal.map((r) => r.to), ...vertical.map((r) => r.at)),
    top: Math.min(...vertical.map((r) => r.from), ...horizontal.map((r) => r.at)),
    bottom: Math.max(...vertical.map((r) => r.to), ...horizontal.map((r) => r.at)),
  };
}

/**
 * Shaded cells tile a table side by side; a box standing well inside another (a callout in a
 * panel, bars on a plot area) makes a figure.
 */
function holdsNestedBoxes(graphics: PageGraphics, area: Extent): boolean {
  const boxes = graphics.boxes.filter((b) => b.x0 >= area.x0 - SNAP && b.x1 <= area.x1 + SNAP && b.top >= area.top - SNAP && b.bottom <= area.bottom + SNAP);
  const within = (inner: Extent, outer: Extent) =>
    inner.x0 > outer.x0 + SNAP && inner.x1 < outer.x1 - SNAP && inner.top > outer.top + SNAP && inner.bottom < outer.bottom - SNAP;
  return boxes.some((inner) => boxes.some((outer) => outer !== inner && within(inner, outer)));
}

/**
 * Gridlines of a bar chart run through its bars, and bars end anywhere. A table's shading ends
 * at its column lines (a zebra row may have column lines drawn over it, but it ends at lines).
 */
function barsAcrossLines(graphics: PageGraphics, area: Extent): boolean {
  const vertical = graphics.rules.filter((r) => r.orientation === 'vertical' && !r.boxEdge && r.at >= area.x0 - SNAP && r.at <= area.x1 + SNAP);
  const onLine = (x: number) => vertical.some((v) => Math.abs(v.at - x) <= SNAP);
  return graphics.boxes.some((box) => {
    if (box.x0 < area.x0 - SNAP || box.x1 > area.x1 + SNAP || box.top < area.top - SNAP || box.bottom > area.bottom + SNAP) return false;
    const middle = (box.top + box.bottom) / 2;
    const crossed = vertical.some((v) => v.at > box.x0 + SNAP && v.at < box.x1 - SNAP && v.from <= middle && v.to >= middle);
    return crossed && (!onLine(box.x0) || !onLine(box.x1));
  });
}

function overlaps(a: Extent, b: Extent): boolean {
  return a.x0 < b.x1 - SNAP && b.x0 < a.x1 - SNAP && a.top < b.bottom - SNAP && b.top < a.bottom - SNAP;
}

function mergeCollinear(rules: Rule[]): Rule[] {
  const sorted = rules.filter((r) => r.to - r.from >= MIN_RULE_LENGTH).sort((a, b) => a.at - b.at || a.from - b.from);
  const lanes: Rule[][] = [];
  for (const rule of sorted) {
    const lane = lanes.at(-1);
    if (lane && rule.at - lane[0].at <= SNAP) lane.push(rule);
    else lanes.push([rule]);
  }
  const merged: Rule[] = [];
  for (const lane of lanes) {
    lane.sort((a, b) => a.from - b.from);
    let current = { ...lane[0] };
    for (const rule of lane.slice(1)) {
      if (rule.from <= current.to + SNAP) current.to = Math.max(current.to, rule.to);
      else {
        merged.push(current);
        current = { ...rule };
      }
    }
    merged.push(current);
  }
  return merged;
}

function touches(h: Rule, v: Rule): boolean {
  return v.at >= h.from - SNAP && v.at <= h.to + SNAP && h.at >= v.from - SNAP && h.at <= v.to + SNAP;
}

function touchingNetworks(horizontal: Rule[], vertical: Rule[]): Array<{ horizontal: Rule[]; vertical: Rule[] }> {
  const parent = Array.from({ length: horizontal.length + vertical.length }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  horizontal.forEach((h, i) =>
    vertical.forEach((v, j) => {
      if (touches(h, v)) parent[find(i)] = find(horizontal.length + j);
    }),
  );
  const groups = new Map<number, { horizontal: Rule[]; vertical: Rule[] }>();
  const groupOf = (i: number) => {
    const root = find(i);
    let group = groups.get(root);
    if (!group) groups.set(root, (group = { horizontal: [], vertical: [] }));
    return group;
  };
  horizontal.forEach((h, i) => groupOf(i).horizontal.push(h));
  vertical.forEach((v, j) => groupOf(horizontal.length + j).vertical.push(v));
  // One rule across at least two of the other direction can be a grid: the outer edges come from
  // the ends of the crossing rules (a two-column table without a frame).
  return [...groups.values()].filter(
    (g) => g.horizontal.length + g.vertical.length >= 3 && g.horizontal.length >= 1 && g.vertical.length >= 1,
  );
}

/** Distinct positions of a set of rules, nearby ones snapped together. */
function positions(rules: Rule[]): number[] {
  const values = rules.map((r) => r.at).sort((a, b) => a - b);
  const out: number[] = [];
  for (const value of values) if (out.length === 0 || value - out.at(-1)! > SNAP) out.push(value);
  return out;
}

/** Share of [from, to] that rules at `at` cover. */
function coverage(rules: Rule[], at: number, from: number, to: number): number {
  let covered = 0;
  for (const r of rules) if (Math.abs(r.at - at) <= SNAP) covered += Math.max(0, Math.min(r.to, to) - Math.max(r.from, from));
  return to > from ? covered / (to - from) : 0;
}

/**
 * Grid lines: rule positions that run along a fair share of the table. Shorter ones are
 * decoration (the inner frame of a bevelled header cell) or separate only a few cells, and
 * would otherwise cut columns that the rest of the table does not have.
 */
const MIN_LINE_SHARE = 0.3;

function gridLines(rules: Rule[], from: number, to: number): number[] {
  return positions(rules).filter((at) => coverage(rules, at, from, to) >= MIN_LINE_SHARE);
}

/**
 * Tables often leave out their outer verticals (or outer horizontals): the rules of the other
 * direction running past the last line then mark the missing edge.
 */
function withOuterEdges(lines: number[], crossing: Rule[]): number[] {
  if (lines.length === 0) return lines;
  const from = Math.min(...crossing.map((r) => r.from));
  const to = Math.max(...crossing.map((r) => r.to));
  return [...(from < lines[0] - SNAP ? [from] : []), ...lines, ...(to > lines.at(-1)! + SNAP ? [to] : [])];
}

function covered(rules: Rule[], at: number, point: number): boolean {
  return rules.some((r) => Math.abs(r.at - at) <= SNAP && r.from - SNAP <= point && point <= r.to + SNAP);
}

function indexIn(edges: number[], value: number): number {
  for (let i = 0; i + 1 < edges.length; i++) if (value >= edges[i] && value < edges[i + 1]) return i;
  return -1;
}

function gridTable(
  page: number,
  horizontal: Rule[],
  vertical: Rule[],
  content: Pick<PageText, 'fragments' | 'otherText'>,
  used: Set<TextFragment | RotatedText>,
): DetectedTable | null {
  const allYs = withOuterEdges(positions(horizontal), vertical);
  const allXs = withOuterEdges(positions(vertical), horizontal);
  if (allYs.length < 2 || allXs.length < 2) return null;
  const ys = withOuterEdges(gridLines(horizontal, allXs[0], allXs.at(-1)!), vertical);
  const xs = withOuterEdges(gridLines(vertical, allYs[0], allYs.at(-1)!), horizontal);
  if (ys.length < 2 || xs.length < 2) return null;
  const rows = ys.length - 1;
  const columns = xs.length - 1;

  // Grid cells joined where the line between them is missing; each group is anchored at its top-left cell.
  const anchor = Array.from({ length: rows * columns }, (_, i) => i);
  const find = (i: number): number => {
    while (anchor[i] !== i) i = anchor[i] = anchor[anchor[i]];
    return i;
  };
  const join = (a: number, b: number) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) anchor[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let r = 0; r < rows; r++) {
    const middleY = (ys[r] + ys[r + 1]) / 2;
    for (let c = 0; c < columns; c++) {
      const middleX = (xs[c] + xs[c + 1]) / 2;
      if (c + 1 < columns && !covered(vertical, xs[c + 1], middleY)) join(r * columns + c, r * columns + c + 1);
      if (r + 1 < rows && !covered(horizontal, ys[r + 1], middleX)) join(r * columns + c, (r + 1) * columns + c);
    }
  }

  const inCell = new Map<number, TextFragment[]>();
  const inside: Array<TextFragment | RotatedText> = [];
  for (const fragment of content.fragments) {
    const r = indexIn(ys, fragment.y - 0.3 * fragment.size);
    if (r < 0 || indexIn(xs, (fragment.x0 + fragment.x1) / 2) < 0) continue;
    // Cut only at rules drawn across this row: a spanning cell's text runs over the missing ones.
    const middleY = (ys[r] + ys[r + 1]) / 2;
    const rulesHere = xs.slice(1, -1).filter((x) => covered(vertical, x, middleY));
    for (const piece of splitAtEdges(fragment, rulesHere)) {
      const c = indexIn(xs, (piece.x0 + piece.x1) / 2);
      if (c < 0) continue;
      const cell = find(r * columns + c);
      let list = inCell.get(cell);
      if (!list) inCell.set(cell, (list = []));
      list.push(piece);
    }
    inside.push(fragment);
  }
  // Text set sideways (narrow column headers) joins its cell after the upright text.
  const sideways = new Map<number, RotatedText[]>();
  for (const rotated of content.otherText) {
    const r = indexIn(ys, rotated.y);
    const c = indexIn(xs, rotated.x);
    if (r < 0 || c < 0) continue;
    const cell = find(r * columns + c);
    sideways.set(cell, [...(sideways.get(cell) ?? []), rotated]);
    inside.push(rotated);
  }
  const grid: string[][] = [];
  for (let r = 0; r < rows; r++) {
    const rowCells = Array.from({ length: columns }, (_, c) => inCell.get(r * columns + c) ?? []);
    const lines = textRows(rowCells);
    for (let c = 0; c < columns; c++) {
      const texts = sideways.get(r * columns + c)?.sort((a, b) => a.x - b.x || b.y - a.y).map((t) => t.text) ?? [];
      if (texts.length > 0) lines[0][c] = [lines[0][c], ...texts].filter((t) => t !== '').join(' ');
    }
    grid.push(...lines);
  }
  const { cells, columnEdges } = withoutEmptyLines(grid, xs);
  if (cells.length < 2 || columnEdges.length < 3 || holdsRunningText(cells) || isSparse(cells)) return null;
  for (const fragment of inside) used.add(fragment);
  return { page, cells, columnEdges, x0: xs[0], x1: xs.at(-1)!, top: ys[0], bottom: ys.at(-1)! };
}

/** Frames around pages or text boxes: their "cells" hold whole paragraphs. */
const MAX_MEAN_CELL_LENGTH = 200;

function holdsRunningText(cells: string[][]): boolean {
  const filled = cells.flat().filter((c) => c !== '');
  return filled.reduce((n, c) => n + c.length, 0) / filled.length > MAX_MEAN_CELL_LENGTH;
}

/** Charts draw grids too, with a label here and there; tables fill most of their cells. */
const MIN_FILLED_SHARE = 0.4;

function isSparse(cells: string[][]): boolean {
  const all = cells.flat();
  return all.filter((c) => c !== '').length < MIN_FILLED_SHARE * all.length;
}

/**
 * One grid row, or several when rulings between body rows are missing: if every text line of
 * the row has a row label in the first column and a value in another, each line is a row.
 */
function textRows(rowCells: TextFragment[][]): string[][] {
  const lines = groupByBaseline(rowCells.flatMap((fragments, column) => fragments.map((f) => ({ y: f.y, size: f.size, column, f }))));
  const splits =
    lines.length >= 2 &&
    lines.every((line) => line.some((item) => item.column === 0) && new Set(line.map((item) => item.column)).size >= 2);
  if (!splits) return [rowCells.map(cellText)];
  return lines.map((line) => rowCells.map((_, column) => cellText(line.filter((item) => item.column === column).map((item) => item.f))));
}
