// Names of the streams in an OLE2 compound file (legacy .xls/.doc/.ppt, encrypted OOXML), read
// by following the directory's sector chain, so detection reads kilobytes, not the whole file.
import { open } from 'node:fs/promises';

const END_OF_CHAIN = 0xfffffffe;
// Enough for any real directory (4 entries per 512-byte sector); also stops cyclic chains.
const MAX_DIRECTORY_SECTORS = 4096;

export async function readOleStreamNames(path: string): Promise<string[]> {
  const handle = await open(path, 'r');
  try {
    const readAt = async (offset: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    };
    const header = await readAt(0, 512);
    if (header.length < 512) return [];
    const sectorSize = 1 << header.readUInt16LE(0x1e);
    if (sectorSize !== 512 && sectorSize !== 4096) return [];
    const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
    const idsPerSector = sectorSize / 4;

    // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
    let difat = header.readUInt32LE(0x44);
    for (let hops = 0; difat < END_OF_CHAIN && hops < MAX_DIRECTORY_SECTORS; hops++) {
      const sector = await readAt(sectorOffset(difat), sectorSize);
      if (sector.length < sectorSize) break;
      for (let i = 0; i < idsPerSector - 1; i++) fatSectors.push(sector.readUInt32LE(i * 4));
      difat = sector.readUInt32LE(sectorSize - 4);
    }
    const nextSector = async (sector: number): Promise<number> => {
      const fatSector = fatSectors[Math.floor(sector / idsPerSector)];
      if (fatSector === undefined || fatSector >= END_OF_CHAIN) return END_OF_CHAIN;
      const entry = await readAt(sectorOffset(fatSector) + (sector % idsPerSector) * 4, 4);
      return entry.length === 4 ? entry.readUInt32LE(0) : END_OF_CHAIN;
    };

    const names: string[] = [];
    let sector = header.readUInt32LE(0x30);
    for (let count = 0; sector < END_OF_CHAIN && count < MAX_DIRECTORY_SECTORS; count++) {
      const entries = await readAt(sectorOffset(sector), sectorSize);
      for (let at = 0; at + 128 <= entries.length; at += 128) {
        const nameBytes = Math.min(entries.readUInt16LE(at + 64), 64);
        const type = entries[at + 66];
        if (nameBytes >= 2 && type !== 0) names.push(entries.toString('utf16le', at, at + nameBytes - 2));
      }
      sector = await nextSector(sector);
    }
    return names;
  } finally {
    await handle.close();
  }
}
