import { describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { decodeHtmlEntities, htmlToText, readHtml, xmlToText } from './markup-text.ts';
import { tempFile } from './test-support.ts';
import { extractTextFile } from './text.ts';

describe('htmlToText', () => {
  it('keeps the title and visible text, dropping head, scripts, styles, comments and templates', () => {
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Quarterly &amp; more</title>
      <style>p { color: red }</style><script>var a = "</p>";</script><link rel="x" href="y"></head>
      <body><!-- a <p>comment</p> --><noscript>Enable JS</noscript><template><p>later</p></template>
      <h1>Report</h1><p>First   <b>bold</b>
      line</p><SCRIPT type="text/javascript">if (a < b) alert(1)</SCRIPT ><div>Second<br>third</div></body></html>`;
    expect(htmlToText(html)).toBe('Quarterly & more\n\nReport\n\nFirst bold line\n\nSecond\nthird');
  });

  it('joins inline elements without spaces and collapses whitespace like a browser', () => {
    expect(htmlToText('<p>H<sub>2</sub>O and x<sup>2</sup>\n\t  + <em>y</em></p>')).toBe('H2O and x2 + y');
    expect(htmlToText('<span title="a > b">text</span> after')).toBe('text after');
    expect(htmlToText('a < b and c<3')).toBe('a < b and c<3');
  });

  it('decodes named, decimal, hex and Windows-1252 references, keeping unknown names', () => {
    expect(htmlToText('<p>caf&eacute; &copy;2024 &#8364;5 &#x1F600; &#150; &nbsp;x &bogus; AT&T &lt;tag&gt;</p>')).toBe('café ©2024 €5 😀 –  x &bogus; AT&T <tag>');
    expect(decodeHtmlEntities('&yuml;&Omega;&sigmaf;&hellip;&rarr;&amp')).toBe('ÿΩς…→&');
  });

  it('writes list items as "- item", nested lists indented', () => {
    const html = '<ul><li>One</li><li>Two<ol><li>Two a</li><li>Two b</li></ol></li><li>Three</ul><p>After</p>';
    expect(htmlToText(html)).toBe('- One\n- Two\n  - Two a\n  - Two b\n- Three\n\nAfter');
  });

  it('writes table rows as tab-separated cells, also with omitted end tags and nested tables', () => {
    const html = `<p>Intro</p><table><tr><th>Name<th>Value</tr>
      <tr><td>a <b>b</b><br>c</td><td>1</td></tr><tr><td>x<td>2</table>After`;
    expect(htmlToText(html)).toBe('Intro\n\nName\tValue\na b c\t1\nx\t2\n\nAfter');
    const nested = '<table><tr><td>A</td><td>B</td></tr><tr><td><table><tr><td>A1</td><td>B1</td></tr></table></td><td>2</td></tr></table>';
    expect(htmlToText(nested)).toBe('A\tB\nA1 B1\t2');
    const blocksInCells = '<table><tr><td><p>Para</p><ul><li>one</li><li>two</li></ul></td><td>x</td></tr><tr><td>y</td></tr></table><p>Next</p>';
    expect(htmlToText(blocksInCells)).toBe('Para one two\tx\ny\n\nNext');
  });

  it('returns each table as rows of cells, spanning cells in their first column, nested tables flattened', () => {
    const html = `<table><tr><th>Year</th><th>Quarter</th><th colspan="2">Amounts</th></tr>
      <tr><th rowspan="2">2025</th><td>Q1</td><td>1</td><td>2</td></tr>
      <tr><td>Q2</td><td>3</td><td>4</td></tr>
      <tr><td>Total</td><td><table><tr><td>in</td><td>EUR</td></tr></table></td><td>4</td><td>6</td></tr></table>`;
    expect(readHtml(html).tables).toEqual([
      [
        ['Year', 'Quarter', 'Amounts', ''],
        ['2025', 'Q1', '1', '2'],
        ['', 'Q2', '3', '4'],
        ['Total', 'in EUR', '4', '6'],
      ],
      [['in', 'EUR']],
    ]);
    // A hostile span is read as one column, and spans stop widening a row at 1,000 columns.
    expect(readHtml('<table><tr><td colspan="99999999">a</td><td>b</td></tr></table>').tables).toEqual([[['a', 'b']]]);
    const wide = readHtml(`<table><tr>${'<td colspan="1000">x</td>'.repeat(1000)}</tr></table>`).tables[0][0];
    expect(wide.length).toBe(1999);
  });

  it('keeps the spaces and line breaks of preformatted text', () => {
    const html = '<p>Code:</p><pre>\nfunction f() {\n    return 1 &lt; 2;\n}\n</pre><p>Done</p>';
    expect(htmlToText(html)).toBe('Code:\n\nfunction f() {\n    return 1 < 2;\n}\n\nDone');
  });

  it('copes with unterminated markup', () => {
    expect(htmlToText('<p>text<!-- never closed <p>hidden')).toBe('text');
    expect(htmlToText('<p>text<script>for(;;)')).toBe('text');
    expect(htmlToText('<p>text<a href="unterminated>more')).toBe('text');
  });

  it('reads a 20 MB page in one linear pass', () => {
    const block = '<div class="row"><p>Lorem <b>ipsum</b> &amp; dolor</p><!-- c --><script>x<y</script><table><tr><td>1<td>2</table></div>\n';
    const pathological = '<'.repeat(100_000) + '&'.repeat(100_000) + '<a b="'.repeat(10_000) + '"'.repeat(10_000);
    const html = block.repeat(Math.ceil(20_000_000 / block.length)) + pathological;
    const text = htmlToText(html);
    expect(text.startsWith('Lorem ipsum & dolor\n\n1\t2\n\nLorem ipsum')).toBe(true);
  });
});

describe('xmlToText', () => {
  it('puts each text node and CDATA section on its own line, ignoring attributes, comments and PIs', () => {
    const xml = `<?xml version="1.0"?><?pi data?><doc lang="en" note="a > b"><!-- skip -->
      <title>Fish &amp; chips</title><p>Water is H<sub>2</sub>O,  &#x2265;&#8805; &lt;3 &apos;q&quot;</p>
      <code><![CDATA[if (a < b && c) {
  run();
}]]></code><empty/>   <unknown>&custom;</unknown></doc>`;
    expect(xmlToText(xml)).toBe('Fish & chips\nWater is H\n2\nO, ≥≥ <3 \'q"\nif (a < b && c) {\n  run();\n}\n&custom;');
  });

  it('accepts a DOCTYPE without entity declarations', () => {
    expect(xmlToText('<!DOCTYPE us-patent SYSTEM "us-patent.dtd" [ ]><us-patent><p>Claim 1</p></us-patent>')).toBe('Claim 1');
    const subset = `<!DOCTYPE doc PUBLIC "-//X//DTD Y//EN" "y.dtd" [
      <!-- a comment with <!ENTITY inside it is not a declaration -->
      <!ELEMENT doc (#PCDATA)><!ATTLIST doc kind CDATA "a>b">
    ]><doc>Text</doc>`;
    expect(xmlToText(subset)).toBe('Text');
  });

  it('refuses entity declarations (billion laughs)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><lolz>&lol3;</lolz>`;
    expect(() => xmlToText(laughs)).toThrow(JobError);
    expect(() => xmlToText(laughs)).toThrow(expect.objectContaining({ code: 'CORRUPTED_FILE', message: expect.stringContaining('entity declarations are refused') }));
    expect(() => xmlToText('<!DOCTYPE x SYSTEM "x.dtd" [<!entity % ext SYSTEM "http://evil/x">]><x/>')).toThrow(JobError);
  });
});

describe('extractTextFile for markup', () => {
  it('returns the visible text of HTML files and the text content of XML files', async () => {
    const html = await extractTextFile(tempFile('page.html', '<html>\r\n<body><p>Hello <b>world</b></p></body>\r\n</html>\r\n'), 'html');
    expect(html.text).toBe('Hello world');
    const xml = await extractTextFile(tempFile('data.xml', '<?xml version="1.0" encoding="UTF-8"?>\n<a><b>one</b>\n<b>two</b></a>\n'), 'xml');
    expect(xml.text).toBe('one\ntwo');
    await expect(extractTextFile(tempFile('bad.xml', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'), 'xml')).rejects.toMatchObject({ code: 'CORRUPTED_FILE' });
  });
});
