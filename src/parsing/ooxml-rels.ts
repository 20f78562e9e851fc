// Relationship parts (_rels/*.rels) of an OOXML package: how one part names the parts it uses
// (images, headers, slides, notes).
import { posix } from 'node:path';
import type { ZipPackage } from './ooxml-zip.ts';
import { attr, findDescendants, parseXml } from './xml.ts';

export interface Relationship {
  id: string;
  /** Type URI's last segment, e.g. "image", "header", "slide", "notesSlide". */
  type: string;
  /** Package path of the target part, without a leading slash; null for external targets. */
  part: string | null;
}

export function readRelationships(zip: ZipPackage, partPath: string): Map<string, Relationship> {
  const relsPath = posix.join(posix.dirname(partPath), '_rels', `${posix.basename(partPath)}.rels`);
  const xml = zip.readText(relsPath);
  const relationships = new Map<string, Relationship>();
  if (xml === null) return relationships;
  for (const node of findDescendants(parseXml(xml, relsPath), 'Relationship')) {
    const id = attr(node, 'Id');
    const target = attr(node, 'Target');
    if (!id || !target) continue;
    const type = (attr(node, 'Type') ?? '').split('/').pop() ?? '';
    const external = attr(node, 'TargetMode') === 'External';
    relationships.set(id, { id, type, part: external ? null : resolvePart(partPath, target) });
  }
  return relationships;
}

function resolvePart(fromPart: string, target: string): string {
  if (target.startsWith('/')) return posix.normalize(target.slice(1));
  return posix.normalize(posix.join(posix.dirname(fromPart), target));
}
