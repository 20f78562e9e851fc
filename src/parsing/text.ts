// Text-like documents. TXT, MD, JSON, YAML and LOG are returned as their raw text (the spec asks
// for raw text for these); HTML and XML become their visible text, RTF is converted, CSV is
// re-delimited with tabs.
import { readFile } from 'node:fs/promises';
import { csvToText } from './csv-text.ts';
import { decodeText } from './decode-text.ts';
import { extractedDocument } from './extracted-document.ts';
import { htmlToText, xmlToText } from './markup-text.ts';
import { isRtf, rtfToText } from './rtf.ts';
import type { DocumentType, ExtractedDocument } from './types.ts';

export async function extractTextFile(path: string, type: DocumentType): Promise<ExtractedDocument> {
  const raw = decodeText(await readFile(path));
  if (type === 'rtf' || isRtf(raw)) return extractedDocument(rtfToText(raw), { info: { format: 'rtf' } });
  if (type === 'csv') return extractedDocument(csvToText(raw));
  if (type === 'html') return extractedDocument(htmlToText(raw));
  if (type === 'xml') return extractedDocument(xmlToText(raw));
  return extractedDocument(raw.trimEnd());
}
