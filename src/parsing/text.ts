// Text-like documents. TXT, MD, JSON, YAML and LOG are returned as their raw text (the spec asks
// for raw text for these); HTML and XML too when asked for `raw` (parses' default), else their
// visible text (workspace search indexes what a reader sees); RTF is converted, CSV is
// re-delimited with tabs. HTML <table>s and Markdown pipe tables are also returned as tables.
import { readFile } from 'node:fs/promises';
import { csvToText } from './csv-text.ts';
import { decodeText } from './decode-text.ts';
import { extractedDocument } from './extracted-document.ts';
import { markdownTables } from './markdown-tables.ts';
import { readHtml, xmlToText } from './markup-text.ts';
import { gridToTable } from './ooxml-table.ts';
import { isRtf, rtfToText } from './rtf.ts';
import type { DocumentType, ExtractedDocument, ExtractedTable } from './types.ts';

export async function extractTextFile(
  path: string,
  type: DocumentType,
  options: { extractTables?: boolean; markup?: 'raw' | 'visible' } = {},
): Promise<ExtractedDocument> {
  const raw = decodeText(await readFile(path));
  if (type === 'rtf' || isRtf(raw)) return extractedDocument(rtfToText(raw), { info: { format: 'rtf' } });
  if (type === 'csv') return extractedDocument(csvToText(raw));
  const asWritten = options.markup === 'raw';
  if (type === 'html') {
    const { text, tables } = readHtml(raw);
    return extractedDocument(asWritten ? raw.trimEnd() : text, { tables: options.extractTables ? nativeTables(tables) : [] });
  }
  // Raw XML is returned as written: nothing is expanded, so entity declarations are harmless text.
  if (type === 'xml') return extractedDocument(asWritten ? raw.trimEnd() : xmlToText(raw));
  if (type === 'md') return extractedDocument(raw.trimEnd(), { tables: options.extractTables ? nativeTables(markdownTables(raw)) : [] });
  return extractedDocument(raw.trimEnd());
}

/** HTML and Markdown tables, header row first, as native tables. */
function nativeTables(grids: string[][][]): ExtractedTable[] {
  return grids.flatMap((grid) => gridToTable(grid) ?? []);
}
