// A one-page PDF from a raw content stream, written directly: for tests of how text is read
// (render modes, fonts, right-to-left Unicode maps) that need control over every operator.
// Fonts: F1 Helvetica, F2 Courier, F3 Helvetica whose ToUnicode map reads the bytes a-z as the
// Hebrew letters alef to shin (so text drawn with it is Hebrew in drawing order, left to right).

import { serializePdf } from './text-pdf.ts';

const HEBREW_FIRST = 0x05d0;
const HEBREW_LETTERS = 26;

function hebrewCMap(): string {
  const entries = Array.from({ length: HEBREW_LETTERS }, (_, i) => {
    const code = (0x61 + i).toString(16).padStart(2, '0').toUpperCase();
    const unicode = (HEBREW_FIRST + i).toString(16).padStart(4, '0').toUpperCase();
    return `<${code}> <${unicode}>`;
  });
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Hebrew-Test def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

/** The Hebrew text that `hebrewBytes` draws, in drawing order. */
export function hebrewBytes(letters: string): string {
  return [...letters].map((c) => String.fromCharCode(0x61 + c.codePointAt(0)! - HEBREW_FIRST)).join('');
}

/** Entries of the page's dictionary and of its page tree's root (which the page inherits /MediaBox, /CropBox and /Rotate from). */
export interface PageEntries {
  page?: string;
  pages?: string;
}

export function contentPdf(ops: string, entries: PageEntries = { page: '/MediaBox [0 0 612 792]' }): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesId = add('');
  const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const courier = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
  const cmap = hebrewCMap();
  const toUnicode = add(`<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`);
  const hebrew = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`);
  const content = add(`<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`);
  const page = add(
    `<< /Type /Page /Parent ${pagesId} 0 R ${entries.page ?? ''} ` +
      `/Resources << /Font << /F1 ${helvetica} 0 R /F2 ${courier} 0 R /F3 ${hebrew} 0 R >> >> /Contents ${content} 0 R >>`,
  );
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 ${entries.pages ?? ''} >>`;
  return serializePdf(objects, catalog);
}
