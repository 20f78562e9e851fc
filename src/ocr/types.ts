// The OCR engine as the extractors see it: a PNG in, text and word boxes out.

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0..100 as tesseract reports it. */
  confidence: number;
  bbox: OcrBox;
  /** Index of the text line the word belongs to, in reading order. */
  line: number;
}

export interface OcrResult {
  text: string;
  words: OcrWord[];
  /** Mean word confidence, 0..100. */
  confidence: number;
  width: number;
  height: number;
}

export interface OcrEngine {
  recognize(png: Buffer, options?: { signal?: AbortSignal }): Promise<OcrResult>;
}
