import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rtfToText } from './rtf.ts';
import { fixture, tempFile, tokenF1 } from './test-support.ts';
import { extractTextFile } from './text.ts';

describe('extractTextFile', () => {
  it('decodes UTF-8 with and without BOM, UTF-16 LE/BE with BOM and Windows-1252', async () => {
    const phrase = 'Grüße, café “quoted” – €5';
    const files: Array<[string, Buffer]> = [
      ['utf8.txt', Buffer.from(phrase, 'utf8')],
      ['bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(phrase, 'utf8')])],
      ['le.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(phrase, 'utf16le')])],
      ['be.txt', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(phrase, 'utf16le').swap16()])],
      ['cp1252.txt', Buffer.from([...Buffer.from('Grüße, café ', 'latin1'), 0x93, ...Buffer.from('quoted', 'latin1'), 0x94, 0x20, 0x96, 0x20, 0x80, 0x35])],
    ];
    for (const [name, bytes] of files) {
      const document = await extractTextFile(tempFile(name, bytes), 'txt');
      expect(document.text, name).toBe(phrase);
    }
  });

  it('keeps Markdown as raw text and normalises line endings', async () => {
    const markdown = '# Title\r\n<p>Hello <b>world</b></p>\r\n\r\n';
    const document = await extractTextFile(tempFile('page.md', markdown), 'md');
    expect(document.text).toBe('# Title\n<p>Hello <b>world</b></p>');
    expect(document.pages).toBeNull();
    expect(document.extractionMethod).toBe('standard');
  });

  it('converts RTF saved with a .txt name to its text', async () => {
    const document = await extractTextFile(fixture('memo_rtf.txt'), 'txt');
    expect(document.text).not.toContain('\\');
    expect(document.text).toContain('redirected to the café entrance.');
    expect(tokenF1(readFileSync(fixture('memo_rtf.txt.expected.txt'), 'utf8'), document.text).f1).toBe(1);
  });

  it('turns CSV into tab-separated rows whatever the delimiter and quoting', async () => {
    const document = await extractTextFile(fixture('csv-semicolon.csv'), 'csv');
    expect(document.text.split('\n')[0]).toBe('Index\tCustomer Id\tFirst Name\tLast Name\tCompany\tCity\tCountry\tPhone 1\tPhone 2\tEmail\tSubscription Date\tWebsite');
    expect(tokenF1(readFileSync(fixture('csv-semicolon.csv.expected.txt'), 'utf8'), document.text).f1).toBe(1);
    const quoted = await extractTextFile(tempFile('q.csv', 'a,b\n"x, y","say ""hi""\nagain"\n'), 'csv');
    expect(quoted.text).toBe('a\tb\nx, y\tsay "hi" again');
  });
});

describe('rtfToText', () => {
  it('handles groups, escapes, Unicode with fallbacks, tabs and skipped destinations', () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252{\fonttbl{\f0 Arial;}}{\colortbl;\red0\green0\blue0;}{\*\generator Writer;}{\info{\title Secret title}}` +
      String.raw`\pard Caf\'e9 {\b bold}\tab next\par \uc1\u8364?5 and \u-3913?\par {\*\unknowndest hidden}Line \{braces\}\line end}`;
    expect(rtfToText(rtf)).toBe('Café bold\tnext\n€5 and \uf0b7\nLine {braces}\nend');
  });

  it('skips binary picture data and field instructions, keeping field results', () => {
    const rtf = String.raw`{\rtf1{\pict\pngblip\bin4 {}\\}After picture. {\field{\*\fldinst HYPERLINK "http://example.com"}{\fldrslt Example site}}\par}`;
    expect(rtfToText(rtf)).toBe('After picture. Example site');
  });
});
