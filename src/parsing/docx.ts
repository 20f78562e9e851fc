// DOCX text and tables, read from the package's XML in body order: paragraphs (list items
// prefixed "- " or "1. "), tables (cells separated by " | "), text boxes and pictures where they
// stand, then headers and footers, then footnotes and endnotes.
//
// Merged table cells: the text stays in the first cell of a horizontal (gridSpan) or vertical
// (vMerge) merge and the cells it covers are left empty, as Word shows them.
import { readFile } from 'node:fs/promises';
import { JobError } from '../errors.ts';
import type { OcrEngine } from '../ocr/types.ts';
import { extractedDocument } from './extracted-document.ts';
import { ocrEmbeddedImage } from './image-ocr.ts';
import { type Relationship, readRelationships } from './ooxml-rels.ts';
import { gridToTable, gridToText } from './ooxml-table.ts';
import { ZipPackage } from './ooxml-zip.ts';
import type { ExtractedDocument, ExtractedTable, ExtractOptions } from './types.ts';
import { type XmlNode, attr, childrenOf, findChild, findChildren, findDescendant, findDescendants, parseXml, tagOf, textOf } from './xml.ts';

type Block = { kind: 'text'; text: string } | { kind: 'image'; part: string };

interface Context {
  zip: ZipPackage;
  rels: Map<string, Relationship>;
  numbering: Numbering;
  tables: ExtractedTable[] | null;
}

interface Numbering {
  /** numId → level → format ("bullet", "decimal", ...) and start value. */
  levels: Map<string, Map<number, { format: string; start: number }>>;
  counters: Map<string, number[]>;
}

// Parts of a run or paragraph that are not text: properties, deleted text, field codes.
const SKIPPED = new Set([
  'w:pPr', 'w:rPr', 'w:sdtPr', 'w:tblPr', 'w:tblGrid', 'w:trPr', 'w:tcPr', 'w:sectPr', 'w:delText', 'w:instrText',
  'w:del', 'w:moveFrom', 'w:fldData', 'w:commentReference', 'w:annotationRef', 'w:bookmarkStart', 'w:bookmarkEnd',
  'mc:Fallback', 'm:rPr', 'm:ctrlPr', 'w:rubyPr',
]);

export async function extractDocx(path: string, options: ExtractOptions & { ocr?: OcrEngine }): Promise<ExtractedDocument> {
  const zip = new ZipPackage(await readFile(path));
  const documentXml = zip.readText('word/document.xml');
  if (documentXml === null) throw new JobError('CORRUPTED_FILE', 'The DOCX package has no word/document.xml.');
  options.onProgress?.(10, 'Reading document text');
  const ctx: Context = {
    zip,
    rels: readRelationships(zip, 'word/document.xml'),
    numbering: readNumbering(zip),
    tables: options.extractTables ? [] : null,
  };
  const root = parseXml(documentXml, 'word/document.xml');
  const body = findDescendant(root, 'w:body');
  const blocks: Block[] = [];
  if (body) blockContent(childrenOf(body), ctx, blocks);

  const headers: Block[] = [];
  const footers: Block[] = [];
  for (const rel of ctx.rels.values()) {
    if (rel.part === null || (rel.type !== 'header' && rel.type !== 'footer')) continue;
    const xml = zip.readText(rel.part);
    if (xml === null) continue;
    const partCtx: Context = { ...ctx, rels: readRelationships(zip, rel.part), tables: null };
    blockContent(parseXml(xml, rel.part), partCtx, rel.type === 'header' ? headers : footers);
  }
  const notes: Block[] = [];
  for (const [part, tag] of [['word/footnotes.xml', 'w:footnote'], ['word/endnotes.xml', 'w:endnote']] as const) {
    const xml = zip.readText(part);
    if (xml === null) continue;
    const partCtx: Context = { ...ctx, rels: readRelationships(zip, part), tables: null };
    for (const note of findDescendants(parseXml(xml, part), tag)) {
      const type = attr(note, 'w:type');
      if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice') continue;
      blockContent(childrenOf(note), partCtx, notes);
    }
  }

  const ordered = [...uniqueTextBlocks(headers), ...blocks, ...uniqueTextBlocks(footers), ...notes];
  // Distinct pictures: the same image part shown twice is one image.
  const imageCount = new Set(ordered.flatMap((block) => (block.kind === 'image' ? [block.part] : []))).size;
  const { text, imagesRead } = await renderBlocks(ordered, zip, options);
  // A DOCX has no pages: OCR'd pictures make the extraction_method 'ocr', ocr_pages stays 0.
  return extractedDocument(text, {
    tables: ctx.tables ?? [],
    imageCount,
    extractionMethod: imagesRead > 0 ? 'ocr' : 'standard',
    info: { ...readCoreProperties(zip) },
  });
}

/** Headers and footers repeat per section; keep each distinct text once. */
function uniqueTextBlocks(blocks: Block[]): Block[] {
  const seen = new Set<string>();
  return blocks.filter((block) => {
    if (block.kind !== 'text') return true;
    if (seen.has(block.text)) return false;
    seen.add(block.text);
    return true;
  });
}

/** The document's text with the OCR'd text of its pictures in place, and how many pictures gave text. */
async function renderBlocks(blocks: Block[], zip: ZipPackage, options: ExtractOptions & { ocr?: OcrEngine }): Promise<{ text: string; imagesRead: number }> {
  const parts: string[] = [];
  let imagesRead = 0;
  const images = blocks.filter((block) => block.kind === 'image').length;
  // A picture used several times (a logo, a repeated figure) is one part in the package: its
  // text is read and placed once, where it first appears.
  const placed = new Set<string>();
  let done = 0;
  for (const block of blocks) {
    if (block.kind === 'text') {
      parts.push(block.text);
      continue;
    }
    if (!options.processImages || !options.ocr) continue;
    options.signal?.throwIfAborted();
    done++;
    if (placed.has(block.part)) continue;
    placed.add(block.part);
    const bytes = zip.read(block.part);
    const text = bytes === null ? '' : (await ocrEmbeddedImage(bytes, options.ocr, options.signal)).text;
    if (text !== '') {
      parts.push(text);
      imagesRead++;
    }
    options.onProgress?.(20 + Math.round((70 * done) / images), `OCR of embedded image ${done} of ${images}`);
  }
  return { text: parts.join('\n\n'), imagesRead };
}

/** Body-level content: paragraphs, tables and the wrappers (content controls, custom XML) around them. */
function blockContent(nodes: XmlNode[], ctx: Context, out: Block[]): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'w:p') paragraph(node, ctx, out);
    else if (tag === 'w:tbl') table(node, ctx, out, false);
    else if (tag === 'mc:AlternateContent') blockContent(childrenOf(findChild(node, 'mc:Choice') ?? node), ctx, out);
    else if (!SKIPPED.has(tag) && tag !== '#text') blockContent(childrenOf(node), ctx, out);
  }
}

function paragraph(p: XmlNode, ctx: Context, out: Block[]): void {
  const after: Block[] = [];
  const text = inlineText(childrenOf(p), ctx, after).replace(/[ \t]+$/gm, '');
  if (text.trim() !== '') out.push({ kind: 'text', text: listPrefix(p, ctx) + text.trimStart() });
  out.push(...after);
}

/** Text of runs in order; text boxes and pictures met on the way go to `after`. */
function inlineText(nodes: XmlNode[], ctx: Context, after: Block[]): string {
  let text = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (SKIPPED.has(tag)) continue;
    switch (tag) {
      case 'w:t':
      case 'm:t':
        text += childrenOf(node).map((child) => textOf(child) ?? '').join('');
        break;
      case 'w:tab':
      case 'w:ptab':
        text += '\t';
        break;
      case 'w:br':
      case 'w:cr':
        text += '\n';
        break;
      case 'w:noBreakHyphen':
        text += '-';
        break;
      case 'w:sym':
        text += symbolChar(node);
        break;
      case 'w:fldChar':
        text += formCheckbox(node);
        break;
      case 'mc:AlternateContent':
        text += inlineText(childrenOf(findChild(node, 'mc:Choice') ?? node), ctx, after);
        break;
      case 'w:drawing':
      case 'w:pict':
      case 'w:object':
        embedded(node, ctx, after);
        break;
      default:
        text += inlineText(childrenOf(node), ctx, after);
    }
  }
  return text;
}

/** Text boxes and pictures inside a drawing, in document order. */
function embedded(node: XmlNode, ctx: Context, after: Block[]): void {
  for (const child of childrenOf(node)) {
    const tag = tagOf(child);
    if (tag === 'w:txbxContent') {
      blockContent(childrenOf(child), ctx, after);
    } else if (tag === 'a:blip' || tag === 'v:imagedata') {
      const id = attr(child, 'r:embed') ?? attr(child, 'r:id');
      const part = id === undefined ? null : ctx.rels.get(id)?.part;
      if (part) after.push({ kind: 'image', part });
    } else if (tag === 'mc:AlternateContent') {
      embedded(findChild(child, 'mc:Choice') ?? child, ctx, after);
    } else if (tag !== 'mc:Fallback') {
      embedded(child, ctx, after);
    }
  }
}

/** w:sym characters in symbol fonts sit in the private-use area F0xx; their low byte is usually ASCII-like. */
function symbolChar(node: XmlNode): string {
  const code = Number.parseInt(attr(node, 'w:char') ?? '', 16);
  if (Number.isNaN(code)) return '';
  if (code >= 0xf000 && code <= 0xf0ff) return '';
  return String.fromCodePoint(code);
}

/** Legacy form-field checkboxes carry their state in the field data, not in the text. */
function formCheckbox(node: XmlNode): string {
  const checkBox = findDescendant(childrenOf(node), 'w:checkBox');
  if (!checkBox) return '';
  const state = findChild(checkBox, 'w:checked') ?? findChild(checkBox, 'w:default');
  const value = state === undefined ? undefined : (attr(state, 'w:val') ?? 'true');
  const checked = value === 'true' || value === '1' || value === 'on';
  return checked ? '\u2612 ' : '\u2610 ';
}

function readNumbering(zip: ZipPackage): Numbering {
  const numbering: Numbering = { levels: new Map(), counters: new Map() };
  const xml = zip.readText('word/numbering.xml');
  if (xml === null) return numbering;
  const root = parseXml(xml, 'word/numbering.xml');
  const abstract = new Map<string, Map<number, { format: string; start: number }>>();
  for (const node of findDescendants(root, 'w:abstractNum')) {
    const levels = new Map<number, { format: string; start: number }>();
    for (const lvl of findChildren(node, 'w:lvl')) {
      const format = attr(findChild(lvl, 'w:numFmt') ?? {}, 'w:val') ?? 'decimal';
      const start = Number(attr(findChild(lvl, 'w:start') ?? {}, 'w:val') ?? 1);
      levels.set(Number(attr(lvl, 'w:ilvl') ?? 0), { format, start });
    }
    abstract.set(attr(node, 'w:abstractNumId') ?? '', levels);
  }
  for (const num of findDescendants(root, 'w:num')) {
    const abstractId = attr(findChild(num, 'w:abstractNumId') ?? {}, 'w:val') ?? '';
    const levels = abstract.get(abstractId);
    if (levels) numbering.levels.set(attr(num, 'w:numId') ?? '', levels);
  }
  return numbering;
}

function listPrefix(p: XmlNode, ctx: Context): string {
  const numPr = findDescendant(childrenOf(findChild(p, 'w:pPr') ?? {}), 'w:numPr');
  if (!numPr) return '';
  const numId = attr(findChild(numPr, 'w:numId') ?? {}, 'w:val') ?? '0';
  const level = Number(attr(findChild(numPr, 'w:ilvl') ?? {}, 'w:val') ?? 0);
  const levels = ctx.numbering.levels.get(numId);
  if (numId === '0' || !levels) return '';
  const definition = levels.get(level) ?? { format: 'decimal', start: 1 };
  const indent = '  '.repeat(level);
  if (definition.format === 'bullet') return `${indent}- `;
  if (definition.format === 'none') return indent;
  const counters = ctx.numbering.counters.get(numId) ?? [];
  counters[level] = (counters[level] ?? definition.start - 1) + 1;
  counters.length = level + 1;
  ctx.numbering.counters.set(numId, counters);
  return `${indent}${formatNumber(counters[level], definition.format)}. `;
}

function formatNumber(n: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(n).toLowerCase();
    case 'upperLetter':
      return letters(n);
    case 'lowerRoman':
      return roman(n).toLowerCase();
    case 'upperRoman':
      return roman(n);
    default:
      return String(n);
  }
}

function letters(n: number): string {
  const letter = String.fromCharCode(65 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
}

function roman(n: number): string {
  const numerals: Array<[number, string]> = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [value, numeral] of numerals) {
    while (n >= value) {
      out += numeral;
      n -= value;
    }
  }
  return out;
}

/** Rows or cells, looking through content controls and custom XML wrapped around them. */
function childElements(node: XmlNode, tag: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const child of childrenOf(node)) {
    const childTag = tagOf(child);
    if (childTag === tag) found.push(child);
    else if (childTag === 'w:sdt' || childTag === 'w:customXml' || childTag === 'w:sdtContent' || childTag === 'w:ins') {
      found.push(...childElements(child, tag));
    }
  }
  return found;
}

function table(tbl: XmlNode, ctx: Context, out: Block[], nested: boolean): string[][] {
  const grid: string[][] = [];
  const after: Block[] = [];
  for (const tr of childElements(tbl, 'w:tr')) {
    const row: string[] = [];
    const trPr = findChild(tr, 'w:trPr');
    const before = Number(attr(findChild(trPr ?? {}, 'w:gridBefore') ?? {}, 'w:val') ?? 0);
    for (let i = 0; i < before; i++) row.push('');
    for (const tc of childElements(tr, 'w:tc')) {
      const tcPr = findChild(tc, 'w:tcPr') ?? {};
      const span = Math.max(1, Number(attr(findChild(tcPr, 'w:gridSpan') ?? {}, 'w:val') ?? 1));
      const vMerge = findChild(tcPr, 'w:vMerge');
      const continuesMerge = vMerge !== undefined && attr(vMerge, 'w:val') !== 'restart';
      const text = continuesMerge ? '' : cellText(tc, ctx, after);
      row.push(text);
      for (let i = 1; i < span; i++) row.push('');
    }
    grid.push(row);
  }
  if (!nested) {
    out.push({ kind: 'text', text: gridToText(grid) });
    out.push(...after);
    if (ctx.tables) {
      const extracted = gridToTable(grid);
      if (extracted) ctx.tables.push(extracted);
    }
  } else {
    out.push(...after);
  }
  return grid;
}

/** A cell's paragraphs on one line; a nested table is flattened into the cell's text. */
function cellText(tc: XmlNode, ctx: Context, after: Block[]): string {
  const parts: string[] = [];
  const collect = (nodes: XmlNode[]) => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag === 'w:p') {
        const blocks: Block[] = [];
        paragraph(node, ctx, blocks);
        for (const block of blocks) {
          if (block.kind === 'text') parts.push(block.text);
          else after.push(block);
        }
      } else if (tag === 'w:tbl') {
        const grid = table(node, ctx, after, true);
        parts.push(grid.map((row) => row.filter((cell) => cell !== '').join(' ')).join(' '));
      } else if (!SKIPPED.has(tag) && tag !== '#text') {
        collect(childrenOf(node));
      }
    }
  };
  collect(childrenOf(tc));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function readCoreProperties(zip: ZipPackage): Record<string, string> {
  const xml = zip.readText('docProps/core.xml');
  if (xml === null) return {};
  const root = parseXml(xml, 'docProps/core.xml');
  const info: Record<string, string> = {};
  for (const [tag, key] of [['dc:title', 'title'], ['dc:creator', 'author']] as const) {
    const node = findDescendant(root, tag);
    const value = node ? childrenOf(node).map((child) => textOf(child) ?? '').join('').trim() : '';
    if (value !== '') info[key] = value;
  }
  return info;
}
