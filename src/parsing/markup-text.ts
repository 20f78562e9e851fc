// HTML and XML as readable text: what a browser would show for HTML, the text nodes for XML.
// Both are single forward scans over the string (indexOf, and regexes without nested or
// overlapping quantifiers), so a hostile or 100 MB file costs linear time and no backtracking.
import { JobError } from '../errors.ts';

// ------------------------------------------------------------------ entities

// HTML 4's entity set plus the HTML5 names common in real pages. The full HTML5 table has over
// 2,000 names, nearly all unused in running text.
const NAMED_ENTITIES: Record<string, number> = Object.create(null) as Record<string, number>;
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ' +
  'ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc ' +
  'Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml ' +
  'aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ' +
  'ucirc uuml yacute thorn yuml';
LATIN1_NAMES.split(' ').forEach((name, i) => (NAMED_ENTITIES[name] = 160 + i));
const GREEK = 'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho _ Sigma Tau Upsilon Phi Chi Psi Omega';
GREEK.split(' ').forEach((name, i) => {
  if (name === '_') return;
  NAMED_ENTITIES[name] = 913 + i;
  NAMED_ENTITIES[name.toLowerCase()] = 945 + i;
});
const OTHER_ENTITIES =
  'quot 34 amp 38 apos 39 lt 60 gt 62 Tab 9 NewLine 10 sigmaf 962 thetasym 977 upsih 978 piv 982 OElig 338 oelig 339 Scaron 352 scaron 353 ' +
  'Yuml 376 fnof 402 circ 710 tilde 732 ensp 8194 emsp 8195 thinsp 8201 zwnj 8204 zwj 8205 lrm 8206 rlm 8207 hyphen 8208 dash 8208 ' +
  'ndash 8211 mdash 8212 horbar 8213 lsquo 8216 rsquo 8217 rsquor 8217 sbquo 8218 lsquor 8218 ldquo 8220 rdquo 8221 rdquor 8221 bdquo 8222 ' +
  'ldquor 8222 dagger 8224 Dagger 8225 bull 8226 bullet 8226 nldr 8229 hellip 8230 mldr 8230 permil 8240 prime 8242 Prime 8243 lsaquo 8249 ' +
  'rsaquo 8250 oline 8254 frasl 8260 euro 8364 image 8465 weierp 8472 real 8476 trade 8482 TRADE 8482 alefsym 8501 larr 8592 uarr 8593 ' +
  'rarr 8594 darr 8595 harr 8596 crarr 8629 lArr 8656 uArr 8657 rArr 8658 dArr 8659 hArr 8660 forall 8704 part 8706 exist 8707 empty 8709 ' +
  'nabla 8711 isin 8712 notin 8713 ni 8715 prod 8719 sum 8721 minus 8722 mnplus 8723 lowast 8727 radic 8730 prop 8733 infin 8734 ang 8736 ' +
  'and 8743 or 8744 cap 8745 cup 8746 int 8747 there4 8756 sim 8764 cong 8773 asymp 8776 ne 8800 equiv 8801 le 8804 ge 8805 sub 8834 ' +
  'sup 8835 nsub 8836 sube 8838 supe 8839 oplus 8853 otimes 8855 perp 8869 sdot 8901 lceil 8968 rceil 8969 lfloor 8970 rfloor 8971 ' +
  'lang 10216 rang 10217 loz 9674 spades 9824 clubs 9827 hearts 9829 diams 9830 starf 9733 star 9734 phone 9742 female 9792 male 9794 ' +
  'check 10003 cross 10007 half 189 centerdot 183 copysr 8471 numero 8470 ohm 8486 angst 8491 deg 176 larrb 8676 rarrb 8677 ' +
  'lsqb 91 rsqb 93 lcub 123 rcub 125 lpar 40 rpar 41 verbar 124 vert 124 ast 42 num 35 dollar 36 percnt 37 commat 64 excl 33 quest 63 ' +
  'colon 58 semi 59 comma 44 period 46 sol 47 bsol 92 equals 61 plus 43 lowbar 95 grave 96 Hat 94 nbsp 160 shy 173';
for (let parts = OTHER_ENTITIES.split(' '), i = 0; i < parts.length; i += 2) NAMED_ENTITIES[parts[i]!] = Number(parts[i + 1]);

// Browsers read &#128;-&#159; as the Windows-1252 characters they almost always meant.
const WINDOWS_1252: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030,
  0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022,
  0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

// The few names browsers still honour without the semicolon in running text.
const LEGACY_WITHOUT_SEMICOLON = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg', 'AMP', 'LT', 'GT', 'QUOT']);
NAMED_ENTITIES.AMP = 38;
NAMED_ENTITIES.LT = 60;
NAMED_ENTITIES.GT = 62;
NAMED_ENTITIES.QUOT = 34;

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

const HTML_REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,8})|([A-Za-z][A-Za-z0-9]{0,31}))(;?)/g;

/** Decodes HTML character references: numeric (decimal, hex) and named ones; unknown names stay as written. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(HTML_REFERENCE, (whole, decimal?: string, hex?: string, name?: string, semicolon?: string) => {
    if (name !== undefined) {
      const code = NAMED_ENTITIES[name];
      if (code === undefined || (semicolon === '' && !LEGACY_WITHOUT_SEMICOLON.has(name))) return whole;
      return String.fromCharCode(code);
    }
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    return fromCodePoint(WINDOWS_1252[code] ?? code);
  });
}

const XML_REFERENCE = /&(?:#(\d{1,8})|#x([0-9a-fA-F]{1,8})|(lt|gt|amp|quot|apos));/g;
const XML_PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five predefined XML entities and numeric references; any other reference stays as written. */
function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(XML_REFERENCE, (_whole, decimal?: string, hex?: string, name?: string) =>
    name !== undefined ? XML_PREDEFINED[name]! : fromCodePoint(decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16)),
  );
}

// ------------------------------------------------------------------ tag scanning

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/**
 * From just after a tag's name, the index after its closing '>' (or the end of the input).
 * Quotes count only around attribute values, as in browsers, so a '>' inside a value does not end the tag.
 */
function endOfTag(source: string, from: number): number {
  let i = from;
  while (i < source.length) {
    const code = source.charCodeAt(i);
    if (code === 62) return i + 1;
    if (code === 61) {
      i++;
      while (i < source.length && isSpace(source.charCodeAt(i))) i++;
      const quote = source[i];
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, i + 1);
        if (close < 0) return source.length;
        i = close + 1;
        continue;
      }
      continue;
    }
    i++;
  }
  return source.length;
}

/** The tag name starting at `from`, and where it ends. */
function readTagName(source: string, from: number): { name: string; end: number } {
  let end = from;
  while (end < source.length) {
    const code = source.charCodeAt(end);
    if (isSpace(code) || code === 47 || code === 62) break;
    end++;
  }
  return { name: source.slice(from, end).toLowerCase(), end };
}

function skipPast(source: string, marker: string, from: number): number {
  const at = source.indexOf(marker, from);
  return at < 0 ? source.length : at + marker.length;
}

// ------------------------------------------------------------------ HTML

// Elements whose content is never shown (or is script), skipped up to their end tag.
const HIDDEN_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'noembed', 'noframes', 'object']);
// Blocks set off by a blank line.
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'ul', 'ol', 'dl', 'pre', 'blockquote', 'figure', 'hr', 'address', 'fieldset', 'details']);
// Blocks that start a new line.
const BLOCKS = new Set([
  'html', 'body', 'div', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'li', 'dt', 'dd', 'tr', 'caption', 'figcaption',
  'summary', 'form', 'legend', 'center', 'menu', 'option', 'hgroup', 'search', 'dialog', 'thead', 'tbody', 'tfoot', 'br',
]);

const HEAD_ELEMENTS = new Set(['meta', 'link', 'base', 'basefont', 'bgsound']);

const endTagPatterns = new Map<string, RegExp>();

/** Index of the `</name` end tag at or after `from`, or -1. */
function findEndTag(source: string, name: string, from: number): number {
  let pattern = endTagPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
    endTagPatterns.set(name, pattern);
  }
  pattern.lastIndex = from;
  const match = pattern.exec(source);
  return match ? match.index : -1;
}

/** Runs of ASCII whitespace become one space, no-break spaces plain spaces, ends trimmed. */
function collapseWhitespace(text: string): string {
  return text.replace(/[\t\n\f\r ]+/g, ' ').replace(/\u00a0/g, ' ').trim();
}

interface TableRow {
  cells: string[];
  /** Columns and rows each cell spans (colspan, rowspan), parallel to cells. */
  spans: Array<{ columns: number; rows: number }>;
  cellOpen: boolean;
}

interface OpenTable {
  row: TableRow | null;
  /** Rows read so far, spanning cells expanded: the text in the first cell, '' in the others. */
  grid: string[][];
  /** Rows still covered by a cell spanning down, per column. */
  covered: number[];
  /** Position among the tables in document order (by their start). */
  order: number;
}

/** Cells spanning more than this are taken as one: a hostile colspan must not allocate millions. */
const MAX_SPAN = 1000;
/** Spans stop widening a row past this many columns (cells beyond still get one each). */
const MAX_ROW_WIDTH = 1000;

const SPAN_ATTRIBUTES = {
  colspan: /\bcolspan\s*=\s*["']?\s*(\d{1,7})/i,
  rowspan: /\browspan\s*=\s*["']?\s*(\d{1,7})/i,
};

function spanOf(attributes: string, name: keyof typeof SPAN_ATTRIBUTES): number {
  const match = SPAN_ATTRIBUTES[name].exec(attributes);
  const value = match ? Number(match[1]) : 1;
  return value >= 1 && value <= MAX_SPAN ? value : 1;
}

/** Lines of visible text: inline runs collapse like a browser's, blocks break lines, rows join cells with tabs. */
class HtmlTextWriter {
  private readonly lines: string[] = [];
  private inline = '';
  private gapPending = false;
  private listPrefix = '';
  private listDepth = 0;
  private preDepth = 0;
  // One entry per open table, innermost last.
  private readonly tables: OpenTable[] = [];
  private tableCount = 0;
  /** Finished tables' grids, in document order. */
  readonly grids: string[][][] = [];

  text(text: string): void {
    this.inline += text;
  }

  get inPre(): boolean {
    return this.preDepth > 0;
  }

  /** Ends the current line (inside a table cell, the cell's text goes on). */
  breakLine(): void {
    if (this.preDepth > 0) return;
    const text = collapseWhitespace(this.inline);
    this.inline = '';
    if (text === '') return;
    const row = this.tables.at(-1)?.row;
    if (row?.cellOpen) {
      const last = row.cells.length - 1;
      row.cells[last] = row.cells[last] === '' ? text : `${row.cells[last]} ${text}`;
      return;
    }
    this.emit(this.listPrefix + text);
    this.listPrefix = '';
  }

  paragraphBreak(): void {
    this.breakLine();
    if (!this.inCell) this.gapPending = true;
  }

  /** Inside a table cell, blocks only separate words: the row stays one line. */
  private get inCell(): boolean {
    return this.tables.at(-1)?.row?.cellOpen === true;
  }

  /** An opening tag; `attributes` is the text between its name and its '>'. */
  openTag(name: string, attributes = ''): void {
    if (this.preDepth > 0 && name !== 'pre') {
      if (name === 'br') this.inline += '\n';
      return;
    }
    switch (name) {
      case 'pre':
        if (this.preDepth === 0) this.paragraphBreak();
        this.preDepth++;
        return;
      case 'table':
        this.paragraphBreak();
        this.tables.push({ row: null, grid: [], covered: [], order: this.tableCount++ });
        return;
      case 'tr':
        this.closeRow();
        if (this.tables.length > 0) this.tables[this.tables.length - 1].row = { cells: [], spans: [], cellOpen: false };
        return;
      case 'td':
      case 'th': {
        if (this.tables.length === 0) return this.breakLine();
        this.breakLine();
        const table = this.tables[this.tables.length - 1];
        const row = (table.row ??= { cells: [], spans: [], cellOpen: false });
        row.cells.push('');
        row.spans.push({ columns: spanOf(attributes, 'colspan'), rows: spanOf(attributes, 'rowspan') });
        row.cellOpen = true;
        return;
      }
      case 'ul':
      case 'ol':
        if (this.listDepth === 0) this.paragraphBreak();
        else this.breakLine();
        this.listDepth++;
        return;
      case 'li':
        this.breakLine();
        if (!this.inCell) this.listPrefix = `${'  '.repeat(Math.max(0, this.listDepth - 1))}- `;
        return;
    }
    if (PARAGRAPHS.has(name)) this.paragraphBreak();
    else if (BLOCKS.has(name)) this.breakLine();
  }

  closeTag(name: string): void {
    if (name === 'pre') {
      if (this.preDepth === 0) return;
      this.preDepth--;
      if (this.preDepth === 0) this.flushPre();
      return;
    }
    if (this.preDepth > 0) return;
    switch (name) {
      case 'table':
        this.closeTable();
        this.paragraphBreak();
        return;
      case 'tr':
        this.closeRow();
        return;
      case 'td':
      case 'th': {
        this.breakLine();
        const row = this.tables.at(-1)?.row;
        if (row) row.cellOpen = false;
        return;
      }
      case 'ul':
      case 'ol':
        this.breakLine();
        this.listDepth = Math.max(0, this.listDepth - 1);
        if (this.listDepth === 0) this.gapPending = true;
        return;
      case 'li':
        this.breakLine();
        this.listPrefix = '';
        return;
    }
    if (PARAGRAPHS.has(name)) this.paragraphBreak();
    else if (BLOCKS.has(name)) this.breakLine();
  }

  finish(): string {
    if (this.preDepth > 0) {
      this.preDepth = 0;
      this.flushPre();
    }
    while (this.tables.length > 0) this.closeTable();
    this.breakLine();
    return this.lines.join('\n');
  }

  private closeRow(): void {
    this.breakLine();
    const table = this.tables.at(-1);
    const row = table?.row;
    if (!table || !row) return;
    table.row = null;
    table.grid.push(expandRow(row, table.covered));
    // A table inside a cell is flattened into that cell's text; other rows are lines of cells.
    const enclosing = this.tables.at(-2)?.row;
    if (enclosing?.cellOpen) {
      const text = row.cells.map((cell) => cell.trim()).filter((cell) => cell !== '').join(' ');
      const last = enclosing.cells.length - 1;
      if (text !== '') enclosing.cells[last] = enclosing.cells[last] === '' ? text : `${enclosing.cells[last]} ${text}`;
      return;
    }
    const line = row.cells.map((cell) => cell.trim()).join('\t').trimEnd();
    if (line.trim() !== '') this.emit(line);
  }

  private closeTable(): void {
    this.closeRow();
    const table = this.tables.pop();
    if (!table) return;
    // Rows that are all empty (spacers) are no rows; a table needs some text to be one.
    const grid = table.grid.filter((row) => row.some((cell) => cell !== ''));
    if (grid.length > 0) this.grids[table.order] = grid;
  }

  /** Preformatted text keeps its spaces and line breaks; the newline right after <pre> is not content. */
  private flushPre(): void {
    const raw = this.inline.replace(/^\r?\n/, '').replace(/\r\n?/g, '\n').trimEnd();
    this.inline = '';
    if (raw.trim() === '') return;
    if (this.inCell) {
      this.inline = raw;
      this.breakLine();
      return;
    }
    for (const line of raw.split('\n')) this.emit(line.replace(/\u00a0/g, ' ').trimEnd(), true);
    this.gapPending = true;
  }

  private emit(line: string, keepEmpty = false): void {
    if (this.gapPending && this.lines.length > 0 && this.lines[this.lines.length - 1] !== '') this.lines.push('');
    this.gapPending = false;
    if (line !== '' || keepEmpty) this.lines.push(line);
  }
}

/**
 * A row's cells in their columns: columns still covered by a cell spanning down from a row
 * above are left empty, and a cell spanning several columns fills the first of them.
 */
function expandRow(row: TableRow, covered: number[]): string[] {
  const out: string[] = [];
  let column = 0;
  const skipCovered = () => {
    while ((covered[column] ?? 0) > 0) {
      covered[column] -= 1;
      out.push('');
      column += 1;
    }
  };
  row.cells.forEach((cell, i) => {
    skipCovered();
    const { rows } = row.spans[i];
    const columns = Math.max(1, Math.min(row.spans[i].columns, MAX_ROW_WIDTH - out.length));
    for (let c = 0; c < columns; c++) {
      out.push(c === 0 ? cell.trim() : '');
      covered[column] = rows - 1;
      column += 1;
    }
  });
  skipCovered();
  // Columns covered past the row's last cell.
  for (let c = column; c < covered.length; c++) {
    if ((covered[c] ?? 0) > 0) {
      covered[c] -= 1;
      while (out.length < c) out.push('');
      out.push('');
    }
  }
  return out;
}

/**
 * The text a browser shows for an HTML document: scripts, styles, comments and the head (except
 * its title) dropped; blocks on their own lines, paragraphs separated by a blank line, list items
 * as "- item", table rows as tab-separated cells; <pre> kept as written; entities decoded.
 */
export function htmlToText(html: string): string {
  return readHtml(html).text;
}

/** The visible text, and the tables (<table> elements, rows of cell texts) in document order. */
export function readHtml(html: string): { text: string; tables: string[][][] } {
  const writer = new HtmlTextWriter();
  let inHead = false;
  let seenBody = false;
  let position = 0;
  const length = html.length;

  const addText = (end: number): void => {
    if (end > position && !inHead) writer.text(decodeHtmlEntities(html.slice(position, end)));
  };

  while (position < length) {
    const lt = html.indexOf('<', position);
    if (lt < 0) {
      addText(length);
      break;
    }
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      addText(lt);
      position = html.startsWith('<!--', lt) ? skipPast(html, '-->', lt + 4) : skipPast(html, '>', lt + 2);
      continue;
    }
    if (next === 47 /* / */ && isAsciiLetter(html.charCodeAt(lt + 2))) {
      addText(lt);
      const { name, end } = readTagName(html, lt + 2);
      position = endOfTag(html, end);
      if (name === 'head') inHead = false;
      else writer.closeTag(name);
      continue;
    }
    if (!isAsciiLetter(next)) {
      // A '<' that starts no tag is text, as in browsers.
      addText(lt + 1);
      position = lt + 1;
      continue;
    }
    addText(lt);
    const { name, end } = readTagName(html, lt + 1);
    position = endOfTag(html, end);
    if (HIDDEN_CONTENT.has(name)) {
      const close = findEndTag(html, name, position);
      position = close < 0 ? length : endOfTag(html, close + 2 + name.length);
      continue;
    }
    if (name === 'title' || name === 'textarea') {
      // Raw text up to the end tag: markup inside is not parsed, entities are.
      const close = findEndTag(html, name, position);
      const content = html.slice(position, close < 0 ? length : close);
      position = close < 0 ? length : endOfTag(html, close + 2 + name.length);
      if (name === 'title' && seenBody) continue;
      writer.paragraphBreak();
      writer.text(decodeHtmlEntities(content));
      writer.paragraphBreak();
      continue;
    }
    if (name === 'head') {
      inHead = true;
      continue;
    }
    // Like a browser, any element that cannot be in the head ends a head left unclosed.
    if (inHead && !HEAD_ELEMENTS.has(name)) inHead = false;
    if (name === 'body') {
      inHead = false;
      seenBody = true;
    }
    if (!inHead) writer.openTag(name, html.slice(end, position));
  }
  const text = writer.finish();
  return { text, tables: writer.grids.filter((grid) => grid !== undefined) };
}

// ------------------------------------------------------------------ XML

function refuseEntities(): never {
  throw new JobError('CORRUPTED_FILE', 'The XML document declares entities; entity declarations are refused (they are how entity expansion attacks work).');
}

/** From just after "<!DOCTYPE", the index after the DOCTYPE; throws if its internal subset declares entities. */
function skipDoctype(xml: string, from: number): number {
  let i = from;
  while (i < xml.length) {
    const char = xml[i];
    if (char === '>') return i + 1;
    if (char === '"' || char === "'") {
      i = skipPast(xml, char, i + 1);
      continue;
    }
    if (char === '[') {
      i = skipInternalSubset(xml, i + 1);
      continue;
    }
    i++;
  }
  return xml.length;
}

/** From just after '[', the index after the internal subset's ']'. */
function skipInternalSubset(xml: string, from: number): number {
  let i = from;
  while (i < xml.length) {
    const char = xml[i];
    if (char === ']') return i + 1;
    if (char === '<') {
      if (xml.startsWith('<!--', i)) i = skipPast(xml, '-->', i + 4);
      else if (xml.startsWith('<?', i)) i = skipPast(xml, '?>', i + 2);
      else if (xml.slice(i, i + 8).toUpperCase() === '<!ENTITY') refuseEntities();
      else i = skipDeclaration(xml, i + 1);
      continue;
    }
    i++;
  }
  return xml.length;
}

/** Skips an <!ELEMENT ...> or <!ATTLIST ...> declaration, whose quoted defaults may hold '>'. */
function skipDeclaration(xml: string, from: number): number {
  let i = from;
  while (i < xml.length) {
    const char = xml[i];
    if (char === '>') return i + 1;
    if (char === '"' || char === "'") i = skipPast(xml, char, i + 1);
    else i++;
  }
  return xml.length;
}

/**
 * The text content of an XML document: each text node (whitespace collapsed) and each CDATA
 * section (as written) on its own line, trimmed, empty ones dropped; attributes, comments and
 * processing instructions ignored. Only the predefined entities and numeric references are
 * decoded; a DOCTYPE that declares entities is refused.
 */
export function xmlToText(xml: string): string {
  const lines: string[] = [];
  let position = 0;
  const length = xml.length;

  const addText = (end: number): void => {
    if (end <= position) return;
    const text = collapseWhitespace(decodeXmlEntities(xml.slice(position, end)));
    if (text !== '') lines.push(text);
  };

  while (position < length) {
    const lt = xml.indexOf('<', position);
    if (lt < 0) {
      addText(length);
      break;
    }
    addText(lt);
    if (xml.startsWith('<![CDATA[', lt)) {
      const close = xml.indexOf(']]>', lt + 9);
      const content = xml.slice(lt + 9, close < 0 ? length : close).trim();
      if (content !== '') lines.push(content);
      position = close < 0 ? length : close + 3;
    } else if (xml.startsWith('<!--', lt)) {
      position = skipPast(xml, '-->', lt + 4);
    } else if (xml.startsWith('<?', lt)) {
      position = skipPast(xml, '?>', lt + 2);
    } else if (xml.startsWith('<!', lt)) {
      const keyword = xml.slice(lt, lt + 9).toUpperCase();
      if (keyword.startsWith('<!ENTITY')) refuseEntities();
      position = keyword === '<!DOCTYPE' ? skipDoctype(xml, lt + 9) : skipDeclaration(xml, lt + 2);
    } else {
      position = endOfTag(xml, lt + 1);
    }
  }
  return lines.join('\n');
}
