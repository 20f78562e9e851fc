// Token counting for chunk sizes and the parse metadata. One encoding for the whole service, so
// the numbers a client sees match the numbers the chunker used.
import { createRequire } from 'node:module';

type Encode = typeof import('gpt-tokenizer/encoding/o200k_base').encode;

// The encoding's tables take about 70 MB and 0.3 s to load: loaded on the first count, so a process
// that never counts (an API process between parses, which run in the extraction threads) never pays.
let encoder: Encode | undefined;
const encode: Encode = (text, options) => {
  encoder ??= (createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as { encode: Encode }).encode;
  return encoder(text, options);
};

export const TOKENIZER_NAME = 'o200k_base';

// Documents are data, not prompts: text like "<|endoftext|>" is counted as ordinary characters
// instead of making the tokenizer throw.
const AS_PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * BPE merges within one pre-token cost time quadratic in its length: 120 KB of one letter took
 * 3.5 s, 20 KB 0.14 s, 1 KB 9 ms. Runs without whitespace longer than this are counted in pieces
 * of this many characters, which keeps counting linear; the count can then differ by a token or
 * so per cut from an uncut encoding. Text without such runs (all prose) is counted exactly.
 */
export const LONG_RUN_CHARS = 1_000;
const LONG_RUN = new RegExp(`\\S{${LONG_RUN_CHARS + 1},}`, 'g');

export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  let total = 0;
  let at = 0;
  for (const run of text.matchAll(LONG_RUN)) {
    if (run.index > at) total += encode(text.slice(at, run.index), AS_PLAIN_TEXT).length;
    const end = run.index + run[0].length;
    for (let start = run.index; start < end; ) {
      const stop = pieceEnd(text, start, Math.min(end, start + LONG_RUN_CHARS));
      total += encode(text.slice(start, stop), AS_PLAIN_TEXT).length;
      start = stop;
    }
    at = end;
  }
  if (at < text.length) total += encode(at === 0 ? text : text.slice(at), AS_PLAIN_TEXT).length;
  return total;
}

/** `index` moved forward off the middle of a surrogate pair. */
function pieceEnd(text: string, start: number, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff && index < text.length && index - 1 > start ? index + 1 : index;
}
