import { createCanvas } from '@napi-rs/canvas';
import { randomBytes } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { detectFileType } from './detect-type.ts';
import { fixture, tempFile } from './test-support.ts';

/** A real OLE2 compound file holding one stream, written by SheetJS's CFB library. */
function oleFile(streamName: string): Uint8Array {
  const container = XLSX.CFB.utils.cfb_new();
  // Enough sectors that the directory is not the file's first sector.
  XLSX.CFB.utils.cfb_add(container, `/${streamName}`, Buffer.alloc(20_000, 7));
  return XLSX.CFB.write(container, { type: 'buffer' }) as Buffer;
}

function legacyWorkbook(): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['a', 1]]), 'Sheet1');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

describe('detectFileType', () => {
  it('recognises Office packages by the parts inside the ZIP, whatever the name', async () => {
    expect(await detectFileType(fixture('word_tables.docx'), 'word_tables.docx')).toEqual({ type: 'docx' });
    expect(await detectFileType(fixture('word_tables.docx'), 'renamed.bin')).toEqual({ type: 'docx' });
    expect(await detectFileType(fixture('powerpoint_sample.pptx'), 'slides')).toEqual({ type: 'pptx' });
    expect(await detectFileType(fixture('xlsx_06_edge_cases_.xlsx'), 'data.csv')).toEqual({ type: 'xlsx' });
    const plainZip = tempFile('archive.docx', zipSync({ 'readme.txt': strToU8('hello') }));
    expect(await detectFileType(plainZip, 'archive.docx')).toEqual({ unsupported: 'zip' });
  });

  it('keeps a damaged DOCX as docx so extraction reports it corrupted', async () => {
    expect(await detectFileType(fixture('word_tables_truncated.docx'), 'word_tables_truncated.docx')).toEqual({ type: 'docx' });
    expect(await detectFileType(fixture('word_tables_truncated.docx'), 'x.zip')).toEqual({ unsupported: 'zip' });
  });

  it('recognises PDF, also after leading junk in the first kilobyte, and Parquet', async () => {
    expect(await detectFileType(tempFile('a.txt', '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'), 'a.txt')).toEqual({ type: 'pdf' });
    expect(await detectFileType(tempFile('b', Buffer.concat([Buffer.alloc(300, 0x20), Buffer.from('%PDF-1.4\n')])), 'b')).toEqual({ type: 'pdf' });
    expect(await detectFileType(tempFile('t.parquet', Buffer.from('PAR1\x15\x04\x15\x10PAR1', 'latin1')), 't.parquet')).toEqual({ type: 'parquet' });
  });

  it('tells legacy Excel from other OLE files', async () => {
    expect(await detectFileType(tempFile('old.xls', legacyWorkbook()), 'old.xls')).toEqual({ type: 'xls' });
    expect(await detectFileType(tempFile('renamed.bin', legacyWorkbook()), 'renamed.bin')).toEqual({ type: 'xls' });
    expect(await detectFileType(tempFile('old.doc', oleFile('WordDocument')), 'old.doc')).toEqual({ unsupported: 'doc' });
    expect(await detectFileType(tempFile('old.ppt', oleFile('PowerPoint Document')), 'old.ppt')).toEqual({ unsupported: 'ppt' });
    expect(await detectFileType(tempFile('secret.docx', oleFile('EncryptedPackage')), 'secret.docx')).toEqual({ type: 'docx' });
    expect(await detectFileType(tempFile('other.bin', oleFile('Contents')), 'other.bin')).toEqual({ unsupported: 'ole' });
  });

  it('rejects images and binary data, even named as text', async () => {
    const canvas = createCanvas(20, 20);
    canvas.getContext('2d').fillRect(0, 0, 10, 10);
    expect(await detectFileType(tempFile('pic.png', canvas.toBuffer('image/png')), 'pic.png')).toEqual({ unsupported: 'png' });
    expect(await detectFileType(tempFile('pic.csv', canvas.toBuffer('image/jpeg')), 'pic.csv')).toEqual({ unsupported: 'jpeg' });
    expect(await detectFileType(tempFile('garbage.csv', randomBytes(4096)), 'garbage.csv')).toEqual({ unsupported: 'binary' });
  });

  it('detects RTF by content and text formats by extension', async () => {
    expect(await detectFileType(fixture('memo_rtf.txt'), 'memo_rtf.txt')).toEqual({ type: 'rtf' });
    expect(await detectFileType(fixture('csv-semicolon.csv'), 'csv-semicolon.csv')).toEqual({ type: 'csv' });
    expect(await detectFileType(fixture('example_01.html'), 'example_01.htm')).toEqual({ type: 'html' });
    const cases: Array<[string, string]> = [['a.tsv', 'csv'], ['a.md', 'md'], ['a.yml', 'yaml'], ['a.YAML', 'yaml'], ['a.log', 'log'], ['a.json', 'json'], ['a.xml', 'xml']];
    for (const [name, type] of cases) expect(await detectFileType(tempFile(name, 'some: text\n'), name)).toEqual({ type });
  });

  it('reads UTF-16 and Latin-1 text as text', async () => {
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße aus Köln\n', 'utf16le')]);
    expect(await detectFileType(tempFile('u.txt', utf16le), 'u.txt')).toEqual({ type: 'txt' });
    expect(await detectFileType(tempFile('l.txt', Buffer.from('Caf\u00e9 cr\u00e8me br\u00fbl\u00e9e\n', 'latin1')), 'l.txt')).toEqual({ type: 'txt' });
  });

  it('sniffs text with no known extension', async () => {
    expect(await detectFileType(tempFile('data', '{"a": [1, 2]}'), 'data')).toEqual({ type: 'json' });
    expect(await detectFileType(tempFile('page', '<!DOCTYPE html><html><body>x</body></html>'), 'page')).toEqual({ type: 'html' });
    expect(await detectFileType(tempFile('feed', '<?xml version="1.0"?><rss></rss>'), 'feed')).toEqual({ type: 'xml' });
    expect(await detectFileType(tempFile('export', 'id;name\n1;Ann\n2;Bob\n'), 'export')).toEqual({ type: 'csv' });
    expect(await detectFileType(tempFile('notes', 'Just some notes.\nNothing more.\n'), 'notes')).toEqual({ type: 'txt' });
  });
});
