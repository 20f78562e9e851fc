// Token counting for chunk sizes and the parse metadata. One encoding for the whole service, so
// the numbers a client sees match the numbers the chunker used.
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

export const TOKENIZER_NAME = 'o200k_base';

// Documents are data, not prompts: text like "<|endoftext|>" is counted as ordinary characters
// instead of making the tokenizer throw.
const AS_PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  return encode(text, AS_PLAIN_TEXT).length;
}
