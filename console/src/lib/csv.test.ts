import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV download', () => {
  it('writes a header and rows with RFC 4180 quoting', () => {
    expect(toCsv(['name', 'note'], [['Ada', 'said "hi", then left'], ['Ken', null]])).toBe('name,note\r\nAda,"said ""hi"", then left"\r\nKen,\r\n');
  });

  it('keeps numbers as they are but defuses text that a spreadsheet would run as a formula', () => {
    expect(toCsv(['v'], [[-5], ['=HYPERLINK("x")'], ['@cmd']])).toBe('v\r\n-5\r\n"\'=HYPERLINK(""x"")"\r\n\'@cmd\r\n');
  });
});
