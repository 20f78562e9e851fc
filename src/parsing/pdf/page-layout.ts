// Writes a page's text: flows in reading order, lines rebuilt by baseline, paragraphs separated
// by a blank line, tables in place with one row per line, the text read in pictures where they stand. Borderless tables are looked for inside
// each flow, so a column of prose next to a table never becomes part of it.
import type { DetectedTable } from './detected-table.ts';
import type { PageFigure } from './embedded-images.ts';
import { orderInFlows } from './reading-order.ts';
import type { RotatedText } from './text-fragments.ts';
import { joinParagraphLines } from './text-repair.ts';
import { groupByBaseline } from './text-segments.ts';
import type { TextSegment } from './text-segments.ts';

export type FindFlowTables = (segments: TextSegment[]) => { tables: DetectedTable[]; used: Set<TextSegment> };

export interface PageLayout {
  text: string;
  /** Tables found by `findFlowTables`, in reading order. */
  flowTables: DetectedTable[];
}

type Block =
  | { segment: TextSegment; table?: undefined; figure?: undefined }
  | { table: DetectedTable; segment?: undefined; figure?: undefined }
  | { figure: PageFigure; segment?: undefined; table?: undefined };

/** A line gap this much wider than the usual leading starts a new paragraph. */
const PARAGRAPH_GAP_FACTOR = 1.35;
const CELL_SEPARATOR = ' | ';

export function layoutPage(
  segments: TextSegment[],
  ruledTables: DetectedTable[],
  otherText: RotatedText[],
  findFlowTables: FindFlowTables | null,
  figures: PageFigure[],
): PageLayout {
  const blocks: Array<Block & { x0: number; x1: number; top: number; bottom: number }> = [
    ...segments.map((segment) => ({ x0: segment.x0, x1: segment.x1, top: segment.top, bottom: segment.bottom, segment })),
    ...ruledTables.map((table) => ({ x0: table.x0, x1: table.x1, top: table.top, bottom: table.bottom, table })),
    ...figures.map((figure) => ({ x0: figure.x0, x1: figure.x1, top: figure.top, bottom: figure.bottom, figure })),
  ];
  const paragraphs: string[] = [];
  const flowTables: DetectedTable[] = [];
  for (const flow of orderInFlows(blocks)) {
    let items: Block[] = flow;
    if (findFlowTables) {
      const found = findFlowTables(flow.flatMap((b) => (b.segment ? [b.segment] : [])));
      flowTables.push(...found.tables);
      items = [...flow.filter((b) => !b.segment || !found.used.has(b.segment)), ...found.tables.map((table) => ({ table }))];
      items.sort((a, b) => topOf(a) - topOf(b));
    }
    let pending: TextSegment[] = [];
    for (const block of items) {
      if (block.segment) {
        pending.push(block.segment);
        continue;
      }
      paragraphs.push(...paragraphsOf(pending));
      pending = [];
      paragraphs.push(block.table ? block.table.cells.map((row) => row.join(CELL_SEPARATOR)).join('\n') : block.figure.text);
    }
    paragraphs.push(...paragraphsOf(pending));
  }
  if (otherText.length > 0) paragraphs.push(otherText.map((t) => t.text).join(' '));
  return { text: paragraphs.filter((p) => p.trim() !== '').join('\n\n'), flowTables };
}

function topOf(block: Block): number {
  return (block.segment ?? block.table ?? block.figure).top;
}

interface Line {
  text: string;
  y: number;
  size: number;
}

function paragraphsOf(segments: TextSegment[]): string[] {
  if (segments.length === 0) return [];
  const lines: Line[] = groupByBaseline(segments).map((members) => {
    const rtl = members.filter((s) => s.rtl).length * 2 > members.length;
    members.sort((a, b) => (rtl ? b.x0 - a.x0 : a.x0 - b.x0));
    const size = Math.max(...members.map((s) => s.size));
    return { text: members.map((s) => s.text).join(' '), y: members.find((s) => s.size === size)!.y, size };
  });
  const leading = usualLeading(lines);
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    if (previous && startsParagraph(previous, line, leading)) {
      paragraphs.push(joinParagraphLines(current));
      current = [];
    }
    current.push(line.text);
  }
  paragraphs.push(joinParagraphLines(current));
  return paragraphs;
}

function usualLeading(lines: Line[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i].y - lines[i - 1].y;
    const size = lines[i].size;
    if (gap > 0.8 * size && gap < 2.5 * size) gaps.push(gap / size);
  }
  if (gaps.length === 0) return 1.2;
  gaps.sort((a, b) => a - b);
  return gaps[gaps.length >> 1];
}

function startsParagraph(previous: Line, line: Line, leadingEm: number): boolean {
  const sizeRatio = line.size / previous.size;
  if (sizeRatio > 1.15 || sizeRatio < 0.87) return true;
  return line.y - previous.y > PARAGRAPH_GAP_FACTOR * leadingEm * line.size;
}
