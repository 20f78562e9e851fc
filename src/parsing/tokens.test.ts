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

  it('counts a long run without spaces in linear time, within a token per cut of the exact count', () => {
    const started = performance.now();
    // Exactly 15,000 tokens when encoded whole, which took 3.5 s.
    const count = countTokens('a'.repeat(120_000));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(Math.abs(count - 15_000)).toBeLessThanOrEqual(120);
    expect(countTokens(`intro ${'-'.repeat(240_000)} outro`)).toBeGreaterThan(1_000);
  });

  it('counts prose exactly, whatever its length', () => {
    expect(countTokens('hello world '.repeat(1_000).trim())).toBe(2_000);
  });
});
