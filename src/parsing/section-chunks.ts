// Search passages that follow the document's structure: blocks (paragraphs, headings, table
// rows) are the text's blank-line separated parts; a heading stays with the text after it, a
// paragraph that fits a chunk is never cut, short blocks are gathered until a chunk has enough
// body to be worth ranking on its own or ends with a paragraph (so a short paragraph is not
// ranked with, and against, the length of the next), and a chunk never reaches past its first page's end
// (except a heading carried onto the page where its section starts). Only a paragraph larger
// than a chunk is cut, at sentence boundaries with overlap (chunk.ts).
import { chunkText, type ChunkOptions } from './chunk.ts';
import { countTokens } from './tokens.ts';

export interface SectionChunkOptions extends ChunkOptions {
  /**
   * A chunk takes in a further block while its body (headings aside) is shorter than this: whole
   * paragraphs stay passages of their own, so a ranking scores them apart, while list items and
   * one-line notes are gathered.
   */
  gatherBelowTokens: number;
}

export interface PageChunk {
  text: string;
  /** 1-based page the chunk's text starts on. */
  page: number;
}

interface Block {
  text: string;
  page: number;
  heading: boolean;
}

interface OpenChunk {
  text: string;
  page: number;
  /** Tokens of the body: the chunk's text without its headings. */
  bodyTokens: number;
  /** Its last block is a paragraph: it takes in no further block. */
  complete: boolean;
}

const BLOCK_BREAK = /\n[ \t]*\n+/;
const MARKDOWN_HEADING = /^#{1,6}[ \t]+\S/;
/**
 * A title line: short, one line, starting with a capital or a section number (not a list bullet),
 * no sentence or clause punctuation at its end, not a table row.
 */
const TITLE_LINE = /^[\p{Lu}\d][^\n|]{0,99}$/u;
const MAX_TITLE_WORDS = 12;

/** Ends a sentence: . ! or ? with perhaps a closing quote or bracket. */
const SENTENCE_END = /[.!?]["'”’)\]]?$/u;
/** A list item's bullet or number ("- ", "• ", "3. ", "b) "). */
const LIST_MARKER = /^(?:[-*•·▪◦‣]|\(?(?:\d{1,3}|[a-z])[.)])\s/u;

/**
 * A paragraph: prose that ends a sentence and is not a list item. List items, labels ("Total
 * due:"), table rows and captions without a full stop are not, and are gathered.
 */
export function isParagraph(block: string): boolean {
  return SENTENCE_END.test(block) && !LIST_MARKER.test(block);
}

export function isHeading(block: string): boolean {
  if (MARKDOWN_HEADING.test(block) && !block.includes('\n')) return true;
  if (!TITLE_LINE.test(block) || /[.,;:!?]["')\]]?$/.test(block)) return false;
  return /\p{L}/u.test(block) && block.split(/\s+/).length <= MAX_TITLE_WORDS;
}

function blocksOf(pages: ReadonlyArray<{ page: number; text: string }>): Block[] {
  const blocks: Block[] = [];
  for (const { page, text } of pages) {
    for (const part of text.split(BLOCK_BREAK)) {
      const trimmed = part.trim();
      if (trimmed !== '') blocks.push({ text: trimmed, page, heading: isHeading(trimmed) });
    }
  }
  // The last block of a document is never a heading: nothing follows it to introduce.
  if (blocks.length > 0) blocks[blocks.length - 1].heading = false;
  return blocks;
}

export function chunkSections(pages: ReadonlyArray<{ page: number; text: string }>, options: SectionChunkOptions): PageChunk[] {
  const { chunkSize } = options;
  const chunks: PageChunk[] = [];
  let open: OpenChunk | null = null;
  const flush = () => {
    if (open) chunks.push({ text: open.text, page: open.page });
    open = null;
  };

  for (const block of blocksOf(pages)) {
    const current = open as OpenChunk | null;
    const joined = current ? `${current.text}\n\n${block.text}` : block.text;
    const headingsOnly = current !== null && current.bodyTokens === 0;
    if (block.heading) {
      // A heading opens a section: it ends a chunk with body, and joins headings above it.
      if (current && headingsOnly && countTokens(joined) <= chunkSize) open = { ...current, text: joined };
      else {
        flush();
        open = { text: block.text, page: block.page, bodyTokens: 0, complete: false };
      }
      continue;
    }
    const tokens = countTokens(block.text);
    const samePage = current !== null && (headingsOnly || current.page === block.page);
    const paragraph = isParagraph(block.text);
    if (current && samePage && !current.complete && current.bodyTokens < options.gatherBelowTokens && countTokens(joined) <= chunkSize) {
      open = { ...current, text: joined, bodyTokens: current.bodyTokens + tokens, complete: paragraph };
      continue;
    }
    if (tokens <= chunkSize) {
      // Headings waiting for their section lead its first paragraph when both fit together.
      if (current && headingsOnly && countTokens(joined) <= chunkSize) {
        open = { text: joined, page: current.page, bodyTokens: tokens, complete: paragraph };
        continue;
      }
      flush();
      open = { text: block.text, page: block.page, bodyTokens: tokens, complete: paragraph };
      continue;
    }
    // A paragraph larger than a chunk: cut at sentences, the section's headings leading the first piece.
    let lead = '';
    let leadPage = block.page;
    if (current && headingsOnly && countTokens(current.text) * 2 <= chunkSize) {
      lead = `${current.text}\n\n`;
      leadPage = current.page;
      open = null;
    } else flush();
    const room = chunkSize - (lead ? countTokens(lead) : 0);
    const pieces = chunkText(block.text, { chunkSize: room, chunkOverlap: Math.min(options.chunkOverlap, room - 1) });
    pieces.forEach((piece, i) => chunks.push(i === 0 ? { text: lead + piece, page: leadPage } : { text: piece, page: block.page }));
  }
  flush();
  return chunks;
}
