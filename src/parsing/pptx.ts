// PPTX text: slides in presentation order; on each slide the title, then shapes top to bottom
// (then left to right), tables as " | " rows, pictures' OCR text where the picture stands, and the
// speaker notes last. One page per slide.
import { readFile } from 'node:fs/promises';
import { JobError } from '../errors.ts';
import type { OcrEngine } from '../ocr/types.ts';
import { extractedDocument, ocrSummary } from './extracted-document.ts';
import { ocrEmbeddedImage } from './image-ocr.ts';
import { type Relationship, readRelationships } from './ooxml-rels.ts';
import { gridToTable, gridToText } from './ooxml-table.ts';
import { ZipPackage } from './ooxml-zip.ts';
import type { ExtractedDocument, ExtractedPage, ExtractedTable, ExtractOptions } from './types.ts';
import { type XmlNode, attr, childrenOf, findChild, findChildren, findDescendant, findDescendants, parseXml, tagOf, textOf } from './xml.ts';

type Item = { y: number; x: number; title: boolean } & ({ kind: 'text'; text: string } | { kind: 'image'; part: string });

interface Position {
  x: number;
  y: number;
}

export async function extractPptx(path: string, options: ExtractOptions & { ocr?: OcrEngine }): Promise<ExtractedDocument> {
  const zip = new ZipPackage(await readFile(path));
  const presentation = zip.readText('ppt/presentation.xml');
  if (presentation === null) throw new JobError('CORRUPTED_FILE', 'The PPTX package has no ppt/presentation.xml.');
  const presentationRels = readRelationships(zip, 'ppt/presentation.xml');
  const slideParts = findDescendants(parseXml(presentation, 'ppt/presentation.xml'), 'p:sldId')
    .map((node) => presentationRels.get(attr(node, 'r:id') ?? '')?.part)
    .filter((part): part is string => typeof part === 'string' && zip.has(part));

  const pages: ExtractedPage[] = [];
  const tables: ExtractedTable[] = [];
  const pictures = new Set<string>();
  // Slides share layouts and pictures: parse each layout once, and place a picture's text once,
  // where it first appears (a logo on every slide is not new text on every slide).
  const layouts = new Map<string, Map<string, Position>>();
  const placed = new Set<string>();
  for (const [index, part] of slideParts.entries()) {
    options.signal?.throwIfAborted();
    const number = index + 1;
    options.onProgress?.(10 + Math.round((80 * index) / slideParts.length), `Reading slide ${number} of ${slideParts.length}`);
    const rels = readRelationships(zip, part);
    const layoutPart = [...rels.values()].find((rel) => rel.type === 'slideLayout')?.part ?? null;
    if (layoutPart !== null && !layouts.has(layoutPart)) layouts.set(layoutPart, placeholderPositions(zip, layoutPart));
    const layoutPositions = (layoutPart !== null ? layouts.get(layoutPart) : undefined) ?? new Map<string, Position>();
    const slide = readSlide(zip, part, { rels, layoutPositions, page: number, tables: options.extractTables ? tables : null });
    for (const item of slide.items) if (item.kind === 'image') pictures.add(item.part);
    const texts: string[] = [];
    let ocrUsed = false;
    for (const item of slide.items) {
      if (item.kind === 'text') texts.push(item.text);
      else if (options.processImages && options.ocr && !placed.has(item.part)) {
        placed.add(item.part);
        const bytes = zip.read(item.part);
        // Pictures of tables become OCR tables: the spec gives PPTX OCR tables.
        const found = bytes === null ? null : await ocrEmbeddedImage(bytes, options.ocr, options.signal, options.extractTables ? { page: number } : undefined);
        if (found && found.text !== '') texts.push(found.text);
        if (found) tables.push(...found.tables);
        ocrUsed ||= found !== null && (found.text !== '' || found.tables.length > 0);
      }
    }
    const notes = readNotes(zip, rels);
    if (notes !== '') texts.push(`Notes: ${notes}`);
    pages.push({ page: number, text: texts.join('\n\n'), ocr: ocrUsed });
  }
  return extractedDocument(
    pages
      .map((page) => page.text)
      .filter((text) => text !== '')
      .join('\n\n'),
    { pages, pageCount: pages.length, tables, imageCount: pictures.size, ...ocrSummary(pages) },
  );
}

function readSlide(zip: ZipPackage, part: string, ctx: SlideContext): { items: Item[] } {
  const xml = zip.readText(part);
  if (xml === null) return { items: [] };
  const spTree = findDescendant(parseXml(xml, part), 'p:spTree');
  if (!spTree) return { items: [] };
  const items: Item[] = [];
  shapes(childrenOf(spTree), ctx, items, null);
  // Stable sort: shapes at the same place keep the order they were drawn in.
  items.sort((a, b) => Number(b.title) - Number(a.title) || a.y - b.y || a.x - b.x);
  return { items };
}

interface SlideContext {
  rels: Map<string, Relationship>;
  layoutPositions: Map<string, Position>;
  page: number;
  tables: ExtractedTable[] | null;
}

function shapes(nodes: XmlNode[], ctx: SlideContext, items: Item[], groupPosition: Position | null): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'mc:AlternateContent') {
      shapes(childrenOf(findChild(node, 'mc:Choice') ?? node), ctx, items, groupPosition);
      continue;
    }
    if (tag !== 'p:sp' && tag !== 'p:graphicFrame' && tag !== 'p:pic' && tag !== 'p:grpSp') continue;
    // Inside a group every shape takes the group's place: groups are read as a unit.
    const position = groupPosition ?? shapePosition(node, ctx);
    const placeholder = findDescendant(childrenOf(node), 'p:ph');
    const phType = placeholder ? attr(placeholder, 'type') : undefined;
    const title = groupPosition === null && (phType === 'title' || phType === 'ctrTitle');
    if (tag === 'p:grpSp') {
      shapes(childrenOf(node), ctx, items, position);
    } else if (tag === 'p:sp') {
      if (phType === 'sldNum' || phType === 'dt' || phType === 'ftr') continue;
      const body = findChild(node, 'p:txBody');
      const text = body ? textBody(body) : '';
      if (text !== '') items.push({ ...position, title, kind: 'text', text });
    } else if (tag === 'p:graphicFrame') {
      const tbl = findDescendant(childrenOf(node), 'a:tbl');
      if (tbl) {
        const grid = tableGrid(tbl);
        const text = gridToText(grid);
        if (text !== '') items.push({ ...position, title: false, kind: 'text', text });
        const table = ctx.tables ? gridToTable(grid, ctx.page) : null;
        if (table) ctx.tables?.push(table);
      }
    } else {
      const blip = findDescendant(childrenOf(node), 'a:blip');
      const part = ctx.rels.get(attr(blip ?? {}, 'r:embed') ?? '')?.part;
      if (part) items.push({ ...position, title: false, kind: 'image', part });
    }
  }
}

function shapePosition(node: XmlNode, ctx: SlideContext): Position {
  const off = findDescendant(childrenOf(node), 'a:off');
  if (off) return { x: Number(attr(off, 'x') ?? 0), y: Number(attr(off, 'y') ?? 0) };
  // Placeholders without their own frame sit where the layout puts them.
  const placeholder = findDescendant(childrenOf(node), 'p:ph');
  if (placeholder) {
    const inherited = ctx.layoutPositions.get(placeholderKey(placeholder)) ?? ctx.layoutPositions.get(`type:${attr(placeholder, 'type') ?? 'body'}`);
    if (inherited) return inherited;
  }
  return { x: 0, y: 0 };
}

function placeholderKey(placeholder: XmlNode): string {
  const idx = attr(placeholder, 'idx');
  return idx === undefined ? `type:${attr(placeholder, 'type') ?? 'body'}` : `idx:${idx}`;
}

function placeholderPositions(zip: ZipPackage, layoutPart: string): Map<string, Position> {
  const positions = new Map<string, Position>();
  const xml = zip.readText(layoutPart);
  if (xml === null) return positions;
  for (const sp of findDescendants(parseXml(xml, layoutPart), 'p:sp')) {
    const placeholder = findDescendant(childrenOf(sp), 'p:ph');
    const off = findDescendant(childrenOf(sp), 'a:off');
    if (!placeholder || !off) continue;
    const position = { x: Number(attr(off, 'x') ?? 0), y: Number(attr(off, 'y') ?? 0) };
    positions.set(placeholderKey(placeholder), position);
    positions.set(`type:${attr(placeholder, 'type') ?? 'body'}`, position);
  }
  return positions;
}

/** Paragraphs of a text body, one per line. */
function textBody(body: XmlNode): string {
  return findChildren(body, 'a:p')
    .map((p) => runsText(childrenOf(p)))
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function runsText(nodes: XmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'a:t') text += childrenOf(node).map((child) => textOf(child) ?? '').join('');
    else if (tag === 'a:br') text += '\n';
    else if (tag === 'a:r' || tag === 'a:fld') text += runsText(childrenOf(node));
  }
  return text;
}

/** Cells covered by a merge (hMerge/vMerge) are left empty; the merged text stays in the first cell. */
function tableGrid(tbl: XmlNode): string[][] {
  return findChildren(tbl, 'a:tr').map((tr) =>
    findChildren(tr, 'a:tc').map((tc) => {
      if (attr(tc, 'hMerge') === '1' || attr(tc, 'vMerge') === '1') return '';
      const body = findChild(tc, 'a:txBody');
      return body ? textBody(body).replace(/\s*\n\s*/g, ' ') : '';
    }),
  );
}

function readNotes(zip: ZipPackage, rels: Map<string, Relationship>): string {
  const part = [...rels.values()].find((rel) => rel.type === 'notesSlide')?.part;
  const xml = part ? zip.readText(part) : null;
  if (!part || xml === null) return '';
  const texts: string[] = [];
  for (const sp of findDescendants(parseXml(xml, part), 'p:sp')) {
    const placeholder = findDescendant(childrenOf(sp), 'p:ph');
    const type = placeholder ? attr(placeholder, 'type') : undefined;
    // The notes page also holds the slide image and header/footer fields; only the body is notes.
    if (type !== 'body') continue;
    const body = findChild(sp, 'p:txBody');
    const text = body ? textBody(body) : '';
    if (text !== '') texts.push(text);
  }
  return texts.join('\n');
}
