// Extracts one page: its text in reading order and, when asked, its native tables.
import { findBorderlessTables } from './borderless-tables.ts';
import type { DetectedTable } from './detected-table.ts';
import type { PageFigure } from './embedded-images.ts';
import type { PageGraphics } from './page-graphics.ts';
import type { OpenPdf, PdfPage } from './open-pdf.ts';
import { readingPdf } from './pdf-errors.ts';
import { layoutPage } from './page-layout.ts';
import { findRuledTables } from './ruled-tables.ts';
import type { PlacedTable } from './table-output.ts';
import { isScannedPage } from './scanned-page.ts';
import type { PageText } from './text-fragments.ts';
import { buildSegments, groupByBaseline } from './text-segments.ts';
import type { TextSegment } from './text-segments.ts';

export interface PageExtraction {
  text: string;
  /** Pictures on the page whose OCR'd text the page's text holds. */
  figuresRead: number;
  tables: PlacedTable[];
  content: PageText;
  graphics: PageGraphics | null;
}

/** Lines of running header or footer allowed around a table that starts or ends its page. */
const MARGIN_LINES = 2;

/** OCRs the pictures of a text page (not of a scanned one), giving their text and place. */
export type ReadFigures = (content: PageText, graphics: PageGraphics) => Promise<PageFigure[]>;

export async function extractPageContent(
  pdf: OpenPdf,
  page: PdfPage,
  content: PageText,
  options: { extractTables: boolean; processImages: boolean; readFigures?: ReadFigures },
): Promise<PageExtraction> {
  const allSegments = buildSegments(content.fragments);
  const tablesPossible = options.extractTables && mayHoldTable(allSegments);
  // Graphics cost about half as much as the text: read them only where tables may be, or on every
  // page when images are to be processed, since any page may hold a scan or a picture to OCR.
  const readGraphics = tablesPossible || options.processImages;
  const graphics = readGraphics ? await readingPdf(() => pdf.graphics(page)) : null;
  const figures = graphics && options.readFigures && !isScannedPage(content, graphics) ? await options.readFigures(content, graphics) : [];
  if (!tablesPossible || !graphics) {
    const { text } = layoutPage(allSegments, [], content.otherText, null, figures);
    return { text, figuresRead: figures.length, tables: [], content, graphics };
  }
  const ruled = findRuledTables(page.number, graphics, content);
  const segments = buildSegments(content.fragments.filter((f) => !ruled.used.has(f)));
  const otherText = content.otherText.filter((t) => !ruled.used.has(t));
  const layout = layoutPage(segments, ruled.tables, otherText, (flow) => findBorderlessTables(page.number, flow, graphics), figures);
  const tables = [...ruled.tables, ...layout.flowTables].sort((a, b) => a.top - b.top || a.x0 - b.x0);
  const tableSegments = new Set(layout.flowTables.flatMap((t) => segments.filter((s) => inside(s, t))));
  const running = runningLines(segments.filter((s) => !tableSegments.has(s)));
  return { text: layout.text, figuresRead: figures.length, tables: tables.map((table) => place(table, tables, running)), content, graphics };
}

/** Tables have rows of several cells; a page whose lines are all single runs of text has none. */
function mayHoldTable(segments: TextSegment[]): boolean {
  return groupByBaseline(segments).filter((line) => line.length >= 2).length >= 2;
}

function inside(segment: TextSegment, table: DetectedTable): boolean {
  return segment.top >= table.top - 1 && segment.bottom <= table.bottom + 1 && segment.x0 >= table.x0 - 1 && segment.x1 <= table.x1 + 1;
}

interface RunningLine {
  y: number;
  text: string;
}

/** The page's lines of text outside tables, top to bottom. */
function runningLines(segments: TextSegment[]): RunningLine[] {
  return groupByBaseline(segments)
    .map((line) => ({
      y: Math.max(...line.map((s) => s.y)),
      text: line
        .sort((a, b) => a.x0 - b.x0)
        .map((s) => s.text)
        .join(' '),
    }))
    .sort((a, b) => a.y - b.y);
}

/**
 * Where a table stands on its page, for joining it with a continuation: the lines of text above
 * and below it when there are only a few (a running header or footer, or a caption), and the
 * page's first and last lines, against which the next page's lines are checked for repeats.
 */
function place(table: DetectedTable, all: DetectedTable[], lines: RunningLine[]): PlacedTable {
  const above = lines.filter((l) => l.y <= table.top).map((l) => l.text);
  const below = lines.filter((l) => l.y > table.bottom).map((l) => l.text);
  const tableAbove = all.some((t) => t !== table && t.bottom <= table.top);
  const tableBelow = all.some((t) => t !== table && t.top >= table.bottom);
  return {
    table,
    above: above.length <= MARGIN_LINES && !tableAbove ? above : null,
    below: below.length <= MARGIN_LINES && !tableBelow ? below : null,
    pageTop: lines.slice(0, MARGIN_LINES).map((l) => l.text),
    pageBottom: lines.slice(-MARGIN_LINES).map((l) => l.text),
  };
}
