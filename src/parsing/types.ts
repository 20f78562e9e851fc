// Shapes shared by every extractor. An extractor turns one local file into an ExtractedDocument;
// it never touches HTTP, the database or blob storage.

/** The formats Quarry recognises by content. */
export type DocumentType =
  | 'pdf'
  | 'docx'
  | 'pptx'
  | 'xlsx'
  | 'xls'
  | 'csv'
  | 'txt'
  | 'rtf'
  | 'md'
  | 'json'
  | 'xml'
  | 'html'
  | 'yaml'
  | 'log'
  | 'parquet';

export interface ExtractedTable {
  /** 1-based page (PDF page, PPTX slide) when the format is paginated. */
  page?: number;
  headers: string[];
  /** Each row maps a header to its cell text. */
  rows: Array<Record<string, string>>;
  row_count: number;
  column_count: number;
  /** Where it came from: drawn from the document's structure, or recognised in an image. */
  source: 'native' | 'ocr';
}

export interface ExtractedPage {
  /** 1-based. */
  page: number;
  text: string;
  /** True when the text of this page came from OCR. */
  ocr: boolean;
}

export interface ExtractedDocument {
  /** Full text; pages separated by a blank line and a form feed-free separator ("\n\n"). */
  text: string;
  /** Per-page text for paginated formats (PDF pages, PPTX slides), else null. */
  pages: ExtractedPage[] | null;
  pageCount: number | null;
  tables: ExtractedTable[];
  extractionMethod: 'standard' | 'ocr';
  ocrPages: number;
  imageCount: number;
  /** Extra facts an extractor knows (sheet names, title, author...). */
  info?: Record<string, unknown>;
}

export interface ExtractOptions {
  processImages: boolean;
  extractTables: boolean;
  /**
   * HTML and XML: `raw` returns the document as written (decoded to text), `visible` the text a
   * reader sees (tags removed, entities decoded, scripts and styles dropped). Default visible.
   */
  markup?: 'raw' | 'visible';
  /** Called with 0..100 and a short human message for each step. */
  onProgress?: (percent: number, message: string) => void;
  signal?: AbortSignal;
}
