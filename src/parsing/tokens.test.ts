import { describe, expect, it } from 'vitest';
import { countTokens, TOKENIZER_NAME } from './tokens.ts';

describe('countTokens', () => {
  it('counts o200k_base tokens', () => {
    expect(TOKENIZER_NAME).toBe('o200k_base');
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
  });

  it('counts special-token text in documents as ordinary characters', () => {
    expect(countTokens('a document mentioning <|endoftext|> literally')).toBeGreaterThan(5);
  });
});
