// XML parsing for untrusted documents. DTDs are refused outright: Office files never need them,
// and entity declarations are how "billion laughs" expansion attacks work.
import { XMLParser } from 'fast-xml-parser';
import { JobError } from '../errors.ts';

/** A node in fast-xml-parser's preserveOrder output: one tag name key, plus ':@' for attributes. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Whitespace-only runs such as <w:t xml:space="preserve"> </w:t> carry meaning in Office text.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  // Also decodes numeric character references (&#x2610;), which Office writers do emit.
  htmlEntities: true,
  // Bounds the recursion of the parser and of the extractors walking the tree. Real documents
  // stay far below (a text box in a drawing in a nested table is about 40 levels); the
  // library's default of 100 is close enough to that to cut off odd but honest files.
  maxNestedTags: 512,
});

const DTD = /<!DOCTYPE|<!ENTITY/i;

export function parseXml(xml: string, what: string): XmlNode[] {
  if (DTD.test(xml)) {
    throw new JobError('CORRUPTED_FILE', `Refused ${what}: XML with DOCTYPE or ENTITY declarations is not accepted (entity expansion attack).`);
  }
  try {
    return parser.parse(xml) as XmlNode[];
  } catch (error) {
    throw new JobError('CORRUPTED_FILE', `The XML part ${what} is malformed: ${(error as Error).message}.`);
  }
}

/** The element's tag name (the one key that is not ':@'). */
export function tagOf(node: XmlNode): string {
  for (const key of Object.keys(node)) if (key !== ':@') return key;
  return '';
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function attr(node: XmlNode, name: string): string | undefined {
  const attributes = node[':@'] as Record<string, string> | undefined;
  return attributes?.[name];
}

/** Text content of a '#text' node, else undefined. */
export function textOf(node: XmlNode): string | undefined {
  const value = node['#text'];
  return value === undefined ? undefined : String(value);
}

export function findChild(node: XmlNode, tag: string): XmlNode | undefined {
  return childrenOf(node).find((child) => tagOf(child) === tag);
}

export function findChildren(node: XmlNode, tag: string): XmlNode[] {
  return childrenOf(node).filter((child) => tagOf(child) === tag);
}

/** First descendant (depth first, document order) with the tag. */
export function findDescendant(nodes: XmlNode[], tag: string): XmlNode | undefined {
  for (const node of nodes) {
    if (tagOf(node) === tag) return node;
    const found = findDescendant(childrenOf(node), tag);
    if (found) return found;
  }
  return undefined;
}

/** All descendants with the tag, in document order, not looking inside matches. */
export function findDescendants(nodes: XmlNode[], tag: string, out: XmlNode[] = []): XmlNode[] {
  for (const node of nodes) {
    if (tagOf(node) === tag) out.push(node);
    else findDescendants(childrenOf(node), tag, out);
  }
  return out;
}
