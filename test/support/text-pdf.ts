// A text PDF of many pages, written directly (Helvetica, one page object per page): for tests
// that need a long real document without keeping a large fixture.

function escapePdfText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Each page's lines, top to bottom, on US Letter. */
export function textPdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  /** The new object's number (objects count from 1). */
  const add = (body: string) => objects.push(body);
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const lines of pages) {
    const ops = lines.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 16} Td (${escapePdfText(line)}) Tj ET`).join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  return serializePdf(objects, catalog);
}

/** A PDF file of these objects (numbered from 1 in order) with its cross-reference table. */
export function serializePdf(objects: string[], catalog: number): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
