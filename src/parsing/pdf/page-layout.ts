// Writes a page's text: flows in reading order, lines rebuilt by baseline, paragraphs separated
// by a blank line, detected tables as one row per line.
import { orderInFlows } from './reading-order.ts';
import type { Box } from './reading-order.ts';
import { joinParagraphLines } from './text-repair.ts';
import { groupByBaseline } from './text-segments.ts';
import type { TextSegment } from './text-segments.ts';

export interface TableBlock extends Box {
  /** Rows of the table, cells joined as they should read in the text. */
  lines: string[];
}

type Block = { segment: TextSegment } | { table: TableBlock };

/** A line gap this much wider than the usual leading starts a new paragraph. */
const PARAGRAPH_GAP_FACTOR = 1.35;

export function layoutPageText(segments: TextSegment[], tables: TableBlock[], otherText: string[]): string {
  const boxes = [
    ...segments.map((segment) => ({ ...boxOf(segment), block: { segment } as Block })),
    ...tables.map((table) => ({ ...boxOf(table), block: { table } as Block })),
  ];
  const paragraphs: string[] = [];
  for (const flow of orderInFlows(boxes)) {
    let pending: TextSegment[] = [];
    for (const { block } of flow) {
      if ('segment' in block) {
        pending.push(block.segment);
        continue;
      }
      paragraphs.push(...paragraphsOf(pending));
      pending = [];
      paragraphs.push(block.table.lines.join('\n'));
    }
    paragraphs.push(...paragraphsOf(pending));
  }
  if (otherText.length > 0) paragraphs.push(otherText.join(' '));
  return paragraphs.filter((p) => p.trim() !== '').join('\n\n');
}

function boxOf(box: Box): Box {
  return { x0: box.x0, x1: box.x1, top: box.top, bottom: box.bottom };
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
