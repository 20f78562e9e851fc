// Pictures inside text pages (figures, screenshots, pasted scans): those large enough to hold
// text are rendered at OCR resolution, read, and their text is laid out where the picture stands.
// Icons are too small to read, and a picture under the whole page or under text is a scan
// (handled as a scanned page) or a background whose words the text layer already has.
import type { OcrEngine, OcrResult, OcrWord } from '../../ocr/types.ts';
import type { ImageBox, PageGraphics } from './page-graphics.ts';
import type { OpenPdf, PdfPage } from './open-pdf.ts';
import type { Box } from './reading-order.ts';
import type { PageText } from './text-fragments.ts';
import { joinParagraphLines, repairText } from './text-repair.ts';

export interface PageFigure extends Box {
  text: string;
}

/** Each OCR call costs about a second: a document has at most this many pictures read. */
export const MAX_IMAGES_PER_DOCUMENT = 50;
/** Smallest picture that may hold a line of text: half an inch tall, an inch wide, 100 pixels long. */
const MIN_HEIGHT_POINTS = 36;
const MIN_WIDTH_POINTS = 72;
const MIN_LONG_SIDE_PIXELS = 100;
/** A picture covering this share of the page is the page itself. */
const MAX_PAGE_COVER = 0.85;
/** More text-layer characters than this over a picture make it a background. */
const MAX_TEXT_OVER_IMAGE = 20;
const OCR_DPI = 250;
/**
 * Lines read with less mean confidence are the shapes of a chart or a diagram (axis ticks, bars,
 * icons) guessed as letters; real text in a picture reads at 80-95.
 */
const MIN_LINE_CONFIDENCE = 60;

export interface ImageOcrBudget {
  /** Pictures read so far in the document. */
  read: number;
  /** Pictures left unread because the document reached MAX_IMAGES_PER_DOCUMENT. */
  skipped: number;
}

/** The pictures of a page worth reading, top to bottom, each once. */
export function readablePictures(content: PageText, graphics: PageGraphics): ImageBox[] {
  const pageArea = content.width * content.height;
  const seen = new Set<string>();
  const pictures: ImageBox[] = [];
  for (const image of graphics.images) {
    const box = clip(image, content);
    if (!box) continue;
    const width = box.x1 - box.x0;
    const height = box.bottom - box.top;
    if (width < MIN_WIDTH_POINTS || height < MIN_HEIGHT_POINTS || width * height >= MAX_PAGE_COVER * pageArea) continue;
    if (image.pixels && Math.max(image.pixels.width, image.pixels.height) < MIN_LONG_SIDE_PIXELS) continue;
    const key = [box.x0, box.x1, box.top, box.bottom].map(Math.round).join(',');
    if (seen.has(key) || textOver(box, content) > MAX_TEXT_OVER_IMAGE) continue;
    seen.add(key);
    pictures.push(box);
  }
  return pictures.sort((a, b) => a.top - b.top || a.x0 - b.x0);
}

/** Reads the pictures within the document's budget; pictures in which OCR finds no text are left out. */
export async function readPictures(
  pdf: OpenPdf,
  page: PdfPage,
  pictures: ImageBox[],
  ocr: OcrEngine,
  budget: ImageOcrBudget,
  signal?: AbortSignal,
): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const picture of pictures) {
    if (budget.read >= MAX_IMAGES_PER_DOCUMENT) {
      budget.skipped++;
      continue;
    }
    budget.read++;
    signal?.throwIfAborted();
    const png = await pdf.render(page, OCR_DPI, picture);
    const text = confidentText(await ocr.recognize(png, { signal }));
    if (text !== '') figures.push({ x0: picture.x0, x1: picture.x1, top: picture.top, bottom: picture.bottom, text });
  }
  return figures;
}

/** The lines OCR read with confidence and with a word of two letters or digits, as one paragraph. */
function confidentText(result: OcrResult): string {
  const lines = new Map<number, OcrWord[]>();
  for (const word of result.words) {
    const line = lines.get(word.line);
    if (line) line.push(word);
    else lines.set(word.line, [word]);
  }
  const kept: string[] = [];
  for (const words of [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, w]) => w)) {
    const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
    if (confidence >= MIN_LINE_CONFIDENCE && words.some((w) => /[\p{L}\p{N}]{2}/u.test(w.text))) {
      kept.push(repairText(words.map((w) => w.text).join(' ')).trim());
    }
  }
  return joinParagraphLines(kept.filter((line) => line !== ''));
}

function clip(image: ImageBox, content: PageText): ImageBox | null {
  const box = {
    x0: Math.max(image.x0, 0),
    x1: Math.min(image.x1, content.width),
    top: Math.max(image.top, 0),
    bottom: Math.min(image.bottom, content.height),
    pixels: image.pixels,
  };
  return box.x1 > box.x0 && box.bottom > box.top ? box : null;
}

function textOver(box: Box, content: PageText): number {
  let characters = 0;
  for (const f of content.fragments) {
    if (f.x0 >= box.x0 && f.x1 <= box.x1 && f.y >= box.top && f.y <= box.bottom) characters += f.text.replace(/\s/g, '').length;
  }
  return characters;
}
