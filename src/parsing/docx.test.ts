import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { getOcrEngine, terminateOcrEngine } from '../ocr/ocr-engine.ts';
import { extractDocx } from './docx.ts';
import { fixture, tempFile, tokenF1 } from './test-support.ts';

const OPTIONS = { processImages: false, extractTables: true };
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

function expected(name: string): string {
  return readFileSync(fixture(`${name}.expected.txt`), 'utf8');
}

function para(text: string, pPr = ''): string {
  return `<w:p>${pPr}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

function cell(content: string, tcPr = ''): string {
  return `<w:tc>${tcPr ? `<w:tcPr>${tcPr}</w:tcPr>` : ''}${content}</w:tc>`;
}

/** A DOCX package from parts; word/document.xml gets the body given. */
function docx(body: string, extraParts: Record<string, string> = {}, documentRels = ''): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
    'word/_rels/document.xml.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${documentRels}</Relationships>`),
    ...Object.fromEntries(Object.entries(extraParts).map(([name, xml]) => [name, strToU8(xml)])),
  });
}

async function failure(promise: Promise<unknown>): Promise<JobError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof JobError)) throw new Error(`expected a JobError, got ${String(error)}`);
  return error;
}

afterAll(() => terminateOcrEngine());

describe('extractDocx on real documents', () => {
  it('reads tables with merged cells as text and as native tables', async () => {
    const document = await extractDocx(fixture('word_tables.docx'), OPTIONS);
    expect(tokenF1(expected('word_tables.docx'), document.text).f1).toBe(1);
    expect(document.text).toContain('Header 0.0 | Header 0.1 | Header 0.2\nCell 1.0 | Cell 1.1 | Cell 1.2');
    expect(document.tables).toHaveLength(7);
    const horizontal = document.tables[1];
    expect(horizontal.headers).toEqual(['Header 0.0', 'Header 0.1', 'Header 0.2']);
    expect(horizontal.rows[0]).toEqual({ 'Header 0.0': 'Cell 1.0', 'Header 0.1': 'Merged Cell 1.1 1.2', 'Header 0.2': '' });
    const vertical = document.tables[3];
    expect(vertical.rows.map((row) => row['Header 0.1'])).toEqual(['Merged Cell 1.1 2.1', '', 'Merged Cell 3.1 4.1', '']);
    expect(vertical).toMatchObject({ row_count: 4, column_count: 3, source: 'native' });
    expect(vertical.page).toBeUndefined();
    const noTables = await extractDocx(fixture('word_tables.docx'), { ...OPTIONS, extractTables: false });
    expect(noTables.tables).toEqual([]);
  });

  it('reads checkboxes, text boxes, lists, headers and footers', async () => {
    const checkboxes = await extractDocx(fixture('docx_checkboxes.docx'), OPTIONS);
    expect(tokenF1(expected('docx_checkboxes.docx'), checkboxes.text).f1).toBe(1);
    expect(checkboxes.text).toContain('☒ Design');

    const textbox = await extractDocx(fixture('textbox.docx'), OPTIONS);
    expect(tokenF1(expected('textbox.docx'), textbox.text).f1).toBeGreaterThan(0.99);

    const formatting = await extractDocx(fixture('unit_test_formatting.docx'), OPTIONS);
    expect(tokenF1(expected('unit_test_formatting.docx'), formatting.text).recall).toBe(1);
    expect(formatting.text).toContain('- Italic bullet 1');
    expect(formatting.text).toContain('  - Nested italic bold');
    expect(formatting.text.startsWith('This is a header')).toBe(true);
    expect(formatting.text).toContain('This is a footer');
  });

  it('counts pictures and puts their OCR text where they stand when asked', async () => {
    const withoutOcr = await extractDocx(fixture('word_image_anchors_textimage.docx'), OPTIONS);
    // Three pictures in the text, two of them the same image part.
    expect(withoutOcr.imageCount).toBe(2);
    expect(withoutOcr.text).not.toContain('RECEIPT');
    expect(withoutOcr.extractionMethod).toBe('standard');
    const progress: number[] = [];
    const withOcr = await extractDocx(fixture('word_image_anchors_textimage.docx'), {
      ...OPTIONS,
      processImages: true,
      ocr: getOcrEngine(),
      onProgress: (percent) => progress.push(percent),
    });
    expect(withOcr.text).toMatch(/SCANNED RECEIPT 4471[\s\S]*Total due 7\.47 EUR/);
    expect(withOcr.text.indexOf('RECEIPT')).toBeLessThan(withOcr.text.indexOf('This is test 2'));
    expect(withOcr.text.match(/SCANNED RECEIPT/g)).toHaveLength(1);
    // A DOCX has no pages to count; its OCR'd pictures still make the method 'ocr'.
    expect(withOcr).toMatchObject({ extractionMethod: 'ocr', ocrPages: 0 });
    expect(tokenF1(expected('word_image_anchors_textimage.docx'), withOcr.text).f1).toBeGreaterThan(0.95);
    expect(progress.length).toBeGreaterThan(0);
  });
});

describe('extractDocx on generated documents', () => {
  it('numbers lists, flattens nested tables, honours gridBefore and adds footnotes', async () => {
    const numbering = `<w:numbering ${W}><w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/></w:lvl></w:abstractNum><w:num w:numId="7"><w:abstractNumId w:val="1"/></w:num></w:numbering>`;
    const numPr = (level: number) => `<w:pPr><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="7"/></w:numPr></w:pPr>`;
    const nested = `<w:tbl><w:tr>${cell(para('inner A'))}${cell(para('inner B'))}</w:tr></w:tbl>`;
    const body =
      para('Steps', '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>') +
      para('First', numPr(0)) + para('Detail', numPr(1)) + para('Second', numPr(0)) +
      `<w:tbl><w:tr>${cell(para('Name'))}${cell(para('Name'))}${cell(para(''))}</w:tr>` +
      `<w:tr>${cell(para('outer') + nested)}${cell(para('wide'), '<w:gridSpan w:val="2"/>')}</w:tr>` +
      `<w:tr><w:trPr><w:gridBefore w:val="1"/></w:trPr>${cell(para('late'))}${cell(para('end'))}</w:tr></w:tbl>` +
      `<w:p><w:r><w:t>Claim</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r></w:p>`;
    const footnotes = `<w:footnotes ${W}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1">${para('Source: annual report.')}</w:footnote></w:footnotes>`;
    const path = tempFile('generated.docx', docx(body, { 'word/numbering.xml': numbering, 'word/footnotes.xml': footnotes }));
    const document = await extractDocx(path, OPTIONS);
    expect(document.text).toBe(
      ['Steps', '1. First', '  a. Detail', '2. Second', 'Name | Name\nouter inner A inner B | wide\n| late | end', 'Claim', 'Source: annual report.'].join('\n\n'),
    );
    expect(document.tables).toHaveLength(1);
    expect(document.tables[0].headers).toEqual(['Name', 'Name_2', 'column_3']);
    expect(document.tables[0].rows).toEqual([
      { Name: 'outer inner A inner B', Name_2: 'wide', column_3: '' },
      { Name: '', Name_2: 'late', column_3: 'end' },
    ]);
  });

  it('refuses XML entity expansion (billion laughs)', async () => {
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>';
    const bytes = zipSync({
      'word/document.xml': strToU8(`<?xml version="1.0"?>${laughs}<w:document ${W}><w:body>${para('&lol3;')}</w:body></w:document>`),
    });
    const error = await failure(extractDocx(tempFile('laughs.docx', bytes), OPTIONS));
    expect(error.code).toBe('CORRUPTED_FILE');
    expect(error.message).toMatch(/DOCTYPE or ENTITY/);
  });

  it('refuses a decompression bomb and reports damaged packages as corrupted', async () => {
    const filler = new Uint8Array(16 * 1024 * 1024).fill(0x20);
    const bomb = zipSync({ 'word/document.xml': filler, 'word/_rels/document.xml.rels': strToU8('<Relationships/>') }, { level: 9 });
    const bombError = await failure(extractDocx(tempFile('bomb.docx', bomb), OPTIONS));
    expect(bombError.code).toBe('CORRUPTED_FILE');
    expect(bombError.message).toMatch(/decompression bomb/);

    expect((await failure(extractDocx(fixture('word_tables_truncated.docx'), OPTIONS))).code).toBe('CORRUPTED_FILE');
    const noDocument = tempFile('empty.docx', zipSync({ 'word/styles.xml': strToU8('<w:styles/>') }));
    expect((await failure(extractDocx(noDocument, OPTIONS))).code).toBe('CORRUPTED_FILE');
  });
});
