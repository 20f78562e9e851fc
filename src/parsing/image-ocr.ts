// OCR of pictures embedded in Office documents. The engine takes PNG, so other raster formats
// are redrawn as PNG first; vector formats (EMF, WMF, SVG) have no pixels to read and are skipped.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { OcrEngine } from '../ocr/types.ts';
import { tablesFromOcrPage } from '../ocr/ocr-tables.ts';
import type { ExtractedTable } from './types.ts';

// Icons and bullets hold no readable text and each OCR call costs about a second.
const MIN_SIDE_PX = 24;

function isPng(bytes: Uint8Array): boolean {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

function isRaster(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const gif = bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46;
  const bmp = bytes[0] === 0x42 && bytes[1] === 0x4d;
  const tiff = (bytes[0] === 0x49 && bytes[1] === 0x49) || (bytes[0] === 0x4d && bytes[1] === 0x4d);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  return isPng(bytes) || jpeg || gif || bmp || tiff || webp;
}

/** The picture as PNG at its own size, or null when it is not a raster image canvas can read. */
async function toPng(bytes: Uint8Array): Promise<Buffer | null> {
  if (!isRaster(bytes)) return null;
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch {
    // Damaged or exotic pictures (CMYK TIFF...) cannot be read; the rest of the document can.
    return null;
  }
  if (image.width < MIN_SIDE_PX || image.height < MIN_SIDE_PX) return null;
  if (isPng(bytes)) return Buffer.from(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  return canvas.encode('png');
}

/**
 * The text OCR reads in the picture ('' when there is none or the picture cannot be read) and,
 * when asked, the tables found in its word boxes (a screenshot of a spreadsheet, a scanned form).
 */
export async function ocrEmbeddedImage(
  bytes: Uint8Array,
  ocr: OcrEngine,
  signal?: AbortSignal,
  tables?: { page?: number },
): Promise<{ text: string; tables: ExtractedTable[] }> {
  const png = await toPng(bytes);
  if (png === null) return { text: '', tables: [] };
  const result = await ocr.recognize(png, { signal });
  return { text: result.text.trim(), tables: tables ? await tablesFromOcrPage(png, result, tables) : [] };
}
