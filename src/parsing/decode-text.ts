// Bytes to string for text documents: BOMs first (UTF-8, UTF-16 LE/BE), then strict UTF-8, then
// Windows-1252, the usual encoding of text that is not valid UTF-8 (a superset of Latin-1's
// printable range).

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export function sniffEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  return { encoding: isUtf8(bytes) ? 'utf-8' : 'windows-1252', bomLength: 0 };
}

/**
 * Whether the bytes are valid UTF-8. `truncated` allows a character cut off at the end, for
 * checking the head of a file.
 */
export function isUtf8(bytes: Uint8Array, truncated = false): boolean {
  let end = bytes.length;
  if (truncated) {
    // Step back over a partial trailing sequence: at most 3 continuation bytes after a lead byte.
    for (let back = 1; back <= 3 && end - back >= 0; back++) {
      const byte = bytes[end - back];
      if ((byte & 0xc0) === 0x80) continue;
      if (byte >= 0xc0) end -= back;
      break;
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/** The text with BOM removed and line endings made "\n". */
export function decodeText(bytes: Uint8Array): string {
  const { encoding, bomLength } = sniffEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes.subarray(bomLength));
  return text.replace(/\r\n?/g, '\n');
}
