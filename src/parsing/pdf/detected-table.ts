// A table found on a page, before it becomes an ExtractedTable: a rectangular grid of cell texts
// and the column edges it was cut with (used to recognise its continuation on the next page).
import type { Box } from './reading-order.ts';
import { buildSegments, groupByBaseline } from './text-segments.ts';
import type { TextFragment } from './text-fragments.ts';
import { joinParagraphLines } from './text-repair.ts';

export interface DetectedTable extends Box {
  page: number;
  /** rows[r][c]; every row has the same length. */
  cells: string[][];
  /** x positions of the column boundaries, left to right (columns + 1 values). */
  columnEdges: number[];
}

/** The text of one cell: its lines in order, wrapped words rejoined, on one line. */
export function cellText(fragments: TextFragment[]): string {
  if (fragments.length === 0) return '';
  const lines = groupByBaseline(buildSegments(fragments)).map((line) =>
    line
      .sort((a, b) => a.x0 - b.x0)
      .map((s) => s.text)
      .join(' '),
  );
  return joinParagraphLines(lines).replace(/\n/g, ' ').trim();
}

/** Drops rows and columns in which no cell has text (spacer cells between double rules). */
export function withoutEmptyLines(cells: string[][], columnEdges: number[]): { cells: string[][]; columnEdges: number[] } {
  const rows = cells.filter((row) => row.some((c) => c !== ''));
  const width = rows[0]?.length ?? 0;
  const keep: number[] = [];
  for (let c = 0; c < width; c++) if (rows.some((row) => row[c] !== '')) keep.push(c);
  return {
    cells: rows.map((row) => keep.map((c) => row[c])),
    columnEdges: keep.length > 0 ? [...keep.map((c) => columnEdges[c]), columnEdges[keep.at(-1)! + 1]] : [],
  };
}
