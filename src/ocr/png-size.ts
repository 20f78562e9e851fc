// Reads a PNG's pixel size from its header, without decoding the image.

import { JobError } from '../errors.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(png: Buffer): { width: number; height: number } {
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new JobError('CORRUPTED_FILE', 'The image given to OCR is not a PNG.');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
