// Text that callers send and Quarry stores. PostgreSQL refuses NUL outright (a 500 if it gets that
// far), and the other control characters, lone surrogates and bidi overrides hide or reorder text
// in logs, terminals and lists. They are refused here, at the edge, with a 400 naming the field;
// filenames, which callers rarely choose by hand, are cleaned instead.
import { z } from 'zod';

// C0 and C1 controls, and lone UTF-16 surrogates (not valid Unicode, so not storable as UTF-8).
const CONTROL = /[\p{Cc}\p{Cs}]/u;
// The same without tab, line feed and carriage return, which multi-line text may hold.
const CONTROL_EXCEPT_LINE_BREAKS = /[\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// Bidirectional embeddings, overrides and isolates, and the marks: they make a name read as
// something else ("report\u202Efdp.exe" shows as "reportexe.pdf").
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const CONTROL_MESSAGE = 'must not contain control characters (NUL, escapes and the like)';

/** A one-line name or label: no control characters at all. */
export function nameText(max: number) {
  return z.string().trim().min(1).max(max).refine((v) => !CONTROL.test(v), CONTROL_MESSAGE);
}

/** Text that may span lines (descriptions, chat messages): tab and line breaks allowed. */
export function multilineText(max: number, min = 0) {
  return z.string().min(min).max(max).refine((v) => !CONTROL_EXCEPT_LINE_BREAKS.test(v), CONTROL_MESSAGE);
}

/** A secret or URL that is stored as sent: printable characters only. */
export function tokenText(max: number) {
  return z.string().min(1).max(max).refine((v) => !CONTROL.test(v), CONTROL_MESSAGE);
}

export const MAX_FILENAME_BYTES = 255;

/**
 * The filename as stored and shown: NFC, without control and bidi characters, trimmed. Null when
 * it is still longer than filesystems allow (255 bytes of UTF-8), which the caller refuses.
 */
export function cleanFilename(raw: string): string | null {
  const cleaned = raw
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(new RegExp(CONTROL.source, 'gu'), '')
    .trim();
  if (Buffer.byteLength(cleaned, 'utf8') > MAX_FILENAME_BYTES) return null;
  return cleaned || 'upload';
}
