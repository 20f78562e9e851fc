import { describe, expect, it } from 'vitest';
import { isDictionaryWord, synonyms, withDictionary } from './dictionary.ts';

describe('WordNet dictionary', () => {
  it('tells dictionary words (and their inflections) from names, and gives synonyms', async () => {
    await withDictionary(60_000, async () => {
      expect(isDictionaryWord('league')).toBe(true);
      expect(isDictionaryWord('cities')).toBe(true);
      expect(isDictionaryWord('akinremi')).toBe(false);
      // Multi-word lemmas are in the files, but a question word never is one.
      expect(isDictionaryWord('ice_cream')).toBe(false);
      expect(synonyms('earnings')).toContain('salary');
      expect(synonyms('movie')).toContain('film');
    });
  });

  it('is let go once unused for the idle period, and loaded again by the next user', async () => {
    await withDictionary(100, async () => expect(isDictionaryWord('league')).toBe(true));
    await new Promise((r) => setTimeout(r, 300));
    expect(() => isDictionaryWord('league')).toThrow('outside withDictionary');
    expect(await withDictionary(100, async () => synonyms('earnings'))).toContain('salary');
  });

  it('is kept while a question still uses it, however long it takes', async () => {
    await withDictionary(50, async () => {
      await Promise.all([
        withDictionary(50, async () => undefined),
        new Promise((r) => setTimeout(r, 200)),
      ]);
      expect(isDictionaryWord('first')).toBe(true);
    });
  });
});
