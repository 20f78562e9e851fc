// Reads a PNG's pixel size and resolution from its chunks, without decoding the image.

import { JobError } from '../errors.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const INCH_IN_METRES = 0.0254;

export interface PngInfo {
  width: number;
  height: number;
  /** From the pHYs chunk when it states pixels per metre; null when the PNG does not say. */
  dpi: number | null;
}

export function pngInfo(png: Buffer): PngInfo {
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new JobError('CORRUPTED_FILE', 'The image given to OCR is not a PNG.');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), dpi: resolution(png) };
}

function resolution(png: Buffer): number | null {
  // pHYs must come before the image data; walk the chunks up to the first IDAT.
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT' || type === 'IEND') return null;
    if (type === 'pHYs' && length === 9 && offset + 17 <= png.length && png[offset + 16] === 1) {
      const pixelsPerMetre = png.readUInt32BE(offset + 8);
      return pixelsPerMetre > 0 ? Math.round(pixelsPerMetre * INCH_IN_METRES) : null;
    }
    offset += 12 + length;
  }
  return null;
}
